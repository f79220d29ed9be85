package io.meshport.iqm;

import static io.meshport.iqm.internal.read.IqmHeaderField.*;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.internal.IqmConstants;
import io.meshport.iqm.internal.read.IqmHeaderField;
import io.meshport.model.Model;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Law 6 by hand: one hand-made file per way an IQM file can be wrong, each rejected with a
 * {@link ModelFormatException} that names the field and its byte offset.
 */
class IqmMalformedTest {
    private IqmBytes f;

    @BeforeEach
    void validFile() throws ModelFormatException {
        byte[] valid = IqmTestModels.everySectionBytes();
        Iqm.read(valid, "valid", Diagnostics.discarding()); // the base file is fine...
        f = IqmBytes.of(valid); // ...and every test breaks one thing in a copy
    }

    private static ModelFormatException assertRejected(IqmBytes file, String field, long offset) {
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> Iqm.read(file.bytes(), "bad.iqm", Diagnostics.discarding()));
        assertEquals(field, e.field().orElse(null), e.getMessage());
        assertEquals(offset, e.byteOffset(), e.getMessage());
        assertTrue(e.getMessage().startsWith("bad.iqm:@" + offset + "(" + field + "): "), e.getMessage());
        return e;
    }

    @Test
    void wrongMagic() {
        assertRejected(f.putByte(3, 'X'), "magic", 3);
        assertRejected(IqmBytes.of("INTERQUAKEMODEL!".getBytes(StandardCharsets.ISO_8859_1)), "magic", 15);
        assertRejected(IqmBytes.of("# Inter-Quake Export".getBytes(StandardCharsets.ISO_8859_1)), "magic", 0);
    }

    @Test
    void wrongVersion() {
        assertRejected(IqmBytes.of(f.bytes()).header(VERSION, 3), "version", 16);
        assertRejected(f.header(VERSION, 0), "version", 16);
    }

    @Test
    void truncatedHeader() {
        assertRejected(IqmBytes.of(f.bytes()).truncate(100), "header", 100);
        assertRejected(IqmBytes.of(f.bytes()).truncate(16), "header", 16);
        assertRejected(f.truncate(0), "header", 0);
    }

    @Test
    void filesizeLargerThanTheFile() {
        assertRejected(f.header(FILESIZE, f.length() + 1), "filesize", 20);
    }

    @Test
    void filesizeSmallerThanTheHeader() {
        assertRejected(f.header(FILESIZE, 100), "filesize", 20);
    }

    /** For every section the header places: a file that ends inside it. */
    @ParameterizedTest
    @EnumSource(value = IqmHeaderField.class, names = {"OFS_TEXT", "OFS_MESHES", "OFS_VERTEXARRAYS", "OFS_TRIANGLES",
        "OFS_ADJACENCY", "OFS_JOINTS", "OFS_POSES", "OFS_ANIMS", "OFS_FRAMES", "OFS_BOUNDS", "OFS_COMMENT"})
    void truncatedSection(IqmHeaderField section) {
        int cut = f.header(section) + 1;
        assertRejected(f.truncate(cut).header(FILESIZE, cut), section.specName(), section.offset());
    }

    @Test
    void vertexDataPastTheEnd() {
        assertRejected(f.putInt(f.vertexArray(2) + 16, f.length() - 4), "vertexarrays[2].offset",
                f.vertexArray(2) + 16);
    }

    @Test
    void offsetPastTheEnd() {
        assertRejected(IqmBytes.of(f.bytes()).header(OFS_TRIANGLES, f.length() + 100), "ofs_triangles", 60);
        // 0xFFFFFFF0 + a size must not wrap around in 32 bits.
        assertRejected(IqmBytes.of(f.bytes()).header(OFS_JOINTS, 0xFFFFFFF0), "ofs_joints", 72);
        assertRejected(f.header(OFS_COMMENT, f.length()), "ofs_comment", 112);
    }

    @Test
    void sectionOverlappingTheHeader() {
        assertRejected(IqmBytes.of(f.bytes()).header(OFS_TEXT, 4), "ofs_text", 32);
        assertRejected(f.header(OFS_POSES, 0), "ofs_poses", 80);
    }

    @Test
    void offsetNotFourAligned() {
        assertRejected(IqmBytes.of(f.bytes()).header(OFS_MESHES, f.header(OFS_MESHES) + 2), "ofs_meshes", 40);
        assertRejected(f.putInt(f.vertexArray(0) + 16, f.u32(f.vertexArray(0) + 16) + 1), "vertexarrays[0].offset",
                f.vertexArray(0) + 16);
    }

    /**
     * The Blender exporter does not pad: after an odd-length text block, the poses follow it
     * directly at an unaligned offset. That is accepted, with a warning naming the field.
     */
    @Test
    void unalignedOffsetDirectlyAfterTheTextIsTolerated() throws ModelFormatException {
        ByteBuffer b = ByteBuffer.wrap(IqmTestModels.packedAnimationOnlyBytes()).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        int text = b.getInt(NUM_TEXT.offset());
        Diagnostics d = new Diagnostics();
        IqmFile file = Iqm.readDocument(b.array(), "packed.iqm", d);
        assertEquals(1, file.poses().size());
        assertEquals(Arrays.asList("ofs_poses", "ofs_anims", "ofs_frames"), d.all().stream().map(Diagnostic::field).toList());
        assertEquals(1.0f, Iqm.reader().withDiagnostics(d).toModel(file, "packed.iqm").animations().get(0).channel(2, 0, 0));
        // The same offset with a gap before it is an error.
        b.putInt(NUM_TEXT.offset(), text - 4);
        assertRejected(IqmBytes.of(b.array()), "ofs_poses", 80);
    }

    @Test
    void stringOffsetsOutsideTheText() {
        int numText = f.header(NUM_TEXT);
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.mesh(0), numText), "meshes[0].name", f.mesh(0));
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.mesh(1) + 4, -1), "meshes[1].material", f.mesh(1) + 4);
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.joint(1), numText + 7), "joints[1].name", f.joint(1));
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.anim(1), numText), "anims[1].name", f.anim(1));
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.extension(1), numText), "extensions[1].name", f.extension(1));
        // A custom vertex array's type names a string: type - 0x10 must be inside the text too.
        assertRejected(f.putInt(f.vertexArray(5), IqmConstants.CUSTOM + numText), "vertexarrays[5].type",
                f.vertexArray(5));
    }

    @Test
    void textWithoutAFinalNul() {
        int last = f.header(OFS_TEXT) + f.header(NUM_TEXT) - 1;
        assertRejected(f.putByte(last, 'x'), "text", last);
    }

    @Test
    void meshVertexRangeOutsideTheArrays() {
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.mesh(1) + 12, f.u32(f.mesh(1) + 12) + 1),
                "meshes[1].first_vertex", f.mesh(1) + 8);
        assertRejected(f.putInt(f.mesh(0) + 8, -1), "meshes[0].first_vertex", f.mesh(0) + 8);
    }

    @Test
    void meshTriangleRangeOutsideTheArrays() {
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.mesh(1) + 16, f.header(NUM_TRIANGLES)),
                "meshes[1].first_triangle", f.mesh(1) + 16);
        assertRejected(f.putInt(f.mesh(0) + 20, 0x7FFFFFFF), "meshes[0].first_triangle", f.mesh(0) + 16);
    }

    @Test
    void triangleIndexNotBelowNumVertexes() {
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.triangle(1) + 8, f.header(NUM_VERTEXES)),
                "triangles[1].vertex[2]", f.triangle(1) + 8);
        assertRejected(f.putInt(f.triangle(0), -1), "triangles[0].vertex[0]", f.triangle(0));
    }

    @Test
    void triangleUsingAnotherMeshsVertexCannotBeAModel() throws ModelFormatException {
        // Valid IQM (indices are global), but the model's triangles are mesh-local.
        f.putInt(f.triangle(2), 0);
        Iqm.readDocument(f.bytes(), "bad.iqm", Diagnostics.discarding());
        assertRejected(f, "triangles[2].vertex[0]", f.triangle(2));
    }

    /** Nothing depends on the adjacency table (the reference loader never reads it): a warning, kept as stored. */
    @Test
    void adjacencyOutsideTheTrianglesIsTolerated() throws ModelFormatException {
        byte[] bytes = f.putInt(f.adjacency(2) + 4, f.header(NUM_TRIANGLES)).bytes();
        assertTolerated(bytes, "adjacency[2].triangle[1]", f.adjacency(2) + 4);
    }

    /** A large file's table is read beside the triangles (IqmReader): its stray entry warned of the same. */
    @Test
    void adjacencyOutsideTheTrianglesOfALargeFileIsTolerated() throws ModelFormatException {
        IqmFile base = IqmTestModels.everySectionFile();
        int[] stored = base.triangles();
        int count = 70_000; // past the reader's 65536 triangles from which the table is read beside
        int[] triangles = new int[count * 3];
        for (int i = 0; i < triangles.length; i += stored.length) {
            System.arraycopy(stored, 0, triangles, i, Math.min(stored.length, triangles.length - i));
        }
        int[] adjacency = new int[count * 3];
        java.util.Arrays.fill(adjacency, -1);
        adjacency[count * 3 - 2] = count;
        byte[] bytes = Iqm.writeDocument(base.toBuilder().triangles(triangles).adjacency(adjacency).build());
        assertTolerated(bytes, "adjacency[" + (count - 1) + "].triangle[1]",
                IqmBytes.of(bytes).adjacency(count - 1) + 4);
    }

    /** Reads with exactly one warning, at the field and offset, and writes back byte for byte. */
    private static void assertTolerated(byte[] bytes, String field, long offset) throws ModelFormatException {
        Diagnostics d = new Diagnostics();
        IqmFile file = Iqm.readDocument(bytes, "odd.iqm", d);
        assertEquals(List.of(field), d.all().stream().map(Diagnostic::field).toList(), d.all().toString());
        assertEquals(offset, d.all().get(0).byteOffset(), d.all().toString());
        assertArrayEquals(bytes, Iqm.writeDocument(file), "written back unchanged");
        Iqm.reader().toModel(file, "odd.iqm");
    }

    @Test
    void jointParentsMustBeEarlierJoints() {
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.joint(1) + 4, 1), "joints[1].parent", f.joint(1) + 4);
        // A cycle 0 -> 1 -> 0 is caught at its first joint.
        assertRejected(f.putInt(f.joint(0) + 4, 1), "joints[0].parent", f.joint(0) + 4);
    }

    @Test
    void poseParentsMustBeEarlierPoses() {
        assertRejected(f.putInt(f.pose(1), 5), "poses[1].parent", f.pose(1));
    }

    @Test
    void poseCountDiffersFromJointCount() {
        assertRejected(f.header(NUM_POSES, 1), "num_poses", 76);
    }

    @Test
    void channelMaskBitsDifferFromNumFramechannels() {
        int mask = f.u32(f.pose(0) + 4);
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.pose(0) + 4, mask & (mask - 1)), "num_framechannels", 96);
        assertRejected(IqmBytes.of(f.bytes()).header(NUM_FRAMECHANNELS, f.header(NUM_FRAMECHANNELS) - 1),
                "num_framechannels", 96);
    }

    /** The reference loader tests only channels 0..9: higher mask bits store nothing, and are tolerated. */
    @Test
    void channelMaskBitsAboveChannelNineAreTolerated() throws ModelFormatException {
        byte[] bytes = f.putInt(f.pose(1) + 4, f.u32(f.pose(1) + 4) | 1 << 10).bytes();
        assertTolerated(bytes, "poses[1].channelmask", f.pose(1) + 4);
        assertEquals(Iqm.read(IqmTestModels.everySectionBytes(), "x", Diagnostics.discarding()).animations(),
                Iqm.read(bytes, "x", Diagnostics.discarding()).animations());
    }

    @Test
    void animationFramesPastNumFrames() {
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.anim(1) + 8, f.u32(f.anim(1) + 8) + 1), "anims[1].first_frame",
                f.anim(1) + 4);
        assertRejected(f.putInt(f.anim(0) + 4, -1), "anims[0].first_frame", f.anim(0) + 4);
    }

    @Test
    void unknownVertexArrayFormatOrSize() {
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.vertexArray(1) + 8, 9), "vertexarrays[1].format",
                f.vertexArray(1) + 8);
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.vertexArray(0) + 8, -1), "vertexarrays[0].format",
                f.vertexArray(0) + 8);
        assertRejected(IqmBytes.of(f.bytes()).putInt(f.vertexArray(2) + 12, 0), "vertexarrays[2].size",
                f.vertexArray(2) + 12);
        assertRejected(f.putInt(f.vertexArray(2) + 12, 5), "vertexarrays[2].size", f.vertexArray(2) + 12);
    }

    @Test
    void extensionChainLeavingTheFile() {
        int ext0 = f.extension(0);
        assertRejected(IqmBytes.of(f.bytes()).putInt(ext0 + 12, f.length()), "extensions[0].ofs_extensions",
                ext0 + 12);
        assertRejected(IqmBytes.of(f.bytes()).header(OFS_EXTENSIONS, f.length() - 8), "ofs_extensions", 120);
        assertRejected(IqmBytes.of(f.bytes()).putInt(ext0 + 4, f.length()), "extensions[0].ofs_data", ext0 + 8);
    }

    @Test
    void extensionChainThatLoops() {
        int ext0 = f.extension(0);
        int ext1 = f.extension(1);
        ModelFormatException e = assertRejected(f.putInt(ext1 + 12, ext0).header(NUM_EXTENSIONS, 3),
                "extensions[1].ofs_extensions", ext1 + 12);
        assertTrue(e.reason().contains("loops"), e.reason());
    }

    @Test
    void extensionChainShorterThanItsCount() {
        ModelFormatException e = assertRejected(f.header(NUM_EXTENSIONS, 3), "extensions[1].ofs_extensions",
                f.extension(1) + 12);
        assertTrue(e.reason().contains("ends after 2 of 3"), e.reason());
    }

    @Test
    void moreExtensionsThanTheFileCouldHold() {
        assertRejected(f.header(NUM_EXTENSIONS, -1), "num_extensions", 116);
    }

    /** Types 7..15 are "reserved for future use": a reader that follows the spec skips such an array. */
    @Test
    void reservedVertexArrayTypeIsTolerated() throws ModelFormatException {
        // vertex array 5 is the last (custom) one, so type 7 keeps the order the spec asks for
        byte[] bytes = f.putInt(f.vertexArray(5), 7).bytes();
        Diagnostics d = new Diagnostics();
        assertTolerated(bytes, "vertexarrays[5].type", f.vertexArray(5));
        Model model = Iqm.read(bytes, "odd.iqm", d);
        assertTrue(model.meshes().get(0).array("wind").isEmpty(), "the reserved array is not in the model");
        assertTrue(d.all().stream().anyMatch(x -> x.message().contains("reserved type 7")), d.all().toString());
    }

    /**
     * Red Eclipse's animation files (e.g. one with num_vertexes 3110) say how many vertexes their
     * mesh file has, with no vertex arrays; the game reads them and the spec does not forbid it.
     */
    @Test
    void vertexesWithoutVertexArraysAreTolerated() throws ModelFormatException {
        ByteBuffer b = IqmBytes.blank(IqmConstants.HEADER_SIZE + 4);
        b.put(IqmConstants.MAGIC);
        b.putInt(VERSION.offset(), 2).putInt(FILESIZE.offset(), b.capacity());
        b.putInt(NUM_TEXT.offset(), 4).putInt(OFS_TEXT.offset(), IqmConstants.HEADER_SIZE);
        b.putInt(NUM_VERTEXES.offset(), 3110);
        assertTolerated(b.array(), "num_vertexes", NUM_VERTEXES.offset());
        assertEquals(List.of(), Iqm.read(b.array(), "anim.iqm", Diagnostics.discarding()).meshes());
        // Such vertexes cost nothing in the file, so a tiny file may not claim billions of them.
        b.putInt(NUM_VERTEXES.offset(), 0x7FFFFFF0);
        assertRejected(IqmBytes.of(b.array()), "num_vertexes", NUM_VERTEXES.offset());
    }

    /** A 1 KB file that claims 2^31 vertices (or triangles, frames...) fails at once, allocating nothing. */
    @Test
    void hugeCountsFailFast() {
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
            assertRejected(IqmBytes.of(f.bytes()).header(NUM_VERTEXES, 1 << 31), "vertexarrays[0].offset",
                    f.vertexArray(0) + 16);
        });
    }

    @Test
    void hugeCountsInEverySectionFailFast() {
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
            byte[] small = Arrays.copyOf(f.bytes(), 1024);
            IqmBytes kb = IqmBytes.of(small).header(FILESIZE, 1024);
            for (IqmHeaderField count : new IqmHeaderField[] {NUM_TEXT, NUM_MESHES, NUM_VERTEXARRAYS, NUM_TRIANGLES,
                NUM_JOINTS, NUM_POSES, NUM_ANIMS, NUM_COMMENT}) {
                ModelFormatException e = assertThrows(ModelFormatException.class, () -> Iqm.read(
                        IqmBytes.of(kb.bytes()).header(count, 1 << 31).bytes(), "kb.iqm", Diagnostics.discarding()));
                assertTrue(e.field().isPresent() && e.byteOffset() >= 0, e.getMessage());
            }
        });
    }

    @Test
    void twoBillionVertexesInAOneKilobyteFile() {
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
            ByteBuffer b = IqmBytes.blank(1024);
            b.put(IqmConstants.MAGIC);
            b.putInt(16, 2).putInt(20, 1024);
            b.putInt(NUM_VERTEXARRAYS.offset(), 1).putInt(NUM_VERTEXES.offset(), 1 << 31)
                    .putInt(OFS_VERTEXARRAYS.offset(), 124);
            b.putInt(124, 0).putInt(128, 0).putInt(132, IqmConstants.FLOAT).putInt(136, 3).putInt(140, 144);
            assertRejected(IqmBytes.of(b.array()), "vertexarrays[0].offset", 140);
        });
    }

    @Test
    void framesImplausiblyManyForTheFile() {
        // Zero channels cost no bytes, but every frame becomes poses x 10 floats in the model.
        assertRejected(f.header(NUM_FRAMECHANNELS, 0).header(OFS_FRAMES, 0).header(OFS_BOUNDS, 0)
                .header(NUM_FRAMES, 0x7FFFFFF0), "num_frames", 92);
    }

    /** Tolerated oddities are read, with a warning that names the field. */
    @Test
    void oddButReadableFilesWarn() throws ModelFormatException {
        int a0 = f.vertexArray(0);
        int a1 = f.vertexArray(1);
        byte[] swapped = f.bytes();
        System.arraycopy(f.bytes(), a0, swapped, a1, 20);
        System.arraycopy(f.bytes(), a1, swapped, a0, 20);
        Diagnostics d = new Diagnostics();
        Iqm.readDocument(swapped, "odd.iqm", d);
        assertEquals(List.of("vertexarrays[1].type"), d.all().stream().map(Diagnostic::field).toList());

        d = new Diagnostics();
        Iqm.readDocument(IqmBytes.of(f.bytes()).putByte(f.header(OFS_TEXT), 'q').bytes(), "odd.iqm", d);
        assertEquals(List.of("text"), d.all().stream().map(Diagnostic::field).toList());

        d = new Diagnostics();
        byte[] longer = Arrays.copyOf(f.bytes(), f.length() + 8);
        longer[longer.length - 1] = 7;
        IqmFile file = Iqm.readDocument(longer, "odd.iqm", d);
        assertEquals(List.of("filesize"), d.all().stream().map(Diagnostic::field).toList());
        assertArrayEquals(longer, Iqm.writeDocument(file), "trailing bytes are kept");
    }
}
