package io.meshport.render;

import io.meshport.model.AttributeKind;
import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.derive.SkinnedPositions;
import io.meshport.model.edit.ConventionConversion;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Draws a model: orthographic, fitted to the picture, z-buffered, each triangle lit by its face
 * normal (Lambert, two-sided, from above left of the camera, with some ambient light), in its
 * mesh's texture when {@link Surfaces} finds one, else in the mesh's own colour; optionally with
 * its edges drawn over it. The model is posed for an animation frame by skinning
 * ({@link SkinnedPositions}). Pixels are drawn at three times the size and averaged, so edges are
 * smooth; the background is transparent. Everything is integer or IEEE arithmetic in one thread,
 * so the same input gives the same pixels anywhere.
 */
public final class Renderer {
    /** Drawn at up to this multiple of the size, then averaged. */
    static final int SUPERSAMPLE = 3;
    /** The largest buffer drawn into, in pixels a side: large pictures are drawn at a smaller multiple. */
    static final int MAX_RASTER = 4096;
    /** The most pixels a contact sheet has (32 M: 128 MB of ARGB). */
    public static final long MAX_SHEET_PIXELS = 32L << 20;
    /**
     * How many times over a picture's triangles (and edges, drawn) may cover it, counted by their
     * boxes, beyond {@link #PIXELS_A_TRIANGLE} pixels a triangle: a model whose drawing would take
     * more is refused before it is drawn.
     */
    public static final int MAX_COVER = 128;
    /** Pixels each triangle may visit beyond {@link #MAX_COVER}: a dense model's tiny triangles visit a few each. */
    static final int PIXELS_A_TRIANGLE = 32;
    private static final double AMBIENT = 0.3;
    /** From above left of the camera, in camera space (right, up, toward the camera). */
    private static final double[] LIGHT = normalized(-0.35, 0.55, 0.75);
    private static final int EDGE_COLOUR = 0xff202020;

    /** The model in the drawing space, Y-up right-handed, where its recorded forward says where its front is. */
    private final Model model;
    private final Surface[] surfaces;
    /** Per mesh: whether its team mask marks coverage in alpha (the game's masks) rather than brightness. */
    private final boolean[] maskAlpha;
    private final double[][] texcoords;

    private Renderer(Model original, Surfaces found) {
        // one drawing space for every format: its axes converted, the model faces the way its
        // conventions record (+Z here for every format's default), and View puts the camera there
        this.model = ConventionConversion.convert(original, Conventions.Y_UP_RIGHT_CCW);
        int n = model.meshes().size();
        surfaces = new Surface[n];
        maskAlpha = new boolean[n];
        texcoords = new double[n][];
        for (int i = 0; i < n; i++) {
            Mesh mesh = model.meshes().get(i);
            VertexArray uv = mesh.array(AttributeKind.TEXCOORD, 0).orElse(null);
            Optional<Surface> s = mesh.material().isEmpty() || uv == null || uv.size() < 2 ? Optional.empty()
                    : found.find(mesh.material());
            if (s.isPresent()) {
                surfaces[i] = s.get();
                maskAlpha[i] = s.get().teamMask().map(Renderer::hasAlpha).orElse(false);
                double[] t = new double[2 * mesh.vertexCount()];
                for (int v = 0; v < mesh.vertexCount(); v++) {
                    t[2 * v] = uv.getDouble(v, 0);
                    t[2 * v + 1] = uv.getDouble(v, 1);
                }
                texcoords[i] = t;
            }
        }
    }

    /**
     * A picture of {@code model} as {@code options} say, {@code options.size()} pixels square.
     *
     * @throws IllegalArgumentException when the options' animation or frame is not the model's, or
     *     its triangles would cover the picture more than {@link #MAX_COVER} times over
     */
    public static BufferedImage render(Model model, RenderOptions options, Surfaces surfaces) {
        Renderer r = new Renderer(model, surfaces);
        List<float[]> posed = r.posed(options.animation(), options.frame());
        double[] basis = options.view().basis(r.model.conventions().forward());
        Fit fit = Fit.of(List.of(posed), basis, options.size());
        return image(r.draw(posed, basis, fit, options), options.size(), options.size());
    }

    /**
     * One picture of a contact sheet: {@code model} posed at {@code frame} of animation
     * {@code animation} (-1: the base pose). Sheets of frames that differ in more than the pose
     * (a PIE texture animation's shifted coordinates) give each frame its own model.
     *
     * @param model the model to draw in this cell; frames of one sheet are seen along the first
     *     frame's model's forward direction
     * @param animation the index of the animation to pose it by, or -1 for the base pose
     * @param frame the frame of that animation, 0 up to its frame count (ignored for the base pose)
     */
    public record Frame(Model model, int animation, int frame) {
        /**
         * A frame of a sheet; its animation and frame are checked only when the sheet is drawn.
         *
         * @throws NullPointerException when {@code model} is null
         */
        public Frame {
            java.util.Objects.requireNonNull(model, "model");
        }
    }

