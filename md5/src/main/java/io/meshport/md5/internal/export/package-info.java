/** MD5's export stage: model to documents. Internal: not exported by the module. */
package io.meshport.md5.internal.export;
