/** MD5's compile stage: document to model, as the reference compiler imports MD5. Internal: not exported by the module. */
package io.meshport.md5.internal.compile;
