package io.meshport.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Severity;
import io.meshport.iqm.IqmAnim;
import io.meshport.iqm.IqmFile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every rule of the IQM profiles: a file that breaks it is reported under that rule with the
 * rule's severity, and the base file, which breaks none, is not ({@link #theBaseFileBreaksNoRule}).
 */
class IqmRulesTest {
    private static final int SIXTEEN_MIB = 1 << 24;

    static Stream<Arguments> brokenFiles() {
        List<Arguments> cases = new ArrayList<>();
        // Daemon
        add(cases, "daemon", "D3", Severity.ERROR, () -> IqmFiles.document(b -> b.sourceVersion(1)));
        add(cases, "daemon", "D4", Severity.ERROR, () -> IqmFiles.header(20, SIXTEEN_MIB + 4, SIXTEEN_MIB + 4L));
        add(cases, "daemon", "D5", Severity.ERROR, () -> IqmFiles.header(36, 0, IqmFiles.base().length));
        add(cases, "daemon", "D8", Severity.ERROR, () -> IqmFiles.document(b -> b.vertexArrays(append(
                IqmFiles.filled(0x10, 6, 2, 4, 1)))));
        add(cases, "daemon", "D9", Severity.ERROR, () -> IqmFiles.document(IqmFiles.array(5,
                IqmFiles.filled(5, 7, 4, 4, 0.25))));
        add(cases, "daemon", "D11", Severity.ERROR, () -> IqmFiles.document(IqmFiles.emptyMeshAtTheEnd()));
        add(cases, "daemon", "D13", Severity.ERROR, () -> IqmFiles.document(IqmFiles.jointScale(1, 2, 1)));
        add(cases, "daemon", "D13", Severity.WARNING, () -> IqmFiles.document(IqmFiles.jointScale(1, 1.5f, 1)));
        add(cases, "daemon", "D14", Severity.ERROR, () -> IqmFiles.document(IqmFiles.poseScaleY(3)));
        add(cases, "daemon", "D15", Severity.ERROR, () -> IqmFiles.document(IqmFiles.childBeforeParent()));
        add(cases, "daemon", "D16", Severity.ERROR, () -> IqmFiles.document(b -> b.anims(List.of(new IqmAnim(0, 0, 0, 30,
                0)))));
        add(cases, "daemon", "D17", Severity.WARNING, () -> IqmFiles.document(IqmFiles.array(0,
                IqmFiles.with(0, 1, Float.NaN))));
        add(cases, "daemon", "D18", Severity.WARNING, () -> IqmFiles.document(IqmFiles.array(5,
                IqmFiles.with(5, 0, 200))));
        add(cases, "daemon", "D19", Severity.WARNING, () -> IqmFiles.document(IqmFiles.array(0, null)));
        add(cases, "daemon", "D20", Severity.WARNING, () -> IqmFiles.read(IqmFiles.bytes(IqmFiles.model(257, 4))));
        add(cases, "daemon", "D23", Severity.WARNING, () -> IqmFiles.document(IqmFiles.animName("a".repeat(64))));
        // DarkPlaces
        add(cases, "darkplaces", "P6", Severity.WARNING, () -> IqmFiles.document(b -> b.vertexArrays(append(
                IqmFiles.filled(6, 7, 3, 4, 0.5)))));
        add(cases, "darkplaces", "P7", Severity.ERROR, () -> IqmFiles.document(IqmFiles.array(1, null)));
        add(cases, "darkplaces", "P8", Severity.ERROR, () -> IqmFiles.document(IqmFiles.childBeforeParent()));
        add(cases, "darkplaces", "P7", Severity.ERROR, () -> IqmFiles.document(IqmFiles.array(5,
                IqmFiles.filled(5, 7, 4, 4, 0.25))));
        add(cases, "darkplaces", "P9", Severity.WARNING, () -> IqmFiles.document(IqmFiles.jointScale(1, 2, 1)));
        add(cases, "darkplaces", "P9", Severity.WARNING, () -> IqmFiles.document(IqmFiles.poseScaleY(3)));
        add(cases, "darkplaces", "P10", Severity.ERROR, () -> IqmFiles.document(b -> b.joints(List.of())));
        add(cases, "darkplaces", "P14", Severity.WARNING, () -> IqmFiles.document(IqmFiles.animName("a".repeat(32))));
        add(cases, "darkplaces", "P16", Severity.WARNING, () -> IqmFiles.read(IqmFiles.bytes(IqmFiles.model(257, 4))));
        add(cases, "darkplaces", "P17", Severity.WARNING, () -> IqmFiles.document(IqmFiles.array(0,
                IqmFiles.with(0, 1, Float.POSITIVE_INFINITY))));
        // FTE
        add(cases, "fte", "F3", Severity.ERROR, () -> IqmFiles.header(20, IqmFiles.base().length,
                IqmFiles.base().length + 8L));
        add(cases, "fte", "F4", Severity.ERROR, () -> IqmFiles.document(IqmFiles.array(1, null)));
        add(cases, "fte", "F5", Severity.ERROR, () -> IqmFiles.document(IqmFiles.array(5, null)));
        add(cases, "fte", "F6", Severity.ERROR, () -> IqmFiles.read(IqmFiles.bytes(IqmFiles.model(257, 4))));
        add(cases, "fte", "F8", Severity.ERROR, () -> IqmFiles.document(b -> b.joints(List.of()).poses(List.of())
                .anims(List.of()).frames(0, 0, new short[0]).bounds(new float[0])));
        add(cases, "fte", "F9", Severity.WARNING, () -> IqmFiles.document(IqmFiles.array(1,
                IqmFiles.filled(1, 6, 2, 4, 1))));
        add(cases, "fte", "F10", Severity.WARNING, () -> IqmFiles.document(IqmFiles.array(4,
                IqmFiles.with(4, 0, 9))));
        add(cases, "fte", "F12", Severity.WARNING, () -> IqmFiles.document(IqmFiles.childBeforeParent()));
        add(cases, "fte", "F11", Severity.WARNING, () -> IqmFiles.document(IqmFiles.array(5,
                IqmFiles.with(5, 0, 0))));
        add(cases, "fte", "F15", Severity.WARNING, () -> IqmFiles.read(IqmFiles.bytes(IqmFiles.model(3, 70_000))));
        add(cases, "fte", "F17", Severity.WARNING, () -> IqmFiles.document(b -> b.vertexArrays(append(
                IqmFiles.filled(3, 7, 3, 4, 0)))));
        add(cases, "fte", "F18", Severity.WARNING, () -> IqmFiles.document(b -> b.vertexArrays(append(
                IqmFiles.filled(0x10, 7, 1, 4, 0)))));
        add(cases, "fte", "F19", Severity.WARNING, () -> IqmFiles.document(b -> b.anims(List.of(new IqmAnim(0, 0, 2, 0,
                0)))));
        add(cases, "fte", "F20", Severity.WARNING, () -> IqmFiles.document(IqmFiles.extension("FTE_MESH", 5)));
        add(cases, "fte", "F20", Severity.WARNING, () -> IqmFiles.document(IqmFiles.extension("fte_event", 20)));
        add(cases, "fte", "F20", Severity.WARNING, () -> IqmFiles.document(IqmFiles.extension("FTE_SKINS", 21)));
        add(cases, "fte", "F21", Severity.WARNING, () -> IqmFiles.document(IqmFiles.array(2,
                IqmFiles.with(2, 0, Float.NaN))));
        // Tesseract and Red Eclipse
        add(cases, "tesseract", "T1", Severity.ERROR, () -> IqmFiles.document(b -> b.sourceVersion(1)));
        add(cases, "tesseract", "T2", Severity.ERROR, () -> IqmFiles.header(20, SIXTEEN_MIB + 4, SIXTEEN_MIB + 4L));
        add(cases, "tesseract", "T3", Severity.ERROR, () -> IqmFiles.document(b -> b.vertexArrays(append(
                IqmFiles.filled(3, 7, 3, 4, 0)))));
        add(cases, "tesseract", "T4", Severity.ERROR, () -> IqmFiles.document(IqmFiles.array(0, null)));
        add(cases, "tesseract", "T6", Severity.WARNING, () -> IqmFiles.document(IqmFiles.jointScale(2, 2, 2)));
        add(cases, "tesseract", "T7", Severity.WARNING, () -> IqmFiles.document(IqmFiles.poseScaleY(3)));
        add(cases, "tesseract", "T8", Severity.WARNING, () -> IqmFiles.document(IqmFiles.childBeforeParent()));
        add(cases, "tesseract", "T10", Severity.WARNING, () -> IqmFiles.document(IqmFiles.emptyMeshAtTheEnd()));
        add(cases, "tesseract", "T11", Severity.WARNING, () -> IqmFiles.read(IqmFiles.bytes(IqmFiles.model(3, 70_000))));
        refusedFiles(cases);
        return cases.stream();
    }

