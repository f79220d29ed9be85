package io.meshport.cli;

import io.meshport.cli.command.CommandLines;
import io.meshport.cli.command.model.CommandRecorder;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes the records of the commands' annotations that a run builds their models from, run by
 * the build after compiling ({@code process-classes}, cli/pom.xml): see {@link CommandRecorder}.
 */
public final class CommandRecords {
    private CommandRecords() {
    }

    /** Writes a record for each command below {@code args[0]} (the module's classes folder). */
    public static void main(String[] args) throws IOException {
        CommandRecorder.write(CommandLines.commandClasses(), Path.of(args.length > 0 ? args[0] : "target/classes"));
    }
}
