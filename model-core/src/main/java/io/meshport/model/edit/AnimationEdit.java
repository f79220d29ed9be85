package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.List;

/**
 * The animation edits: {@code --rename-animation A=B}, {@code --remove-animation NAME,...},
 * {@code --keep-animation NAME,...}, {@code --loop-animation NAME}, {@code --no-loop-animation NAME},
 * {@code --trim NAME:START:END} (frames START to END, 0-based, inclusive) and
 * {@code --split-animation NAME:START:END:NEW} (those frames as a new animation NEW after the
 * others: one long take cut into named clips, as a Tesseract {@code iqmanim} range or a DarkPlaces
 * framegroup does). Per-frame bounds follow their frames. A name that matches no animation is a
 * warning.
 *
 * @param name the option's name
 * @param names the animations it is about
 * @param to the new name ({@code rename-animation}, {@code split-animation}), else null
 * @param first the first frame kept ({@code trim}, {@code split-animation}), else 0
 * @param last the last frame kept, inclusive ({@code trim}, {@code split-animation}), else -1
 */
record AnimationEdit(String name, List<String> names, String to, int first, int last) implements ModelEdit {
    AnimationEdit {
        names = List.copyOf(names);
        if (names.isEmpty()) {
            throw new IllegalArgumentException("no animation names given");
        }
        if (first < 0 || (last >= 0 && last < first)) {
            throw new IllegalArgumentException("frames " + first + " to " + last + " are no range");
        }
    }

    @Override
    public String parameters() {
        String what = String.join(",", names);
        return switch (name) {
            case "rename-animation" -> what + "=" + to;
            case "trim" -> what + ":" + first + ":" + last;
            case "split-animation" -> what + ":" + first + ":" + last + ":" + to;
            default -> what;
        };
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        List<Animation> out = new ArrayList<>();
        List<Animation> added = new ArrayList<>();
        List<String> done = new ArrayList<>();
        // per old animation, its first frame in the model's frame list: for cutting frame bounds with it
        List<int[]> frames = new ArrayList<>();
        List<int[]> addedFrames = new ArrayList<>();
        int at = 0;
        for (Animation a : model.animations()) {
            boolean named = names.contains(a.name());
            int count = a.frameCount();
            switch (name) {
                case "remove-animation", "keep-animation" -> {
                    if (named == name.equals("keep-animation")) {
                        out.add(a);
                        frames.add(new int[] {at, count});
                    } else {
                        done.add(a.name());
                    }
                }
                case "trim", "split-animation" -> {
                    out.add(a);
                    frames.add(new int[] {at, count});
                    if (named) {
                        int end = Math.min(last, count - 1);
                        if (first >= count) {
                            EditReport.unchanged(this, source, report, "'" + a.name() + "' has " + count
                                    + " frames: none from " + first);
                            break;
                        }
                        Animation clip = a.frames(first, end - first + 1);
                        if (name.equals("trim")) {
                            out.set(out.size() - 1, clip);
                            frames.set(frames.size() - 1, new int[] {at + first, end - first + 1});
                        } else {
                            added.add(clip.withMetadata(to, clip.framerate(), clip.loop()));
                            addedFrames.add(new int[] {at + first, end - first + 1});
                        }
                        done.add(a.name() + " frames " + first + "-" + end + (end < last ? " (the last it has)" : ""));
                    }
                }
                default -> {
                    boolean loop = name.equals("loop-animation");
                    out.add(!named ? a : name.equals("rename-animation") ? a.withMetadata(to, a.framerate(), a.loop())
                            : a.withMetadata(a.name(), a.framerate(), loop));
                    frames.add(new int[] {at, count});
                    if (named) {
                        done.add(a.name());
                    }
                }
            }
            at += count;
        }
        List<String> unmatched = new ArrayList<>(names);
        model.animations().forEach(a -> unmatched.remove(a.name()));
        if (!unmatched.isEmpty()) {
            EditReport.unchanged(this, source, report, "no animation is named " + EditReport.names(unmatched));
        }
        if (done.isEmpty()) {
            EditReport.changed(this, source, report, "no animation changed");
            return model;
        }
        // split clips go after every animation, in the order made
        List<int[]> order = new ArrayList<>(frames);
        order.addAll(addedFrames);
        out.addAll(added);
        EditReport.changed(this, source, report, switch (name) {
            case "remove-animation", "keep-animation" -> EditReport.count(done.size(), "animation") + " left out: "
                    + EditReport.names(done);
            case "split-animation" -> "'" + to + "' made of " + String.join(", ", done);
            case "trim" -> "trimmed to " + String.join(", ", done);
            case "rename-animation" -> EditReport.names(done) + " renamed '" + to + "'";
            default -> EditReport.names(done) + (name.equals("loop-animation") ? " loops" : " plays once");
        });
        Model.Builder b = model.toBuilder().animations(out);
        if (!model.frameBounds().isEmpty()) {
            b.frameBounds(bounds(model, order));
        }
        return b.build();
    }

    /** The edited model's frame bounds: the old bounds of the frames kept, in their new order (frames are only chosen). */
    private static List<Bounds> bounds(Model old, List<int[]> order) {
        List<Bounds> out = new ArrayList<>();
        for (int[] range : order) {
            if (range[0] + range[1] > old.frameBounds().size()) {
                return List.of(); // bounds that did not cover the frames are not made up
            }
            out.addAll(old.frameBounds().subList(range[0], range[0] + range[1]));
        }
        return out;
    }
}