    /**
     * A contact sheet: up to {@code maxFrames} frames of {@code options.animation()} (the first
     * animation when -1) spread evenly over it, left to right and top to bottom, each
     * {@code options.size()} pixels square, all framed alike so that the motion shows.
     *
     * @throws IllegalArgumentException when the model has no such animation, or a frame's triangles
     *     would cover its picture more than {@link #MAX_COVER} times over
     */
    public static BufferedImage sheet(Model model, RenderOptions options, Surfaces surfaces, int maxFrames) {
        int animation = options.animation() >= 0 ? options.animation() : 0;
        if (animation >= model.animations().size()) {
            throw new IllegalArgumentException("the model has " + model.animations().size() + " animations");
        }
        List<Frame> frames = new ArrayList<>();
        for (int f : sampled(model.animations().get(animation).frameCount(), maxFrames)) {
            frames.add(f < 0 ? new Frame(model, -1, 0) : new Frame(model, animation, f));
        }
        return sheet(frames, options, surfaces);
    }

    /**
     * Up to {@code max} frame numbers spread evenly over {@code frames} frames, first and last
     * included; {-1} (the base pose) for an animation without frames.
     */
    public static int[] sampled(int frames, int max) {
        if (frames == 0) {
            return new int[] {-1};
        }
        int count = Math.max(1, Math.min(max, frames));
        int[] out = new int[count];
        for (int k = 0; k < count; k++) {
            out[k] = count == 1 ? 0 : (int) Math.round(k * (frames - 1) / (double) (count - 1));
        }
        return out;
    }

    /**
     * A contact sheet of {@code frames} in a grid, left to right and top to bottom, each
     * {@code options.size()} pixels square (the options' own pose is not used), all framed alike.
     *
     * @throws IllegalArgumentException when a frame's animation or frame is not its model's, there
     *     are no frames, or a frame's triangles would cover its picture more than {@link #MAX_COVER}
     *     times over
     */
    public static BufferedImage sheet(List<Frame> frames, RenderOptions options, Surfaces surfaces) {
        if (frames.isEmpty()) {
            throw new IllegalArgumentException("a sheet of no frames");
        }
        long pixels = (long) frames.size() * options.size() * options.size();
        if (pixels > MAX_SHEET_PIXELS) {
            throw new IllegalArgumentException("a sheet of " + frames.size() + " frames of " + options.size() + "×"
                    + options.size() + " pixels is " + pixels + " pixels, more than the " + MAX_SHEET_PIXELS
                    + " a sheet may have: draw it smaller");
        }
        List<Renderer> renderers = new ArrayList<>();
        List<List<float[]>> posed = new ArrayList<>();
        for (Frame f : frames) {
            Renderer r = new Renderer(f.model(), surfaces);
            renderers.add(r);
            posed.add(r.posed(f.animation(), f.frame()));
        }
        double[] basis = options.view().basis(renderers.get(0).model.conventions().forward());
        Fit fit = Fit.of(posed, basis, options.size());
        int count = frames.size();
        int columns = (int) Math.ceil(Math.sqrt(count));
        int rows = (count + columns - 1) / columns;
        int cell = options.size();
        int[] sheet = new int[columns * cell * rows * cell];
        for (int k = 0; k < count; k++) {
            int[] picture = renderers.get(k).draw(posed.get(k), basis, fit, options);
            int ox = (k % columns) * cell;
            int oy = (k / columns) * cell;
            for (int y = 0; y < cell; y++) {
                System.arraycopy(picture, y * cell, sheet, (oy + y) * columns * cell + ox, cell);
            }
        }
        return image(sheet, columns * cell, rows * cell);
    }

    private List<float[]> posed(int animation, int frame) {
        if (animation >= model.animations().size() || animation >= 0
                && (frame < 0 || frame >= model.animations().get(animation).frameCount())) {
            throw new IllegalArgumentException(animation >= model.animations().size()
                    ? "the model has " + model.animations().size() + " animations"
                    : "frame " + frame + " is not one of the animation's "
                            + model.animations().get(animation).frameCount());
        }
        return SkinnedPositions.of(model, animation, frame);
    }

