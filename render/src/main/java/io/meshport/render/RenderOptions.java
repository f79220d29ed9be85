package io.meshport.render;

import java.util.Objects;

/**
 * How to draw a model.
 *
 * @param size the picture's width and height in pixels (a contact sheet's cell)
 * @param view where the camera looks from
 * @param animation the animation to pose the model by (an index into its animations), or -1
 *     for the base pose
 * @param frame the frame of that animation
 * @param wireframe whether triangle edges are drawn over the shading
 * @param teamColour the RGB colour a team-colour mask paints (PIE's first team is green)
 */
public record RenderOptions(int size, View view, int animation, int frame, boolean wireframe, int teamColour) {
    /** 512 pixels, front view, base pose, no wireframe, team green. */
    public static final RenderOptions DEFAULTS = new RenderOptions(512, View.FRONT, -1, 0, false, 0x00a000);

    /** The largest picture drawn: 4096 pixels square (drawn without supersampling, 128 MB of buffers). */
    public static final int MAX_SIZE = 4096;

    /**
     * Options as given; the animation and frame are checked against the model only when it is drawn.
     *
     * @throws NullPointerException when {@code view} is null
     * @throws IllegalArgumentException when {@code size} is not 1 to {@link #MAX_SIZE}
     */
    public RenderOptions {
        Objects.requireNonNull(view, "view");
        if (size < 1 || size > MAX_SIZE) {
            throw new IllegalArgumentException("size " + size + " is not 1 to " + MAX_SIZE);
        }
    }

    /** These options at another size. */
    public RenderOptions withSize(int newSize) {
        return new RenderOptions(newSize, view, animation, frame, wireframe, teamColour);
    }

    /** These options from another view. */
    public RenderOptions withView(View newView) {
        return new RenderOptions(size, newView, animation, frame, wireframe, teamColour);
    }

    /** These options posed at {@code newFrame} of animation {@code newAnimation} (-1: the base pose). */
    public RenderOptions withFrame(int newAnimation, int newFrame) {
        return new RenderOptions(size, view, newAnimation, newFrame, wireframe, teamColour);
    }

    /** These options with or without a wireframe. */
    public RenderOptions withWireframe(boolean value) {
        return new RenderOptions(size, view, animation, frame, value, teamColour);
    }

    /** These options painting team masks in {@code rgb}. */
    public RenderOptions withTeamColour(int rgb) {
        return new RenderOptions(size, view, animation, frame, wireframe, rgb & 0xffffff);
    }
}
