/** SMD's compile stage: document to model, as the reference compiler imports SMD. Internal: not exported by the module. */
package io.meshport.smd.internal.compile;
