package io.meshport.cli.files;

import io.meshport.model.edit.AnimationOptions;

/**
 * An animation command of a model config, {@code md5anim NAME FILE [FPS [PRIORITY [START END]]]}
 * ({@code iqmanim}, {@code smdanim} alike), with the meaning the engine gives its arguments.
 *
 * @param names the game's animations that play it: {@code |}-separated alternatives, each given the
 *     same frames ({@link CubePattern})
 * @param file the file the frames are in
 * @param select the animation of {@code file} to take ({@code iqmanim NAME FILE.iqm:ANIM}), or null
 *     for its first
 * @param fps the frame rate; 0 or less: the engine's default, {@link #ENGINE_FPS}
 * @param priority which of two animations playing at once wins: the engine's, no file holds it
 * @param startOffset the first frame: above 0, counted from the start; below 0, from the end
 * @param endOffset the frame count: above 0, at most that many; below 0, that many fewer
 */
record ConfigAnimation(TesseractConfig.Argument names, TesseractConfig.Argument file, String select, double fps,
        int priority, int startOffset, int endOffset) {
    /**
     * The frame rate the engine plays an animation at when its command gives none: a frame every
     * 100 ms. The engine never reads the rate in the file (an md5anim's {@code frameRate}, an IQM
     * animation's framerate), so neither do we.
     */
    static final double ENGINE_FPS = 10;

    /** The frame rate the engine plays this animation at. */
    double framerate() {
        return fps > 0 ? fps : ENGINE_FPS;
    }

    /**
     * The options of {@code convert} ({@code --name --fps --start --end}) that give what the engine
     * plays under {@code name} from an animation of {@code frames} frames: its frame offsets
     * turned into the first and last frame kept as the engine turns them.
     */
    AnimationOptions options(String name, int frames) {
        if (frames <= 0) {
            return new AnimationOptions(name, framerate(), false, 0, -1);
        }
        long start = 0;
        long count = frames;
        if (startOffset > 0) {
            start += Math.min(startOffset, count - 1);
        } else if (startOffset < 0) {
            start += Math.max(count + startOffset, 0);
        }
        count -= start;
        if (endOffset > 0) {
            count = Math.min(count, endOffset);
        } else if (endOffset < 0) {
            count = Math.max(count + endOffset, 1);
        }
        return new AnimationOptions(name, framerate(), false, (int) start, (int) (start + count - 1));
    }
}
