package io.meshport.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.model.Axis;
import io.meshport.model.Handedness;
import io.meshport.model.Model;
import io.meshport.model.edit.ModelEdit;
import io.meshport.model.edit.ModelEdits;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The edits ({@code meshport convert --simplify 0.5 ...}) on whatever a reader makes of any bytes:
 * the first byte picks the format read (as {@link ConvertFuzzTest}'s does), the next two each pick
 * an edit (or none, past the list), the rest is the file. Edits refuse only arguments, never a
 * model: every edit runs, and the edited model is written to every format that writes, each file
 * reading back or the model refused with a {@code ModelFormatException}.
 */
class EditsFuzzTest {
    /** The edits a byte picks from, with the arguments the command line's examples use. */
    private static final List<Supplier<ModelEdit>> EDITS = List.of(
            () -> ModelEdits.mirror('x'), ModelEdits::flipWinding, () -> ModelEdits.center(false), ModelEdits::ground,
            () -> ModelEdits.up(Axis.Y_UP), () -> ModelEdits.handedness(Handedness.LEFT), ModelEdits::mergeMeshes,
            () -> ModelEdits.lod(3, 0.5), () -> ModelEdits.simplify(0.5), () -> ModelEdits.simplifyTriangles(4),
            () -> ModelEdits.simplifyError(0.05), () -> ModelEdits.limitWeights(2), ModelEdits::dedup,
            () -> ModelEdits.normals(60), ModelEdits::tangents, ModelEdits::optimize,
            () -> ModelEdits.splitMeshes(64, 96), () -> ModelEdits.splitJoints(4), () -> ModelEdits.weld(0.01));

    @FuzzTest(maxDuration = "30s")
    void anyModelThroughEdits(byte[] input) throws IOException {
        if (input.length < 3) {
            return;
        }
        ModelFormat from = ConvertFuzzTest.source(input[0]);
        Model model = ConvertFuzzTest.read(input, 3, from);
        if (model == null) {
            return;
        }
        List<ModelEdit> edits = new ArrayList<>();
        StringBuilder names = new StringBuilder(from.name());
        for (int i = 1; i <= 2; i++) {
            int pick = input[i] & 0xff;
            if (pick < EDITS.size()) {
                edits.add(EDITS.get(pick).get());
                names.append(" edit ").append(pick);
            }
        }
        Model edited = ModelEdits.apply(model, edits, "fuzz", new Diagnostics(16));
        ConvertFuzzTest.writeToEvery(edited, names.toString());
    }
}
