/**
 * A PIE document to a model ({@code PieFormat}'s compile stage), as the game builds it:
 * {@code PieCompiler} makes a mesh per level; {@code PieLevelAnimation} and
 * {@code PieAnimObjects} make ANIMOBJECT levels a skeleton and animations, and
 * {@code PieConnectorJoints} connectors joints. These mappings work both ways: the exporter in
 * {@code io.meshport.pie.internal.export} builds on this package to take them back (with
 * {@code PieJointFrames}, which the connector joints share), never the other way round.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.pie.internal.compile;
