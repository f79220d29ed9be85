package io.meshport.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §7 and issue #30 item 8: a class stays under {@value #MOST_LINES} lines, or says why at
 * its top. Every {@code .java} file under a {@code src/main} folder of the repository (each
 * module of the parent pom, and the consumer projects) is held to it; build output
 * ({@code target}) and generated sources are not sources anyone wrote.
 *
 * <p>The reason has one agreed form, so that it can be found with grep: a sentence of the
 * comment before the file's top-level type that starts {@code Why one class of over N lines:}
 * and goes on to say why, where N is at least {@value #MOST_LINES} and at most the file's
 * length. A reason that claims more lines than the file has, or sits on a file short enough not
 * to need one, is out of date and fails too, so a reason stays true as the class changes.
 */
class ClassSizeTest {
    private static final Path ROOT = Path.of(System.getProperty("meshport.root", "..")).toAbsolutePath().normalize();
    /** The most lines a class has without a reason. */
    static final int MOST_LINES = 500;
    /** The agreed reason, followed by the why (on the same line or the comment's next). */
    static final Pattern REASON = Pattern.compile("Why one class of over (\\d+) lines:[\\s*]*\\w");
    /** A top-level type's declaration: the comment at the top of the file ends here. */
    private static final Pattern TOP_LEVEL_TYPE = Pattern.compile(
            "(?m)^(?:(?:public|final|abstract|sealed|non-sealed|strictfp)\\s+)*"
                    + "(?:class|interface|enum|record|@interface)\\s");

    /** Every main source file of the repository, in path order. */
    static List<Path> mainSources() throws IOException {
        List<Path> sources = new ArrayList<>();
        Files.walkFileTree(ROOT, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                boolean skipped = !dir.equals(ROOT) && (name.startsWith(".") || name.equals("target")
                        || name.equals("node_modules") || name.startsWith("generated"));
                return skipped ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                String path = ROOT.relativize(file).toString().replace('\\', '/');
                if (path.endsWith(".java") && (path.startsWith("src/main/") || path.contains("/src/main/"))) {
                    sources.add(file);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        sources.sort(null);
        return sources;
    }

    /** The comment and code before the file's top-level type (the whole file when it has none). */
    static String top(String text) {
        Matcher type = TOP_LEVEL_TYPE.matcher(text);
        return type.find() ? text.substring(0, type.start()) : text;
    }

    /** What is wrong with a file of {@code lines} lines whose top is {@code top}, or null when nothing is. */
    static String problem(int lines, String top) {
        Matcher reason = REASON.matcher(top);
        if (!reason.find()) {
            return lines > MOST_LINES ? lines + " lines, no reason ('Why one class of over N lines: ...')" : null;
        }
        long claimed = Long.parseLong(reason.group(1));
        if (lines <= MOST_LINES) {
            return lines + " lines: the reason for over " + claimed + " is out of date (take it out)";
        }
        if (claimed < MOST_LINES || claimed > lines) {
            return lines + " lines: the reason says over " + claimed + " (say a number from " + MOST_LINES
                    + " to " + lines + ")";
        }
        return null;
    }

    @Test
    void everyMainClassIsUnderTheLimitOrSaysWhy() throws IOException {
        List<Path> sources = mainSources();
        // the walk found the modules: the parent pom's first module and the cli at least
        assertTrue(sources.stream().anyMatch(p -> p.startsWith(ROOT.resolve("model-core/src/main"))), "model-core");
        assertTrue(sources.stream().anyMatch(p -> p.startsWith(ROOT.resolve("cli/src/main"))), "cli");
        Map<String, String> offenders = new TreeMap<>();
        for (Path source : sources) {
            String text = Files.readString(source);
            int lines = Files.readAllLines(source).size();
            String problem = problem(lines, top(text));
            if (problem != null) {
                offenders.put(ROOT.relativize(source).toString(), problem);
            }
        }
        StringBuilder message = new StringBuilder("classes over " + MOST_LINES + " lines without a reason at"
                + " the top, or with a reason out of date (DESIGN §7; of " + sources.size() + " main sources):");
        offenders.forEach((path, problem) -> message.append("\n  ").append(path).append(": ").append(problem));
        assertTrue(offenders.isEmpty(), message.toString());
    }

    @Test
    void theReasonIsReadOnlyFromTheTopAndInItsAgreedForm() {
        String reasoned = "package p;\n\n/**\n * A thing.\n *\n * <p>Why one class of over 500 lines: one pass.\n */\n"
                + "final class A {\n}\n";
        assertEquals(null, problem(600, top(reasoned)));
        assertEquals("499 lines: the reason for over 500 is out of date (take it out)", problem(499, top(reasoned)));
        assertEquals("501 lines, no reason ('Why one class of over N lines: ...')", problem(501, top(
                "package p;\n\n/** A thing. */\n@SuppressWarnings(\"x\")\npublic final class A {\n"
                        + "    // Why one class of over 500 lines: said in the body, not at the top\n}\n")));
        assertEquals("520 lines: the reason says over 800 (say a number from 500 to 520)",
                problem(520, top(reasoned.replace("500 lines", "800 lines"))));
        assertEquals("600 lines, no reason ('Why one class of over N lines: ...')",
                problem(600, top(reasoned.replace("one pass.", ""))));
        assertEquals(null, problem(500, top("package p;\nclass A {\n}\n")));
    }
}
