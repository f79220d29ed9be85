package io.meshport.iqe.internal.compile;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.Transform;
import io.meshport.text.pool.FloatList;
import io.meshport.text.pool.IntList;

/**
 * Collects one animation's poses frame by frame. A {@code frame} command closes the frame in
 * progress; poses before the first {@code frame} form a frame too (as the reference compiler
 * reads them), and a frame without poses is no frame.
 */
final class IqeAnimationBuilder {
    String name;
    final int line;
    float framerate;
    boolean loop;
    private final FloatList channels = new FloatList(256);
    private final IntList frameStarts = new IntList(16);

    IqeAnimationBuilder(String name, int line) {
        this.name = name;
        this.line = line;
        frameStarts.add(0);
    }

    void pose(Transform t) {
        for (int c = 0; c < Transform.CHANNELS; c++) {
            channels.add(t.channel(c));
        }
    }

    void frame() {
        if (poseCount() > frameStarts.get(frameStarts.size() - 1)) {
            frameStarts.add(poseCount());
        }
    }

    private int poseCount() {
        return channels.size() / Transform.CHANNELS;
    }

    /** The most poses any frame has. */
    int widestFrame() {
        int widest = 0;
        for (int f = 0; f < frameStarts.size(); f++) {
            widest = Math.max(widest, end(f) - frameStarts.get(f));
        }
        return widest;
    }

    private int end(int f) {
        return f + 1 < frameStarts.size() ? frameStarts.get(f + 1) : poseCount();
    }

    /** Frames of exactly {@code joints} poses: short frames padded with identity, long ones cut. */
    Animation build(int joints, Diagnostics diagnostics, String source) {
        FloatList out = new FloatList(channels.size());
        int frames = 0;
        boolean padded = false;
        boolean cut = false;
        for (int f = 0; f < frameStarts.size(); f++) {
            int start = frameStarts.get(f);
            int count = end(f) - start;
            if (count == 0) {
                continue;
            }
            frames++;
            for (int j = 0; j < joints; j++) {
                if (j < count) {
                    for (int c = 0; c < Transform.CHANNELS; c++) {
                        out.add(channels.get((start + j) * Transform.CHANNELS + c));
                    }
                } else {
                    padded = true;
                    for (int c = 0; c < Transform.CHANNELS; c++) {
                        out.add(Transform.IDENTITY.channel(c));
                    }
                }
            }
            cut |= count > joints;
        }
        if (padded) {
            diagnostics.warn(source, line, 0, "animation \"" + name + "\" has frames with fewer poses than "
                    + joints + " joints; the missing poses are identity");
        }
        if (cut) {
            diagnostics.warn(source, line, 0, "animation \"" + name + "\" has frames with more poses than "
                    + joints + " joints; the extra poses are ignored");
        }
        if (joints == 0) {
            return Animation.empty(name, framerate, loop, 0);
        }
        return Animation.of(name, framerate, loop, joints, out.toArray());
    }
}
