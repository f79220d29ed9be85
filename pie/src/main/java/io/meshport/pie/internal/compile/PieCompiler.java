package io.meshport.pie.internal.compile;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.Axis;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Handedness;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.Winding;
import io.meshport.pie.PieConnectors;
import io.meshport.pie.PieDocument;
import io.meshport.pie.PieFileExtra;
import io.meshport.pie.PieLevel;
import io.meshport.pie.PieLevelExtra;
import io.meshport.pie.PieLevelPart;
import io.meshport.pie.PieNormals;
import io.meshport.pie.PiePoints;
import io.meshport.pie.PiePolygons;
import io.meshport.pie.PieTexture;
import io.meshport.pie.PieTextureKind;
import io.meshport.pie.internal.rules.PieRules;
import io.meshport.text.pool.FloatList;
import io.meshport.text.pool.IntList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A document's meaning as a model, as the game builds it ({@code imdload.cpp}): each LEVEL a
 * mesh (unnamed: levels have numbers, which are their order); each polygon corner a vertex of its point's position, its texture coordinates (PIE 2's
 * divided by 256), the polygon's texture-animation size and a normal (the NORMALS block's when
 * its count is POLYGONS', else the polygon's face normal), and corners whose values are all equal
 * share one vertex (not with a NORMALS block: then the game gives every corner its own). Polygons
 * become triangles (PIE 2 polygons of more points as a fan from their
 * first corner); their flags and texture-animation blocks become triangle streams. What the
 * model has no place for rides in {@link PieFileExtra} and {@link PieLevelExtra}.
 *
 * <p>Welding keys on the point, not its position: two points at one position stay two vertices
 * (the game merges them), so that the level is written back with the points it had.
 *
 * <p>Public for {@link io.meshport.pie.PieFormat}'s compile stage, for the exporter (which undoes
 * what this does) and for {@link io.meshport.pie.PieTextureAnimation} (the streams); the package
 * is internal, not exported.
 */
public final class PieCompiler {
    /**
     * The game's space: points Y up (the loader keeps them as written, {@code _imd_load_points}),
     * left-handed, front faces clockwise as seen. The game describes its polygons as clockwise
     * ({@code pie_SurfaceNormal3fv}); the tools that take PIE into right-handed, counter-clockwise
     * programs both mirror one axis and reverse every triangle: the Blender add-on swaps Y and Z
     * ({@code pie_import.py}; the reversal came with WZ PR #3665, checked against the game's
     * lighting), WMIT mirrors X ({@code WZM.cpp}). A mirror keeps what a viewer sees and the change
     * of front-face rule reverses the corners, so their conversions are this one's. Connectors are
     * Z up in the file.
     */
    public static final Conventions CONVENTIONS = new Conventions(Axis.Y_UP, Handedness.LEFT, Winding.CLOCKWISE);

    /** Per-triangle polygon flags (0x200 textured, 0x4000 texture animation, others as written). */
    public static final String FLAGS_STREAM = "pie:flags";
    /** Per-triangle texture animation: frames, rate, width, height (PIE 2's sizes divided by 256). */
    public static final String ANIMATION_STREAM = "pie:texture-animation";

    private final PieDocument doc;
    private final float uvScale;

    private PieCompiler(PieDocument doc) {
        this.doc = doc;
        this.uvScale = doc.version() < PieRules.FLOAT_UV_VERSION ? 1f / 256 : 1f;
    }

    /** The game's model of {@code doc}: a mesh per level, with its joints and animations. */
    public static Model compile(PieDocument doc, String source, Diagnostics diagnostics) {
        PieCompiler c = new PieCompiler(doc);
        Model.Builder model = Model.builder().conventions(CONVENTIONS).extra(PieFileExtra.class, fileExtra(doc))
                .extra(SourceInfo.class, new SourceInfo("pie", String.valueOf(doc.version())));
        for (int i = 0; i < doc.levels().size(); i++) {
            model.addMesh(c.level(doc.levels().get(i)));
        }
        return PieConnectorJoints.attach(PieLevelAnimation.attach(model.build(), doc.levels()), doc.levels());
    }