    private static void add(List<Arguments> cases, String engine, String rule, Severity severity,
            Supplier<CheckedFile> file) {
        Function<EngineProfile, List<EngineFinding>> check = p -> p.check(file.get());
        cases.add(Arguments.of(engine + " " + rule + " " + severity.word(), engine, rule, severity, check));
    }

    /** A case of a file meshport's reader refuses, checked by {@link EngineProfile#checkRefused}. */
    private static void refused(List<Arguments> cases, String engine, String rule, Severity severity,
            Supplier<byte[]> bytes) {
        Function<EngineProfile, List<EngineFinding>> check = p -> IqmFiles.refused(p, bytes.get());
        cases.add(Arguments.of(engine + " " + rule + " " + severity.word() + " (refused by the reader)", engine, rule,
                severity, check));
    }

    /** Files meshport's reader refuses, one break each, for the rules only such files break. */
    private static void refusedFiles(List<Arguments> cases) {
        Supplier<byte[]> shortHeader = () -> Arrays.copyOf(IqmFiles.base(), 100);
        Supplier<byte[]> magic = () -> IqmFiles.patched(0, 0, 0, 0, 0x45544e49 + 1);
        Supplier<byte[]> version3 = () -> IqmFiles.patched(0, 0, 0, 16, 3);
        Supplier<byte[]> meshesPastEnd = () -> IqmFiles.patched(0, 0, 0, 40, IqmFiles.base().length - 4);
        Supplier<byte[]> arraySize0 = () -> IqmFiles.patched(52, 0, 20, 12, 0);
        int vertexes = IqmFiles.headerField(48);
        Supplier<byte[]> indexPast = () -> IqmFiles.patched(60, 0, 12, 4, vertexes + 1);
        Supplier<byte[]> indexAtCount = () -> IqmFiles.patched(60, 0, 12, 4, vertexes);
        Supplier<byte[]> meshRange = () -> IqmFiles.patched(40, 0, 24, 12, vertexes + 1);
        Supplier<byte[]> meshTrianglesPastFile = () -> IqmFiles.patched(40, 0, 24, 20, 1 << 20);
        Supplier<byte[]> parentPast = () -> IqmFiles.patched(72, 2, 48, 4, 7);
        Supplier<byte[]> jointNamePast = () -> IqmFiles.patched(72, 1, 48, 0, 1 << 20);
        Supplier<byte[]> twoPoses = () -> IqmFiles.patched(0, 0, 0, 76, 2);
        Supplier<byte[]> animRange = () -> IqmFiles.patched(88, 0, 20, 4, 5);
        Supplier<byte[]> channels = () -> IqmFiles.patched(0, 0, 0, 96, IqmFiles.headerField(96) + 1);
        refused(cases, "daemon", "D1", Severity.ERROR, shortHeader);
        refused(cases, "daemon", "D2", Severity.ERROR, magic);
        refused(cases, "daemon", "D6", Severity.ERROR, meshesPastEnd);
        refused(cases, "daemon", "D7", Severity.ERROR, arraySize0);
        refused(cases, "daemon", "D10", Severity.ERROR, indexPast);
        refused(cases, "daemon", "D10", Severity.WARNING, indexAtCount);
        refused(cases, "daemon", "D11", Severity.ERROR, meshRange);
        refused(cases, "daemon", "D12", Severity.ERROR, parentPast);
        refused(cases, "daemon", "D12", Severity.ERROR, jointNamePast);
        refused(cases, "daemon", "D21", Severity.ERROR, twoPoses);
        refused(cases, "daemon", "D22", Severity.ERROR, animRange);
        refused(cases, "darkplaces", "P1", Severity.ERROR, shortHeader);
        refused(cases, "darkplaces", "P2", Severity.ERROR, magic);
        refused(cases, "darkplaces", "P3", Severity.ERROR, version3);
        refused(cases, "darkplaces", "P4", Severity.ERROR, meshesPastEnd);
        refused(cases, "darkplaces", "P8", Severity.ERROR, parentPast);
        refused(cases, "darkplaces", "P10", Severity.ERROR, twoPoses);
        refused(cases, "darkplaces", "P11", Severity.WARNING, indexPast);
        refused(cases, "darkplaces", "P12", Severity.WARNING, meshRange);
        refused(cases, "darkplaces", "P13", Severity.ERROR, jointNamePast);
        refused(cases, "darkplaces", "P15", Severity.WARNING, animRange);
        refused(cases, "fte", "F1", Severity.ERROR, magic);
        refused(cases, "fte", "F2", Severity.ERROR, version3);
        refused(cases, "fte", "F7", Severity.ERROR, twoPoses);
        refused(cases, "fte", "F12", Severity.WARNING, parentPast);
        refused(cases, "fte", "F14", Severity.WARNING, channels);
        refused(cases, "fte", "F16", Severity.ERROR, meshTrianglesPastFile);
        refused(cases, "fte", "F16", Severity.WARNING, indexAtCount);
        refused(cases, "fte", "F16", Severity.WARNING, jointNamePast);
        refused(cases, "fte", "F19", Severity.WARNING, animRange);
        refused(cases, "tesseract", "T1", Severity.ERROR, version3);
        refused(cases, "tesseract", "T5", Severity.ERROR, indexPast);
        refused(cases, "tesseract", "T9", Severity.ERROR, twoPoses);
    }

