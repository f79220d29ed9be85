package io.meshport.cli.command;

import io.meshport.cli.files.InputFile;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ReadOptions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** How a command reads its model files: {@code --from} and {@code --lenient}, one declaration for all of them. */
final class ReadingOptions {
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = "--from", paramLabel = "FORMAT", completionCandidates = CompletionValues.Readable.class,
            description = "Read as FORMAT (a format's name or extension) instead of detecting it.")
    String from;

    @Option(names = "--lenient",
            description = "Report breaches of a format's rules that its data survives (VIF's hierarchy rules) as"
                    + " warnings instead of errors.")
    boolean lenient;

    /** The format {@code --from} names (checked), or null to detect each file's. */
    String format() {
        return FormatChoice.readable(command, from);
    }

    ReadOptions options() {
        return lenient ? ReadOptions.LENIENT : ReadOptions.STRICT;
    }

    /** {@code file} as a model; the reader's warnings go to stderr, also when reading fails. */
    Model read(Path file) throws IOException {
        Diagnostics diagnostics = new Diagnostics(InputFile.DIAGNOSTIC_LIMIT);
        try {
            return InputFile.read(file, format(), options(), diagnostics);
        } finally {
            PrintWriter err = command.commandLine().getErr();
            for (Diagnostic d : diagnostics.all()) {
                err.println(d);
            }
            err.flush();
        }
    }
}
