/**
 * A model to an IQE document ({@code IqeFormat}'s export stage): {@code IqeExporter} says the model
 * in IQE's commands and reports what only IQE's spelling loses (the format template has already
 * reported what IQE's capabilities cannot hold).
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.iqe.internal.export;
