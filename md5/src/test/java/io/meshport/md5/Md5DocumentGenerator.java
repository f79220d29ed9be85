package io.meshport.md5;

import io.meshport.harness.Source;
import java.util.ArrayList;
import java.util.List;

/**
 * Valid MD5 documents of both kinds, drawn from a {@link Source}: mesh documents with any number of
 * joints (none included) and meshes (empty ones included), vertices with no weights or several,
 * weights shared between vertices, triangles that repeat corners; animation documents with no frames
 * or many, joints whose flags are 0 (animating nothing, their start index anything) or any of the 63
 * others, components no joint uses, bounds or none. Names hold blanks, slashes, braces and Latin-1
 * characters; numbers are negative zero, integers, short and long decimals, the tiniest subnormal and
 * the largest double. Grows with {@code size}.
 *
 * <p>Mesh names do not end in a blank: they are written in the {@code // meshes:} comment, whose
 * trailing blanks the reference compiler (and so meshport) strips.
 *
 * <p>Public because the test jar ({@code meshport-md5:tests}) offers it to other MD5 readers.
 */
public final class Md5DocumentGenerator {
    /** Name characters: letters, digits, blanks inside quotes, MD5's own punctuation, and Latin-1 beyond ASCII. */
    private static final String NAME_CHARS = "abcxyzABCXYZ019 _-.:()/{}\t\f'#\\\u00e9\u00df\u00ff\u00a0\u0085\u00c6\u0001";
    private static final List<Double> SPECIAL = List.of(0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 1e-7, 123456.789,
            Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE, 1e300,
            -1e-300, 1e15, 1e15 + 1, 9007199254740993.0, 0.30000000000000004);

    /**
     * The largest number of a narrow document: squared (a quaternion turning a position) and times
     * another it is still far within float's range.
     */
    private static final double NARROW = 1e6;

    private Md5DocumentGenerator() {
    }

    /** A mesh or an animation document, its numbers any finite doubles. */
    public static Md5Document generate(Source s, int size) {
        return generate(s, size, true);
    }

    /**
     * A mesh or an animation document; with {@code wide} false its numbers stay well within float's
     * range (as a model's are), so that its model holds no infinity.
     */
    public static Md5Document generate(Source s, int size, boolean wide) {
        Numbers n = new Numbers(s, wide);
        return s.nextBoolean() ? mesh(n, size) : animation(n, size);
    }

    /** A mesh document: up to {@code 1 + size / 2} joints and {@code 1 + size / 8} meshes. */
    public static Md5Document mesh(Source s, int size) {
        return mesh(new Numbers(s, true), size);
    }

    /** An animation document: up to {@code 1 + size / 2} joints and {@code size / 4 + 2} frames. */
    public static Md5Document animation(Source s, int size) {
        return animation(new Numbers(s, true), size);
    }

    private static Md5Document mesh(Numbers n, int size) {
        Source s = n.source;
        List<Md5Joint> joints = new ArrayList<>();
        for (int j = s.nextInt(0, 1 + size / 2) - 1; j >= 0; j--) {
            int index = joints.size();
            joints.add(new Md5Joint(name(s), s.nextInt(-1, index - 1), n.number(), n.number(), n.number(), n.unit(),
                    n.unit(), n.unit()));
        }
        List<Md5Mesh> meshes = new ArrayList<>();
        for (int m = s.nextInt(0, 1 + size / 8); m > 0; m--) {
            meshes.add(meshBlock(n, size, joints.size()));
        }
        return Md5Document.mesh(commandLine(s), joints, meshes);
    }

    private static Md5Mesh meshBlock(Numbers n, int size, int joints) {
        Source s = n.source;
        int weights = joints == 0 ? 0 : s.nextInt(0, 2 * size);
        int vertices = s.nextInt(0, size);
        double[] uv = new double[2 * vertices];
        int[] start = new int[vertices];
        int[] count = new int[vertices];
        for (int v = 0; v < vertices; v++) {
            uv[2 * v] = n.number();
            uv[2 * v + 1] = n.number();
            // a range of the weights, possibly empty, possibly shared with other vertices
            count[v] = weights == 0 ? 0 : s.nextInt(0, Math.min(weights, 5));
            start[v] = s.nextInt(0, weights - count[v]);
        }
        int[] triangles = new int[vertices == 0 ? 0 : 3 * s.nextInt(0, 2 * size)];
        for (int i = 0; i < triangles.length; i++) {
            triangles[i] = s.nextInt(0, vertices - 1);
        }
        int[] joint = new int[weights];
        double[] bias = new double[weights];
        double[] position = new double[3 * weights];
        for (int w = 0; w < weights; w++) {
            joint[w] = s.nextInt(0, joints - 1);
            bias[w] = s.nextInt(0, 3) == 0 ? n.number() : s.nextFloat(0, 1);
            position[3 * w] = n.number();
            position[3 * w + 1] = n.number();
            position[3 * w + 2] = n.number();
        }
        String name = s.nextInt(0, 3) == 0 ? "" : meshName(s);
        String shader = s.nextInt(0, 3) == 0 ? null : name(s);
        return new Md5Mesh(name, shader, uv, start, count, triangles, joint, bias, position);
    }

