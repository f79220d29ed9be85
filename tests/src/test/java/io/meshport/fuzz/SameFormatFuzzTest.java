package io.meshport.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

/**
 * The same-format conversion (`meshport convert a.x b.x`: document in, document out) on any bytes,
 * per format: the bytes are a {@link ModelFormatException}, or a document whose written form reads
 * back and writes again to the same bytes (law 2 at the document level). Nothing else may escape.
 * In a normal {@code verify} these replay their seeds (our examples and golden files, under
 * {@code SameFormatFuzzTestInputs/}); {@code tests/fuzz.sh} fuzzes them, seeded from the corpus too.
 */
class SameFormatFuzzTest {
    private static void copyIsAFixpoint(String format, byte[] input) throws IOException {
        @SuppressWarnings("unchecked")
        DocumentCodec<Object> codec = (DocumentCodec<Object>) ModelIO.require(format).documents().orElseThrow();
        Object doc;
        try {
            doc = codec.read(new ByteArrayInputStream(input), "fuzz." + format, new Diagnostics(16));
        } catch (ModelFormatException expected) {
            return;
        }
        byte[] once = written(codec, doc);
        byte[] twice = written(codec, codec.read(new ByteArrayInputStream(once), "once." + format,
                new Diagnostics(16)));
        assertArrayEquals(once, twice, format + ": write(read(write(read(x)))) differs from write(read(x))");
    }

    private static byte[] written(DocumentCodec<Object> codec, Object doc) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        codec.write(doc, out);
        return out.toByteArray();
    }

    @FuzzTest(maxDuration = "30s")
    void iqe(byte[] input) throws IOException {
        copyIsAFixpoint("iqe", input);
    }

    @FuzzTest(maxDuration = "30s")
    void iqm(byte[] input) throws IOException {
        copyIsAFixpoint("iqm", input);
    }

    @FuzzTest(maxDuration = "30s")
    void pie(byte[] input) throws IOException {
        copyIsAFixpoint("pie", input);
    }

    @FuzzTest(maxDuration = "30s")
    void vif(byte[] input) throws IOException {
        copyIsAFixpoint("vif", input);
    }
}
