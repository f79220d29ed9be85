/**
 * Warzone 2100's PIE model format (versions 2, 3 and 4): {@link io.meshport.pie.Pie}, the entry
 * point that reads and writes files, models and documents; {@link io.meshport.pie.PieFormat}, the
 * format and its write settings; {@link io.meshport.pie.PieDocument} and the types under it
 * ({@link io.meshport.pie.PieLevel}, {@link io.meshport.pie.PiePoints},
 * {@link io.meshport.pie.PiePolygons}, the level parts), which hold what a file says as it says it;
 * {@link io.meshport.pie.PieFileExtra} and {@link io.meshport.pie.PieLevelExtra}, which carry what
 * the common model has no place for, and their {@link io.meshport.pie.PieExtraCodecs} for IQM; and
 * {@link io.meshport.pie.PieTextureAnimation} for pictures of animated textures.
 *
 * <p>The reader is as lenient as the game's own loader (WZ 4.4+): any blanks and line ends, extra
 * words at the end of a line (with a warning), {@code #} comments in every version. It fails with
 * {@link io.meshport.io.ModelFormatException} where the game's loader fails, except that it takes
 * the polygons of up to 16 points of early PIE 2 data (with a warning). Points are Y up, connectors Z up, and PIE 2 texture coordinates
 * are kept in the file's 1/256 units in documents, turned to 0..1 in models.
 *
 * <p>The stages behind {@link io.meshport.pie.PieFormat} live in {@code io.meshport.pie.internal.*}
 * ({@code read}, {@code compile}, {@code export}, {@code write}, and the game's {@code rules} they
 * and the documents share), which the module does not export: this package is all a user reaches.
 */
package io.meshport.pie;
