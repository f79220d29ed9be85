package io.meshport.model.derive;

import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * One model's skinned bounds ({@link SkinnedBounds#of}), computed by {@link #run} on one thread,
 * which a second thread that would otherwise wait for them may join part way ({@link #help}).
 *
 * <p>Why: with trees ({@link JointSetTrees}) frames are taken in order on one thread, as the
 * trees are split while frames look into them. A writer runs this beside its own work and waits
 * for the result only near the end of its file; on a small model with many frames the bounds
 * finished last (a 62,500-vertex model with 100 frames: the writer waited 3.4 ms of a 15 ms
 * write, where at 16 times the vertices it never waited). A thread that comes to wait instead
 * takes frames from the last one backwards, while this one goes on forwards, until they meet.
 * When it comes, the trees are frozen at this thread's next frame: from then on nothing is
 * split, both threads only read them, and a box that would have been split has its points
 * moved as they lie. The bounds are the same whichever thread takes a frame and whenever the
 * trees froze (up to the sign of a zero extreme, as with trees at all).
 */
public final class SkinnedBoundsComputation {
    private final Model model;
    private final boolean clustered;

    // Set by run() before it lets a helper in ("ready"), then read by both.
    private List<SkinnedBounds.Skin> skins;
    private List<int[]> frames;
    private double[][] inverseBase;
    private Bounds[] out;

    // Guarded by this.
    private boolean ready;
    /** The next frame from the front, and one past the last frame not yet taken from the back. */
    private int front;
    private int back;
    private boolean helpWanted;
    private boolean frozen;
    /** The walking thread's extremes when the trees froze: where a helper starts. */
    private int[][] extremesAtFreeze;
    /** Whether a helper is computing a frame it took. */
    private boolean helperBusy;
    /** Told each frame {@link #run} finished (tests: to let a helper in at a chosen frame). */
    private IntConsumer afterFrame = i -> { };

    SkinnedBoundsComputation(Model model, boolean clustered) {
        this.model = model;
        this.clustered = clustered;
    }

    /** The computation of {@code model}'s bounds, not started. */
    public static SkinnedBoundsComputation of(Model model) {
        return new SkinnedBoundsComputation(model, true);
    }

    /**
     * Computes the bounds, as {@link SkinnedBounds#of}; call once. Frames a helper took are
     * waited for, so that the result is whole.
     */
    public List<Bounds> run() {
        if (!SkinnedBounds.derivable(model)) {
            return List.of();
        }
        List<Joint> joints = model.joints();
        inverseBase = SkinnedBounds.inverseBase(joints);
        skins = SkinnedBounds.skins(model, clustered);
        frames = new ArrayList<>(model.frameCount());
        for (int a = 0; a < model.animations().size(); a++) {
            for (int f = 0; f < model.animations().get(a).frameCount(); f++) {
                frames.add(new int[] {a, f});
            }
        }
        out = new Bounds[frames.size()];
        if (skins.stream().noneMatch(s -> s.trees != null)) {
            // The plain computation's frames are independent: on all cores, each from its own pose.
            IntStream.range(0, frames.size()).parallel().forEach(i -> out[i] = frame(i, null));
            return List.of(out);
        }
        int[][] extremes = new int[skins.size()][];
        for (int s = 0; s < extremes.length; s++) {
            extremes[s] = JointSetTrees.extremes();
        }
        synchronized (this) {
            back = frames.size();
            ready = true;
        }
        try {
            for (int i; (i = takeFront(extremes)) >= 0; ) {
                out[i] = frame(i, extremes);
                afterFrame.accept(i);
            }
        } finally {
            synchronized (this) {
                back = front; // a failure here leaves nothing for a helper to take
                notifyAll();
                awaitHelper();
            }
        }
        return List.of(out);
    }

    /**
     * Takes frames from the back until none is left, on the calling thread, when {@link #run} is
     * taking frames on another; returns at once when it is not (yet) or has none left. Whether
     * or not it helped, the caller then waits for {@link #run}'s result as before.
     */
    public void help() {
        int[][] extremes;
        synchronized (this) {
            if (!ready || front >= back) {
                return;
            }
            helpWanted = true;
            boolean interrupted = false;
            while (!frozen && front < back) {
                try {
                    wait(); // until run() finishes the frame it is on
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            if (front >= back) {
                return;
            }
            extremes = new int[extremesAtFreeze.length][];
            for (int s = 0; s < extremes.length; s++) {
                extremes[s] = extremesAtFreeze[s] == null ? null : extremesAtFreeze[s].clone();
            }
        }
        try {
            for (int i; (i = takeBack()) >= 0; ) {
                out[i] = frame(i, extremes);
            }
        } finally {
            synchronized (this) {
                helperBusy = false;
                notifyAll();
            }
        }
    }

    /** The next frame from the front, or -1; freezes the trees first when a helper asked. */
    private synchronized int takeFront(int[][] extremes) {
        if (helpWanted && !frozen) {
            for (SkinnedBounds.Skin s : skins) {
                if (s.trees != null) {
                    s.trees.freeze();
                }
            }
            extremesAtFreeze = new int[extremes.length][];
            for (int s = 0; s < extremes.length; s++) {
                extremesAtFreeze[s] = extremes[s].clone();
            }
            frozen = true;
            notifyAll();
        }
        return front < back ? front++ : -1;
    }

    /** The next frame from the back, or -1; the helper's frame before it is done. */
    private synchronized int takeBack() {
        helperBusy = front < back;
        return helperBusy ? --back : -1;
    }

    /** Waits (holding the lock) until a helper is done with the frame it took. */
    private void awaitHelper() {
        boolean interrupted = false;
        while (helperBusy) {
            try {
                wait();
            } catch (InterruptedException e) {
                interrupted = true; // the result needs that frame: one frame's wait
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Tests: {@code hook} is told each frame {@link #run} finishes, on its thread. */
    void afterEachFrame(IntConsumer hook) {
        afterFrame = hook;
    }

    /** Whether a helper asked to join (it then waits for the trees to freeze). */
    synchronized boolean helpWanted() {
        return helpWanted;
    }

    private Bounds frame(int i, int[][] extremes) {
        Animation a = model.animations().get(frames.get(i)[0]);
        return SkinnedBounds.frame(skins, SkinnedBounds.skinning(model.joints(), a, frames.get(i)[1], inverseBase),
                extremes);
    }
}
