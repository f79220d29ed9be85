/**
 * The picocli commands of {@code meshport}: the top-level command ({@link io.meshport.cli.command.MeshportCommand},
 * its shared options and version) and each subcommand, with what they share: the reading options mixin
 * ({@code --from}, {@code --lenient}), convert's model edits, the checks of format names, the values the completion
 * script offers, the PIE assembly of {@code render --attach}, and what {@code meshport iqm} needs to be the
 * reference IQM compiler's drop-in (its word-by-word argument reading, C's number parsing, its comma-list
 * merge and positional joint matching: the reference's command-line semantics, not library edits); and the
 * command line built from them ({@link io.meshport.cli.command.CommandLines}) with its error handler, which turns a
 * failure into one line and an exit code and suggests a command for a mistyped one. The entry points in {@code io.meshport.cli} run that
 * command line; nothing here imports them.
 *
 * <p>Internal to the command-line tool: not an API, and may change without notice.
 */
package io.meshport.cli.command;
