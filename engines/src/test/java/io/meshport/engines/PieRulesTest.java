package io.meshport.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.Severity;
import io.meshport.pie.Pie;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every rule of the PIE profiles: a file that breaks it is reported under it with the rule's
 * severity; the base file (a textured triangle in PIE 3, as the 4.3 data writes it) breaks none.
 */
class PieRulesTest {
    /** A PIE 3 triangle; {@code %s} slots: version, type, texture line, events, extra level lines, polygons. */
    private static final String BASE = String.join("\n", "PIE %s", "TYPE %s", "%s", "%sLEVELS 1", "LEVEL 1",
            "%sPOINTS 4", "\t0 0 0", "\t1 0 0", "\t0 1 0", "\t1 1 0", "%s", "");
    private static final String TRIANGLE = "POLYGONS 1\n\t200 3 0 1 2 0 0 1 0 0 1";

    static String pie(String version, String type, String texture, String events, String levelLines,
            String polygons) {
        return String.format(BASE, version, type, texture, events, levelLines, polygons);
    }

    static String base() {
        return pie("3", "200", "TEXTURE 0 page-7-barbarians.png 0 0", "", "", TRIANGLE);
    }

    static CheckedFile read(String text) {
        try {
            return CheckedFile.codec(Pie.format()).read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                    "test.pie", Diagnostics.discarding());
        } catch (IOException e) {
            throw new AssertionError(text, e);
        }
    }

    static Stream<Arguments> brokenFiles() {
        String texture = "TEXTURE 0 page-7-barbarians.png 0 0";
        List<Arguments> cases = new ArrayList<>();
        add(cases, "wz2100-4.3", "W43-version", pie("4", "200", texture, "", "", TRIANGLE));
        add(cases, "wz2100-4.3", "W43-texture-size", pie("3", "200", "TEXTURE 0 page-7-barbarians.png", "", "",
                TRIANGLE));
        add(cases, "wz2100-4.3", "W43-texture-name", pie("3", "200", "TEXTURE 0 page.7.png 0 0", "", "", TRIANGLE));
        add(cases, "wz2100-4.3", "W43-comments", pie("3", "200", texture + "\n# made by hand", "", "", TRIANGLE));
        add(cases, "wz2100-4.3", "W43-comment-stops", pie("3", "200", texture, "", "", TRIANGLE
                + "\n# the hardpoint\nCONNECTORS 1\n\t0 0 0"));
        add(cases, "wz2100-4.3", "W43-triangles", pie("2", "200", "TEXTURE 0 page-7-barbarians.png 256 256", "", "",
                "POLYGONS 1\n\t200 4 0 1 3 2 0 0 256 0 256 256 0 256"));
        add(cases, "wz2100-4.3", "W43-obsolete-lines", pie("3", "200", texture, "", "SHADERS 2 a.vert b.frag\n",
                TRIANGLE));
        add(cases, "wz2100-4.4", "W44-triangles", pie("2", "200", "TEXTURE 0 page-7-barbarians.png 256 256", "", "",
                "POLYGONS 1\n\t200 4 0 1 3 2 0 0 256 0 256 256 0 256"));
        add(cases, "wz2100-4.4", "W44-normals", pie("3", "200", texture, "", "", "NORMALS 1\n\t0 0 1 0 0 1 0 0 1\n"
                + "POLYGONS 2\n\t200 3 0 1 2 0 0 1 0 0 1\n\t200 3 1 3 2 1 0 1 1 0 1"));
        add(cases, "wz2100-4.4", "W44-comment-lines", pie("3", "200", texture + "\n# made by hand", "", "", TRIANGLE));
        add(cases, "wz2100-4.3", "W43-extra-values", base().replace("\t1 0 0\n", "\t1 0 0 7\n"));
        add(cases, "wz2100-4.3", "W43-events", pie("3", "200", texture, "EVENT 4 other.pie\n", "", TRIANGLE));
        add(cases, "wz2100-4.3", "W43-level-settings", pie("3", "200", texture, "", "TYPE 200\n", TRIANGLE));
        add(cases, "wz2100-4.3", "W43-counts", base().replace("POINTS 4", "POINTS -1"));
        add(cases, "wz2100-4.4", "W44-texture-lines", pie("3", "200", "TEXTURE 3 page-7-barbarians.png 0 0", "", "",
                TRIANGLE));
        add(cases, "wz2100-4.4", "W44-texture-lines", pie("3", "200", "TEXTURE 0 page-7-barbarians.PNG 0 0", "", "",
                TRIANGLE));
        add(cases, "wz2100-4.4", "W44-events", pie("3", "200", texture, "EVENT 7 other.pie\n", "", TRIANGLE));
        add(cases, "wz2100-4.4", "W44-level-settings", pie("2", "200", texture, "", "INTERPOLATE 0\n", TRIANGLE));
        add(cases, "wz2100-4.4", "W44-counts", base().replace("POINTS 4", "POINTS -4"));
        add(cases, "wz2100-4.4", "W44-counts", pie("3", "200", texture, "", "", "POLYGONS 8193\n"
                + "\t200 3 0 1 2 0 0 1 0 0 1\n".repeat(8193)));
        add(cases, "blender-pie-addon", "B-flags", pie("3", "20a", texture, "", "", TRIANGLE));
        add(cases, "blender-pie-addon", "B-triangles", pie("2", "200", "TEXTURE 0 page-7-barbarians.png 256 256", "",
                "", "POLYGONS 1\n\t200 4 0 1 3 2 0 0 256 0 256 256 0 256"));
        // PIE 3 takes triangles only: meshport's reader refuses the quad, the add-on imports a triangle of it
        add(cases, "blender-pie-addon", "B-triangles", pie("3", "200", texture, "", "",
                "POLYGONS 1\n\t200 4 0 1 3 2 0 0 1 0 1 1 0 1"));
        return cases.stream();
    }

    private static void add(List<Arguments> cases, String engine, String rule, String text) {
        cases.add(Arguments.of(engine + " " + rule, engine, rule, text));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenFiles")
    void aFileBreakingTheRuleIsReportedUnderIt(String name, String engine, String rule, String text) {
        EngineProfile profile = Engines.profile(engine).orElseThrow();
        EngineRule declared = profile.rules().stream().filter(r -> r.id().equals(rule)).findFirst().orElseThrow();
        List<EngineFinding> findings = findings(profile, text);
        assertTrue(findings.stream().anyMatch(f -> f.rule().equals(rule) && f.severity() == declared.severity()),
                name + ": " + findings);
    }

    /** The profile's findings on the file: {@link EngineProfile#check}, or where the reader refuses it {@link EngineProfile#checkRefused}. */
    static List<EngineFinding> findings(EngineProfile profile, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        try {
            return profile.check(CheckedFile.codec(Pie.format()).read(new ByteArrayInputStream(bytes), "test.pie",
                    Diagnostics.discarding()));
        } catch (ModelFormatException refused) {
            return profile.checkRefused("test.pie", ByteBuffer.wrap(bytes)).orElseThrow(() -> new AssertionError(
                    profile.name() + " gives no verdict on a file the reader refuses: " + refused.getMessage()));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theBaseFileBreaksNoRule() {
        for (EngineVerdict v : Engines.check(read(base()))) {
            assertEquals(List.of(), v.findings(), v.engine());
        }
    }

    @Test
    void everyRuleOfThePieProfilesHasABrokenFileHere() {
        List<String> tested = brokenFiles().map(a -> a.get()[1] + " " + a.get()[2]).collect(Collectors.toList());
        for (EngineProfile p : Engines.forFormat("pie")) {
            for (EngineRule r : p.rules()) {
                assertTrue(tested.contains(p.name() + " " + r.id()), p.name() + " " + r.id() + " has no test");
            }
        }
    }

    /** The loaders' judges (docs/engines.md): where a comment is decides what each loader makes of it. */
    @Test
    void aCommentAtTheEndLoadsWhereTheLoadersReadIt() {
        String texture = "TEXTURE 0 page-7-barbarians.png 0 0";
        // after the polygons, nothing but comments after it: 4.3 stops there having read everything
        String lastComment = pie("3", "200", texture, "", "", TRIANGLE + "\n# made by hand");
        assertEquals(List.of(), Engines.profile("wz2100-4.3").orElseThrow().check(read(lastComment)));
        // 4.4+ reads a comment-only last line only when no newline follows it
        EngineProfile wz44 = Engines.profile("wz2100-4.4").orElseThrow();
        assertEquals(List.of(), wz44.check(read(lastComment.stripTrailing())));
        assertEquals(List.of("W44-comment-lines"), wz44.check(read(lastComment)).stream().map(EngineFinding::rule)
                .toList());
    }

    @Test
    void aCommentAtALineEndIsNoCommentLineFor44ButIsFor43() {
        String text = pie("3", "200", "TEXTURE 0 page-7-barbarians.png 0 0 # the page", "", "", TRIANGLE);
        List<EngineVerdict> v = Engines.check(read(text));
        assertEquals(List.of(false, true, true), v.stream().map(x -> x.findings().isEmpty()).toList(),
                "wz2100-4.3 reads the comment as data; wz2100-4.4 and Blender skip it: " + v);
        assertEquals(Severity.ERROR, v.get(0).findings().get(0).severity());
    }
}
