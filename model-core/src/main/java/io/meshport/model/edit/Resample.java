package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.derive.SkinnedBounds;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --resample FPS}: every animation sampled again at FPS over the time it spans (its last
 * frame kept where the new rate reaches it): translations and scales interpolated linearly,
 * rotations by slerp along the shorter arc. Exact where the new rate divides the old (every new
 * frame is an old one). Frame bounds are computed again from the skin, or left out (reported)
 * where there is none. Animations without a frame rate are left as they are, reported.
 *
 * @param fps the new frame rate, above 0
 */
record Resample(double fps) implements ModelEdit {
    Resample {
        if (!(fps > 0) || Double.isInfinite(fps)) {
            throw new IllegalArgumentException("a frame rate is a positive number, not " + fps);
        }
    }

    @Override
    public String name() {
        return "resample";
    }

    @Override
    public String parameters() {
        return fps == Math.rint(fps) ? String.valueOf((long) fps) : String.valueOf(fps);
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        List<Animation> out = new ArrayList<>();
        List<String> done = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        for (Animation a : model.animations()) {
            if (!(a.framerate() > 0) || a.frameCount() == 0) {
                skipped.add(a.name());
                out.add(a);
            } else if (a.framerate() == (float) fps) {
                out.add(a);
            } else {
                Animation r = resampled(a);
                done.add(a.name() + " " + a.frameCount() + " -> " + r.frameCount() + " frames");
                out.add(r);
            }
        }
        if (!skipped.isEmpty()) {
            EditReport.unchanged(this, source, report, "animations without a frame rate left as they are: "
                    + EditReport.names(skipped));
        }
        if (done.isEmpty()) {
            EditReport.changed(this, source, report, "no animation resampled");
            return model;
        }
        EditReport.changed(this, source, report, String.join(", ", done));
        Model.Builder b = model.toBuilder().animations(out).frameBounds(List.of());
        if (!model.frameBounds().isEmpty()) {
            List<Bounds> bounds = SkinnedBounds.of(b.build());
            if (bounds.isEmpty()) {
                EditReport.unchanged(this, source, report, "frame bounds left out: there is no skin to compute them from");
            }
            b.frameBounds(bounds);
        }
        return b.build();
    }

    private Animation resampled(Animation a) {
        double old = a.framerate();
        int n = a.frameCount();
        int joints = a.jointCount();
        double duration = (n - 1) / old;
        long frames = (long) Math.floor(duration * fps + 1e-9) + 1;
        if (frames * joints * Transform.CHANNELS > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("animation '" + a.name() + "' at " + fps + " frames a second has more"
                    + " frames than an animation holds");
        }
        float[] src = a.channels();
        float[] dst = new float[(int) (frames * joints * Transform.CHANNELS)];
        for (int k = 0; k < frames; k++) {
            double at = k * old / fps;
            int i = (int) Math.min(n - 1, Math.floor(at + 1e-9));
            double f = i >= n - 1 ? 0 : Math.max(0, at - i);
            for (int j = 0; j < joints; j++) {
                int s0 = (i * joints + j) * Transform.CHANNELS;
                int s1 = (Math.min(i + 1, n - 1) * joints + j) * Transform.CHANNELS;
                int d = (k * joints + j) * Transform.CHANNELS;
                if (f < 1e-9) {
                    System.arraycopy(src, s0, dst, d, Transform.CHANNELS);
                    continue;
                }
                for (int c : new int[] {0, 1, 2, 7, 8, 9}) {
                    dst[d + c] = (float) (src[s0 + c] + (src[s1 + c] - src[s0 + c]) * f);
                }
                slerp(src, s0 + 3, s1 + 3, f, dst, d + 3);
            }
        }
        return Animation.of(a.name(), (float) fps, a.loop(), joints, dst);
    }

    /** The quaternion {@code f} of the way from the one at {@code a} to the one at {@code b}, the shorter way. */
    private static void slerp(float[] q, int a, int b, double f, float[] out, int at) {
        double dot = 0;
        for (int c = 0; c < 4; c++) {
            dot += q[a + c] * (double) q[b + c];
        }
        double sign = dot < 0 ? -1 : 1;
        dot = Math.abs(dot);
        double wa;
        double wb;
        if (dot > 0.9995) {
            wa = 1 - f;
            wb = f;
        } else {
            double theta = Math.acos(Math.min(1, dot));
            double sin = Math.sin(theta);
            wa = Math.sin((1 - f) * theta) / sin;
            wb = Math.sin(f * theta) / sin;
        }
        double len = 0;
        double[] r = new double[4];
        for (int c = 0; c < 4; c++) {
            r[c] = wa * q[a + c] + wb * sign * q[b + c];
            len += r[c] * r[c];
        }
        len = Math.sqrt(len);
        for (int c = 0; c < 4; c++) {
            out[at + c] = (float) (len > 0 ? r[c] / len : c == 3 ? 1 : 0);
        }
    }
}
