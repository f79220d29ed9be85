package io.meshport.model.derive;

import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * One model's skinned bounds ({@link SkinnedBounds#of}), computed by the thread it was handed to
 * ({@link #run}), which a second thread that would otherwise wait for them may join part way
 * ({@link #help}): both return the whole result, so the second never waits for the first to
 * start.
 *
 * <p>Why: with trees ({@link JointSetTrees}) frames are taken in order on one thread, as the
 * trees are split while frames look into them. A writer runs this beside its own work and waits
 * for the result only near the end of its file; on a small model with many frames the bounds
 * finished last (a 62,500-vertex model with 100 frames: the writer waited 3.4 ms of a 15 ms
 * write, where at 16 times the vertices it never waited), and a thread started on an idle core
 * of this project's virtual machine may wait milliseconds for the core. So whichever thread comes
 * first sets up and takes frames from the front; one that comes while frames are left takes them
 * from the last one backwards until they meet. When it comes, the trees are frozen at the first
 * thread's next frame: from then on nothing is split, both threads only read them, and a box
 * that would have been split has its points moved as they lie. The bounds are the same whichever
 * thread takes a frame and whenever the trees froze (up to the sign of a zero extreme, as with
 * trees at all).
 */
public final class SkinnedBoundsComputation {
    private enum State { NEW, SETTING_UP, READY, FAILED }

    private final Model model;
    private final boolean clustered;

    // Set by the thread that sets up before READY, then read by both.
    private List<SkinnedBounds.Skin> skins;
    private List<int[]> frames;
    private double[][] inverseBase;
    private Bounds[] out;
    private boolean trees;

    // Guarded by this.
    private State state = State.NEW;
    /** The next frame from the front, and one past the last frame not yet taken from the back. */
    private int front;
    private int back;
    private boolean secondCame;
    private boolean frozen;
    /** The first thread's extremes when the trees froze: where the second starts. */
    private int[][] extremesAtFreeze;
    /** Threads taking frames; the result is whole when none is left and no frame failed. */
    private int walking;
    private boolean frameFailed;
    /** Told each frame the first thread finished (tests: to let a second in at a chosen frame). */
    private IntConsumer afterFrame = i -> { };

    SkinnedBoundsComputation(Model model, boolean clustered) {
        this.model = model;
        this.clustered = clustered;
    }

    /** The computation of {@code model}'s bounds, not started. */
    public static SkinnedBoundsComputation of(Model model) {
        return new SkinnedBoundsComputation(model, true);
    }

    /** Computes the bounds, as {@link SkinnedBounds#of}, with any thread that {@link #help}s. */
    public List<Bounds> run() {
        List<Bounds> all = take();
        if (all == null) {
            throw new IllegalStateException("the skinned bounds failed on the thread that helped with them");
        }
        return all;
    }

    /**
     * Takes part in the computation on the calling thread, as {@link #run} does on another, and
     * returns the bounds once they are whole: from the start if {@link #run} has not started,
     * from the last frame backwards if it is taking frames, or only waiting if no frame is left.
     * Null when the other thread failed (its failure is then {@link #run}'s to throw).
     */
    public List<Bounds> help() {
        return take();
    }

    private List<Bounds> take() {
        boolean first;
        synchronized (this) {
            first = state == State.NEW;
            if (first) {
                state = State.SETTING_UP;
            }
        }
        int[][] extremes;
        if (first) {
            try {
                setUp();
            } catch (RuntimeException | Error e) {
                synchronized (this) {
                    state = State.FAILED;
                    notifyAll();
                }
                throw e;
            }
            extremes = new int[skins.size()][];
            for (int s = 0; s < extremes.length; s++) {
                extremes[s] = JointSetTrees.extremes();
            }
            synchronized (this) {
                back = trees ? frames.size() : 0; // the plain computation did every frame in setUp
                state = State.READY;
                notifyAll();
            }
        } else {
            synchronized (this) {
                awaitWhile(() -> state == State.SETTING_UP);
                if (state == State.FAILED) {
                    return null;
                }
                if (front < back) {
                    secondCame = true;
                    awaitWhile(() -> !frozen && front < back); // until the first finishes its frame
                }
                extremes = extremesAtFreeze == null ? null : copy(extremesAtFreeze);
            }
        }
        synchronized (this) {
            walking++;
        }
        try {
            for (int i; (i = first ? takeFront(extremes) : takeBack()) >= 0; ) {
                out[i] = frame(i, extremes);
                if (first) {
                    afterFrame.accept(i);
                }
            }
        } catch (RuntimeException | Error e) {
            synchronized (this) {
                frameFailed = true;
                back = front; // leaves nothing to take
            }
            throw e;
        } finally {
            synchronized (this) {
                walking--;
                notifyAll();
            }
        }
        synchronized (this) {
            awaitWhile(() -> walking > 0);
            return frameFailed ? null : List.of(out);
        }
    }

    /** Skins, frames and room for the result; the plain computation's frames all done here. */
    private void setUp() {
        frames = new ArrayList<>(model.frameCount());
        if (!SkinnedBounds.derivable(model)) {
            skins = List.of();
            out = new Bounds[0];
            return;
        }
        List<Joint> joints = model.joints();
        inverseBase = SkinnedBounds.inverseBase(joints);
        skins = SkinnedBounds.skins(model, clustered);
        for (int a = 0; a < model.animations().size(); a++) {
            for (int f = 0; f < model.animations().get(a).frameCount(); f++) {
                frames.add(new int[] {a, f});
            }
        }
        out = new Bounds[frames.size()];
        trees = skins.stream().anyMatch(s -> s.trees != null);
        if (!trees) {
            // The plain computation's frames are independent: on all cores, each from its own pose.
            IntStream.range(0, frames.size()).parallel().forEach(i -> out[i] = frame(i, null));
        }
    }

    /** The next frame from the front, or -1; freezes the trees first when a second thread came. */
    private synchronized int takeFront(int[][] extremes) {
        if (secondCame && !frozen) {
            for (SkinnedBounds.Skin s : skins) {
                if (s.trees != null) {
                    s.trees.freeze();
                }
            }
            extremesAtFreeze = copy(extremes);
            frozen = true;
            notifyAll();
        }
        return front < back ? front++ : -1;
    }

    /** The next frame from the back, or -1. */
    private synchronized int takeBack() {
        return front < back ? --back : -1;
    }

    /**
     * Waits, holding the lock, while {@code condition} holds: each wait is for a frame or a
     * setup, so an interruption is kept for the caller rather than leave the result partial.
     */
    private void awaitWhile(BooleanSupplier condition) {
        boolean interrupted = false;
        while (condition.getAsBoolean()) {
            try {
                wait();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static int[][] copy(int[][] extremes) {
        int[][] copy = new int[extremes.length][];
        for (int s = 0; s < copy.length; s++) {
            copy[s] = extremes[s] == null ? null : extremes[s].clone();
        }
        return copy;
    }

    /** Tests: {@code hook} is told each frame the first thread finishes, on that thread. */
    void afterEachFrame(IntConsumer hook) {
        afterFrame = hook;
    }

    /** Whether a second thread came while frames were left (it then waits for the trees to freeze). */
    synchronized boolean secondCame() {
        return secondCame;
    }

    /** Whether frames are left to take. */
    synchronized boolean framesLeft() {
        return front < back;
    }

    private Bounds frame(int i, int[][] extremes) {
        Animation a = model.animations().get(frames.get(i)[0]);
        return SkinnedBounds.frame(skins, SkinnedBounds.skinning(model.joints(), a, frames.get(i)[1], inverseBase),
                extremes, SkinnedBounds.up(model));
    }
}
