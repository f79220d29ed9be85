package io.meshport.pie.internal.export;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.derive.Welding;
import io.meshport.model.simplify.AttributeWeights;
import io.meshport.model.simplify.Simplifier;
import io.meshport.pie.PieLevelPart;
import io.meshport.pie.PiePoints;
import io.meshport.pie.PiePolygons;
import io.meshport.pie.PieShadowPoints;
import io.meshport.pie.PieShadowPolygons;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The shadow mesh {@code pie.shadow-mesh} makes for a level (SHADOWPOINTS and SHADOWPOLYGONS, which
 * Warzone 2100 4.4 draws shadows with instead of the level): {@code hull}, the convex hull of the
 * level's points (closed, fewest triangles, larger than the model where it is concave); or
 * {@code simplify[:RATIO]}, the level's triangles (its points at one place welded) simplified to
 * RATIO of their number (default 0.25) by {@link Simplifier} on its points alone, which keeps its
 * outline, and its holes then capped ({@link ShadowCaps}: a level open at its foot gets a floor),
 * so that it is closed too. Both face the way the level's polygons face. A level that gives no
 * volume (a flat decal), no fewer triangles, or a hull of more than {@link #MAX_HULL_POINTS} points
 * gets none.
 * {@code pie.shadow-permissive} makes the simplification permissive as {@code --simplify-permissive}
 * makes {@code --simplify} ({@link AttributeWeights#permissive()}): a point the level splits into
 * more than two (flat-shaded faces each with points of their own) moves with all its copies
 * instead of being held.
 *
 * @param hull whether the hull is made, else the simplification
 * @param ratio the share of the triangles a simplification keeps
 * @param permissive whether the simplification is permissive
 */
record PieShadowMesh(boolean hull, double ratio, boolean permissive) {
    /** The most points a hull is made of: three for each of the game's 8192 polygons a level. */
    static final int MAX_HULL_POINTS = 3 * 8192;

    /**
     * The setting's value read: {@code hull}, {@code simplify} or {@code simplify:RATIO}, the
     * simplification {@code permissive} or not.
     */
    static PieShadowMesh parse(String setting, boolean permissive) {
        String s = setting.strip().toLowerCase(Locale.ROOT);
        if (s.equals("hull")) {
            return new PieShadowMesh(true, 0, permissive);
        }
        if (s.equals("simplify")) {
            return new PieShadowMesh(false, 0.25, permissive);
        }
        if (s.startsWith("simplify:")) {
            try {
                double r = Double.parseDouble(s.substring("simplify:".length()));
                if (r > 0 && r <= 1) {
                    return new PieShadowMesh(false, r, permissive);
                }
            } catch (NumberFormatException e) {
                // said below
            }
        }
        throw new IllegalArgumentException("a shadow mesh is hull, simplify or simplify:RATIO (0 to 1), not '"
                + setting + "'");
    }

    /** What the setting is called in messages. */
    String described() {
        return hull ? "hull" : "simplify:" + ratio + (permissive ? ", permissive" : "");
    }

    /**
     * The shadow blocks of a level of {@code points} and {@code polygons}: SHADOWPOINTS and
     * SHADOWPOLYGONS, or none.
     */
    List<PieLevelPart> parts(PiePoints points, PiePolygons polygons) {
        float[] xyz = new float[3 * points.count()];
        for (int p = 0; p < points.count(); p++) {
            for (int a = 0; a < 3; a++) {
                xyz[3 * p + a] = points.get(p, a);
            }
        }
        int[] level = triangles(polygons);
        // the hull is quadratic in the points at worst (all on it): a level past the game's own
        // size (8192 polygons) gets none rather than minutes of work
        if (level.length == 0 || hull && points.count() > MAX_HULL_POINTS) {
            return List.of();
        }
        float[] at = xyz;
        int[] shadow;
        if (hull) {
            shadow = ConvexHull.of(xyz);
        } else {
            Mesh simple = simplified(xyz, level);
            at = simple.array(AttributeKind.POSITION).orElseThrow().toFloatArray();
            shadow = simple.triangleIndices();
            if (shadow.length >= level.length) {
                return List.of();
            }
            shadow = ShadowCaps.closed(at, shadow);
        }
        if (shadow.length == 0) {
            return List.of();
        }
        if (hull && volume(xyz, level) < 0) {
            // the level's polygons face the other way round: so must its shadow's
            for (int t = 0; t < shadow.length; t += 3) {
                int swap = shadow[t + 1];
                shadow[t + 1] = shadow[t + 2];
                shadow[t + 2] = swap;
            }
        }
        return compacted(at, shadow);
    }

    private Mesh simplified(float[] xyz, int[] level) {
        VertexArrayDescriptor d = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);
        // a level repeats a point where its texture or shading parts: one point there, or the
        // simplification would hold it and leave an open seam for the caps to fill
        Mesh mesh = Welding.weld(Mesh.builder("shadow").addArray(VertexArray.ofFloats(d, xyz)).triangles(level).build());
        int target = (int) Math.ceil(level.length / 3 * ratio);
        return Simplifier.simplify(mesh, target, Double.MAX_VALUE, AttributeWeights.NONE.withPermissive(permissive))
                .mesh();
    }

    /** The level's polygons as triangles (fans of its PIE 2 polygons). */
    private static int[] triangles(PiePolygons polygons) {
        int count = 0;
        for (int p = 0; p < polygons.count(); p++) {
            count += Math.max(0, polygons.size(p) - 2);
        }
        int[] out = new int[3 * count];
        int at = 0;
        for (int p = 0; p < polygons.count(); p++) {
            for (int c = 1; c + 1 < polygons.size(p); c++) {
                out[at++] = polygons.corner(p, 0);
                out[at++] = polygons.corner(p, c);
                out[at++] = polygons.corner(p, c + 1);
            }
        }
        return out;
    }

    /** Six times the signed volume the triangles enclose. */
    private static double volume(float[] xyz, int[] t) {
        double v = 0;
        for (int i = 0; i < t.length; i += 3) {
            int a = 3 * t[i];
            int b = 3 * t[i + 1];
            int c = 3 * t[i + 2];
            v += xyz[a] * (xyz[b + 1] * xyz[c + 2] - xyz[b + 2] * xyz[c + 1])
                    - xyz[a + 1] * (xyz[b] * xyz[c + 2] - xyz[b + 2] * xyz[c])
                    + xyz[a + 2] * (xyz[b] * xyz[c + 1] - xyz[b + 1] * xyz[c]);
        }
        return v;
    }

    /** The points the triangles use, in order of first use, and the triangles on them. */
    private static List<PieLevelPart> compacted(float[] xyz, int[] triangles) {
        int[] newIndex = new int[xyz.length / 3];
        Arrays.fill(newIndex, -1);
        float[] points = new float[triangles.length * 3];
        int count = 0;
        PiePolygons.Builder b = PiePolygons.builder();
        for (int t = 0; t < triangles.length; t += 3) {
            int[] corners = new int[3];
            for (int k = 0; k < 3; k++) {
                int v = triangles[t + k];
                if (newIndex[v] < 0) {
                    newIndex[v] = count;
                    System.arraycopy(xyz, 3 * v, points, 3 * count, 3);
                    count++;
                }
                corners[k] = newIndex[v];
            }
            b.add(0, corners);
        }
        return List.of(new PieShadowPoints(new PiePoints(Arrays.copyOf(points, 3 * count))),
                new PieShadowPolygons(b.build()));
    }
}
