package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@link Iqm} facade, the {@link IqmFormat} SPI and other formats' extras through {@link io.meshport.io.ExtraCodec}. */
class IqmFacadeAndFormatTest {
    @TempDir
    Path dir;

    @Test
    void formatIsFoundAndProbesByMagic() throws IOException {
        ModelFormat iqm = ModelIO.require("iqm");
        assertTrue(iqm instanceof IqmFormat);
        assertEquals(List.of("iqm"), iqm.extensions());
        assertTrue(iqm.probe(Arrays.copyOf(IqmTestModels.everySectionBytes(), 64)));
        assertFalse(iqm.probe("INTERQUAKEMODEL".getBytes(StandardCharsets.ISO_8859_1)));
        assertFalse(iqm.probe("# Inter-Quake Export\n".getBytes(StandardCharsets.ISO_8859_1)));
        assertFalse(iqm.probe(new byte[0]));
    }

    @Test
    void modelIoReadsAndWritesIqm() throws IOException {
        Path file = dir.resolve("model.iqm");
        Model model = IqmTestModels.everySection();
        ModelIO.write(model, file);
        Model viaModelIo = ModelIO.read(file);
        Model viaFacade = Iqm.reader().read(file);
        assertEquals(viaFacade, viaModelIo);
        IqmModelRoundTripTest.assertEquivalent(model, viaModelIo);
        Model viaStream = ModelIO.require("iqm").reader().orElseThrow()
                .read(new ByteArrayInputStream(Files.readAllBytes(file)), "model.iqm", Diagnostics.discarding());
        assertEquals(viaFacade, viaStream);
        ModelIO.write(viaModelIo, file, WriteOptions.DEFAULTS.withOverwrite(true), Diagnostics.discarding());
        assertEquals(viaFacade, Iqm.reader().read(file));
    }

    @Test
    void fileWritesBackByteForByte() throws IOException {
        Path in = dir.resolve("packed.iqm");
        Files.write(in, IqmTestModels.packedAnimationOnlyBytes());
        Path out = dir.resolve("out.iqm");
        Iqm.writer().writeDocument(Iqm.reader().readDocument(in), out);
        assertArrayEquals(Files.readAllBytes(in), Files.readAllBytes(out));
    }

    /** Every corpus file, read from its path and written to a path (atomically, replacing), comes back byte for byte. */
    @Test
    void corpusDocumentsWriteBackThroughPaths() throws IOException {
        Path out = dir.resolve("out.iqm");
        Files.write(out, new byte[] {1}); // an existing file is replaced
        @SuppressWarnings("unchecked")
        io.meshport.io.DocumentCodec<IqmFile> codec = (io.meshport.io.DocumentCodec<IqmFile>) ModelIO.require("iqm")
                .documents().orElseThrow();
        for (Path in : IqmCorpus.files()) {
            Iqm.writer().writeDocument(Iqm.reader().readDocument(in), out);
            assertArrayEquals(Files.readAllBytes(in), Files.readAllBytes(out), in.toString());
            java.io.ByteArrayOutputStream viaSpi = new java.io.ByteArrayOutputStream();
            codec.write(codec.read(in, Diagnostics.discarding()), viaSpi);
            assertArrayEquals(Files.readAllBytes(in), viaSpi.toByteArray(), in.toString());
        }
    }

    @Test
    void errorsNameTheFile() throws IOException {
        Path bad = dir.resolve("bad.iqm");
        Files.write(bad, Arrays.copyOf(IqmTestModels.everySectionBytes(), 200));
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> Iqm.reader().read(bad));
        assertTrue(e.getMessage().startsWith("bad.iqm:@20(filesize): "), e.getMessage());
    }

    /** A model extra of another format rides in a named extension and comes back as the extra. */
    @Test
    void extraOfAnotherFormatRidesInANamedExtension() throws IOException {
        Model model = IqmTestModels.everySection().toBuilder().extra(TestNoteCodec.Note.class,
                new TestNoteCodec.Note("from elsewhere")).build();
        IqmFile file = Iqm.writer().fromModel(model);
        assertEquals(3, file.extensions().size());
        assertEquals("meshport.extra:test.note", file.string(file.extensions().get(2).name()));
        Model back = Iqm.read(Iqm.writeDocument(file), "note.iqm", Diagnostics.discarding());
        assertEquals(new TestNoteCodec.Note("from elsewhere"), back.extra(TestNoteCodec.Note.class).orElseThrow());
        // Decoded extensions are not kept twice.
        assertEquals(2, back.extra(IqmExtras.class).orElseThrow().extensions().size());
        assertEquals(3, Iqm.writer().fromModel(back).extensions().size());
    }

    @Test
    void aBadPayloadForACodecIsAFormatError() throws IOException {
        Model model = IqmTestModels.everySection().toBuilder().extra(IqmExtras.class, IqmExtras.none()
                .withExtensions(List.of(new IqmNamedExtension("meshport.extra:test.note", new byte[] {1, 2})))).build();
        byte[] bytes = Iqm.writeDocument(Iqm.writer().fromModel(model));
        Iqm.readDocument(bytes, "x.iqm", Diagnostics.discarding());
        assertThrows(ModelFormatException.class, () -> Iqm.read(bytes, "x.iqm", Diagnostics.discarding()));
    }

    /** Other formats' writers report exactly the IQM data they cannot hold, and nothing that is derived. */
    @Test
    void extrasSayWhatOtherFormatsLose() throws IOException {
        Model plain = Iqm.read(Iqm.writeDocument(Iqm.writer().fromModel(IqmTestModels.everyFormat())),
                "x.iqm", Diagnostics.discarding());
        IqmExtras extras = plain.extra(IqmExtras.class).orElseThrow();
        assertTrue(extras.adjacency().length > 0);
        assertEquals(List.of(), extras.lossesElsewhere(), "adjacency and comment padding are not losses");
        Model everything = Iqm.read(IqmTestModels.everySectionBytes(), "x.iqm", Diagnostics.discarding());
        assertEquals(List.of("IQM extension 'meshport.test.a' (5 bytes)", "IQM extension 'meshport.test.b' (10 bytes)"),
                everything.extra(IqmExtras.class).orElseThrow().lossesElsewhere());
        Model poses = Iqm.read(IqmTestModels.packedAnimationOnlyBytes(), "x.iqm", Diagnostics.discarding());
        assertEquals(List.of(), poses.extra(IqmExtras.class).orElseThrow().lossesElsewhere(), "a root pose has no parent");
        IqmExtras odd = new IqmExtras(1, java.util.Map.of("position", 2), new int[0], 0, new int[] {-1, 0},
                new byte[] {(byte) 0xff, 0, 0, 0}, List.of());
        assertEquals(List.of("IQM header flags 0x1", "IQM flags 0x2 of vertex array position",
                "IQM pose parents (2 poses; kept only while the model has no joints)",
                "IQM comment bytes that are not UTF-8 text"), odd.lossesElsewhere());
    }
}
