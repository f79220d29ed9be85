package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code --bind-pose-from FILE}: every joint's base pose taken from the joint of the same name in
 * another model (asstools' {@code copybindpose}: a skeleton made to match another's rest pose, so
 * that animations made for one play on the other). Meshes, animations and the joints' order and
 * parents stay; joints the other model does not name keep theirs, reported.
 *
 * @param from the model whose joints give the poses
 * @param described how that model is named in the report (its file)
 */
record BindPoseCopy(Model from, String described) implements ModelEdit {
    @Override
    public String name() {
        return "bind-pose-from";
    }

    @Override
    public String parameters() {
        return described;
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        Map<String, Joint> byName = new HashMap<>();
        for (Joint j : from.joints()) {
            byName.putIfAbsent(j.name(), j);
        }
        List<Joint> joints = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        int copied = 0;
        for (Joint j : model.joints()) {
            Joint other = byName.get(j.name());
            if (other == null) {
                missing.add(j.name());
                joints.add(j);
            } else {
                copied += other.basePose().equals(j.basePose()) ? 0 : 1;
                joints.add(new Joint(j.name(), j.parent(), other.basePose()));
            }
        }
        if (!missing.isEmpty()) {
            EditReport.unchanged(this, source, report, "joints " + described + " does not name keep their pose: "
                    + EditReport.names(missing));
        }
        if (copied == 0) {
            EditReport.changed(this, source, report, "no joint's pose differs from " + described + "'s");
            return model;
        }
        EditReport.changed(this, source, report, "the base poses of " + EditReport.count(copied, "joint")
                + " taken from " + described);
        return model.toBuilder().joints(joints).build();
    }
}
