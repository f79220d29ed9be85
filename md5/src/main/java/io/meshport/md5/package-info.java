/**
 * idTech 4's MD5 model format (version 10): {@link io.meshport.md5.Md5}, the entry point that reads
 * and writes files, models and documents; {@link io.meshport.md5.Md5Format}, the format;
 * {@link io.meshport.md5.Md5Document} and the types under it ({@link io.meshport.md5.Md5Joint},
 * {@link io.meshport.md5.Md5Mesh}, {@link io.meshport.md5.Md5AnimatedJoint}), which hold what an
 * {@code .md5mesh} or {@code .md5anim} file says, numbers in double precision.
 *
 * <p>The stages behind {@link io.meshport.md5.Md5Format} live in {@code io.meshport.md5.internal.*}
 * ({@code read}, {@code compile}, {@code export}, {@code write}), which the module does not export:
 * this package is all a user reaches.
 */
package io.meshport.md5;
