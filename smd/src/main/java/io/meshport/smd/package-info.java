/**
 * Valve's studiomdl SMD format (version 1, GoldSrc and Source): {@link io.meshport.smd.Smd}, the
 * entry point that reads and writes files, models and documents; {@link io.meshport.smd.SmdFormat},
 * the format; {@link io.meshport.smd.SmdDocument} and the types under it
 * ({@link io.meshport.smd.SmdNode}, {@link io.meshport.smd.SmdFrame},
 * {@link io.meshport.smd.SmdTriangles}), which hold what an {@code .smd} file says, numbers in double
 * precision.
 *
 * <p>The stages behind {@link io.meshport.smd.SmdFormat} live in {@code io.meshport.smd.internal.*}
 * ({@code read}, {@code compile}, {@code export}, {@code write}, and the {@code rules} they share),
 * which the module does not export: this package is all a user reaches.
 */
package io.meshport.smd;
