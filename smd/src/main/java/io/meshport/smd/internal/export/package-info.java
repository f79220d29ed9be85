/** SMD's export stage: model to documents. Internal: not exported by the module. */
package io.meshport.smd.internal.export;
