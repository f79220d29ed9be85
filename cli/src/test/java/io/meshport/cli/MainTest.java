package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.cli.command.CommandLines;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The entry point prints {@code --version} without building the command, as picocli prints it,
 * and shows a file's control characters instead of sending them to the terminal.
 */
class MainTest {
    @TempDir
    Path dir;

    @Test
    void aFilesEscapeSequencesAreShownNotSent() throws Exception {
        // an IQE whose unknown commands are a colour change and a window title: quoted in warnings
        Path file = dir.resolve("escape.iqe");
        Files.writeString(file, "# Inter-Quake Export\nvp 0 0 0\n\u001b[31mRED\u001b[0m 1 2\n\u001b]0;title\u0007\n"
                + "vp 1 0 0\u009b2J\n", StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Main.run(new String[] {"validate", file.toString()}, Main.printing(out), Main.printing(err));
        String shown = err.toString(StandardCharsets.UTF_8) + out.toString(StandardCharsets.UTF_8);
        assertTrue(shown.contains("'\\u001b[31mRED\\u001b[0m'"), shown);
        assertTrue(shown.contains("\\u001b]0;title\\u0007"), shown);
        for (char c : shown.toCharArray()) {
            assertTrue(c >= 0x20 && c != 0x7f && (c < 0x80 || c > 0x9f) || c == '\n' || c == '\t' || c == '\r',
                    "control character " + (int) c + " in: " + shown);
        }
    }

    @Test
    void theVersionIsPicocliS() {
        for (String option : new String[] {"--version", "-V"}) {
            StringWriter main = new StringWriter();
            StringWriter mainErr = new StringWriter();
            int code = Main.run(new String[] {option}, new PrintWriter(main), new PrintWriter(mainErr));
            StringWriter picocli = new StringWriter();
            StringWriter picocliErr = new StringWriter();
            int expected = CommandLines.commandLine(new PrintWriter(picocli), new PrintWriter(picocliErr))
                    .execute(option);
            assertEquals(expected, code, option);
            assertEquals(picocli.toString(), main.toString(), option);
            assertEquals(picocliErr.toString(), mainErr.toString(), option);
            assertTrue(main.toString().startsWith("meshport "), main.toString());
        }
    }

    @Test
    void theVersionWithOtherArgumentsIsPicocliS() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new String[] {"--version", "--verbose"}, new PrintWriter(out), new PrintWriter(err));
        assertEquals(0, code, err.toString());
        assertTrue(out.toString().startsWith("meshport "), out.toString());
    }
}
