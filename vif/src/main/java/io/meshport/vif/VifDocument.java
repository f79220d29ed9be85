package io.meshport.vif;

import io.meshport.text.LineComment;
import io.meshport.vif.internal.VifDocumentAccess;
import io.meshport.vif.internal.rules.VifRules;
import java.util.List;
import java.util.Objects;

/**
 * Everything a VIF file says, as it says it: the version, the positions (with their colours,
 * normals and texture sets), the vertices of the hierarchy, the triangles, the patch count, the
 * error parameters, the merges or clusters in file order, two spellings of the header, and the
 * {@code #} comments with the line each stands before (or ends).
 *
 * <p>A document is whole: every index points at something (a position, a vertex, an error entry)
 * and every part is one its version can say. Whether the hierarchy is a tree, the coincident
 * links rings and the patches consistent is {@code VifRules}' question: the reader asks it
 * (strictly, or leniently with warnings), and the writer will not write a document that fails it.
 *
 * <p>Comment lines are numbered by the lines the writer's {@code writeDocument} writes without
 * comments: the magic is line 0, every header line and every record one line after it.
 *
 * @param version the version on the magic line, which decides what the other parts may hold
 * @param errorSizeJoined the 2.3 header spells {@code errorparamsize:} rather than the template's
 *     {@code errorparam size:}; always false without error parameters
 * @param countLine 2.0 and 2.1: the header has the optional {@code merges:} or {@code clusters:}
 *     line; always true when there are merges or clusters, always false in other versions
 * @param positions the vertex positions: the {@code p} records from 2.2 on, before that the
 *     {@code v} records with their colours and normals
 * @param vertices the hierarchy's vertices ({@code v} records from 2.2 on); before 2.2 vertex
 *     {@code i} is position {@code i}, without patch or coincident vertex
 * @param triangles the {@code t} records, whose corners index {@code vertices}
 * @param patches the {@code patches:} count, 0..{@value VifRules#MAX_PATCHES}: valid patch IDs are
 *     1 to this (0 before 2.2)
 * @param errors the {@code e} records of 2.3 ({@link VifErrors#NONE} otherwise)
 * @param hierarchy the {@code m} records, or the {@code u} records of 2.0 and 2.1, in file order;
 *     {@link VifMerges#NONE} when the file has none
 * @param comments the {@code #} comments, each with the line it belongs to
 */