    /** The picture's ARGB pixels, {@code options.size()} square. */
    private int[] draw(List<float[]> posed, double[] basis, Fit fit, RenderOptions options) {
        int factor = supersample(options.size());
        int side = options.size() * factor;
        Raster raster = new Raster(side, side);
        double scale = fit.scale() * factor;
        double half = side / 2.0;
        // each vertex projected once: camera space for the light, the picture's pixels from it
        List<double[]> cameras = new ArrayList<>();
        List<double[]> screens = new ArrayList<>();
        for (int i = 0; i < model.meshes().size(); i++) {
            double[] camera = camera(posed.get(i), basis);
            double[] screen = new double[camera.length];
            for (int v = 0; v < camera.length / 3; v++) {
                screen[3 * v] = (camera[3 * v] - fit.centreRight()) * scale + half;
                screen[3 * v + 1] = half - (camera[3 * v + 1] - fit.centreUp()) * scale;
                screen[3 * v + 2] = camera[3 * v + 2];
            }
            cameras.add(camera);
            screens.add(screen);
        }
        checkCost(raster, screens, options.wireframe());
        for (int i = 0; i < model.meshes().size(); i++) {
            fill(raster, model.meshes().get(i), i, screens.get(i), cameras.get(i), options.teamColour());
        }
        if (options.wireframe()) {
            double bias = fit.depthRange() * 1e-3;
            for (int i = 0; i < model.meshes().size(); i++) {
                edges(raster, model.meshes().get(i), screens.get(i), bias);
            }
        }
        return raster.shrunk(factor);
    }

    /** The posed positions {@code p} in camera space: right, up, toward the camera. */
    private static double[] camera(float[] p, double[] basis) {
        double[] camera = new double[p.length];
        for (int v = 0; v < p.length / 3; v++) {
            for (int k = 0; k < 3; k++) {
                camera[3 * v + k] = p[3 * v] * basis[3 * k] + p[3 * v + 1] * basis[3 * k + 1]
                        + p[3 * v + 2] * basis[3 * k + 2];
            }
        }
        return camera;
    }

    /**
     * Refuses a drawing that would visit more pixels than {@link #MAX_COVER} times the buffer and
     * {@link #PIXELS_A_TRIANGLE} a triangle: a few megabytes of triangles each as large as the
     * picture would take an hour to draw, which no real model needs (the corpus's densest cover
     * their picture about 20 times over, counted by the triangles' boxes).
     */
    private void checkCost(Raster raster, List<double[]> screens, boolean wireframe) {
        long cost = 0;
        long triangles = 0;
        for (int i = 0; i < screens.size(); i++) {
            double[] s = screens.get(i);
            int[] corners = model.meshes().get(i).triangleIndices();
            int vertices = s.length / 3;
            for (int t = 0; t + 2 < corners.length; t += 3) {
                if (!drawable(corners, t, vertices)) {
                    continue;
                }
                int a = corners[t];
                int b = corners[t + 1];
                int c = corners[t + 2];
                triangles++;
                cost += raster.triangleCost(s[3 * a], s[3 * a + 1], s[3 * b], s[3 * b + 1], s[3 * c], s[3 * c + 1]);
                if (wireframe) {
                    cost += raster.lineCost(s[3 * a], s[3 * a + 1], s[3 * b], s[3 * b + 1])
                            + raster.lineCost(s[3 * b], s[3 * b + 1], s[3 * c], s[3 * c + 1])
                            + raster.lineCost(s[3 * c], s[3 * c + 1], s[3 * a], s[3 * a + 1]);
                }
            }
        }
        long area = (long) raster.width * raster.height;
        if (cost > MAX_COVER * area + PIXELS_A_TRIANGLE * triangles) {
            throw new IllegalArgumentException("drawing the model would cover the picture " + cost / area
                    + " times over with its " + triangles + " triangles; a picture is drawn over at most "
                    + MAX_COVER + " times (no real model needs more, and such a drawing takes hours)");
        }
    }

    /** Whether the triangle at {@code corners[t..t+2]} names vertices the mesh has. */
    private static boolean drawable(int[] corners, int t, int vertices) {
        int a = corners[t];
        int b = corners[t + 1];
        int c = corners[t + 2];
        return a >= 0 && b >= 0 && c >= 0 && a < vertices && b < vertices && c < vertices;
    }

    /** The multiple a picture of {@code size} is drawn at: 3, less when that would pass {@link #MAX_RASTER}. */
    static int supersample(int size) {
        return Math.max(1, Math.min(SUPERSAMPLE, MAX_RASTER / size));
    }

