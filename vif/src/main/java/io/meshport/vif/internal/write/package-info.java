/**
 * A VIF document to text ({@code VifFormat}'s print stage): {@code VifDocumentWriter} writes it
 * as the spec's template lays it out, comments where they were.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.vif.internal.write;