public record VifDocument(VifVersion version, boolean errorSizeJoined, boolean countLine, VifPositions positions,
        VifVertices vertices, VifTriangles triangles, int patches, VifErrors errors, VifMerges hierarchy,
        List<LineComment> comments) {
    static {
        // the stages in io.meshport.vif.internal.* reach the parts' arrays without copies through it
        VifDocumentAccess.install(new VifStageAccess());
    }

    /**
     * Checks that the parts fit together and that the version can say them. Without error
     * parameters {@code errorSizeJoined} becomes false; {@code countLine} becomes false outside 2.0
     * and 2.1 and true when there are merges or clusters; a hierarchy without merges and without
     * count line becomes {@link VifMerges#NONE}. The rules of {@code VifRules} are not checked here.
     *
     * @throws NullPointerException if a part or {@code comments} is null
     * @throws IllegalArgumentException if an index (position, coincident vertex, corner, parent,
     *     child, error entry) is out of range, a vertex's or triangle's patch is negative, the
     *     {@code patches:} count is outside 0..{@value VifRules#MAX_PATCHES}, or a part is one
     *     {@code version} cannot say: texture coordinates before 2.1; before 2.2 a vertex that is
     *     not its own position, a patch, or a colour alpha other than 255; error parameters before
     *     2.3; merges in 1.0; clusters outside 2.0 and 2.1
     */
    public VifDocument {
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(positions, "positions");
        Objects.requireNonNull(vertices, "vertices");
        Objects.requireNonNull(triangles, "triangles");
        Objects.requireNonNull(errors, "errors");
        Objects.requireNonNull(hierarchy, "hierarchy");
        comments = List.copyOf(comments);
        check(version, positions, vertices, triangles, patches, errors, hierarchy);
        errorSizeJoined = errorSizeJoined && errors.count() > 0;
        countLine = version.hasClusters() && (countLine || hierarchy.count() > 0);
        if (hierarchy.count() == 0 && !countLine) {
            // Nothing written says "clusters": none read back as no merges.
            hierarchy = VifMerges.NONE;
        }
    }

    /**
     * The same document with other comments, e.g. none before writing a bare file.
     *
     * @param newComments the comments, each numbered as the class comment says
     * @return a new document; this one is unchanged
     */
    public VifDocument withComments(List<LineComment> newComments) {
        return new VifDocument(version, errorSizeJoined, countLine, positions, vertices, triangles, patches, errors,
                hierarchy, newComments);
    }

    private static void check(VifVersion version, VifPositions positions, VifVertices vertices,
            VifTriangles triangles, int patches, VifErrors errors, VifMerges hierarchy) {
        if (!version.hasFormatLine() && positions.texcoordSets() > 0) {
            throw new IllegalArgumentException("VIF " + version.text() + " has no texture coordinates");
        }
        if (!version.hasPositions()) {
            if (positions.count() != vertices.count() || !vertices.isIdentity()) {
                throw new IllegalArgumentException("before VIF 2.2 every vertex is its own position, without patch");
            }
            if (patches != 0) {
                throw new IllegalArgumentException("VIF " + version.text() + " has no patches");
            }
            if (positions.hasColors()) {
                for (int i = 0; i < positions.count(); i++) {
                    if (positions.color(i, 3) != 255) {
                        throw new IllegalArgumentException("VIF " + version.text() + " colours have no alpha");
                    }
                }
            }
        } else if (patches < 0 || patches > VifRules.MAX_PATCHES) {
            throw new IllegalArgumentException("patches: " + patches + " outside 0.." + VifRules.MAX_PATCHES);
        }
        if (!version.hasErrors() && errors.count() > 0) {
            throw new IllegalArgumentException("VIF " + version.text() + " has no error parameters");
        }
        if (!version.hasHierarchy() && hierarchy.count() > 0) {
            throw new IllegalArgumentException("VIF 1.0 has no hierarchy");
        }
        if (!version.hasClusters() && hierarchy.kind() == VifMerges.Kind.CLUSTERS) {
            throw new IllegalArgumentException("clusters are VIF 2.0 and 2.1 only");
        }
        int n = vertices.count();
        for (int v = 0; v < n; v++) {
            range("vertex", v, "position", vertices.position(v), positions.count());
            int c = vertices.coincident(v);
            if (c != -1) {
                range("vertex", v, "coincident vertex", c, n);
            }
            if (vertices.patch(v) < 0) {
                throw new IllegalArgumentException("vertex " + v + ": negative patch");
            }
        }
        for (int t = 0; t < triangles.count(); t++) {
            for (int k = 0; k < 3; k++) {
                range("triangle", t, "corner", triangles.corner(t, k), n);
            }
            if (triangles.patch(t) < 0 || !version.hasPositions() && triangles.patch(t) != 0) {
                throw new IllegalArgumentException("triangle " + t + ": patch " + triangles.patch(t));
            }
        }
        for (int m = 0; m < hierarchy.count(); m++) {
            range("merge", m, "parent", hierarchy.parent(m), n);
            for (int k = 0; k < hierarchy.childCount(m); k++) {
                range("merge", m, "child", hierarchy.child(m, k), n);
            }
            int e = hierarchy.error(m);
            if (errors.count() > 0 ? e < 0 || e >= errors.count() : e != -1) {
                throw new IllegalArgumentException("merge " + m + ": error entry " + e + " of " + errors.count());
            }
        }
    }

    /** Checks {@code index}, the {@code field} of {@code owner} {@code number}; the message is made only on failure. */
    private static void range(String owner, int number, String field, int index, int count) {
        if (index < 0 || index >= count) {
            throw new IllegalArgumentException(owner + " " + number + " " + field + " " + index + " outside 0.."
                    + (count - 1));
        }
    }
}
