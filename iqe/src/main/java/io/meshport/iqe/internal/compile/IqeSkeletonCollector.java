package io.meshport.iqe.internal.compile;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqe.IqeCommand;
import io.meshport.iqe.IqeDocument;
import io.meshport.model.Animation;
import io.meshport.model.Joint;
import io.meshport.model.Transform;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The skeleton and animations of a file, collected during the compiler's walk: joints, the poses
 * before the first {@code animation} (base poses, the N-th for the N-th joint) and after it
 * (that animation's frames), {@code loop}, {@code framerate} and {@code frame}.
 */
final class IqeSkeletonCollector {
    private final String source;
    private final Diagnostics diagnostics;
    private final List<String> jointNames = new ArrayList<>();
    private final List<Integer> jointParents = new ArrayList<>();
    private final List<Transform> basePoses = new ArrayList<>();
    private final List<IqeAnimationBuilder> animations = new ArrayList<>();
    /** The animation poses go to; null before the first {@code animation} command. */
    private IqeAnimationBuilder animation;

    IqeSkeletonCollector(String source, Diagnostics diagnostics) {
        this.source = source;
        this.diagnostics = diagnostics;
    }

    /** A {@code pq}, {@code pm} or {@code pa} command. */
    void pose(IqeDocument doc, int i) {
        if (animation == null) {
            basePoses.add(IqePoses.pose(doc, i));
        } else {
            animation.pose(IqePoses.pose(doc, i));
        }
    }

    /** A {@code joint} command; its parent must be an earlier joint, so the model keeps parents first. */
    void joint(IqeDocument doc, int i) throws ModelFormatException {
        int parent = doc.intArgument(i, 1);
        parent = parent == IqeDocument.ABSENT_INT || parent < 0 ? -1 : parent;
        if (parent >= jointNames.size()) {
            throw ModelFormatException.atLine(source, doc.sourceLine(i), 0, "joint \"" + doc.stringArgument(i, 0)
                    + "\" has parent " + parent + ", which is not an earlier joint");
        }
        jointNames.add(doc.stringArgument(i, 0));
        jointParents.add(parent);
    }

    /** {@code animation}, {@code loop}, {@code framerate} or {@code frame}. */
    void animationCommand(IqeDocument doc, int i) {
        IqeCommand c = doc.command(i);
        int line = doc.sourceLine(i);
        if (c == IqeCommand.ANIMATION) {
            animation = new IqeAnimationBuilder(doc.stringArgument(i, 0), line);
            animations.add(animation);
            return;
        }
        if (animation == null) {
            diagnostics.warn(source, line, 0, c.keyword() + " before any animation ignored");
            return;
        }
        switch (c) {
            case LOOP -> animation.loop = true;
            case FRAMERATE -> animation.framerate = framerate(doc.floatArgument(i, 0), line);
            case FRAME -> animation.frame();
            default -> throw new IllegalArgumentException(c + " is no animation command");
        }
    }

    private float framerate(float fps, int line) {
        if (!(fps >= 0) || Float.isInfinite(fps)) {
            diagnostics.warn(source, line, 0, "framerate " + fps + " is not a rate; 0 used");
            return 0;
        }
        return fps;
    }

    /** The joints with their base poses; missing poses are identity (with a warning), extra ones ignored. */
    List<Joint> joints() {
        List<Joint> joints = new ArrayList<>();
        for (int j = 0; j < jointNames.size(); j++) {
            Transform base = j < basePoses.size() ? basePoses.get(j) : Transform.IDENTITY;
            joints.add(new Joint(jointNames.get(j), jointParents.get(j), base));
        }
        if (basePoses.size() < jointNames.size()) {
            diagnostics.warn(source, (jointNames.size() - basePoses.size()) + " joints have no base pose; identity used");
        } else if (basePoses.size() > jointNames.size()) {
            diagnostics.warn(source, (basePoses.size() - jointNames.size())
                    + " base poses have no joint and are ignored");
        }
        return joints;
    }

    /**
     * The animations, each frame of {@code jointCount} poses; without joints, of as many poses as
     * the widest frame. Unnamed ones get a name no other animation of the file has (iqe.txt).
     */
    List<Animation> animations(int jointCount) {
        int poses = jointCount;
        if (poses == 0) {
            for (IqeAnimationBuilder a : animations) {
                poses = Math.max(poses, a.widestFrame());
            }
        }
        nameUnnamed();
        List<Animation> built = new ArrayList<>(animations.size());
        for (IqeAnimationBuilder a : animations) {
            built.add(a.build(poses, diagnostics, source));
        }
        return built;
    }

    private void nameUnnamed() {
        Set<String> names = new HashSet<>();
        for (IqeAnimationBuilder a : animations) {
            if (a.name != null) {
                names.add(a.name);
            }
        }
        int dummy = 0;
        for (IqeAnimationBuilder a : animations) {
            if (a.name == null) {
                String n;
                do {
                    n = "animation" + ++dummy;
                } while (names.contains(n));
                names.add(n);
                a.name = n;
            }
        }
    }
}
