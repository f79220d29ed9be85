package io.meshport.format;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import java.util.ArrayList;
import java.util.List;

/**
 * The skeleton a format that always writes one (MD5, SMD: the mesh file declares the joints that the
 * animation files beside it pose) writes for a model: the model's joints; for a model without
 * joints whose animations pose some, that many unnamed roots; for a model with neither, one root
 * that every vertex hangs on, which the format marks so that its reader leaves it out again.
 */
public final class WrittenSkeleton {
    private WrittenSkeleton() {
    }

    /**
     * The joints to write for {@code model}: its own; else {@code joint0}, {@code joint1}, ... as
     * roots at rest, one for each joint its animations pose (reported to {@code losses} as converted,
     * the message ending with {@code note}); else the one root joint {@code root} at rest.
     *
     * @param root the name of the one joint of a model without joints or poses
     * @param format the format's name, naming the report
     * @param note what the format adds to the report ({@code ""}, or a space and words in parentheses)
     * @return the model's joints, or a new list
     */
    public static List<Joint> joints(Model model, String root, String format, String note, Diagnostics losses) {
        if (!model.joints().isEmpty()) {
            return model.joints();
        }
        int posed = model.animations().stream().mapToInt(Animation::jointCount).max().orElse(0);
        List<Joint> joints = new ArrayList<>();
        if (posed == 0) {
            joints.add(new Joint(root, -1, Transform.IDENTITY));
            return joints;
        }
        for (int j = 0; j < posed; j++) {
            joints.add(new Joint("joint" + j, -1, Transform.IDENTITY));
        }
        losses.converted(format, "the animations' " + posed + " joints have no names or parents here: they are written"
                + " as roots joint0 to joint" + (posed - 1) + note);
        return joints;
    }
}
