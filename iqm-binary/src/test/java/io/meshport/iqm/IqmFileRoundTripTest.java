package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Property;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.lang.reflect.Array;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §6 laws 1 and 2 on {@link IqmFileGenerator}'s files: read(write(file)) == file and
 * writing what was read gives the same bytes, whatever the layout; and since the files keep the
 * specification, the reader warns about nothing and the model path reads every one of them
 * (and writes its model as IQM that reads back).
 */
class IqmFileRoundTripTest {
    private static final String SOURCE = "generated.iqm";

    @Test
    void generatedFilesRoundTripAndReadAsModels() {
        Property.forAll("iqm: read(write(file)) == file, write(read(bytes)) == bytes, and a model", 300, 40,
                (s, size) -> {
                    IqmFile file = IqmFileGenerator.generate(s, size);
                    byte[] bytes = Iqm.writeDocument(file);
                    Diagnostics diagnostics = new Diagnostics();
                    IqmFile read = Iqm.readDocument(bytes, SOURCE, diagnostics);
                    assertTrue(file.equals(read), () -> "read(write(file)) != file: " + firstDifference(file, read));
                    assertEquals(List.of(), unexpected(diagnostics.all(), file), "warnings about a valid file");
                    assertArrayEquals(bytes, Iqm.writeDocument(read), "write(read(write(file))) != write(file)");

                    Model model = new IqmFormat().reader().orElseThrow()
                            .read(new ByteArrayInputStream(bytes), SOURCE, Diagnostics.discarding());
                    IqmFile again = Iqm.writer().fromModel(model);
                    Iqm.read(Iqm.writeDocument(again), "again.iqm", Diagnostics.discarding());
                });
    }

    /**
     * The reader's warnings but the one a valid file may earn: vertexes without vertex arrays are
     * within the specification (Red Eclipse writes them), yet rare enough to deserve a word.
     */
    private static List<Diagnostic> unexpected(List<Diagnostic> warnings, IqmFile file) {
        boolean arrayless = file.vertexCount() != 0 && file.vertexArrays().isEmpty();
        return warnings.stream().filter(d -> !(arrayless && d.message().contains("no vertex arrays"))).toList();
    }

    /** The parts of a file in the order the header stores them, for the first one that differs. */
    private static final List<Part> PARTS = List.of(
            new Part("sourceVersion", IqmFile::sourceVersion), new Part("flags", IqmFile::flags),
            new Part("text", IqmFile::text), new Part("meshes", IqmFile::meshes),
            new Part("vertexCount", IqmFile::vertexCount), new Part("vertexArrays", IqmFile::vertexArrays),
            new Part("triangles", IqmFile::triangles), new Part("adjacency", IqmFile::adjacency),
            new Part("joints", IqmFile::joints), new Part("poses", IqmFile::poses), new Part("anims", IqmFile::anims),
            new Part("frameCount", IqmFile::frameCount), new Part("frameChannelCount", IqmFile::frameChannelCount),
            new Part("frames", IqmFile::frames), new Part("bounds", IqmFile::bounds),
            new Part("comment", IqmFile::comment), new Part("extensions", IqmFile::extensions));

    private record Part(String name, Function<IqmFile, Object> value) {
    }

    /** The first part that differs and, in a list or array, the first element: {@code poses[2]: ... != ...}. */
    static String firstDifference(IqmFile expected, IqmFile actual) {
        for (Part p : PARTS) {
            Object e = p.value().apply(expected);
            Object a = p.value().apply(actual);
            if (Objects.deepEquals(e, a)) {
                continue;
            }
            List<?> el = elements(e);
            List<?> al = elements(a);
            if (el == null) {
                return p.name() + ": " + e + " != " + a;
            }
            for (int i = 0; i < Math.min(el.size(), al.size()); i++) {
                if (!Objects.equals(el.get(i), al.get(i))) {
                    return p.name() + "[" + i + "]: " + el.get(i) + " != " + al.get(i);
                }
            }
            return p.name() + ": " + el.size() + " elements != " + al.size();
        }
        return "no part differs";
    }

    private static List<?> elements(Object value) {
        if (value instanceof List<?> list) {
            return list;
        }
        if (value != null && value.getClass().isArray()) {
            Object[] boxed = new Object[Array.getLength(value)];
            for (int i = 0; i < boxed.length; i++) {
                boxed[i] = Array.get(value, i);
            }
            return List.of(boxed);
        }
        return null;
    }
}
