/**
 * SMD's parse stage: {@link io.meshport.smd.internal.read.SmdReader} drives the text engine line by
 * line, and a typed visitor over the grammar's line rules builds the document. Internal: not
 * exported by the module.
 */
package io.meshport.smd.internal.read;
