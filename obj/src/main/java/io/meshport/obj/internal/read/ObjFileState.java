package io.meshport.obj.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.SideFiles;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.text.pool.IntList;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The file read so far, its statements placed in file order ({@link #place}): the tables, the
 * group being read and the meshes of the groups before it, the materials and libraries named.
 * Here each face index is checked against the elements defined above it and made absolute, and
 * each face joins its group's part of its material:
 *
 * <ul>
 *   <li>every {@code o} statement, and every {@code g} statement with a new name, starts a new group;
 *       each group's faces of one material make one mesh, named after the group ({@code g a b}: "a b"),
 *       and faces before any make a mesh without a name;
 *   <li>an index must name an element defined above it (negative: counted back from the last).
 * </ul>
 *
 * <p>Only the thread that puts the blocks together in order uses it.
 */
final class ObjFileState {
    private final String source;
    private final Diagnostics diagnostics;
    private final ObjWarnings warnings = new ObjWarnings();
    private final ObjTables tables = new ObjTables(1024);
    private final ObjMeshBuilder builder;
    /** The faces of the current group, null before its first: an earlier group's are meshes already. */
    private ObjGroup faces;
    private final List<Mesh> meshes = new ArrayList<>();
    private final List<ObjMaterialLibrary.Reference> libraries = new ArrayList<>();
    private final Set<String> materials = new LinkedHashSet<>();
    private String groupName = "";
    private String material = "";
    private ObjPart current;

    ObjFileState(String source, Diagnostics diagnostics) {
        this.source = source;
        this.diagnostics = diagnostics;
        this.builder = new ObjMeshBuilder(tables, source, warnings);
    }

    /**
     * Places {@code s}, the statements that follow those placed so far: its elements join the
     * tables, its faces their groups, checked against the tables as they were at each face.
     *
     * @throws ModelFormatException at the first index out of range, or a table or mesh over its limit
     */
    void place(ObjStatements s) throws ModelFormatException {
        int positions = tables.positionCount();
        int texcoords = tables.texcoordCount();
        int normals = tables.normalCount();
        // a table over its limit is the error at its line, unless a face before it has one
        int overLine = Math.min(overflow(s.positionLines, positions),
                Math.min(overflow(s.texcoordLines, texcoords), overflow(s.normalLines, normals)));
        tables.positions.addAll(s.tables.positions);
        tables.texcoords.addAll(s.tables.texcoords);
        tables.normals.addAll(s.tables.normals);
        int event = 0;
        int faceCount = s.faceCount();
        int corner = 0;
        for (int f = 0; f < faceCount; f++) {
            for (; event < s.eventCount() && s.events.get(3 * event + 2) <= f; event++) {
                event(s, event);
            }
            int line = s.faces.get(ObjStatements.FACE_INTS * f + 1);
            if (line > overLine) {
                break;
            }
            face(s, f, corner, positions, texcoords, normals);
            corner += s.faces.get(ObjStatements.FACE_INTS * f);
        }
        if (overLine != Integer.MAX_VALUE) {
            throw overflowError(s, positions, texcoords, normals);
        }
        for (; event < s.eventCount(); event++) {
            event(s, event);
        }
        s.warnings.handOn(warnings, Integer.MAX_VALUE);
    }

    /** The line of the element that takes a table of {@code before} past its limit; MAX_VALUE if none does. */
    private static int overflow(IntList lines, int before) {
        long over = ObjFileReader.MAX_ITEMS - (long) before;
        return lines.size() > over ? lines.get((int) over) : Integer.MAX_VALUE;
    }

    private ModelFormatException overflowError(ObjStatements s, int positions, int texcoords, int normals) {
        int p = overflow(s.positionLines, positions);
        int t = overflow(s.texcoordLines, texcoords);
        int n = overflow(s.normalLines, normals);
        int line = Math.min(p, Math.min(t, n));
        String what = line == p ? "positions" : line == t ? "texture coordinates" : "normals";
        return ModelFormatException.atLine(source, line, 1, "more than " + ObjFileReader.MAX_ITEMS + " " + what);
    }

    private void event(ObjStatements s, int event) {
        int kind = s.events.get(3 * event);
        int line = s.events.get(3 * event + 1);
        String name = s.eventNames.get(event);
        switch (kind) {
            case ObjStatements.OBJECT -> {
                // a new object even under the same name: Blender makes each its own object
                s.warnings.handOn(warnings, line);
                closeGroup();
                groupName = name;
            }
            case ObjStatements.GROUP -> {
                if (!name.equals(groupName)) {
                    s.warnings.handOn(warnings, line);
                    closeGroup();
                    groupName = name;
                }
            }
            case ObjStatements.MATERIAL -> {
                material = name;
                materials.add(material);
                current = null;
            }
            default -> libraries.add(new ObjMaterialLibrary.Reference(name, line));
        }
    }

    /**
     * Makes the current group's parts meshes, in the order they began: no later face joins them (a
     * later group of the same name is a group of its own). Done at every group's end rather than the
     * file's, so that a file of a million groups holds a million meshes, not also their faces.
     */
    private void closeGroup() {
        if (faces != null) {
            faces.sortByPart();
            for (ObjPart part : faces.parts()) {
                meshes.add(builder.build(part, faces, diagnostics));
            }
        }
        faces = null;
        current = null;
    }

    /** Face {@code f} of {@code s}, whose corners start at {@code corner}, placed after the tables' first elements. */
    private void face(ObjStatements s, int f, int corner, int positionsBefore, int texcoordsBefore,
            int normalsBefore) throws ModelFormatException {
        int at = ObjStatements.FACE_INTS * f;
        int count = s.faces.get(at);
        int line = s.faces.get(at + 1);
        int positions = positionsBefore + s.faces.get(at + 2);
        int texcoords = texcoordsBefore + s.faces.get(at + 3);
        int normals = normalsBefore + s.faces.get(at + 4);
        ObjPart part = part();
        if (part.cornerCount() + (long) count > ObjFileReader.MAX_ITEMS) {
            throw ModelFormatException.atLine(source, line, 1, "more than " + ObjFileReader.MAX_ITEMS
                    + " face corners in one mesh");
        }
        if (faces.cornerCount() + (long) count > ObjGroup.MAX_CORNERS) {
            throw ModelFormatException.atLine(source, line, 1, "more than " + ObjGroup.MAX_CORNERS
                    + " face corners in one group");
        }
        boolean missingTexcoord = false;
        boolean missingNormal = false;
        IntList raw = s.corners;
        for (int c = corner; c < corner + count; c++) {
            int v = absolute(raw.get(3 * c), positions);
            if (v < 0) {
                throw outOfRange(raw.get(3 * c), positions, "vertex", "positions", s, f, c - corner, 0);
            }
            int vt = -1;
            if (raw.get(3 * c + 1) != 0) {
                vt = absolute(raw.get(3 * c + 1), texcoords);
                if (vt < 0) {
                    throw outOfRange(raw.get(3 * c + 1), texcoords, "texture coordinate", "texture coordinates", s, f,
                            c - corner, 1);
                }
                part.anyTexcoord = true;
            } else {
                missingTexcoord = true;
                part.withoutTexcoord++;
            }
            int vn = -1;
            if (raw.get(3 * c + 2) != 0) {
                vn = absolute(raw.get(3 * c + 2), normals);
                if (vn < 0) {
                    throw outOfRange(raw.get(3 * c + 2), normals, "normal", "normals", s, f, c - corner, 2);
                }
                part.anyNormal = true;
            } else {
                missingNormal = true;
                part.withoutNormal++;
            }
            faces.corners.add(v);
            faces.corners.add(vt);
            faces.corners.add(vn);
        }
        if (missingTexcoord && part.firstWithoutTexcoordLine == 0) {
            part.firstWithoutTexcoordLine = line;
        }
        if (missingNormal && part.firstWithoutNormalLine == 0) {
            part.firstWithoutNormalLine = line;
        }
        faces.addFace(part, count, line);
    }

    /** The 0-based table index of {@code raw} (as written) in a table of {@code count} elements; -1 for none. */
    private static int absolute(int raw, int count) {
        long index = raw > 0 ? raw - 1L : count + (long) raw;
        return index < 0 || index >= count ? -1 : (int) index;
    }

    /**
     * The error for index {@code part} (0 = v, 1 = vt, 2 = vn) of corner {@code k} of face {@code f}
     * of {@code s}, {@code raw} as written, which names none of {@code count} elements: at its place,
     * which reading the face again finds.
     */
    private ModelFormatException outOfRange(int raw, int count, String what, String plural, ObjStatements s, int f,
            int k, int part) throws ModelFormatException {
        ObjLine line = s.faceLine(f, new ObjLine());
        int keyword = ObjFileReader.skipBlanks(line.text, line.from, line.to);
        ObjFaceCorners corners = new ObjFaceCorners();
        corners.read(line, ObjFileReader.tokenEnd(line.text, keyword, line.to), source);
        int at = part == 0 ? corners.vAt[k] : part == 1 ? corners.vtAt[k] : corners.vnAt[k];
        return ModelFormatException.atLine(source, line.lineAt(at), line.columnAt(at), what + " index " + raw
                + " out of range (" + count + " " + plural + " defined so far)");
    }

    private ObjPart part() {
        if (faces == null) {
            faces = new ObjGroup(groupName);
        }
        if (current == null) {
            current = faces.part(material);
        }
        return current;
    }

    /** The model of the statements placed, the material libraries checked when there is a folder. */
    Model model(SideFiles sideFiles) {
        closeGroup();
        if (sideFiles != null) {
            ObjMaterialLibrary.check(sideFiles, libraries, materials, source, diagnostics);
        }
        warnings.report(source, diagnostics);
        return Model.builder().meshes(meshes).conventions(ObjFileReader.CONVENTIONS)
                .extra(SourceInfo.class, new SourceInfo(ObjFileReader.NAME, "")).build();
    }
}
