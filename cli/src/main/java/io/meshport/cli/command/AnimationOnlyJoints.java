package io.meshport.cli.command;

import io.meshport.io.Diagnostics;
import io.meshport.model.Model;
import java.util.List;

/** What {@code meshport iqm} writes of the joints of a result without meshes, as the reference does. */
final class AnimationOnlyJoints {
    private AnimationOnlyJoints() {
    }

    /**
     * {@code model} without its joints when it has no meshes, unless {@code forceJoints}: the
     * reference writes joints only with meshes or {@code -j}, so animation-only files carry poses
     * alone. {@code notes} says when joints are left out. For {@code meshport iqm}.
     */
    static Model jointsOnlyWithMeshes(Model model, boolean forceJoints, String out, Diagnostics notes) {
        if (model.meshes().isEmpty() && !model.joints().isEmpty() && !forceJoints) {
            notes.warn(out, "joints left out: the result has no meshes (use --forcejoints to keep them)");
            return model.toBuilder().joints(List.of()).build();
        }
        return model;
    }
}
