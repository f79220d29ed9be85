package io.meshport.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.Iqm;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The engines' verdicts on IQM files meshport's reader refuses ({@link EngineProfile#checkRefused}):
 * any bytes give a verdict or none, never an exception; a file the reader reads gives none (there is
 * no break to judge); the verdicts the compiled loaders gave on the judges' broken files
 * (docs/engines.md) are the profiles' own.
 */
class RefusedFilesTest {
    /** Mutations per run; a failure prints the seed and the mutation to replay it. */
    private static final int MUTATIONS = 3000;
    private static final long SEED = Long.getLong("meshport.seed", 0x1C0FFEEL);

    @Test
    void anyBytesGiveAVerdictOrNoneAndNeverThrow() throws IOException {
        byte[] base = IqmFiles.base();
        Random random = new Random(SEED);
        int refused = 0;
        int judged = 0;
        for (int i = 0; i < MUTATIONS; i++) {
            byte[] bytes = base.clone();
            ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
            int field = 4 * random.nextInt(bytes.length / 4);
            // a header field or a word of a section, set to a small, a large or an edge value
            if (random.nextBoolean()) {
                field = 16 + 4 * random.nextInt(27);
            }
            int value = switch (random.nextInt(4)) {
                case 0 -> random.nextInt(16) - 2;
                case 1 -> b.getInt(field) + random.nextInt(9) - 4;
                case 2 -> random.nextInt();
                default -> bytes.length + random.nextInt(64) - 32;
            };
            b.putInt(field, value);
            String replay = "seed " + SEED + " (-Dmeshport.seed), mutation " + i + ": offset " + field + " = " + value;
            if (reads(bytes)) {
                for (EngineProfile p : Engines.forFormat("iqm")) {
                    assertEquals(Optional.empty(), p.checkRefused("m.iqm", ByteBuffer.wrap(bytes)),
                            p.name() + " judges a file the reader reads: " + replay);
                }
                continue;
            }
            refused++;
            for (EngineProfile p : Engines.forFormat("iqm")) {
                try {
                    Optional<List<EngineFinding>> v = p.checkRefused("m.iqm", ByteBuffer.wrap(bytes));
                    judged += v.isPresent() ? 1 : 0;
                    v.ifPresent(findings -> findings.forEach(f -> assertTrue(p.rules().stream().anyMatch(r ->
                            r.id().equals(f.rule()) && r.source().equals(f.source())), "a rule of " + p.name()
                            + ": " + f + "; " + replay)));
                } catch (RuntimeException e) {
                    throw new AssertionError(p.name() + " threw on " + replay, e);
                }
            }
        }
        // the mutations must reach the refused files, and most of those get a verdict
        assertTrue(refused > MUTATIONS / 4, refused + " of " + MUTATIONS + " refused");
        assertTrue(judged > refused, judged + " verdicts on " + refused + " refused files");
    }

    @Test
    void theBrokenFilesOfTheJudgesGetTheLoadersVerdicts() {
        ByteBuffer header = ByteBuffer.wrap(IqmFiles.base()).order(ByteOrder.LITTLE_ENDIAN);
        int vertexes = header.getInt(48);
        // docs/engines.md "Hand-broken files": Daemon, DarkPlaces
        assertVerdicts(IqmFiles.patched(60, 0, 12, 4, vertexes), "ok", "ok");
        assertVerdicts(IqmFiles.patched(60, 0, 12, 4, vertexes + 7), "error", "ok");
        assertVerdicts(IqmFiles.patched(40, 0, 24, 12, vertexes + 1), "error", "ok");
        assertVerdicts(IqmFiles.patched(0, 0, 0, 20, IqmFiles.base().length + 8), "error", "ok");
        assertVerdicts(IqmFiles.patched(0, 0, 0, 16, 3), "error", "error");
        assertVerdicts(IqmFiles.patched(72, 2, 48, 4, 5), "error", "error");
        assertVerdicts(IqmFiles.patched(0, 0, 0, 76, 4), "error", "error");
    }

    /** The frame data as num_framechannels counts it runs past the end: DarkPlaces refuses, Daemon never reads it. */
    @Test
    void framechannelsPastTheEndAreRefusedByDarkPlacesOnly() {
        byte[] bytes = IqmFiles.base();
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        int frames = b.getInt(92);
        int end = b.getInt(100) + frames * b.getInt(96) * 2;
        b.putInt(96, b.getInt(96) + (bytes.length - end) / (2 * frames) + 1);
        assertVerdicts(bytes, "ok", "error");
    }

    private static void assertVerdicts(byte[] bytes, String daemon, String darkplaces) {
        assertTrue(!reads(bytes), "the reader refuses it");
        assertEquals(daemon, verdict("daemon", bytes), "daemon");
        assertEquals(darkplaces, verdict("darkplaces", bytes), "darkplaces");
    }

    private static String verdict(String engine, byte[] bytes) {
        List<EngineFinding> f = Engines.profile(engine).orElseThrow().checkRefused("m.iqm", ByteBuffer.wrap(bytes))
                .orElseThrow(() -> new AssertionError(engine + " gives no verdict"));
        return f.stream().anyMatch(EngineFinding::isError) ? "error" : "ok";
    }

    private static boolean reads(byte[] bytes) {
        try {
            CheckedFile.codec(Iqm.format()).read(new ByteArrayInputStream(bytes), "m.iqm", Diagnostics.discarding());
            return true;
        } catch (ModelFormatException e) {
            return false;
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
