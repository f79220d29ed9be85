package io.meshport.iqe.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.meshport.grammars.iqe.IqeLexer;
import io.meshport.grammars.iqe.IqeParser;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.ParseCancellationException;
import org.antlr.v4.runtime.tree.ParseTree;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Iqe.g4 line by line: which rule each command line takes, and which lines it rejects. */
class IqeGrammarTest {

    private static IqeParser parser(String line) {
        IqeLexer lexer = new IqeLexer(CharStreams.fromString(line));
        lexer.removeErrorListeners();
        IqeParser parser = new IqeParser(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        parser.setErrorHandler(new BailErrorStrategy());
        return parser;
    }

    /** The class name of the rule the line's command parsed as, without "Context". */
    private static String ruleOf(String line) {
        IqeParser.LineContext ctx = parser(line).line();
        if (ctx.command() == null) {
            return ctx.hashComment() == null ? "empty" : "hashComment";
        }
        ParseTree child = ctx.command().getChild(0);
        return child.getClass().getSimpleName().replace("Context", "");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "vp 1 2 3|VertexPosition", "vp|VertexPosition", "vp 1 2 3 1|VertexPosition",
        "vt .5 5.|VertexTexcoord", "vn -1e-3 +2E+2 0|VertexNormal",
        "vx 1 0 0 -1|VertexTangent", "vx 1 0 0 0 1 0|VertexTangent",
        "vb 0 0.5 1 0.25 2 0.125 3 0.0625 4 0.0625|VertexBlend", "vb|VertexBlend",
        "vc 1 0.5 0|VertexColor", "v0 1 2 3 4|VertexCustom", "v9|VertexCustom",
        "vs 7|VertexSmoothIndex",
        "vertexarray position float 3|VertexArray", "vertexarray custom3 half 2 \"my name\"|VertexArray",
        "vertexarray custom3 half \"no size\"|VertexArray",
        "mesh \"left arm\"|MeshCommand", "mesh body|MeshCommand", "mesh|MeshCommand", "mesh vp|MeshCommand",
        "material models/a/b.tga|MaterialCommand", "material \"\"|MaterialCommand",
        "fa 0 1 2|FaceAbsolute", "fa -3 -2 -1 0 5|FaceAbsolute", "fm 0 1 2 3|FaceMeshRelative",
        "fs 1 0 1 1|FaceSmoothing",
        "smoothuv 1|SmoothUv", "smoothuv|SmoothUv", "smoothgroup -1|SmoothGroup", "smoothangle 45.5|SmoothAngle",
        "pq 0 0 0 0 0 0|PoseQuaternion", "pq 0 0 0 0 0 0 -1 1 1 1|PoseQuaternion",
        "pm 0 0 0 1 0 0 0 1 0 0 0 1 2 2 2|PoseMatrix", "pa 1 2 3 0.1 0.2 0.3|PoseAngles",
        "joint \"Bone_base\" -1|JointCommand", "joint root|JointCommand",
        "animation \"Take 001\"|AnimationCommand", "animation|AnimationCommand",
        "loop|LoopCommand", "framerate 30.1034|FramerateCommand", "frame|FrameCommand", "frame 12|FrameCommand",
        "comment|CommentCommand",
        "tag whatever \"you\" 1 2|UnknownCommand", "vpx 1 2|UnknownCommand", "Vp 1 2 3|UnknownCommand",
        "# a comment|hashComment", "   # indented|hashComment", "# Inter-Quake Export|hashComment",
        "vp 1 2 3 # trailing|VertexPosition",
    })
    void commandsParseAsTheirRule(String line, String rule) {
        assertEquals(rule, ruleOf(line));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "vp 1 2 3 4 5", "vt 1 2 3", "vn 1 2 3 4", "vx 1 2 3 4 5 6 7", "vc 1 2 3 4 5", "v0 1 2 3 4 5",
        "vp x", "vp 1,2", "vp 0x10", "vp 1e", "vb 0", "vb 0 1 2", "vb 0.5 1", "vs", "vs 1.5",
        "fa 0 1", "fm 0 1 x", "fm 0 1 2.0", "fs 1 1", "smoothuv 1 2", "smoothgroup", "smoothangle",
        "pq 1 2 3 4 5 6 7 8 9 10 11", "pm 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16", "pa 1 2 3 4 5 6 7 8 9 10",
        "joint", "joint a b", "mesh a b", "material a b", "animation a b", "loop 1", "framerate",
        "frame x", "comment now", "vertexarray position", "vertexarray position float 3 name extra",
    })
    void malformedCommandsAreRejected(String line) {
        assertThrows(ParseCancellationException.class, () -> parser(line).line(), line);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "-2", "+3", "1.5", ".5", "5.", "1e5", "1E-5", "-.5e+3", "inf", "-INF", "Infinity", "nan",
        "NaN"})
    void numbersFollowStrtod(String number) {
        IqeParser.VertexPositionContext vp = parser("vp " + number).line().command().vertexPosition();
        assertNotNull(vp);
        assertEquals(1, vp.INT().size() + vp.FLOAT().size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1..5", "1.5.", "e5", "--1", "+-1", "0x1p3", "nan(1)", "infx", "1f"})
    void nonNumbersAreNoNumbers(String text) {
        assertThrows(ParseCancellationException.class, () -> parser("vp " + text).line(), text);
    }

    /** Anything after the word Export is ignored, even letters: the reference compiler only looks for the prefix. */
    @ParameterizedTest
    @ValueSource(strings = {"# Inter-Quake Export", "# Inter-Quake Export  ", "# Inter-Quake Export v2 whatever",
        "# Inter-Quake Exporter"})
    void headerLines(String line) {
        assertNotNull(parser(line).header());
    }

    @org.junit.jupiter.api.Test
    void blankLinesAreEmptyLines() {
        assertEquals("empty", ruleOf(" \t "));
        assertEquals("empty", ruleOf(""));
    }

    @org.junit.jupiter.api.Test
    void theGrammarSkipsBlanksBeforeTheHeaderSoTheReaderChecksItsColumn() {
        IqeParser.HeaderContext h = parser(" # Inter-Quake Export").header();
        assertEquals(1, h.HEADER().getSymbol().getCharPositionInLine());
    }

    @ParameterizedTest
    @ValueSource(strings = {"#Inter-Quake Export", "", "vp 1"})
    void notHeaderLines(String line) {
        assertThrows(ParseCancellationException.class, () -> parser(line).header(), line);
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"a b\"", "\"vp\"", "plain", "\"unclosed"})
    void quotedAndBareNames(String name) {
        IqeParser.NameContext n = parser("mesh " + name).line().command().meshCommand().name();
        assertEquals(name, n.getText());
    }

    @org.junit.jupiter.api.Test
    void aQuoteInsideABareWordStartsAnotherName() {
        // Two names after mesh: an error.
        assertThrows(ParseCancellationException.class, () -> parser("mesh with\"inside").line());
    }

    @org.junit.jupiter.api.Test
    void keywordsAreCaseSensitiveAndWordsMayContainHash() {
        assertNull(parser("MESH a").line().command().meshCommand());
        IqeParser.NameContext n = parser("material mat#1").line().command().materialCommand().name();
        assertEquals("mat#1", n.getText());
        IqeLexer lexer = new IqeLexer(CharStreams.fromString("vp 1"));
        Token t = lexer.nextToken();
        assertEquals(IqeLexer.VP, t.getType());
    }
}
