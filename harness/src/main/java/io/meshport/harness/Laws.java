package io.meshport.harness;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;

/**
 * The laws of DESIGN.md §6 over the format SPI, so that they hold for every format and another
 * implementation can run them on its own reader and writer.
 */
public final class Laws {
    private Laws() {
    }

    /** Reads {@code bytes} with {@code format}. */
    public static Model read(ModelFormat format, byte[] bytes, String name) throws IOException {
        ModelReader r = format.reader().orElseThrow(() -> new AssertionError(format.name() + " has no reader"));
        return r.read(new ByteArrayInputStream(bytes), name, new Diagnostics(1000));
    }

    /** Writes {@code model} with {@code format}. */
    public static byte[] write(ModelFormat format, Model model) throws IOException {
        ModelWriter w = format.writer().orElseThrow(() -> new AssertionError(format.name() + " has no writer"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        w.write(model, out, new Diagnostics(1000));
        return out.toByteArray();
    }

    /** Law 3: {@code read(write(model))} is equivalent to {@code model} within {@code tol}. */
    public static void semanticRoundTrip(ModelFormat format, Model model, ModelDiff.Tolerance tol) throws IOException {
        Model back = read(format, write(format, model), "generated." + format.extensions().get(0));
        ModelDiff.assertEquivalent(model, back, tol, format.capabilities().extras());
    }

    /** Law 2: writing what was read, then reading and writing again, gives the same bytes. */
    public static void fixpoint(ModelFormat format, byte[] original, String name) throws IOException {
        byte[] once = write(format, read(format, original, name));
        byte[] twice = write(format, read(format, once, name));
        if (!Arrays.equals(once, twice)) {
            throw new AssertionError(name + ": write(read(x)) is not a fixpoint (" + once.length + " vs "
                    + twice.length + " bytes, first difference at " + Arrays.mismatch(once, twice) + ")");
        }
    }

    /**
     * Law 6: a reader given any bytes returns a valid model or throws {@link ModelFormatException};
     * any other exception or error is a failure, reported with the input's size.
     */
    public static void onlyFormatErrors(ModelFormat format, byte[] bytes) {
        try {
            read(format, bytes, "mutated");
        } catch (ModelFormatException expected) {
            // the one allowed outcome besides success
        } catch (Throwable t) {
            throw new AssertionError(format.name() + " reader threw " + t + " on " + bytes.length + " bytes", t);
        }
    }
}