    private static Md5Document animation(Numbers n, int size) {
        Source s = n.source;
        int jointCount = s.nextInt(0, 1 + size / 2);
        int[] flags = new int[jointCount];
        int used = 0;
        for (int j = 0; j < jointCount; j++) {
            flags[j] = s.pick(List.of(0, 0, 63, 7, 56, s.nextInt(1, 63)));
            used += Integer.bitCount(flags[j]);
        }
        // components no joint animates, as a hand-edited file may have
        int components = used + (s.nextInt(0, 4) == 0 ? s.nextInt(1, 3) : 0);
        List<Md5AnimatedJoint> hierarchy = new ArrayList<>();
        int next = 0;
        boolean packed = s.nextBoolean();
        for (int j = 0; j < jointCount; j++) {
            int animated = Integer.bitCount(flags[j]);
            int start;
            if (animated == 0) {
                start = s.pick(List.of(0, next, s.nextInt(0, 1000)));
            } else if (packed) {
                start = next;
            } else {
                start = s.nextInt(0, components - animated); // overlapping ranges are valid too
            }
            next += animated;
            hierarchy.add(new Md5AnimatedJoint(name(s), s.nextInt(-1, j - 1), flags[j], start));
        }
        int frames = s.nextInt(0, size / 4 + 2);
        double frameRate = s.pick(List.of(24.0, 30.0, 0.0, -0.0, 59.94, (double) s.nextFloat(0, 1000), 1e-300,
                n.wide ? Double.MAX_VALUE : 1e6));
        double[] bounds = new double[s.nextInt(0, 3) == 0 ? 0 : 6 * frames];
        for (int i = 0; i < bounds.length; i++) {
            bounds[i] = n.number();
        }
        double[] base = new double[6 * jointCount];
        for (int i = 0; i < base.length; i++) {
            base[i] = i % 6 < 3 ? n.number() : n.unit();
        }
        double[] values = new double[frames * components];
        for (int i = 0; i < values.length; i++) {
            values[i] = s.nextBoolean() ? n.unit() : n.number();
        }
        return Md5Document.animation(commandLine(s), hierarchy, frameRate, frames, components, bounds, base, values);
    }

    /** The numbers of one document, drawn from its source: any finite double, or only those within {@link #NARROW}. */
    private static final class Numbers {
        final Source source;
        final boolean wide;

        Numbers(Source source, boolean wide) {
            this.source = source;
            this.wide = wide;
        }

        /** A finite double, often a telling one. */
        double number() {
            Source s = source;
            switch (s.nextInt(0, 5)) {
                case 0: {
                    double d = s.pick(SPECIAL);
                    return wide || Math.abs(d) <= NARROW ? d : Math.copySign(NARROW, d);
                }
                case 1:
                    return s.nextInt(-1000, 1000);
                case 2:
                    return s.nextFloat(-100, 100);
                case 3: {
                    double d = Double.longBitsToDouble(s.nextLong());
                    return Double.isFinite(d) && (wide || Math.abs(d) <= NARROW) ? d : 0.25;
                }
                default:
                    // six decimals, as exporters write them
                    return s.nextInt(-10_000_000, 10_000_000) / 1e6;
            }
        }

        /** A quaternion component: mostly within [-1, 1], as exporters write them. */
        double unit() {
            return source.nextInt(0, 9) == 0 ? number() : source.nextFloat(-1, 1);
        }
    }

    private static String commandLine(Source s) {
        return s.pick(List.of("", name(s), "-rotate 90 // not a comment"));
    }

    /** A name to quote: any Latin-1 character but a double quote and a line end. */
    static String name(Source s) {
        return s.nextString(12, NAME_CHARS);
    }

    /** A mesh name: as {@link #name}, without C blanks at the end (the reader strips them, as the reference does). */
    private static String meshName(Source s) {
        String n = name(s);
        int end = n.length();
        while (end > 0 && (n.charAt(end - 1) == ' ' || (n.charAt(end - 1) >= '\t' && n.charAt(end - 1) <= '\r'))) {
            end--;
        }
        return n.substring(0, end);
    }
}
