package io.meshport.obj;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.harness.Laws;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.IOException;

/**
 * DESIGN §6 law 6: any bytes give a model or a {@link ModelFormatException}, and a model that is
 * read writes as OBJ that reads back without error and writes again the same (law 2). A normal
 * build replays the seeds under {@code ObjReaderFuzzTestInputs/}; run with {@code JAZZER_FUZZ=1}
 * to fuzz.
 */
class ObjReaderFuzzTest {
    private static final ObjFormat FORMAT = new ObjFormat();

    @FuzzTest(maxDuration = "30s")
    void readerOnlyThrowsModelFormatException(byte[] input) throws IOException {
        Model model;
        try {
            model = Laws.read(FORMAT, input, "fuzz.obj");
        } catch (ModelFormatException expected) {
            return;
        }
        Laws.fixpoint(FORMAT, Laws.write(FORMAT, model), "fuzz.obj");
    }
}
