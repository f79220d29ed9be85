package io.meshport.obj.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.derive.PolygonTriangulator;
import io.meshport.text.pool.FloatList;
import io.meshport.text.pool.IntList;
import java.util.function.IntToDoubleFunction;

/**
 * One {@link ObjPart} as a mesh: its distinct corner triples as vertices ({@link ObjCornerTable}),
 * its polygons as triangles ({@link PolygonTriangulator}). A mesh has texture coordinates when any of
 * its corners gives one, and normals likewise; a corner that gives none then gets (0, 0), and the
 * face's own normal (Newell's, so any polygon has one), and the reader says how many did.
 */
final class ObjMeshBuilder {
    private final ObjTables tables;
    private final String source;
    private final ObjWarnings warnings;

    ObjMeshBuilder(ObjTables tables, String source, ObjWarnings warnings) {
        this.tables = tables;
        this.source = source;
        this.warnings = warnings;
    }

    /** The mesh of {@code part}, whose faces are in {@code group}, sorted by part. */
    Mesh build(ObjPart part, ObjGroup group, Diagnostics diagnostics) {
        IntList corners = group.corners;
        int minPosition = Integer.MAX_VALUE;
        int maxPosition = -1;
        for (int p = 0; p < part.faces; p++) {
            int face = group.face(part, p);
            int corner = group.cornerStart(face);
            for (int c = 0; c < group.size(face); c++) {
                int v = corners.get(3 * (corner + c));
                minPosition = Math.min(minPosition, v);
                maxPosition = Math.max(maxPosition, v);
            }
        }
        ObjCornerTable vertices = new ObjCornerTable(part.cornerCount(), minPosition, maxPosition);
        IntList triangles = new IntList(part.cornerCount());
        FloatList filledNormals = new FloatList(part.anyNormal ? 3 * part.withoutNormal : 0);
        IntList split;
        int fileNormals = tables.normals.size() / 3;
        int fans = 0;
        int firstFanLine = 0;
        int[] trianglePositions = new int[3];
        int[] triangleLocal = new int[3];
        // the file's positions as the triangulator reads them, made once, not once a polygon
        IntToDoubleFunction filePositions = tables.positions::get;
        for (int p = 0; p < part.faces; p++) {
            int face = group.face(part, p);
            int n = group.size(face);
            int corner = group.cornerStart(face);
            // a triangle, most faces, in arrays of its size made once: two arrays a face were a
            // tenth of building a large mesh
            int[] positions = n == 3 ? trianglePositions : new int[n];
            int[] local = n == 3 ? triangleLocal : new int[n];
            boolean needsNormal = false;
            for (int c = 0; c < n; c++) {
                positions[c] = corners.get(3 * (corner + c));
                needsNormal |= part.anyNormal && corners.get(3 * (corner + c) + 2) < 0;
            }
            int filled = -1;
            if (needsNormal) {
                float[] normal = PolygonTriangulator.normal(filePositions, positions);
                filled = fileNormals + filledNormals.size() / 3;
                for (float f : normal) {
                    filledNormals.add(f);
                }
            }
            for (int c = 0; c < n; c++) {
                int k = 3 * (corner + c);
                int vt = !part.anyTexcoord ? -1 : Math.max(corners.get(k + 1), -1);
                int vn = !part.anyNormal ? -1 : corners.get(k + 2) < 0 ? filled : corners.get(k + 2);
                // a missing texture coordinate is -1 in the part: kept as -1, read as (0, 0) below
                local[c] = vertices.vertex(positions[c], part.anyTexcoord ? vt : -1, vn);
            }
            if (n == 3) {
                // most faces: one triangle as it is, without a list for it
                triangles.add(local[0]);
                triangles.add(local[1]);
                triangles.add(local[2]);
                continue;
            }
            split = new IntList(3 * (n - 2));
            if (PolygonTriangulator.triangulate(filePositions, positions, split::add)
                    == PolygonTriangulator.Split.FAN_FALLBACK) {
                if (fans++ == 0) {
                    firstFanLine = group.line(face);
                }
            }
            for (int i = 0; i < split.size(); i++) {
                triangles.add(local[split.get(i)]);
            }
        }
        if (fans > 0) {
            warnings.note("a polygon with no area, crossing itself, concave with more than "
                    + PolygonTriangulator.MAX_EAR_CLIPPED + " corners, or whose ears take too long to find: triangulated"
                    + " as a fan", firstFanLine, 1);
        }
        if (part.anyTexcoord && part.withoutTexcoord > 0) {
            diagnostics.warn(source, part.firstWithoutTexcoordLine, 1, meshWord(part) + part.withoutTexcoord
                    + " face corners give no texture coordinate while others do: (0, 0) used");
        }
        if (part.anyNormal && part.withoutNormal > 0) {
            diagnostics.warn(source, part.firstWithoutNormalLine, 1, meshWord(part) + part.withoutNormal
                    + " face corners give no normal while others do: the face's normal used");
        }
        return mesh(part, vertices, triangles, filledNormals, fileNormals);
    }

    private static String meshWord(ObjPart part) {
        return "mesh '" + part.name + "'" + (part.material.isEmpty() ? "" : " (material '" + part.material + "')")
                + ": ";
    }

    private Mesh mesh(ObjPart part, ObjCornerTable vertices, IntList triangles, FloatList filledNormals,
            int fileNormals) {
        int count = vertices.count();
        VertexArray.Builder position = new VertexArray.Builder(
                VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3), count);
        VertexArray.Builder texcoord = part.anyTexcoord ? new VertexArray.Builder(
                VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2), count) : null;
        VertexArray.Builder normal = part.anyNormal ? new VertexArray.Builder(
                VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3), count) : null;
        for (int v = 0; v < count; v++) {
            int p = 3 * vertices.triple(v, 0);
            for (int c = 0; c < 3; c++) {
                position.set(v, c, tables.positions.get(p + c));
            }
            if (texcoord != null) {
                int t = vertices.triple(v, 1);
                texcoord.set(v, 0, t < 0 ? 0 : tables.texcoords.get(2 * t));
                texcoord.set(v, 1, t < 0 ? 0 : tables.texcoords.get(2 * t + 1));
            }
            if (normal != null) {
                int n = vertices.triple(v, 2);
                for (int c = 0; c < 3; c++) {
                    normal.set(v, c, n < fileNormals ? tables.normals.get(3 * n + c)
                            : filledNormals.get(3 * (n - fileNormals) + c));
                }
            }
        }
        Mesh.Builder b = Mesh.builder(part.name).material(part.material).addArray(position.build());
        if (texcoord != null) {
            b.addArray(texcoord.build());
        }
        if (normal != null) {
            b.addArray(normal.build());
        }
        return b.trianglesOwned(triangles.toArray()).build();
    }
}
