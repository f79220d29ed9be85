/**
 * An IQE document to text ({@code IqeFormat}'s print stage): {@code IqeDocumentWriter} prints every
 * command as it is held, floats in their shortest exact form, on all cores in batches.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.iqe.internal.write;
