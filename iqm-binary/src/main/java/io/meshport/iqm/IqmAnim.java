package io.meshport.iqm;

/** One {@code iqmanim} entry: a named, contiguous range of the file's frames. */
public record IqmAnim(int name, int firstFrame, int frameCount, float framerate, int flags) {
    /** {@code IQM_LOOP}: the animation wraps around. */
    public static final int LOOP = 1;

    public boolean loops() {
        return (flags & LOOP) != 0;
    }
}
