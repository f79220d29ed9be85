package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.meshport.cli.console.ExitCode;
import io.meshport.harness.junit.Corpus;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code meshport info --json} keeps its documented shape: every example and a spread of real
 * corpus files (every IQE, every tenth IQM and PIE) give output that validates against
 * {@code docs/info.schema.json}, which forbids fields it does not name.
 */
class InfoSchemaTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static JsonSchema schema;

    @BeforeAll
    static void loadSchema() throws IOException {
        try (InputStream in = Files.newInputStream(Path.of("../docs/info.schema.json"))) {
            schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
        }
    }

    static Stream<Path> files() {
        List<Path> all = new ArrayList<>(Corpus.examples(""));
        all.addAll(Corpus.files("iqe", ".iqe"));
        for (String format : List.of("iqm", "pie")) {
            List<Path> found = Corpus.files(format, "." + format);
            for (int i = 0; i < found.size(); i += 10) {
                all.add(found.get(i));
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void infoJsonMatchesTheSchema(Path file) throws IOException {
        Cli.Result r = Cli.run("info", "--json", file.toString());
        assertEquals(ExitCode.OK, r.exit(), r.toString());
        JsonNode output = JSON.readTree(r.out());
        Set<ValidationMessage> problems = schema.validate(output);
        assertTrue(problems.isEmpty(), file + ": " + problems);
        // and the schema is strict: a field it does not name is refused
        ((com.fasterxml.jackson.databind.node.ObjectNode) output).put("surprise", 1);
        assertTrue(!schema.validate(output).isEmpty(), "an unknown field fails");
    }
}
