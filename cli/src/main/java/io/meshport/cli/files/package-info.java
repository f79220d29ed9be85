/**
 * The model files a command reads and writes, each named in every message as the user can find it: a file as
 * typed, a model inside a game archive ({@code base.wz!/structs/blderik.pie}, read in place), a directory or archive
 * gone through as a batch (links and entries held inside their trees, entries capped in size), where a batch's
 * outputs go, and the batch conversion that runs them on threads; and a Tesseract, Cube 2 or Red Eclipse model
 * configuration ({@code md5.cfg}) read as the one model it describes, its files found only inside its folder.
 *
 * <p>Internal to the command-line tool: not an API, and may change without notice.
 */
package io.meshport.cli.files;
