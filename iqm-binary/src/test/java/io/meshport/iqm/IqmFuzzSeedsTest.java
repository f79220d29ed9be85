package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The committed fuzz seeds are the files {@link IqmFuzzSeeds} writes, and each one is valid. */
class IqmFuzzSeedsTest {
    @Test
    void seedsAreCurrentValidAndSmall() throws IOException {
        for (Map.Entry<String, byte[]> seed : IqmFuzzSeeds.all().entrySet()) {
            String resource = "IqmReaderFuzzTestInputs/readerOnlyThrowsModelFormatException/" + seed.getKey();
            try (InputStream in = IqmFuzzSeedsTest.class.getResourceAsStream(resource)) {
                assertNotNull(in, "missing seed " + resource + " (run IqmFuzzSeeds)");
                assertArrayEquals(seed.getValue(), in.readAllBytes(), "stale seed " + seed.getKey());
            }
            assertTrue(seed.getValue().length < 50_000);
            assertTrue(IqmRobustness.readOrReject(seed.getValue()), seed.getKey());
            Iqm.read(seed.getValue(), seed.getKey(), Diagnostics.discarding());
        }
    }
}
