package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Law 5 on the real files: every corpus IQM reads, has the counts its header states, and rewrites byte for byte. */
class IqmCorpusTest {
    static Stream<Path> files() {
        return IqmCorpus.files().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void readsWithTheHeadersCounts(Path path) throws IOException {
        byte[] bytes = Files.readAllBytes(path);
        IqmFile file = Iqm.reader().readDocument(path);
        ByteBuffer h = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(2, h.getInt(16));
        assertEquals(h.getInt(28), file.textLength(), "num_text");
        assertEquals(h.getInt(36), file.meshes().size(), "num_meshes");
        assertEquals(h.getInt(44), file.vertexArrays().size(), "num_vertexarrays");
        assertEquals(h.getInt(48), file.vertexCount(), "num_vertexes");
        assertEquals(h.getInt(56), file.triangleCount(), "num_triangles");
        assertEquals(h.getInt(64) != 0, file.hasAdjacency(), "ofs_adjacency");
        assertEquals(h.getInt(68), file.joints().size(), "num_joints");
        assertEquals(h.getInt(76), file.poses().size(), "num_poses");
        assertEquals(h.getInt(84), file.anims().size(), "num_anims");
        assertEquals(h.getInt(92), file.frameCount(), "num_frames");
        assertEquals(h.getInt(96), file.frameChannelCount(), "num_framechannels");
        assertEquals(h.getInt(104) != 0, file.hasBounds(), "ofs_bounds");
        assertEquals(h.getInt(108), file.comment().length, "num_comment");
        assertEquals(h.getInt(116), file.extensions().size(), "num_extensions");
        // Spot-check one value of each bulk section against the raw bytes.
        if (file.triangleCount() > 0) {
            int last = file.triangleCount() * 3 - 1;
            assertEquals(h.getInt(h.getInt(60) + 4 * last), file.triangles()[last]);
        }
        for (int i = 0; i < file.vertexArrays().size(); i++) {
            IqmVertexArray va = file.vertexArrays().get(i);
            int ofs = h.getInt(h.getInt(52) + 20 * i + 16);
            assertEquals(bytes[ofs + va.dataLength() - 1], va.data()[va.dataLength() - 1]);
        }
        if (file.frameChannelCount() > 0) {
            int lastValue = file.frameCount() * file.frameChannelCount() - 1;
            assertEquals(Short.toUnsignedInt(h.getShort(h.getInt(100) + 2 * lastValue)),
                    file.frameValue(file.frameCount() - 1, file.frameChannelCount() - 1));
        }
        // Every mesh as its raw 24-byte record says, and its name and material as the raw text says.
        int ofsText = h.getInt(32);
        for (int i = 0; i < file.meshes().size(); i++) {
            IqmMesh m = file.meshes().get(i);
            int record = h.getInt(40) + 24 * i;
            String where = "mesh " + i;
            assertEquals(new IqmMesh(h.getInt(record), h.getInt(record + 4), h.getInt(record + 8),
                    h.getInt(record + 12), h.getInt(record + 16), h.getInt(record + 20)), m, where);
            assertEquals(cString(bytes, ofsText + m.name()), file.string(m.name()), where + " name");
            assertEquals(cString(bytes, ofsText + m.material()), file.string(m.material()), where + " material");
            assertTrue(m.firstVertex() + (long) m.vertexCount() <= file.vertexCount(), where + " vertices in range");
            assertTrue(m.firstTriangle() + (long) m.triangleCount() <= file.triangleCount(),
                    where + " triangles in range");
        }
    }

    /** The NUL-terminated UTF-8 string at {@code offset}, read straight from the file's bytes. */
    private static String cString(byte[] bytes, int offset) {
        int end = offset;
        while (bytes[end] != 0) {
            end++;
        }
        return new String(bytes, offset, end - offset, StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void rewritesByteForByte(Path path) throws IOException {
        byte[] original = Files.readAllBytes(path);
        IqmFile file = Iqm.readDocument(original, path.toString(), Diagnostics.discarding());
        assertArrayEquals(original, Iqm.writeDocument(file));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void freshLayoutKeepsEveryValue(Path path) throws IOException {
        IqmFile file = Iqm.reader().readDocument(path);
        byte[] fresh = Iqm.writeDocument(file.withoutLayout());
        IqmFile again = Iqm.readDocument(fresh, "fresh", Diagnostics.discarding());
        assertEquals(file, again);
        // A fresh layout is the canonical one: fully aligned, so reading it warns about nothing.
        Diagnostics d = new Diagnostics();
        Iqm.readDocument(fresh, "fresh", d);
        assertEquals(0, d.all().size(), () -> d.all().toString());
        assertArrayEquals(fresh, Iqm.writeDocument(again.withoutLayout()), "fixpoint");
    }

    /** The reference compiler's output is the canonical layout, so even without the remembered layout it is reproduced. */
    @Test
    void referenceCompilerFilesAreTheCanonicalLayout() throws IOException {
        int seen = 0;
        for (Path path : IqmCorpus.files()) {
            if (path.getFileName().toString().endsWith(".reference.iqm")) {
                byte[] original = Files.readAllBytes(path);
                IqmFile file = Iqm.readDocument(original, path.toString(), Diagnostics.discarding());
                assertArrayEquals(original, Iqm.writeDocument(file.withoutLayout()), path.toString());
                seen++;
            }
        }
        assertEquals(4, seen);
    }
}
