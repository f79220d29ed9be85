package io.meshport.cli.console;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether stderr is a terminal, where a progress bar redrawn with {@code \r} makes sense; in a
 * file or a pipe it would be noise. {@code System.console()} is not the answer: it only says that
 * stdin and stdout are a terminal, and {@code meshport convert ... 2> log} keeps them one.
 */
public final class Terminal {
    private Terminal() {
    }

    /**
     * Where Linux's {@code /proc/self/fd/2} points, as {@code isatty(2)} would tell: a pseudo-terminal
     * ({@code /dev/pts/N}) or a console ({@code /dev/ttyN}). Where there is no {@code /proc}, no.
     */
    public static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }
}
