/**
 * The rules of a VIF file beyond its syntax, in one place ({@code VifRules}, which reports
 * {@code VifProblem}s): one tree of merges, closed coincident rings, patches in range, and the
 * limits VDSlib needs. The document types of {@code io.meshport.vif} take their limits from it, the
 * reader checks a file against it (strictly or leniently), the exporter checks what it builds, and
 * the format writes no document that breaks it. {@code VifClusters} reads 2.0/2.1 clusters in the
 * merge form of 2.2, the one reading the rules, the compiler and the exporter share.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.vif.internal.rules;
