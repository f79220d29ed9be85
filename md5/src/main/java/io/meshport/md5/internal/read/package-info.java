/**
 * MD5's parse stage: {@link io.meshport.md5.internal.read.Md5Reader} drives the text engine line by
 * line, and a typed visitor over the grammar's line rules builds the document. Internal: not
 * exported by the module.
 */
package io.meshport.md5.internal.read;
