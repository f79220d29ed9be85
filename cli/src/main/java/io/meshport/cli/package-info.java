/**
 * The {@code meshport} command's entry points, and nothing else: the command itself ({@link io.meshport.cli.Main},
 * which runs the command line and turns a failure that escapes it into one line and an exit code), the man pages
 * and the completion script the build writes ({@link io.meshport.cli.ManPages}), and the class-data sharing
 * training run of the launcher ({@code StartupTraining}). This package sits on top: nothing below imports it.
 *
 * <p>The rest is in the packages below, by role and in layers, each using only those under it: {@code console}
 * what every layer uses to talk to the user (a failure told as one line, exit codes, running out of memory, the
 * progress bar with whether stderr is a terminal to draw it on, "did you mean" advice for a mistyped command);
 * {@code textures} the search for a model's textures; {@code files} the model files read and written (one file,
 * an archive's entry, a directory or archive as a batch, a batch's outputs and its conversion); {@code report}
 * what {@code info}, {@code validate}, {@code convert --report} and {@code diff} find out and print; and
 * {@code command} the picocli commands, their options and the configured command line. This is an application,
 * not a library: no class here is API. A class is public only where another of these packages uses it, and may
 * change without notice.
 */
package io.meshport.cli;
