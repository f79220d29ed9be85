package io.meshport.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.harness.Laws;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Source;
import io.meshport.harness.junit.FuzzedDataSource;
import io.meshport.io.Capabilities;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.laws.TestExtras;
import io.meshport.laws.Tolerances;
import io.meshport.model.Model;
import java.io.IOException;

/**
 * Coverage-guided versions of the semantic round-trip law: Jazzer's bytes choose the model
 * (through the same generator the property tests use), the format writes and reads it back.
 * In a normal {@code verify} these replay their seeds; {@code JAZZER_FUZZ=1} fuzzes.
 */
class GeneratedModelFuzzTest {
    private static void roundTrip(String format, FuzzedDataProvider data) throws IOException {
        ModelFormat f = ModelIO.require(format);
        Source source = new FuzzedDataSource(data);
        Model model = new ModelGenerator(f.capabilities(), TestExtras.GENERATORS).generate(source,
                source.nextInt(1, 30));
        // As the law matrix compares: corner by corner for a format that welds or adds vertices its
        // own way, and without the streams a format adds of its own (FormatLawsTest).
        Capabilities caps = f.capabilities();
        Model back = Laws.withoutAddedStreams(model, Laws.read(f, Laws.write(f, model), "fuzzed"));
        ModelDiff.assertEquivalent(Laws.comparable(caps, model), Laws.comparable(caps, back), Tolerances.of(format),
                caps.extras());
    }

    @FuzzTest(maxDuration = "30s")
    void iqmRoundTrip(FuzzedDataProvider data) throws IOException {
        roundTrip("iqm", data);
    }

    @FuzzTest(maxDuration = "30s")
    void iqeRoundTrip(FuzzedDataProvider data) throws IOException {
        roundTrip("iqe", data);
    }

    @FuzzTest(maxDuration = "30s")
    void pieRoundTrip(FuzzedDataProvider data) throws IOException {
        roundTrip("pie", data);
    }

    @FuzzTest(maxDuration = "30s")
    void vifRoundTrip(FuzzedDataProvider data) throws IOException {
        roundTrip("vif", data);
    }

    @FuzzTest(maxDuration = "30s")
    void gltfRoundTrip(FuzzedDataProvider data) throws IOException {
        roundTrip("gltf", data);
    }

    @FuzzTest(maxDuration = "30s")
    void objRoundTrip(FuzzedDataProvider data) throws IOException {
        roundTrip("obj", data);
    }
}
