package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.List;

/**
 * The per-input animation settings of the IQM compiler ({@code --name}, {@code --fps},
 * {@code --loop}, {@code --start}, {@code --end} written before an input file), with its
 * semantics: they apply only when the input holds exactly one animation; a framerate applies
 * only when positive; {@code loop} only sets the flag; {@code start} (negative means 0) and
 * {@code end} are frame indexes into the animation as read, {@code end} inclusive, and
 * {@code end = -1} means "to the last frame" while a smaller negative {@code end} counts from
 * the end as the reference does (last kept index = frames + end + 1, so {@code -2} still keeps
 * the last frame and {@code -3} drops it).
 *
 * @param name new name, or null to keep it
 * @param framerate new frames per second; ignored unless positive
 * @param loop whether to set the loop flag
 * @param start first frame kept
 * @param end last frame kept (see above)
 */
public record AnimationOptions(String name, double framerate, boolean loop, int start, int end) {
    /** No settings: applying them changes nothing, as an input without options in the reference. */
    public static final AnimationOptions NONE = new AnimationOptions(null, 0, false, 0, -1);

    /** Takes a negative {@code start} as 0, as the reference does. */
    public AnimationOptions {
        start = Math.max(start, 0);
    }

    /** Whether these are the settings of {@link #NONE}, which change nothing. */
    public boolean isNone() {
        // field by field rather than equals(NONE): a record's equals is linked on its first call
        // (method handles spun at run time), a short conversion's dearest single step
        return name == null && Double.compare(framerate, NONE.framerate) == 0 && !loop && start == NONE.start
                && end == NONE.end;
    }

    /**
     * {@code model} with these settings applied to its animation. When it has no animation or
     * more than one, the model is returned unchanged and {@code warnings} says why the settings
     * were ignored (the reference ignores them silently).
     */
    public Model applyTo(Model model, String source, Diagnostics warnings) {
        if (isNone()) {
            return model;
        }
        if (model.animations().size() != 1) {
            warnings.warn(source, "animation options ignored: the input has " + model.animations().size()
                    + " animations, they apply only to an input with exactly one");
            return model;
        }
        Animation a = model.animations().get(0);
        int frames = a.frameCount();
        long last = end >= 0 ? end : end == -1 ? frames - 1L : Math.max(frames + (long) end + 1, 0);
        int first = Math.min(start, frames);
        int count = (int) Math.max(0, Math.min(last, frames - 1L) - first + 1);
        Animation selected = a.frames(first, count).withMetadata(name != null ? name : a.name(),
                framerate > 0 ? (float) framerate : a.framerate(), a.loop() || loop);
        Model.Builder b = model.toBuilder().animations(List.of(selected));
        if (!model.frameBounds().isEmpty()) {
            b.frameBounds(new ArrayList<Bounds>(model.frameBounds().subList(first, first + count)));
        }
        return b.build();
    }
}
