package io.meshport.iqe.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.meshport.grammars.iqe.IqeLexer;
import io.meshport.grammars.iqe.IqeParser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqe.IqeDocument;
import io.meshport.text.parse.LineParser;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The lines {@link IqeNumberCommands} reads without the grammar must be read exactly as
 * {@code Iqe.g4} reads them: same command, same values, and never a line the grammar rejects.
 * Random lines are drawn from keywords and tokens near the edges of the number syntax; a failure
 * names the seed and the line.
 */
class IqeNumberCommandsTest {
    private static final String[] KEYWORDS = {
        "vp", "vt", "vn", "vx", "vb", "vc", "v0", "v9", "vs", "fa", "fm", "fs", "pq", "pm", "pa",
        "vpx", "Vp", "mesh", "f", "p1", "#", "\"vp\"", "",
    };
    private static final String[] TOKENS = {
        "0", "1", "-1", "+2", "-0", "007", "12", "0.5", "-.5", "+.25", "5.", "-5.", "1e3", "1E-3", "2.5e+7",
        "1e", "1e+", ".", "-", "+", ".e1", "inf", "-Infinity", "nan", "2147483647", "-2147483648",
        "2147483648", "-2147483649", "99999999999.5", "1.5x", "2#", "#c", "\"q\"", "3\"a\"", "0x10",
        "1..2", "1.2.3", "--1", "1e3.5", "123456789012345678901234567890", "3.4028236e38", "1e-50",
    };
    private static final String[] BLANKS = {" ", " ", " ", "\t", "  ", "\f", "\u000B"};

    @Test
    void readsTheLinesOfALargeFileWithoutTheGrammar() throws ModelFormatException {
        for (String line : new String[] {
            "vp 1.5 -2 3e-4", "vt 0.25 0.75", "vn 0 0 1", "vx 1 0 0 -1", "vb 0 0.5 3 0.5", "vc 1 1 1 1",
            "v3 1 2", "fm 0 1 2", "fa 10 11 12 13", "fs 0 1 2", "pq 0 0 0 0 0 0 1 1 1 1", "\tvp  1 2 3 ",
        }) {
            IqeDocument.Builder doc = IqeDocument.builder();
            assertTrue(new IqeNumberCommands().read(line.toCharArray(), 0, line.length(), 2, doc), line);
            assertEquals(grammarReading(line), doc.build(), line);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "vp 1 2 3 # note", "vp 1 2 3 4 5", "vt 1 2 3", "fm 0 1", "fm 0 1 2.5", "vb 0 1 2", "vb 0.5 1",
        "vp inf 0 0", "vp 1.5x 0 0", "vpx 1 2 3", "fm 0 1 2147483648", "vp 99999999999.5", "mesh",
        "vs 3", "", "  ", "vp \"1\"",
    })
    void leavesEverythingElseToTheGrammar(String line) {
        IqeDocument.Builder doc = IqeDocument.builder();
        assertFalse(new IqeNumberCommands().read(line.toCharArray(), 0, line.length(), 2, doc), line);
        assertEquals(0, doc.commandCount(), "a line left to the grammar must leave the document untouched");
    }

    @Test
    void readsRandomLinesAsTheGrammarDoes() {
        IqeNumberCommands fast = new IqeNumberCommands();
        int taken = 0;
        for (long seed = 0; seed < 20_000; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            String line = randomLine(random);
            IqeDocument.Builder doc = IqeDocument.builder();
            // The line sits inside a larger buffer, as the reader hands it over.
            String padded = "xx\n" + line + "\nyy";
            if (!fast.read(padded.toCharArray(), 3, 3 + line.length(), 2, doc)) {
                assertEquals(0, doc.commandCount(), "seed " + seed + ": untouched document for '" + line + "'");
                continue;
            }
            taken++;
            IqeDocument byGrammar;
            try {
                byGrammar = grammarReading(line);
            } catch (ModelFormatException e) {
                fail("seed " + seed + ": read without the grammar, but the grammar rejects '" + line + "': "
                        + e.getMessage());
                return;
            }
            assertEquals(byGrammar, doc.build(), "seed " + seed + ": '" + line + "'");
        }
        assertTrue(taken > 1_000, "the random lines should often be plain number lines; taken: " + taken);
    }

    private static String randomLine(SplittableRandom random) {
        StringBuilder line = new StringBuilder();
        if (random.nextInt(4) == 0) {
            line.append(BLANKS[random.nextInt(BLANKS.length)]);
        }
        line.append(KEYWORDS[random.nextInt(KEYWORDS.length)]);
        int tokens = random.nextInt(17);
        boolean plain = random.nextBoolean();
        for (int i = 0; i < tokens; i++) {
            line.append(BLANKS[random.nextInt(BLANKS.length)]);
            // Half of the lines use only well-formed numbers, so that many are taken.
            line.append(plain ? TOKENS[random.nextInt(11)] : TOKENS[random.nextInt(TOKENS.length)]);
        }
        if (random.nextInt(4) == 0) {
            line.append(BLANKS[random.nextInt(BLANKS.length)]);
        }
        return line.toString();
    }

    private static IqeDocument grammarReading(String line) throws ModelFormatException {
        LineParser<IqeParser> parser = new LineParser<>("t.iqe", IqeLexer::new, IqeParser::new, new IqeExpectedWords());
        IqeDocument.Builder doc = IqeDocument.builder();
        IqeDocumentBuilder visitor = new IqeDocumentBuilder(doc, Diagnostics.discarding(), parser);
        char[] text = line.toCharArray();
        IqeParser.LineContext ctx = parser.parse(text, 0, text.length, 2, IqeParser::line);
        visitor.atLine(2);
        visitor.visitLine(ctx);
        return doc.build();
    }
}
