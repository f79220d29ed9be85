/** MD5's print stage: document to text. Internal: not exported by the module. */
package io.meshport.md5.internal.write;
