package io.meshport.harness;

import io.meshport.io.Capabilities;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
        Model back = withoutAddedStreams(model,
                read(format, write(format, model), "generated." + format.extensions().get(0)));
        ModelDiff.assertEquivalent(comparable(format.capabilities(), model), comparable(format.capabilities(), back),
                tol, format.capabilities().extras());
    }

    /**
     * {@code actual} without the vertex and triangle streams its reader added to what
     * {@code expected} has, mesh by mesh (tangents a reader derives, PIE's polygon flags): data the
     * reader makes is not part of what came back.
     */
    public static Model withoutAddedStreams(Model expected, Model actual) {
        if (expected.meshes().size() != actual.meshes().size()) {
            return actual;
        }
        List<Mesh> meshes = new ArrayList<>();
        for (int i = 0; i < actual.meshes().size(); i++) {
            Mesh e = expected.meshes().get(i);
            Mesh a = actual.meshes().get(i);
            Mesh.Builder b = a.toBuilder().clearTriangleStreams();
            for (VertexArray arr : a.arrays()) {
                b.removeArrays(arr.descriptor().kind());
            }
            for (VertexArray arr : a.arrays()) {
                if (e.array(arr.descriptor().attributeName()).isPresent()) {
                    b.addArray(arr);
                }
            }
            for (VertexArray stream : a.triangleStreams()) {
                if (e.triangleStream(stream.descriptor().attributeName()).isPresent()) {
                    b.addTriangleStream(stream);
                }
            }
            meshes.add(b.build());
        }
        return actual.toBuilder().meshes(meshes).build();
    }

    /**
     * {@code actual} without what its reader adds of itself, where {@code expected} has none:
     * streams and triangle streams, extras, bounds, conventions.
     */
    public static Model withoutAdded(Model expected, Model actual) {
        Model own = withoutAddedStreams(expected, actual);
        Model.Builder b = own.toBuilder();
        actual.extras().keySet().stream().filter(t -> !expected.extras().containsKey(t)).forEach(b::removeExtra);
        if (expected.meshes().size() == actual.meshes().size()) {
            List<Mesh> meshes = new ArrayList<>();
            for (int i = 0; i < actual.meshes().size(); i++) {
                Mesh e = expected.meshes().get(i);
                Mesh a = own.meshes().get(i);
                Mesh.Builder m = a.toBuilder();
                a.extras().keySet().stream().filter(t -> !e.extras().containsKey(t)).forEach(m::removeExtra);
                meshes.add(m.build());
            }
            b.meshes(meshes);
        }
        if (expected.frameBounds().isEmpty()) {
            b.frameBounds(List.of());
        }
        if (expected.conventions().equals(Conventions.UNKNOWN)) {
            b.conventions(Conventions.UNKNOWN);
        }
        return b.build();
    }

    /**
     * {@code model} as a format with {@code caps} can give it back: corner by corner ({@link Corners})
     * when it does not keep vertices, else as it is.
     */
    public static Model comparable(Capabilities caps, Model model) {
        return caps.keepsVertices() ? model : Corners.of(model);
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
