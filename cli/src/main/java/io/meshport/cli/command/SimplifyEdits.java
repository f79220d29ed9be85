package io.meshport.cli.command;

import io.meshport.model.edit.ModelEdit;
import io.meshport.model.simplify.AttributeWeights;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What the simplify options of {@link ModelEditOptions} share: the attribute weights
 * ({@code --simplify-attributes}, for the simplifications after it, in command-line order) and
 * {@code --simplify-permissive}, which holds for every simplification wherever it is given (a flag
 * a user adds at the end is expected to count): each simplification is kept beside its edit in
 * the pipeline so that it can be made again permissive once the whole command line is read.
 */
final class SimplifyEdits {
    private AttributeWeights weights = AttributeWeights.NONE;
    private boolean permissive;
    /** Each simplification's place in the pipeline and the same edit made permissive. */
    private final Map<Integer, Supplier<ModelEdit>> permissiveEdits = new HashMap<>();

    /** The weights of the simplifications added after this. */
    void weights(AttributeWeights w) {
        weights = w;
    }

    /** Makes every simplification, before or after this, permissive ({@link AttributeWeights#permissive()}). */
    void permissive(boolean on) {
        permissive = on;
    }

    /** Whether {@code --simplify-permissive} was given (writers' own simplifications follow it too). */
    boolean permissive() {
        return permissive;
    }

    /** Adds to {@code pipeline} the simplification {@code edit} makes with the weights given so far. */
    void add(List<ModelEdit> pipeline, Function<AttributeWeights, ModelEdit> edit) {
        AttributeWeights given = weights;
        permissiveEdits.put(pipeline.size(), () -> edit.apply(given.withPermissive(true)));
        pipeline.add(edit.apply(given));
    }

    /** {@code pipeline} as it runs: its simplifications permissive when that was asked for anywhere. */
    List<ModelEdit> finished(List<ModelEdit> pipeline) {
        List<ModelEdit> out = new ArrayList<>(pipeline);
        if (permissive) {
            permissiveEdits.forEach((at, edit) -> out.set(at, edit.get()));
        }
        return out;
    }
}
