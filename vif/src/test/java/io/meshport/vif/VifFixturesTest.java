package io.meshport.vif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.model.Model;
import io.meshport.vif.internal.rules.VifProblem;
import io.meshport.vif.internal.rules.VifRules;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Our own file of each version (fixtures/, written from the spec's text): it reads strictly, breaks
 * no rule, writes back to the same document with every comment (law 1), and comes back from its
 * model as the same document (law 2); written as 2.3 it still breaks no rule.
 */
class VifFixturesTest {
    static Stream<String> fixtures() {
        return Stream.of("v1_0.vif", "v2_0-merges.vif", "v2_0-clusters.vif", "v2_1.vif", "v2_2.vif", "v2_3.vif");
    }

    static String text(String name) throws IOException {
        try (InputStream in = VifFixturesTest.class.getResourceAsStream("fixtures/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void readsAndBreaksNoRule(String name) throws IOException {
        VifDocument doc = VifReaderTest.read(text(name), false, null);
        assertTrue(VifRules.check(doc).stream().noneMatch(VifProblem::breaksRule), VifRules.check(doc).toString());
        assertEquals(VifVersion.of(name.substring(1, 4).replace('_', '.')).orElseThrow(), doc.version());
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void writesBackWithItsComments(String name) throws IOException {
        String text = text(name);
        VifDocument doc = VifReaderTest.read(text, false, null);
        String written = VifTestFiles.written(doc);
        assertEquals(doc, VifReaderTest.read(written, false, null));
        assertEquals(written, VifTestFiles.written(VifReaderTest.read(written, false, null)));
        for (String line : text.split("\n")) {
            int hash = line.indexOf('#');
            if (hash >= 0) {
                assertTrue(written.contains(line.substring(hash)), line + "\n" + written);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void throughTheModelIsTheSameDocument(String name) throws IOException {
        VifDocument doc = VifReaderTest.read(text(name), false, null);
        Model model = Vif.reader().toModel(doc, name);
        assertEquals(doc.withComments(List.of()), Vif.writer().withSetting(VifFormat.VERSION_SETTING, doc.version().text()).fromModel(model));
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void everyVersionWrittenFromTheModelBreaksNoRule(String name) throws IOException {
        Model model = Vif.reader().toModel(VifReaderTest.read(text(name), false, null), name);
        for (VifVersion version : VifVersion.values()) {
            VifDocument doc = Vif.writer().withSetting(VifFormat.VERSION_SETTING, version.text()).fromModel(model);
            assertEquals(version, doc.version());
            assertTrue(VifRules.check(doc).stream().noneMatch(VifProblem::breaksRule), version + ": "
                    + VifRules.check(doc));
            assertEquals(doc, VifReaderTest.read(VifTestFiles.written(doc), false, null));
        }
    }
}
