/**
 * How the {@code meshport} command talks to the user, shared by every layer above (the files, the reports, the
 * commands and the entry points): a failure told as one line ({@link io.meshport.cli.console.Failures}) and the
 * exit code that classifies it ({@link io.meshport.cli.console.ExitCode}), running out of memory as advice rather
 * than a stack trace, the progress bar with whether stderr is a terminal to draw it on, and "did you mean" advice
 * for a mistyped command name. It is the bottom layer: it imports none of the command's other packages.
 *
 * <p>Internal to the command-line tool: not an API, and may change without notice.
 */
package io.meshport.cli.console;
