package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code --rename-joints FILE}: joints renamed by a two-column map (animations and weights name
 * joints by index, so they follow). A renaming that would give two joints one name is refused
 * for that joint, reported; a name in the map that names no joint is a warning.
 *
 * @param map old names to new ones
 * @param described how the map is named in the report (its file)
 */
record JointRenaming(Map<String, String> map, String described) implements ModelEdit {
    JointRenaming {
        map = Map.copyOf(map);
    }

    @Override
    public String name() {
        return "rename-joints";
    }

    @Override
    public String parameters() {
        return described;
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        Set<String> names = new LinkedHashSet<>();
        model.joints().forEach(j -> names.add(j.name()));
        // the names after renaming, counted: a renamed joint whose new name would be taken twice keeps its own
        Map<String, Integer> taken = new java.util.HashMap<>();
        for (Joint j : model.joints()) {
            taken.merge(map.getOrDefault(j.name(), j.name()), 1, Integer::sum);
        }
        Map<String, String> renamed = new LinkedHashMap<>();
        List<String> clashes = new ArrayList<>();
        List<Joint> joints = new ArrayList<>();
        for (Joint j : model.joints()) {
            String now = map.getOrDefault(j.name(), j.name());
            if (!now.equals(j.name()) && taken.get(now) > 1) {
                clashes.add(j.name() + " -> " + now);
                now = j.name();
            }
            if (!now.equals(j.name())) {
                renamed.put(j.name(), now);
            }
            joints.add(now.equals(j.name()) ? j : new Joint(now, j.parent(), j.basePose()));
        }
        Set<String> unmatched = new java.util.TreeSet<>(map.keySet());
        unmatched.removeAll(names);
        if (!unmatched.isEmpty()) {
            EditReport.unchanged(this, source, report, "no joint is named " + EditReport.names(unmatched));
        }
        if (!clashes.isEmpty()) {
            EditReport.unchanged(this, source, report, "not renamed, as another joint has the name: "
                    + String.join(", ", clashes));
        }
        if (renamed.isEmpty()) {
            EditReport.changed(this, source, report, "no joint renamed");
            return model;
        }
        EditReport.changed(this, source, report, EditReport.count(renamed.size(), "joint") + " renamed: "
                + EditReport.renamings(renamed));
        return model.toBuilder().joints(joints).build();
    }
}
