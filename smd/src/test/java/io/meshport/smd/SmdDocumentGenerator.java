package io.meshport.smd;

import io.meshport.harness.Source;
import java.util.ArrayList;
import java.util.List;

/**
 * Valid SMD documents of both kinds, drawn from a {@link Source}: any number of bones (none
 * included), frames after the first that pose any subset of the bones in any order, triangles blocks
 * (empty ones included) mixing GoldSrc vertex lines with Source ones of zero to six links, materials
 * that start with {@code end} or hold quotes and slashes, bone names with blanks, slashes and Latin-1
 * characters; numbers are negative zero, integers, short and long decimals, the tiniest subnormal
 * and the largest double. Grows with {@code size}.
 *
 * <p>Public because the test jar ({@code meshport-smd:tests}) offers it to other SMD readers.
 */
public final class SmdDocumentGenerator {
    private static final String NAME_CHARS = "abcxyzABCXYZ019 _-.:()/{}\t\f'#;\\\u00e9\u00df\u00ff\u00a0\u0085\u00c6\u0001";
    private static final String MATERIAL_CHARS = "abcxyz019_-./\\\"'()#;\u00e9\u00ff\u00a0";
    private static final List<Double> SPECIAL = List.of(0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 1e-7, 123456.789,
            Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE, 1e300,
            -1e-300, 1e15, 1e15 + 1, 9007199254740993.0, 0.30000000000000004);
    /** The largest number of a narrow document, well within float's range. */
    private static final double NARROW = 1e6;

    private SmdDocumentGenerator() {
    }

    /** A reference or an animation document, its numbers any finite doubles. */
    public static SmdDocument generate(Source s, int size) {
        return generate(s, size, true);
    }

    /** A reference or an animation document; with {@code wide} false its numbers stay well within float's range. */
    public static SmdDocument generate(Source s, int size, boolean wide) {
        int bones = s.nextInt(0, 1 + size / 2);
        if (bones == 0 && s.nextBoolean()) {
            bones = 1;
        }
        List<SmdNode> nodes = new ArrayList<>();
        for (int b = 0; b < bones; b++) {
            nodes.add(new SmdNode(name(s), s.nextInt(-1, b - 1)));
        }
        List<SmdFrame> frames = new ArrayList<>();
        int frameCount = bones == 0 ? s.nextInt(0, 2) : s.nextInt(1, 2 + size / 4);
        for (int f = 0; f < frameCount; f++) {
            List<Integer> order = new ArrayList<>();
            for (int b = 0; b < bones; b++) {
                if (f == 0 || s.nextInt(0, 2) > 0) {
                    order.add(b);
                }
            }
            for (int i = order.size() - 1; i > 0; i--) {
                int j = s.nextInt(0, i);
                Integer t = order.get(i);
                order.set(i, order.get(j));
                order.set(j, t);
            }
            int[] posed = order.stream().mapToInt(Integer::intValue).toArray();
            double[] poses = new double[SmdFrame.VALUES * posed.length];
            for (int i = 0; i < poses.length; i++) {
                poses[i] = i % 6 < 3 ? number(s, wide) : s.nextInt(0, 3) == 0 ? number(s, wide) : s.nextFloat(-4, 4);
            }
            frames.add(new SmdFrame(posed, poses));
        }
        SmdTriangles triangles = bones > 0 && s.nextInt(0, 3) > 0 ? triangles(s, size, bones, wide)
                : bones == 0 && s.nextBoolean() ? SmdTriangles.empty() : null;
        return SmdDocument.of(nodes, frames, triangles).withUnskinnedMark(s.nextInt(0, 4) == 0);
    }

    private static SmdTriangles triangles(Source s, int size, int bones, boolean wide) {
        List<String> materials = new ArrayList<>();
        int count = s.nextInt(0, 1 + size);
        int[] material = new int[count];
        for (int t = 0; t < count; t++) {
            if (materials.isEmpty() || s.nextInt(0, 3) == 0) {
                String m = material(s);
                if (!materials.contains(m)) {
                    materials.add(m);
                }
                material[t] = materials.indexOf(m);
            } else {
                material[t] = s.nextInt(0, materials.size() - 1);
            }
        }
        int vertices = 3 * count;
        int[] parent = new int[vertices];
        double[] values = new double[vertices * SmdTriangles.VALUES];
        int[] linkCount = new int[vertices];
        List<Integer> linkBones = new ArrayList<>();
        List<Double> linkWeights = new ArrayList<>();
        for (int v = 0; v < vertices; v++) {
            parent[v] = s.nextInt(0, bones - 1);
            for (int c = 0; c < SmdTriangles.VALUES; c++) {
                values[v * SmdTriangles.VALUES + c] = number(s, wide);
            }
            linkCount[v] = s.nextInt(0, 3) == 0 ? SmdTriangles.GOLDSRC : s.nextInt(0, 6);
            for (int k = 0; k < linkCount[v]; k++) {
                linkBones.add(s.nextInt(0, bones - 1));
                linkWeights.add(s.nextInt(0, 4) == 0 ? Math.abs(number(s, wide)) : (double) s.nextFloat(0, 1));
            }
        }
        return new SmdTriangles(materials, material, parent, values, linkCount,
                linkBones.stream().mapToInt(Integer::intValue).toArray(),
                linkWeights.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static double number(Source s, boolean wide) {
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

    /** A bone name: any Latin-1 character but a double quote and a line end, not empty. */
    static String name(Source s) {
        String n = s.nextString(12, NAME_CHARS);
        return n.isEmpty() ? "bone" : n;
    }

    /** A material: one word, not a comment, not {@code end}; sometimes one that starts with it. */
    static String material(Source s) {
        String m = s.nextString(10, MATERIAL_CHARS);
        if (s.nextInt(0, 8) == 0) {
            m = "end" + m;
        }
        if (m.isEmpty() || m.equals("end") || m.startsWith("#") || m.startsWith(";") || m.startsWith("//")) {
            m = "m" + m;
        }
        return m;
    }
}
