package io.meshport.fuzz;

import static org.junit.jupiter.api.Assertions.fail;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.ModelWriter;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;

/**
 * Conversion of any bytes to every format ({@code meshport convert a.x b.y}): the first byte picks
 * the format read (its low bits among the formats that read, the next bit strict or lenient
 * reading), the rest is the file. What the reader makes of it is a model or a
 * {@link ModelFormatException}; a model is then written to every format that writes, in memory,
 * and each writing gives a file its own format reads back, or a {@code ModelFormatException} (a
 * model the format cannot hold). The readers' own targets see only what a reader does with hostile
 * bytes; here the writers, the conventions' conversion and the loss checks meet whatever such
 * bytes made a reader give. In a normal {@code verify} these replay their seeds (files of ours
 * with the selecting byte before them, under {@code ConvertFuzzTestInputs/}).
 */
class ConvertFuzzTest {
    /** The formats a first byte picks from, in a fixed order: seeds keep their meaning. */
    static final List<String> SOURCES = List.of("iqe", "iqm", "pie", "vif", "md5", "smd", "fbx", "obj", "gltf");

    @FuzzTest(maxDuration = "30s")
    void anyFormatToEvery(byte[] input) throws IOException {
        if (input.length == 0) {
            return;
        }
        ModelFormat from = source(input[0]);
        Model model = read(input, 1, from);
        if (model != null) {
            writeToEvery(model, from.name());
        }
    }

    /** The format a selecting byte picks. */
    static ModelFormat source(byte pick) throws IOException {
        return ModelIO.require(SOURCES.get((pick & 0xff) % SOURCES.size()));
    }

    /**
     * The model of {@code input} from {@code offset} in {@code format}, read strictly or leniently
     * as the selecting byte {@code input[0]} says; null when it is no such file.
     */
    static Model read(byte[] input, int offset, ModelFormat format) throws IOException {
        ReadOptions reading = ((input[0] & 0xff) / SOURCES.size()) % 2 == 0 ? ReadOptions.STRICT : ReadOptions.LENIENT;
        try {
            return ModelIO.read(new ByteArrayInputStream(input, offset, input.length - offset), "fuzz." + format.name(),
                    format, reading, new Diagnostics(16));
        } catch (ModelFormatException expected) {
            return null;
        }
    }

    /** {@code model} written to every format that writes, each file read back (or the model refused). */
    static void writeToEvery(Model model, String from) throws IOException {
        for (ModelFormat to : ModelIO.formats()) {
            ModelWriter writer = to.writer().orElse(null);
            if (writer != null) {
                writeAndReadBack(model, from, to, writer);
            }
        }
    }

    private static void writeAndReadBack(Model model, String from, ModelFormat to, ModelWriter writer)
            throws IOException {
        String name = "fuzz." + to.extensions().get(0);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            writer.write(model, out, name, WriteOptions.DEFAULTS, new Diagnostics(16));
        } catch (ModelFormatException cannotHold) {
            return;
        }
        try {
            ModelIO.read(new ByteArrayInputStream(out.toByteArray()), name, to, ReadOptions.STRICT, new Diagnostics(16));
        } catch (ModelFormatException e) {
            fail(from + " -> " + to.name() + ": the file written does not read back: " + e.getMessage(), e);
        }
    }
}
