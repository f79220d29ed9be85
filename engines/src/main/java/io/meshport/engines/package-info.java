/**
 * Engine profiles: "will it load in my game?" answered from the file. An
 * {@link io.meshport.engines.EngineProfile} is one engine's loader rules as data
 * ({@link io.meshport.engines.EngineRule}, each citing the loader's file and line at a commit)
 * plus small checks; it checks a {@link io.meshport.engines.CheckedFile} (the file's length and
 * first bytes, its format's document and its model) and returns
 * {@link io.meshport.engines.EngineFinding}s: errors where the engine refuses the file or crashes,
 * warnings where it loads it but shows something else. {@link io.meshport.engines.Engines} finds
 * the profiles (services, so a user adds one) and sums them up per file.
 *
 * <p>The profiles meshport ships live in {@code io.meshport.engines.internal.iqm} (tesseract,
 * daemon, darkplaces, fte) and {@code io.meshport.engines.internal.pie} (wz2100-4.3,
 * wz2100-4.4, blender-pie-addon).
 */
package io.meshport.engines;