    private void fill(Raster raster, Mesh mesh, int index, double[] s, double[] camera, int teamColour) {
        int[] corners = mesh.triangleIndices();
        int vertices = s.length / 3;
        Surface surface = surfaces[index];
        boolean alpha = maskAlpha[index];
        double[] uv = texcoords[index];
        int flat = Palette.colour(index);
        for (int t = 0; t + 2 < corners.length; t += 3) {
            if (!drawable(corners, t, vertices)) {
                continue;
            }
            int a = corners[t];
            int b = corners[t + 1];
            int c = corners[t + 2];
            double light = light(camera, a, b, c);
            Raster.Shader shader;
            if (surface == null) {
                int lit = lit(flat, light);
                shader = (w0, w1, w2) -> lit;
            } else {
                shader = (w0, w1, w2) -> {
                    double u = w0 * uv[2 * a] + w1 * uv[2 * b] + w2 * uv[2 * c];
                    double v = w0 * uv[2 * a + 1] + w1 * uv[2 * b + 1] + w2 * uv[2 * c + 1];
                    return lit(textured(surface, alpha, u, v, teamColour), light);
                };
            }
            raster.triangle(s[3 * a], s[3 * a + 1], s[3 * a + 2], s[3 * b], s[3 * b + 1], s[3 * b + 2], s[3 * c],
                    s[3 * c + 1], s[3 * c + 2], shader);
        }
    }

    private static void edges(Raster raster, Mesh mesh, double[] s, double bias) {
        int[] corners = mesh.triangleIndices();
        int vertices = s.length / 3;
        for (int t = 0; t + 2 < corners.length; t += 3) {
            for (int e = 0; e < 3; e++) {
                int a = corners[t + e];
                int b = corners[t + (e + 1) % 3];
                if (a >= 0 && b >= 0 && a < vertices && b < vertices) {
                    raster.line(s[3 * a], s[3 * a + 1], s[3 * a + 2], s[3 * b], s[3 * b + 1], s[3 * b + 2],
                            EDGE_COLOUR, bias);
                }
            }
        }
    }

    /** Lambert light on a triangle (both faces alike) from its face normal in camera space. */
    private static double light(double[] p, int a, int b, int c) {
        double ux = p[3 * b] - p[3 * a];
        double uy = p[3 * b + 1] - p[3 * a + 1];
        double uz = p[3 * b + 2] - p[3 * a + 2];
        double vx = p[3 * c] - p[3 * a];
        double vy = p[3 * c + 1] - p[3 * a + 1];
        double vz = p[3 * c + 2] - p[3 * a + 2];
        double nx = uy * vz - uz * vy;
        double ny = uz * vx - ux * vz;
        double nz = ux * vy - uy * vx;
        double length = Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (!(length > 0) || !Double.isFinite(length)) {
            return AMBIENT;
        }
        double lambert = Math.abs(nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2]) / length;
        return AMBIENT + (1 - AMBIENT) * lambert;
    }

    /**
     * The texture's colour at (u, v), with the team colour merged in where the mask covers, as the
     * game's shader does (tcmask.frag, a grain merge): {@code texel + (team - 0.5) × coverage}. The
     * game's masks mark coverage in alpha, over black pixels; a mask without any transparency (a
     * greyscale image, as some tools write it) marks it in brightness instead.
     */
    static int textured(Surface surface, boolean maskAlpha, double u, double v, int teamColour) {
        int texel = surface.texture().sample(u, v);
        if (surface.teamMask().isEmpty()) {
            return texel;
        }
        int m = surface.teamMask().get().sample(u, v);
        double coverage = maskAlpha ? (m >>> 24) / 255.0
                : ((m >> 16 & 0xff) + (m >> 8 & 0xff) + (m & 0xff)) / (3.0 * 255);
        int out = texel & 0xff000000;
        for (int shift = 0; shift <= 16; shift += 8) {
            double merged = (texel >> shift & 0xff) + ((teamColour >> shift & 0xff) - 127.5) * coverage;
            out |= (int) Math.max(0, Math.min(255, Math.round(merged))) << shift;
        }
        return out;
    }

    /** Whether any pixel of {@code mask} is less than opaque: then its alpha is what covers. */
    static boolean hasAlpha(Texture mask) {
        for (int p : mask.argb()) {
            if (p >>> 24 != 0xff) {
                return true;
            }
        }
        return false;
    }

    /** {@code rgb} under {@code light}, opaque: a preview shows texture alpha as the colour beneath it. */
    private static int lit(int rgb, double light) {
        int out = 0xff000000;
        for (int shift = 0; shift <= 16; shift += 8) {
            out |= (int) Math.min(255, Math.round((rgb >> shift & 0xff) * light)) << shift;
        }
        return out;
    }

    private static BufferedImage image(int[] argb, int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        image.setRGB(0, 0, width, height, argb, 0, width);
        return image;
    }

    private static double[] normalized(double x, double y, double z) {
        double n = Math.sqrt(x * x + y * y + z * z);
        return new double[] {x / n, y / n, z / n};
    }
}
