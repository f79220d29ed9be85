package io.meshport.pie.internal.export;

import io.meshport.io.LossScope;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.pie.PieFlags;
import io.meshport.pie.PieLevelExtra;
import io.meshport.pie.PieNormals;
import io.meshport.pie.PiePolygons;
import io.meshport.pie.internal.compile.PieCompiler;
import io.meshport.pie.internal.rules.PieRules;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * A mesh's triangles as a level's polygons and (when they are not the game's face normals) its
 * NORMALS block. Flags and texture animation come from the triangle streams PIE's compiler
 * makes; a triangle of another format's mesh is textured when the mesh has texture coordinates.
 * PIE 2 polygons of more than three points are rebuilt from their fan when the level's extra
 * says so and the fan is still intact.
 */
final class PieLevelPolygons {
    /** What this builds. */
    record Built(PiePolygons polygons, Optional<PieNormals> normals) {
    }

    private final Mesh mesh;
    private final PieExporter.PieLevelPoints points;
    private final Optional<PieLevelExtra> extra;
    private final int version;
    private final float uvScale;
    private final boolean roundsUvs;
    private final BiConsumer<String, LossScope> loss;
    private final VertexArray texcoords;
    private final VertexArray normals;
    private final VertexArray flags;
    private final VertexArray animation;
    private final int[] triangles;

    PieLevelPolygons(Mesh mesh, PieExporter.PieLevelPoints points, Optional<PieLevelExtra> extra, int version,
            float uvScale, boolean roundsUvs, BiConsumer<String, LossScope> loss) {
        this.mesh = mesh;
        this.points = points;
        this.extra = extra;
        this.version = version;
        this.uvScale = uvScale;
        this.roundsUvs = roundsUvs;
        this.loss = loss;
        // A model of another format may hold fewer components (IQM takes any layout): the missing
        // ones are 0, as the loss check reports the layout.
        this.texcoords = mesh.array(AttributeKind.TEXCOORD).map(a -> atLeast(a, 2)).orElse(null);
        this.normals = mesh.array(AttributeKind.NORMAL).map(a -> atLeast(a, 3)).orElse(null);
        this.flags = mesh.triangleStream(PieCompiler.FLAGS_STREAM).orElse(null);
        this.animation = mesh.triangleStream(PieCompiler.ANIMATION_STREAM).orElse(null);
        this.triangles = mesh.triangleIndices();
    }

    Built build() {
        PiePolygons triangleList = triangles();
        boolean writeNormals = normals != null && !faceNormals(triangleList);
        int[] sizes = extra.map(PieLevelExtra::polygonSizes).orElse(new int[0]);
        PiePolygons polygons = triangleList;
        if (version < PieRules.FLOAT_UV_VERSION && sizes.length > 0 && !writeNormals) {
            PiePolygons fans = PieFans.join(triangleList, sizes);
            polygons = fans != null ? fans : triangleList;
        } else if (sizes.length > 0) {
            loss.accept("PIE 2 polygons of more than three points are written as triangles in PIE " + version,
                    LossScope.of(LossScope.meshPath(-1, "extras.PieLevelExtra")));
        }
        return new Built(polygons, writeNormals ? Optional.of(cornerNormals()) : dropped(polygons));
    }

    /**
     * The NORMALS block the game dropped when it was read, written back as long as the game still
     * drops it: its count is not the polygons', or polygons of more than three points leave the
     * game no use for it.
     */
    private Optional<PieNormals> dropped(PiePolygons polygons) {
        boolean ngons = false;
        for (int p = 0; p < polygons.count(); p++) {
            ngons |= polygons.size(p) > 3;
        }
        boolean stillDropped = ngons;
        return extra.flatMap(PieLevelExtra::droppedNormals)
                .filter(block -> stillDropped || block.count() != polygons.count());
    }

    private PiePolygons triangles() {
        PiePolygons.Builder b = PiePolygons.builder();
        int[] pointOf = points.pointOfVertex();
        for (int t = 0; t < triangles.length / 3; t++) {
            int polygonFlags = flags(t);
            boolean textured = (polygonFlags & PieFlags.TEXTURED) != 0;
            boolean animated = (polygonFlags & PieFlags.TEXTURE_ANIMATION) != 0;
            int[] corners = new int[3];
            float[] uvs = new float[textured ? 6 : 0];
            for (int c = 0; c < 3; c++) {
                int v = triangles[3 * t + c];
                corners[c] = pointOf[v];
                if (textured && texcoords != null) {
                    uvs[2 * c] = uv(texcoords.getFloat(v, 0));
                    uvs[2 * c + 1] = uv(texcoords.getFloat(v, 1));
                }
            }
            if (animated) {
                b.add(polygonFlags, corners, Math.round(animation.getFloat(t, 0)), Math.round(animation.getFloat(t, 1)),
                        uv(animation.getFloat(t, 2)), uv(animation.getFloat(t, 3)), uvs);
            } else {
                b.add(polygonFlags, corners, 0, 0, 0, 0, uvs);
            }
        }
        return b.build();
    }

    /** The triangle's flags: as PIE's compiler kept them, else textured when the mesh has texture coordinates. */
    private int flags(int t) {
        // flags are uint bits: read exactly, not through a float
        int f = flags != null ? (int) (long) flags.getDouble(t, 0) : texcoords != null ? PieFlags.TEXTURED : 0;
        if ((f & PieFlags.TEXTURE_ANIMATION) != 0 && (animation == null || (f & PieFlags.TEXTURED) == 0)) {
            loss.accept("polygon flag 0x4000 without its texture-animation values is dropped",
                    LossScope.of(LossScope.meshPath(-1, "triangleStreams." + PieCompiler.FLAGS_STREAM)));
            f &= ~PieFlags.TEXTURE_ANIMATION;
        }
        return f;
    }

    /** A texture coordinate in the version's units: PIE 2's are integers, rounded with a report (unless read from PIE 2). */
    private float uv(float modelValue) {
        float v = modelValue * uvScale;
        if (roundsUvs && v != Math.rint(v) && Float.isFinite(v)) {
            loss.accept("PIE 2 texture coordinates are integers in 1/256 units: values in between are rounded",
                    LossScope.of(LossScope.meshPath(-1, "streams.texcoord")));
            return (float) Math.rint(v);
        }
        return v;
    }

    /** Whether every corner's normal is its triangle's face normal, as the game computes it without NORMALS. */
    private boolean faceNormals(PiePolygons polygons) {
        if (extra.isPresent() && extra.get().normals() == PieLevelExtra.Normals.GIVEN) {
            return false;
        }
        int[] corners = {0, 1, 2};
        for (int t = 0; t < polygons.count(); t++) {
            float[] face = PieCompiler.faceNormal(points.points(), polygons, t, corners);
            for (int c = 0; c < 3; c++) {
                int v = triangles[3 * t + c];
                for (int a = 0; a < 3; a++) {
                    if (Float.floatToIntBits((float) normals.getNormalized(v, a)) != Float.floatToIntBits(face[a])) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private static VertexArray atLeast(VertexArray a, int size) {
        return a.descriptor().size() >= size ? a : a.convert(ComponentType.FLOAT, size, 0, 0, 0, 0);
    }

    private PieNormals cornerNormals() {
        float[] values = new float[3 * triangles.length];
        for (int i = 0; i < triangles.length; i++) {
            for (int a = 0; a < 3; a++) {
                values[3 * i + a] = (float) normals.getNormalized(triangles[i], a);
            }
        }
        return new PieNormals(values);
    }

    @Override
    public String toString() {
        return "PieLevelPolygons[" + mesh.name() + "]";
    }
}
