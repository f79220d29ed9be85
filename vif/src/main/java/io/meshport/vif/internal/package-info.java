/**
 * What the documents ({@code io.meshport.vif.VifDocument} and its parts) and every stage share
 * beneath the public API: {@code VifDocumentAccess}, the stages' way to the parts' arrays without
 * copies and to their constructors that take arrays as they are, implemented by the API package,
 * which keeps those parts package-private. The stages themselves are in {@code internal.read},
 * {@code internal.compile}, {@code internal.export} and {@code internal.write}, and the rules they
 * share in {@code internal.rules}.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.vif.internal;
