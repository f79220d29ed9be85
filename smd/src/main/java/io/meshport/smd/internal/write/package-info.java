/** SMD's print stage: document to text. Internal: not exported by the module. */
package io.meshport.smd.internal.write;
