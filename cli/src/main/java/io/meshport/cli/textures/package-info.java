/**
 * A model's textures, found as the games find them and under docs/security.md's side-file law: only a bare file
 * name is looked up, each folder a root that no link leaves, and file sizes and pixel counts are capped.
 * {@code render} decodes what it finds (with PIE's team-colour masks); {@code convert} carries it into a glTF.
 *
 * <p>Internal to the command-line tool: not an API, and may change without notice.
 */
package io.meshport.cli.textures;
