package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.cli.command.CommandLines;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The entry point prints {@code --version} without building the command, as picocli prints it. */
class MainTest {
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
