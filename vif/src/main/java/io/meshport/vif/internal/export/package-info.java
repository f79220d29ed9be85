/**
 * A model to a VIF document of a chosen version ({@code VifFormat}'s loss-check and export
 * stages): {@code VifExporter} writes a mesh read from VIF back as it was, and gives any other
 * model a hierarchy: {@code VifLeaves} makes the meshes' vertices leaves by patch,
 * {@code VifCollapseHierarchy} merges them in the simplifier's collapse order or
 * {@code VifHierarchyBuilder} clusters them by octree as VDSlib does ({@code VifNodes} numbers the
 * tree, {@code VifTree}), and
 * {@code VifMergeChains} splits merges wider than VDSlib reads into chains. Builds on
 * {@code io.meshport.vif.internal.compile}, whose mappings it takes back.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.vif.internal.export;