    /** What the file says about the whole model, as its model extra. */
    private static PieFileExtra fileExtra(PieDocument doc) {
        return new PieFileExtra(doc.version(), doc.type(), doc.interpolate(), doc.textures(), doc.events(),
                doc.comments());
    }

    private Mesh level(PieLevel level) {
        PiePolygons polygons = level.polygons();
        boolean ngons = false;
        for (int p = 0; p < polygons.count(); p++) {
            ngons |= polygons.size(p) > 3;
        }
        boolean givenNormals = level.normals().isPresent() && level.normals().get().count() == polygons.count()
                && !ngons;
        // with a valid NORMALS block the game gives every corner its own vertex (addVertex)
        Welder welder = new Welder(level.points(), !givenNormals);
        IntList triangles = new IntList(3 * polygons.count());
        IntList flags = new IntList(polygons.count());
        FloatList animation = new FloatList(4);
        boolean animated = false;
        boolean textured = false;
        for (int p = 0; p < polygons.count(); p++) {
            textured |= polygons.textured(p);
            animated |= polygons.animated(p);
            for (int k = 1; k + 1 < polygons.size(p); k++) {
                int[] corners = {0, k, k + 1};
                float[] normal = givenNormals ? null : faceNormal(level.points(), polygons, p, corners);
                for (int c : corners) {
                    float[] n = givenNormals ? givenNormal(level.normals().get(), p, c) : normal;
                    triangles.add(welder.vertex(polygons, p, c, n, uvScale));
                }
                flags.add(polygons.flags(p));
                animation.add(polygons.animFrames(p));
                animation.add(polygons.animRate(p));
                animation.add(polygons.animWidth(p) * uvScale);
                animation.add(polygons.animHeight(p) * uvScale);
            }
        }
        Mesh.Builder mesh = Mesh.builder("").material(material(level)).vertexCount(welder.count())
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        welder.positions.toArray()));
        if (textured) {
            mesh.addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2),
                    welder.uvs.toArray()));
        }
        mesh.addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3),
                welder.normals.toArray()));
        mesh.triangles(triangles.toArray());
        mesh.addTriangleStream(VertexArray.ofInts(VertexArrayDescriptor.custom(FLAGS_STREAM, ComponentType.UINT, 1),
                flags.toArray()));
        if (animated) {
            mesh.addTriangleStream(VertexArray.ofFloats(
                    VertexArrayDescriptor.custom(ANIMATION_STREAM, ComponentType.FLOAT, 4), animation.toArray()));
        }
        mesh.extra(PieLevelExtra.class, extra(level, welder, givenNormals, ngons));
        return mesh.build();
    }

    private static PieLevelExtra extra(PieLevel level, Welder welder, boolean givenNormals, boolean ngons) {
        PiePolygons polygons = level.polygons();
        int[] sizes = new int[ngons ? polygons.count() : 0];
        for (int p = 0; p < sizes.length; p++) {
            sizes[p] = polygons.size(p);
        }
        Optional<PieNormals> dropped = givenNormals ? Optional.empty() : level.normals();
        return new PieLevelExtra(level.settings(), level.materials(), level.shaders(), level.points(),
                welder.pointOfVertex.toArray(), givenNormals ? PieLevelExtra.Normals.GIVEN : PieLevelExtra.Normals.FACE,
                dropped, sizes, swappedConnectors(level.parts()));
    }

    /**
     * The blocks with their connectors' y and z swapped: connectors are Z up in the file and go
     * into the points' space (x, z, y) in the model, as WMIT reads them, and back when written.
     */
    public static List<PieLevelPart> swappedConnectors(List<PieLevelPart> parts) {
        return parts.stream().map(p -> p instanceof PieConnectors c ? c.withYzSwapped() : p).toList();
    }

    /** The texture page of tileset 0: the level's own (PIE 4), else the file's; empty without one. */
    private String material(PieLevel level) {
        for (List<PieTexture> scope : List.of(level.settings().textures(), doc.textures())) {
            for (PieTexture t : scope) {
                if (t.kind() == PieTextureKind.TEXTURE && t.tileset() == 0) {
                    return t.name();
                }
            }
        }
        return "";
    }

    private static float[] givenNormal(PieNormals normals, int polygon, int corner) {
        return new float[] {normals.get(polygon, corner, 0), normals.get(polygon, corner, 1),
            normals.get(polygon, corner, 2)};
    }

    /**
     * The polygon's face normal as the game computes it, in float arithmetic so that corners weld
     * exactly where the game's do ({@code pie_SurfaceNormal3fv}: {@code normalise((c − a) × (b − a))}),
     * then turned to the side the tools that take PIE into right-handed programs call the front
     * (WMIT and the Blender add-on both reverse the corners, so their normals are the negation):
     * {@code (b − a) × (c − a)}, unit length; zero for a degenerate triangle, and a zero component
     * is +0 (the game's welding compares with ==, which does not tell −0 from 0).
     */
    public static float[] faceNormal(PiePoints points, PiePolygons polygons, int p, int[] corners) {
        int ia = polygons.corner(p, corners[0]);
        int ib = polygons.corner(p, corners[1]);
        int ic = polygons.corner(p, corners[2]);
        float ax = points.get(ic, 0) - points.get(ia, 0);
        float ay = points.get(ic, 1) - points.get(ia, 1);
        float az = points.get(ic, 2) - points.get(ia, 2);
        float bx = points.get(ib, 0) - points.get(ia, 0);
        float by = points.get(ib, 1) - points.get(ia, 1);
        float bz = points.get(ib, 2) - points.get(ia, 2);
        float nx = ay * bz - by * az;
        float ny = az * bx - bz * ax;
        float nz = ax * by - bx * ay;
        float dot = nx * nx + ny * ny + nz * nz;
        if (!(dot > 0f)) {
            return dot == 0f ? new float[3] : new float[] {-nx + 0f, -ny + 0f, -nz + 0f};
        }
        float inverse = 1f / (float) Math.sqrt(dot);
        return new float[] {-(nx * inverse) + 0f, -(ny * inverse) + 0f, -(nz * inverse) + 0f};
    }

    /** Corners to vertices, one per distinct (point, texture coordinates, animation size, normal). */
    private static final class Welder {
        private final PiePoints points;
        private final Map<Key, Integer> index = new HashMap<>();
        final FloatList positions = new FloatList(48);
        final FloatList uvs = new FloatList(32);
        final FloatList normals = new FloatList(48);
        final IntList pointOfVertex = new IntList(16);

        private final boolean weld;

        Welder(PiePoints points, boolean weld) {
            this.points = points;
            this.weld = weld;
        }

        int count() {
            return pointOfVertex.size();
        }

        int vertex(PiePolygons polygons, int p, int c, float[] normal, float uvScale) {
            int point = polygons.corner(p, c);
            float u = polygons.uv(p, c, 0) * uvScale;
            float v = polygons.uv(p, c, 1) * uvScale;
            Key key = new Key(point, Float.floatToIntBits(u), Float.floatToIntBits(v),
                    Float.floatToIntBits(polygons.animWidth(p)), Float.floatToIntBits(polygons.animHeight(p)),
                    Float.floatToIntBits(normal[0]), Float.floatToIntBits(normal[1]), Float.floatToIntBits(normal[2]));
            Integer known = weld ? index.get(key) : null;
            if (known != null) {
                return known;
            }
            int v0 = count();
            index.put(key, v0);
            for (int a = 0; a < 3; a++) {
                positions.add(points.get(point, a));
                normals.add(normal[a]);
            }
            uvs.add(u);
            uvs.add(v);
            pointOfVertex.add(point);
            return v0;
        }

        /**
         * A corner's point and the bits of its attributes. Its equals and hashCode are written out:
         * a record's are linked through method handles, which the first tier (a batch of small
         * files runs on it) calls slowly, and hashing the keys was a thirteenth of a batch's work.
         */
        private record Key(int point, int u, int v, int width, int height, int nx, int ny, int nz) {
            @Override
            public boolean equals(Object o) {
                return o instanceof Key k && point == k.point && u == k.u && v == k.v && width == k.width
                        && height == k.height && nx == k.nx && ny == k.ny && nz == k.nz;
            }

            @Override
            public int hashCode() {
                int h = point;
                h = 31 * h + u;
                h = 31 * h + v;
                h = 31 * h + width;
                h = 31 * h + height;
                h = 31 * h + nx;
                h = 31 * h + ny;
                return 31 * h + nz;
            }
        }
    }
}
