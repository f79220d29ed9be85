package io.meshport.iqm;

/**
 * One {@code iqmanim} entry: a named, contiguous range of the file's frames.
 *
 * @param name byte offset of the animation's name in the text block
 * @param firstFrame index of the animation's first frame among all the file's frames
 * @param frameCount number of frames, from {@code firstFrame} on
 * @param framerate playback rate in frames per second, as stored
 * @param flags the {@code flags} field; only {@link #LOOP} is defined, other bits are kept as they are
 */
public record IqmAnim(int name, int firstFrame, int frameCount, float framerate, int flags) {
    /** {@code IQM_LOOP}: the animation wraps around. */
    public static final int LOOP = 1;

    /**
     * Whether the animation is meant to loop ({@link #LOOP} set in {@code flags}).
     *
     * @return true when playback wraps from the last frame back to the first
     */
    public boolean loops() {
        return (flags & LOOP) != 0;
    }
}
