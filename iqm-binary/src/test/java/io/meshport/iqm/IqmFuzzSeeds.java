package io.meshport.iqm;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The fuzz seeds: one small valid file per kind of IQM the reader must handle. Regenerate with
 * {@code java ... io.meshport.iqm.IqmFuzzSeeds iqm-binary/src/test/resources/io/meshport/iqm/IqmReaderFuzzTestInputs/readerOnlyThrowsModelFormatException}
 * (the test classpath); {@link IqmFuzzSeedsTest} checks the committed ones match.
 */
final class IqmFuzzSeeds {
    private IqmFuzzSeeds() {
    }

    static Map<String, byte[]> all() throws ModelFormatException {
        Map<String, byte[]> seeds = new LinkedHashMap<>();
        seeds.put("every-section.iqm", IqmTestModels.everySectionBytes());
        seeds.put("version1.iqm", IqmVersion1Files.twoJointsThreeFrames());
        seeds.put("packed-animation-only.iqm", IqmTestModels.packedAnimationOnlyBytes());
        seeds.put("every-format.iqm", Iqm.writeDocument(Iqm.writer().fromModel(IqmTestModels.everyFormat())));
        seeds.put("zero-channels.iqm",
                Iqm.writeDocument(Iqm.writer().fromModel(IqmTestModels.zeroChannelAnimationOnly())));
        seeds.put("noesis-unpadded.iqm", Iqm.writeDocument(IqmTestModels.noesisUnpadded()));
        seeds.put("header-only.iqm", Iqm.writeDocument(IqmFile.builder().build()));
        return seeds;
    }

    public static void main(String[] args) throws IOException {
        Path dir = Paths.get(args[0]);
        Files.createDirectories(dir);
        for (Map.Entry<String, byte[]> e : all().entrySet()) {
            Files.write(dir.resolve(e.getKey()), e.getValue());
        }
    }
}