    private static List<io.meshport.iqm.IqmVertexArray> append(io.meshport.iqm.IqmVertexArray extra) {
        List<io.meshport.iqm.IqmVertexArray> arrays = new ArrayList<>(IqmFiles.file(IqmFiles.read(IqmFiles.base()))
                .vertexArrays());
        arrays.add(extra);
        return arrays;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenFiles")
    void aFileBreakingTheRuleIsReportedUnderIt(String name, String engine, String rule, Severity severity,
            Function<EngineProfile, List<EngineFinding>> check) {
        EngineProfile profile = Engines.profile(engine).orElseThrow();
        List<EngineFinding> findings = check.apply(profile);
        assertTrue(findings.stream().anyMatch(f -> f.rule().equals(rule) && f.severity() == severity),
                name + ": " + findings);
        assertTrue(profile.rules().stream().anyMatch(r -> r.id().equals(rule) && r.severity() == severity),
                rule + " is one of " + engine + "'s rules");
        findings.forEach(f -> assertTrue(profile.rules().stream().anyMatch(r -> r.id().equals(f.rule())
                && r.source().equals(f.source())), "a finding cites its rule's source: " + f));
    }

    @Test
    void theBaseFileBreaksNoRule() {
        CheckedFile base = IqmFiles.read(IqmFiles.base());
        for (EngineVerdict v : Engines.check(base)) {
            assertEquals(List.of(), v.findings(), v.engine());
        }
    }

    @Test
    void everyRuleOfTheIqmProfilesHasABrokenFileHere() {
        List<String> tested = brokenFiles().map(a -> a.get()[1] + " " + a.get()[2] + " " + a.get()[3])
                .collect(Collectors.toList());
        for (EngineProfile p : Engines.forFormat("iqm")) {
            for (EngineRule r : p.rules()) {
                assertTrue(tested.contains(p.name() + " " + r.id() + " " + r.severity()), p.name() + " " + r.id() + " "
                        + r.severity() + " has no test");
            }
        }
    }

    @Test
    void theSummaryNamesTheEnginesThatLoadAndTheFirstReasonOfEachThatDoesNot() {
        CheckedFile v1 = IqmFiles.document(b -> b.sourceVersion(1));
        assertEquals("loads in: darkplaces, fte; not tesseract (file: IQM version 1 is not loaded (only version 2)),"
                + " not daemon (file: IQM version 1 is not loaded (only version 2))",
                Engines.summary(Engines.check(v1)).orElseThrow());
    }

    @Test
    void aProfileRefusesAFileOfAnotherFormat() {
        EngineProfile pie = Engines.profile("wz2100-4.4").orElseThrow();
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> pie.check(IqmFiles.read(IqmFiles.base())));
        assertEquals("wz2100-4.4 checks pie files, not iqm", e.getMessage());
    }

    @Test
    void theFileIsKeptWholeByTheCheckedFilesCodec() {
        byte[] bytes = IqmFiles.base();
        CheckedFile f = IqmFiles.read(bytes);
        assertEquals(bytes.length, f.length());
        assertEquals(java.util.Arrays.toString(java.util.Arrays.copyOf(bytes, CheckedFile.HEAD_BYTES)),
                java.util.Arrays.toString(f.head()));
        IqmFile doc = f.document(IqmFile.class).orElseThrow();
        assertEquals(3, doc.joints().size());
    }
}
