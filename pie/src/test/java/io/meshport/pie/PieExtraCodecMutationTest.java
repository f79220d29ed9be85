package io.meshport.pie;

import io.meshport.harness.ByteMutator;
import io.meshport.harness.Property;
import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * PIE's extras as a container carries them (an IQM extension) can be damaged or crafted: damaged
 * payloads decode or fail with {@link ModelFormatException}, and whatever decodes, put back into
 * the model, writes a PIE file or fails with {@link ModelFormatException}: nothing else escapes.
 */
class PieExtraCodecMutationTest {
    @Test
    void damagedExtrasDecodeOrFailCleanlyAndWhatDecodesWritesOrFailsCleanly() throws Exception {
        List<Path> files = Corpus.files("pie", ".pie");
        List<Model> models = new ArrayList<>();
        for (int i = 0; i < files.size(); i += 15) {
            models.add(Pie.reader().read(files.get(i)));
        }
        PieExtraCodecs.File fileCodec = new PieExtraCodecs.File();
        PieExtraCodecs.Level levelCodec = new PieExtraCodecs.Level();
        Property.forAll("pie: damaged extras decode or fail cleanly, and write or fail cleanly", 300, 8, (s, size) -> {
            Model model = s.pick(models);
            Model.Builder damaged = model.toBuilder();
            try {
                if (s.nextBoolean()) {
                    byte[] bytes = fileCodec.encode(model.extra(PieFileExtra.class).orElseThrow());
                    damaged.extra(PieFileExtra.class, fileCodec.decode(ByteMutator.mutate(bytes, s, size), "mutant"));
                } else {
                    List<Mesh> meshes = new ArrayList<>(model.meshes());
                    int m = s.nextInt(0, meshes.size() - 1);
                    byte[] bytes = levelCodec.encode(meshes.get(m).extra(PieLevelExtra.class).orElseThrow());
                    PieLevelExtra extra = levelCodec.decode(ByteMutator.mutate(bytes, s, size), "mutant");
                    meshes.set(m, meshes.get(m).toBuilder().extra(PieLevelExtra.class, extra).build());
                    damaged.meshes(meshes);
                }
            } catch (ModelFormatException expected) {
                return;
            }
            try {
                PieTestFiles.written(Pie.writer().withSetting(PieFormat.VERSION_SETTING, String.valueOf(s.nextInt(2, 4))).withLosses(new Diagnostics(16)).fromModel(damaged.build()));
            } catch (ModelFormatException expected) {
                // the one allowed failure
            }
        });
    }
}
