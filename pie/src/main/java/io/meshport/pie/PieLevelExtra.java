package io.meshport.pie;

import io.meshport.model.FormatExtra;
import io.meshport.model.math.SpatialMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * What a PIE level says that its mesh has no place for, kept so that the level is written back
 * as it was: the PIE 4 settings, the obsolete MATERIALS and SHADERS lines, the POINTS list in
 * its order (unused points too) with the point each vertex came from, where the normals came
 * from, the sizes of PIE 2 polygons of more than three points, and the blocks after the
 * polygons (connectors, ANIMOBJECT, shadow mesh). A mesh extra.
 *
 * <p>Coordinates are in the model's space: {@code points}, shadow points and connectors move
 * with the model through every edit ({@link #transformed}). Connectors are written Z-up in the
 * file (the points Y-up); here they are in the points' space, as WMIT reads them.
 *
 * @param settings the level's own TYPE, INTERPOLATE and texture lines (PIE 4);
 *     {@link PieLevelSettings#NONE} otherwise
 * @param materials the text after {@code MATERIALS} on the level's obsolete MATERIALS line, when it
 *     has one
 * @param shaders the text after {@code SHADERS} on the level's obsolete SHADERS line, when it has one
 * @param points the level's points in model space, in file order
 * @param pointOfVertex per vertex of the mesh, the index of its point
 * @param normals how the level's normals came about
 * @param droppedNormals a NORMALS block the game drops (its count is not POLYGONS'), as written
 * @param polygonSizes per polygon its points, when a PIE 2 level has polygons of more than three
 *     (the mesh holds their fan triangles); empty otherwise
 * @param parts connectors (in model space), ANIMOBJECT (as written), shadow points (model
 *     space) and shadow polygons, in file order
 */
public record PieLevelExtra(PieLevelSettings settings, Optional<String> materials, Optional<String> shaders,
        PiePoints points, int[] pointOfVertex, Normals normals, Optional<PieNormals> droppedNormals,
        int[] polygonSizes, List<PieLevelPart> parts) implements FormatExtra {

    /** Where a level's normals came from. */
    public enum Normals {
        /** A NORMALS block, one normal per polygon corner: written back as NORMALS. */
        GIVEN,
        /** Face normals, as the game computes them without NORMALS: not written. */
        FACE
    }

    /**
     * Copies the arrays and the list.
     *
     * @throws NullPointerException when {@code settings}, {@code points}, {@code normals}, an array or
     *     {@code parts} is null
     */
    public PieLevelExtra {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(points, "points");
        Objects.requireNonNull(normals, "normals");
        pointOfVertex = pointOfVertex.clone();
        polygonSizes = polygonSizes.clone();
        parts = List.copyOf(parts);
    }

    /**
     * Per vertex of the mesh, the index of the POINTS entry it came from; -1 for a vertex that
     * came from none (after a vertex reordering added it). A copy.
     */
    @Override
    public int[] pointOfVertex() {
        return pointOfVertex.clone();
    }

    /**
     * Per polygon of a PIE 2 level with polygons of more than three points, its number of points;
     * empty otherwise. A copy.
     */
    @Override
    public int[] polygonSizes() {
        return polygonSizes.clone();
    }

    /** The level's CONNECTORS block, in model space (Y up like the points), if it has one. */
    public Optional<PieConnectors> connectors() {
        return parts.stream().filter(PieConnectors.class::isInstance).map(PieConnectors.class::cast).findFirst();
    }

    /** The level's ANIMOBJECT block, as written, if it has one. */
    public Optional<PieAnimObject> animObject() {
        return parts.stream().filter(PieAnimObject.class::isInstance).map(PieAnimObject.class::cast).findFirst();
    }

    @Override
    public List<String> lossesElsewhere() {
        List<String> lost = new ArrayList<>();
        // CONNECTORS 0 places nothing: dropping the line loses nothing a game reads
        connectors().filter(c -> c.count() > 0).ifPresent(c -> lost.add("PIE connectors (" + c.count() + (c.count() == 1 ? " point)" : " points)")));
        animObject().ifPresent(a -> lost.add("PIE ANIMOBJECT (" + a.frameCount() + " frames)"));
        parts.stream().filter(PieShadowPoints.class::isInstance).map(PieShadowPoints.class::cast).findFirst()
                .ifPresent(p -> lost.add("PIE shadow mesh (" + p.points().count() + " points)"));
        if (!settings.isEmpty()) {
            lost.add("PIE 4 level settings");
        }
        materials.ifPresent(m -> lost.add("PIE MATERIALS line"));
        shaders.ifPresent(s -> lost.add("PIE SHADERS line"));
        long wide = Arrays.stream(polygonSizes).filter(n -> n > 3).count();
        if (wide > 0) {
            lost.add("PIE polygons of more than three points, kept as their triangles (" + wide + " polygons)");
        }
        return lost;
    }

    /** A PIE file's meshes are its levels, numbered from 1 as the game does. */
    @Override
    public String meshNoun() {
        return "level";
    }

    @Override
    public PieLevelExtra transformed(SpatialMap map) {
        List<PieLevelPart> moved = new ArrayList<>();
        for (PieLevelPart p : parts) {
            if (p instanceof PieConnectors c) {
                moved.add(moveConnectors(c, map));
            } else if (p instanceof PieShadowPoints s) {
                moved.add(new PieShadowPoints(movePoints(s.points(), map)));
            } else if (p instanceof PieShadowPolygons s && map.reversesTriangles()) {
                moved.add(new PieShadowPolygons(PieWinding.reversed(s.polygons())));
            } else {
                moved.add(p);
            }
        }
        return new PieLevelExtra(settings, materials, shaders, movePoints(points, map), pointOfVertex, normals,
                droppedNormals, polygonSizes, moved);
    }

    /** A PIE 4 level's own texture lines through the renaming. */
    @Override
    public PieLevelExtra withTextureNames(UnaryOperator<String> rule, boolean maps) {
        PieLevelSettings renamed = new PieLevelSettings(settings.type(), settings.interpolate(),
                PieTextureRenaming.renamed(settings.textures(), rule, maps));
        return new PieLevelExtra(renamed, materials, shaders, points, pointOfVertex, normals, droppedNormals,
                polygonSizes, parts);
    }

    @Override
    public PieLevelExtra withVertexOrder(int[] newIndex, int newVertexCount) {
        int[] moved = new int[newVertexCount];
        Arrays.fill(moved, -1);
        for (int v = 0; v < newIndex.length && v < pointOfVertex.length; v++) {
            if (newIndex[v] >= 0 && newIndex[v] < newVertexCount && moved[newIndex[v]] < 0) {
                moved[newIndex[v]] = pointOfVertex[v];
            }
        }
        return new PieLevelExtra(settings, materials, shaders, points, moved, normals, droppedNormals, polygonSizes,
                parts);
    }

    private static PiePoints movePoints(PiePoints points, SpatialMap map) {
        float[] xyz = new float[3 * points.count()];
        for (int i = 0; i < points.count(); i++) {
            double[] p = map.point(points.get(i, 0), points.get(i, 1), points.get(i, 2));
            for (int a = 0; a < 3; a++) {
                xyz[3 * i + a] = (float) p[a];
            }
        }
        return new PiePoints(xyz);
    }

    private static PieConnectors moveConnectors(PieConnectors c, SpatialMap map) {
        int[] xyz = new int[3 * c.count()];
        for (int i = 0; i < c.count(); i++) {
            double[] p = map.point(c.get(i, 0), c.get(i, 1), c.get(i, 2));
            for (int a = 0; a < 3; a++) {
                xyz[3 * i + a] = (int) Math.round(p[a]);
            }
        }
        return new PieConnectors(xyz);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PieLevelExtra e && settings.equals(e.settings) && materials.equals(e.materials)
                && shaders.equals(e.shaders) && points.equals(e.points) && Arrays.equals(pointOfVertex, e.pointOfVertex)
                && normals == e.normals && droppedNormals.equals(e.droppedNormals)
                && Arrays.equals(polygonSizes, e.polygonSizes) && parts.equals(e.parts);
    }

    @Override
    public int hashCode() {
        return Objects.hash(settings, points, normals, parts) * 31 + Arrays.hashCode(pointOfVertex);
    }

    @Override
    public String toString() {
        return "PieLevelExtra[points " + points.count() + ", parts " + parts + "]";
    }
}
