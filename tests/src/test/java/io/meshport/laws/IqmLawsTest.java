package io.meshport.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.Laws;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.Property;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** Laws 2 and 3 for IQM over generated IQM-holdable models, through the format SPI. */
class IqmLawsTest {
    /**
     * Animation channels are quantised to 16 bits over each channel's range; generated
     * translations span at most 100 units, so one step is below 2e-3.
     */
    private static final ModelDiff.Tolerance QUANTISED = new ModelDiff.Tolerance(0, 2e-3, 0, true);

    @Test
    void semanticRoundTrip() throws IOException {
        ModelFormat iqm = ModelIO.require("iqm");
        IqmModelGenerator generator = new IqmModelGenerator();
        Property.forAll("iqm: read(write(model)) is the model, for models as IQM holds them", 120, 30,
                (s, size) -> Laws.semanticRoundTrip(iqm, generator.generate(s, size), QUANTISED));
    }

    @Test
    void writingWhatWasReadIsAFixpoint() throws IOException {
        ModelFormat iqm = ModelIO.require("iqm");
        IqmModelGenerator generator = new IqmModelGenerator();
        Property.forAll("iqm: write(read(bytes)) is a fixpoint, for models as IQM holds them", 60, 30,
                (s, size) -> Laws.fixpoint(iqm, Laws.write(iqm, generator.generate(s, size)), "generated.iqm"));
    }

    @Test
    void holdableModelsAreUnchangedByNormalising() {
        IqmModelGenerator generator = new IqmModelGenerator();
        Property.forAll("iqm: normalising is idempotent", 50, 20, (s, size) -> {
            Model m = generator.generate(s, size);
            assertEquals(m, IqmModelGenerator.asIqmHoldsIt(m));
        });
    }
}
