package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Model;

/**
 * One edit of a model, as a value: what a modder does by hand between "exported" and "loads right
 * in the game" (mirror, centre, rename, trim, limit weights...). Made by {@link ModelEdits}; run in
 * order by {@link ModelEdits#apply}. An edit keeps the model consistent: per-mesh extras move with
 * their mesh, extras that hold coordinates are mapped with the geometry, triangle streams follow
 * their triangles, per-frame bounds are recomputed when frames change. It says in the report what
 * it changed.
 */
public interface ModelEdit {
    /**
     * The edit's name, as {@code meshport convert} takes it: {@code mirror}, {@code rename-material}.
     *
     * @return the name
     */
    String name();

    /**
     * The edit's parameters, as the command line gives them: {@code x}, {@code skin=hero_skin}.
     *
     * @return the parameters; by default none (empty)
     */
    default String parameters() {
        return "";
    }

    /**
     * The edited model.
     *
     * @param model the model
     * @param source the name the report names (the file being written, say)
     * @param report where what changed is reported, as conversions, and what could not be done, as warnings
     * @return the edited model; {@code model} itself when nothing changes
     */
    Model apply(Model model, String source, Diagnostics report);
}
