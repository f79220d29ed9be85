package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.Axis;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --zero-root}: animations made "in place": every root joint keeps, in every frame, the
 * position across the floor it has in the animation's first frame (the motion along the up axis,
 * a jump or a crouch, stays), as engines that move the character in code want. Rotations and the
 * other joints are left alone. Without a skeleton nothing is a root, reported.
 */
record RootMotionRemoval() implements ModelEdit {
    @Override
    public String name() {
        return "zero-root";
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        if (model.joints().isEmpty()) {
            EditReport.unchanged(this, source, report, "the model has no skeleton: no root to hold in place");
            return model;
        }
        int up = model.conventions().up() == Axis.Y_UP ? 1 : 2;
        List<Animation> out = new ArrayList<>();
        List<String> changed = new ArrayList<>();
        for (Animation a : model.animations()) {
            float[] ch = a.channels();
            boolean moved = false;
            for (int j = 0; j < Math.min(a.jointCount(), model.joints().size()); j++) {
                if (!model.joints().get(j).isRoot() || a.frameCount() == 0) {
                    continue;
                }
                for (int f = 1; f < a.frameCount(); f++) {
                    int at = (f * a.jointCount() + j) * Transform.CHANNELS;
                    for (int c = 0; c < 3; c++) {
                        if (c != up && ch[at + c] != ch[j * Transform.CHANNELS + c]) {
                            ch[at + c] = ch[j * Transform.CHANNELS + c];
                            moved = true;
                        }
                    }
                }
            }
            if (moved) {
                changed.add(a.name());
                out.add(Animation.of(a.name(), a.framerate(), a.loop(), a.jointCount(), ch));
            } else {
                out.add(a);
            }
        }
        if (changed.isEmpty()) {
            EditReport.changed(this, source, report, "no animation moves a root across the floor");
            return model;
        }
        EditReport.changed(this, source, report, "the roots of " + EditReport.count(changed.size(), "animation")
                + " held at their first frame's place across the floor (" + "XYZ".charAt(up) + " kept): "
                + EditReport.names(changed));
        Model.Builder b = model.toBuilder().animations(out);
        if (!model.frameBounds().isEmpty()) {
            b.frameBounds(io.meshport.model.derive.SkinnedBounds.of(b.frameBounds(List.of()).build()));
        }
        return b.build();
    }
}
