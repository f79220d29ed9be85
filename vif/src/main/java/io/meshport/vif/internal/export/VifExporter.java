package io.meshport.vif.internal.export;

import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.vif.VifDocument;
import io.meshport.vif.VifErrors;
import io.meshport.vif.VifExtra;
import io.meshport.vif.VifMerges;
import io.meshport.vif.VifPositions;
import io.meshport.vif.VifVersion;
import io.meshport.vif.VifVertices;
import io.meshport.vif.internal.VifDocumentAccess;
import io.meshport.vif.internal.compile.VifCompiler;
import io.meshport.vif.internal.compile.VifVertexAttributes;
import io.meshport.vif.internal.rules.VifClusters;
import io.meshport.vif.internal.rules.VifProblem;
import io.meshport.vif.internal.rules.VifRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A model as a VIF document of a chosen version. A mesh read from VIF ({@link VifExtra}) is written
 * back with its positions, patches, rings, merges and errors as they were, as far as the version
 * can say them (what it cannot is reported). Any other model gets a new hierarchy: its meshes'
 * vertices are the leaves (one patch per mesh, or the meshes' own patch streams; a vertex two
 * patches share is split into one per patch, joined in a coincident ring), merged in the order
 * the simplifier collapses them ({@link VifCollapseHierarchy}: each interior vertex with the kept
 * vertex's attributes, where its points' planes are nearest, with the collapse's error) or clustered
 * by octree ({@link VifHierarchyBuilder}: each interior vertex the mean of its leaves, normals
 * renormalised, with the diagonal of their box as its error); 2.3 writes the error as the merge's
 * one error value.
 *
 * <p>Public for the format, which runs it; the package is internal, not exported.
 */
public final class VifExporter {
    /** The format's name in loss reports (also {@link VifLeaves}'s). */
    static final String NAME = "vif";
    /** What a loss of the source's VIF data is about: the one mesh's {@link VifExtra}. */
    private static final LossScope EXTRA = LossScope.of(LossScope.meshPath(0, "extras.VifExtra"));
    private static final VifDocumentAccess ACCESS = VifDocumentAccess.get();

    private final VifVersion version;
    private final boolean byCollapse;
    private final Diagnostics losses;

    private VifExporter(VifVersion version, boolean byCollapse, Diagnostics losses) {
        this.version = version;
        this.byCollapse = byCollapse;
        this.losses = losses;
    }

    /**
     * The document of {@code model}, in VIF's conventions and checked ({@link #lossChecked}) already;
     * what only VIF's spelling loses is reported to {@code losses}. A new hierarchy is built from
     * the simplifier's collapses ({@code byCollapse}, {@link VifCollapseHierarchy}) or by octree
     * clustering ({@link VifHierarchyBuilder}).
     */
    public static VifDocument export(Model model, VifVersion version, boolean byCollapse, Diagnostics losses) {
        for (int i = 0; i < model.meshes().size(); i++) {
            Mesh mesh = model.meshes().get(i);
            if (mesh.triangleCount() == 0 && mesh.extra(VifExtra.class).isEmpty()) {
                losses.lost(NAME, "mesh " + (i + 1) + " has no triangles: VIF keeps triangles and the vertices they"
                        + " use, so nothing of it is written", LossScope.of("meshes[" + i + "]"));
            }
        }
        VifExporter e = new VifExporter(version, byCollapse, losses);
        List<Mesh> meshes = model.meshes();
        if (meshes.size() == 1) {
            Mesh mesh = meshes.get(0);
            Optional<VifExtra> extra = mesh.extra(VifExtra.class);
            if (extra.isPresent() && extra.get().hierarchy().count() > 0) {
                VifDocument doc = e.fromExtra(mesh, extra.get());
                if (doc != null) {
                    return doc;
                }
            }
        }
        return e.built(meshes);
    }

    /** The model as the loss check should see it: without the patch streams, which VIF holds (and no other). */
    public static Model lossChecked(Model model) {
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            Mesh.Builder b = mesh.toBuilder().clearTriangleStreams();
            for (VertexArray s : mesh.triangleStreams()) {
                if (!s.descriptor().attributeName().equals(VifCompiler.PATCH_STREAM)) {
                    b.addTriangleStream(s);
                }
            }
            meshes.add(b.build());
        }
        return model.toBuilder().meshes(meshes).build();
    }

    // ------------------------------------------------------------ a mesh read from VIF

    private VifDocument fromExtra(Mesh mesh, VifExtra extra) {
        int n = mesh.vertexCount();
        String problem = extra.vertices().count() != n ? "it has " + extra.vertices().count() + " vertices, the mesh "
                + n : ACCESS.integrityProblem(extra);
        if (problem != null) {
            losses.lost(NAME, "the mesh's VIF hierarchy no longer fits it (" + problem + "): a new one is built", EXTRA);
            return null;
        }
        VifVertexAttributes a = VifVertexAttributes.of(List.of(mesh), version.hasFormatLine() ? Integer.MAX_VALUE : 0);
        VifVertices ev = extra.vertices();
        boolean hadPositions = extra.version().hasPositions();
        VifMerges merges = extra.hierarchy();
        VifErrors errors = version.hasErrors() ? extra.errors() : VifErrors.NONE;
        if (!version.hasErrors() && extra.errors().count() > 0) {
            losses.lost(NAME, "VIF " + version.text() + " has no error parameters: " + extra.errors().count()
                    + " dropped", EXTRA);
        }
        if (errors.count() == 0) {
            merges = withoutErrors(merges);
        }
        int[] corners = mesh.triangleIndices();
        VifDocument doc;
        try {
            if (version.hasPositions()) {
                VifMergeChains.Split split = chains(merges, n);
                merges = split.merges();
                int total = n + split.cloneOf().length;
                int patches = hadPositions ? extra.patches() : n > 0 ? 1 : 0;
                int[] patch = new int[total];
                int[] coincident = new int[total];
                for (int v = 0; v < n; v++) {
                    patch[v] = hadPositions ? ev.patch(v) : 1;
                    coincident[v] = hadPositions ? ev.coincident(v) : -1;
                }
                int[] position = new int[total];
                VifPositions positions = sharedPositions(a, extra, position);
                for (int i = 0; i < split.cloneOf().length; i++) {
                    int of = split.cloneOf()[i];
                    position[n + i] = position[of];
                    patch[n + i] = patch[of];
                    coincident[n + i] = -1;
                }
                int[] trianglePatch = trianglePatches(mesh, corners, patch);
                doc = new VifDocument(version, extra.errorSizeJoined(), false, positions,
                        ACCESS.verticesOwned(position, patch, coincident),
                        ACCESS.trianglesOwned(corners, trianglePatch), patches, errors, merges, List.of());
            } else {
                doc = oldVersion(mesh, a, extra, merges, corners);
            }
        } catch (IllegalArgumentException ex) {
            losses.lost(NAME, "the mesh's VIF data does not make a VIF " + version.text() + " file (" + ex.getMessage()
                    + "): a new hierarchy is built", EXTRA);
            return null;
        }
        VifProblem breach = VifRules.firstBreach(doc);
        if (breach != null) {
            losses.lost(NAME, "the mesh's VIF hierarchy breaks VIF's rules (" + breach.message()
                    + "): a new one is built", EXTRA);
            return null;
        }
        return doc;
    }

    /**
     * The file's positions again: each from the first vertex that uses it (all its users must still
     * agree), the unused ones from the extra. Where users came apart (an edit), one position per vertex.
     */
    private VifPositions sharedPositions(VifVertexAttributes a, VifExtra extra, int[] positionOut) {
        int n = a.count;
        int count = extra.positionCount();
        int[] firstUser = new int[count];
        Arrays.fill(firstUser, -1);
        boolean agree = true;
        for (int v = 0; v < n; v++) {
            int p = extra.vertices().position(v);
            if (firstUser[p] < 0) {
                firstUser[p] = v;
            } else if (!a.same(v, firstUser[p])) {
                agree = false;
            }
        }
        VifPositions unused = extra.unusedPositions();
        boolean unusedFit = unused.count() == 0 || unused.hasColors() == (a.rgba.length > 0)
                && unused.hasNormals() == (a.normals.length > 0) && unused.texcoordSets() == a.sets;
        if (!agree || !unusedFit) {
            if (!agree) {
                losses.converted(NAME, "vertices that shared a VIF position now differ: one position per vertex");
            } else {
                losses.lost(NAME, "unused VIF positions no longer match the mesh's attributes: dropped", EXTRA);
            }
            for (int v = 0; v < n; v++) {
                positionOut[v] = v;
            }
            return positionsOf(a, identity(n), null, null);
        }
        for (int v = 0; v < n; v++) {
            positionOut[v] = extra.vertices().position(v);
        }
        int[] unusedAt = new int[count];
        Arrays.fill(unusedAt, -1);
        for (int i = 0; i < unused.count(); i++) {
            unusedAt[ACCESS.unusedIndexAt(extra, i)] = i;
        }
        for (int p = 0; p < count; p++) {
            if (firstUser[p] < 0 && unusedAt[p] < 0) {
                throw new IllegalArgumentException("position " + p + " is neither used nor kept");
            }
        }
        return positionsOf(a, firstUser, unused, unusedAt);
    }

    /** Positions from vertices {@code source[p]}, or where that is -1, from {@code unused[unusedAt[p]]}. */
    private VifPositions positionsOf(VifVertexAttributes a, int[] source, VifPositions unused, int[] unusedAt) {
        VifVertexAttributes out = VifVertexAttributes.like(a, source.length);
        VifVertexAttributes kept = unused == null ? null : VifVertexAttributes.of(unused);
        for (int p = 0; p < source.length; p++) {
            if (source[p] >= 0) {
                a.copyTo(source[p], out, p);
            } else {
                kept.copyTo(unusedAt[p], out, p);
            }
            if (!version.hasPositions() && out.rgba.length > 0) {
                out.rgba[4 * p + 3] = 255;
            }
        }
        return out.toPositions();
    }

    /** VIF 1.0, 2.0, 2.1: every vertex its own position; clusters again where the mesh came from them. */
    private VifDocument oldVersion(Mesh mesh, VifVertexAttributes a, VifExtra extra, VifMerges merges,
            int[] corners) {
        int n = a.count;
        reportOldVersionLosses(a, extra, List.of(mesh));
        int fileVertices = n;
        VifMerges hierarchy = version.hasHierarchy() ? merges : VifMerges.NONE;
        if (!version.hasHierarchy() && merges.count() > 0) {
            losses.lost(NAME, "VIF 1.0 has no hierarchy: " + merges.count() + " merges dropped", EXTRA);
        }
        boolean countLine = extra.countLine();
        if (version.hasClusters() && ACCESS.cloneCount(extra) > 0) {
            int clones = ACCESS.cloneCount(extra);
            boolean clonesOnlyInMerges = true;
            for (int c : corners) {
                clonesOnlyInMerges &= c < n - clones;
            }
            VifMerges clusters = clonesOnlyInMerges
                    ? VifClusters.fromMerges(merges, n - clones, extra.cloneOf()) : null;
            if (clusters != null) {
                hierarchy = clusters;
                fileVertices = n - clones;
            }
        }
        int[] source = identity(fileVertices);
        if (hierarchy.kind() == VifMerges.Kind.MERGES) {
            VifMergeChains.Split split = chains(hierarchy, fileVertices);
            hierarchy = split.merges();
            source = Arrays.copyOf(source, fileVertices + split.cloneOf().length);
            System.arraycopy(split.cloneOf(), 0, source, fileVertices, split.cloneOf().length);
            fileVertices = source.length;
        }
        VifPositions positions = positionsOf(a, source, null, null);
        return new VifDocument(version, false, countLine, positions, ACCESS.identityVertices(fileVertices),
                ACCESS.trianglesOwned(corners, new int[corners.length / 3]), 0, VifErrors.NONE, hierarchy, List.of());
    }

    private void reportOldVersionLosses(VifVertexAttributes a, VifExtra extra, List<Mesh> meshes) {
        if (extra != null && extra.version().hasPositions() && extra.patches() > 1) {
            losses.lost(NAME, "VIF " + version.text() + " has no patches: " + extra.patches() + " patches dropped",
                    LossScope.of(LossScope.meshPath(0, "triangleStreams." + VifCompiler.PATCH_STREAM)));
        }
        if (extra != null) {
            for (int v = 0; v < extra.vertices().count(); v++) {
                if (extra.vertices().coincident(v) >= 0) {
                    losses.lost(NAME, "VIF " + version.text() + " has no coincident vertices: rings dropped", EXTRA);
                    break;
                }
            }
        }
        for (int v = 0; v < a.count && a.rgba.length > 0; v++) {
            if (a.rgba[4 * v + 3] != 255) {
                losses.lost(NAME, "VIF " + version.text() + " colours have no alpha: alpha dropped",
                        LossScope.of(LossScope.meshPath(-1, "streams.color")));
                break;
            }
        }
        if (!version.hasFormatLine()) {
            String[] texcoords = meshes.stream().flatMap(m -> m.arrays().stream())
                    .filter(s -> s.descriptor().kind() == AttributeKind.TEXCOORD)
                    .map(s -> LossScope.meshPath(-1, "streams." + s.descriptor().attributeName()))
                    .distinct().toArray(String[]::new);
            if (texcoords.length > 0) {
                losses.lost(NAME, "VIF " + version.text() + " has no texture coordinates: dropped",
                        LossScope.of(texcoords));
            }
        }
    }

    /** Merges VDSlib can read: wider ones split into chains of clones (reported). */
    private VifMergeChains.Split chains(VifMerges merges, int vertexCount) {
        VifMergeChains.Split split = VifMergeChains.split(merges, vertexCount);
        if (split.cloneOf().length > 0) {
            losses.converted(NAME, "merges of more than " + VifRules.MAX_CHILDREN + " children (VDSlib reads at most "
                    + VifRules.MAX_CHILDREN + ") written as chains: " + split.cloneOf().length + " clone vertices added");
        }
        return split;
    }

    private static VifMerges withoutErrors(VifMerges m) {
        if (m.count() == 0 || m.error(0) < 0) {
            return m;
        }
        int[] none = new int[m.count()];
        Arrays.fill(none, -1);
        return ACCESS.mergesOwned(m.kind(), ACCESS.parentUnsafe(m), none, ACCESS.childStartUnsafe(m),
                ACCESS.childrenUnsafe(m));
    }

    private static int[] trianglePatches(Mesh mesh, int[] corners, int[] vertexPatch) {
        int t = corners.length / 3;
        int[] patch = new int[t];
        VertexArray stream = mesh.triangleStream(VifCompiler.PATCH_STREAM).orElse(null);
        for (int i = 0; i < t; i++) {
            patch[i] = stream != null ? (int) stream.getLong(i, 0) : vertexPatch[corners[3 * i]];
        }
        return patch;
    }

    /** 0, 1, .., n - 1 (also {@link VifLeaves}'s first leaves). */
    static int[] identity(int n) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        return order;
    }

    // ------------------------------------------------------------ any other model

    private VifDocument built(List<Mesh> meshes) {
        VifVertexAttributes a = VifVertexAttributes.of(meshes, version.hasFormatLine() ? Integer.MAX_VALUE : 0);
        if (a.filled) {
            losses.converted(NAME, "meshes differ in their attributes; VIF gives every vertex the same: the missing ones "
                    + "are white, (0, 0, 0) or (0, 0)");
        }
        if (meshes.size() > 1 && version.hasPositions()) {
            losses.converted(NAME, meshes.size() + " meshes written as one VIF mesh, a patch (or more) each");
        } else if (meshes.size() > 1) {
            losses.converted(NAME, meshes.size() + " meshes written as one VIF mesh (VIF " + version.text()
                    + " has no patches)");
        }
        if (!version.hasPositions()) {
            reportOldVersionLosses(a, null, meshes);
        }
        // Leaves: the meshes' vertices, split where patches share one.
        VifLeaves leaves = VifLeaves.of(meshes, a, version, losses);
        int l = leaves.source().length;
        if (l == 0 || leaves.corners().length == 0) {
            losses.warn(NAME, "a VIF file without " + (l == 0 ? "vertices" : "triangles")
                    + " is valid, but VDSlib cannot load it");
        }
        VifTree tree = !version.hasHierarchy() ? VifTree.none(l)
                : byCollapse ? VifCollapseHierarchy.build(leaves.xyz(a), leaves.corners())
                : VifHierarchyBuilder.build(leaves.xyz(a));
        int interior = tree.interiorCount();
        int n = interior + l;
        // Attributes: interior vertices the means of their leaves, leaves their vertex's.
        VifVertexAttributes all = withInterior(a, leaves.source(), tree);
        int[] patch = new int[n];
        int[] coincident = new int[n];
        Arrays.fill(coincident, -1);
        for (int i = 0; i < l; i++) {
            patch[interior + i] = leaves.patch()[i];
            if (leaves.coincident()[i] >= 0) {
                coincident[interior + i] = interior + leaves.coincident()[i];
            }
        }
        for (int i = interior - 1; i >= 0; i--) {
            patch[i] = patch[tree.children()[tree.childStart()[i]]];
        }
        int[] corners = leaves.corners().clone();
        for (int i = 0; i < corners.length; i++) {
            corners[i] += interior;
        }
        VifErrors errors = VifErrors.NONE;
        int[] mergeError = new int[interior];
        Arrays.fill(mergeError, -1);
        if (version.hasErrors() && interior > 0) {
            float[] values = new float[interior + 1];
            for (int i = 0; i < interior; i++) {
                values[i + 1] = tree.error()[i];
                mergeError[i] = i + 1;
            }
            errors = ACCESS.errorsOwned(1, values);
        }
        int[] parent = identity(interior);
        VifMerges merges = ACCESS.mergesOwned(VifMerges.Kind.MERGES, parent, mergeError, tree.childStart(),
                tree.children());
        VifPositions positions;
        int[] position;
        if (!version.hasPositions()) {
            positions = positionsOf(all, identity(n), null, null);
            return new VifDocument(version, false, version.hasHierarchy(), positions, ACCESS.identityVertices(n),
                    ACCESS.trianglesOwned(corners, new int[corners.length / 3]), 0, VifErrors.NONE, merges, List.of());
        }
        if (interior == 1 && l == 1) {
            // One vertex under a root that is its clone: one position for both.
            positions = positionsOf(all, new int[] {1}, null, null);
            position = new int[] {0, 0};
        } else {
            positions = positionsOf(all, identity(n), null, null);
            position = identity(n);
        }
        int patches = leaves.patches();
        return new VifDocument(version, false, false, positions, ACCESS.verticesOwned(position, patch, coincident),
                ACCESS.trianglesOwned(corners, trianglePatch(corners, patch)), patches, errors, merges, List.of());
    }

    private static int[] trianglePatch(int[] corners, int[] patch) {
        int[] t = new int[corners.length / 3];
        for (int i = 0; i < t.length; i++) {
            t[i] = patch[corners[3 * i]];
        }
        return t;
    }

    /** All vertices: interior ones first (means of their leaves), then the leaves. */
    private static VifVertexAttributes withInterior(VifVertexAttributes a, int[] source,
            VifTree tree) {
        int interior = tree.interiorCount();
        int l = source.length;
        int n = interior + l;
        VifVertexAttributes out = VifVertexAttributes.like(a, n);
        float[] xyz = out.xyz;
        int[] rgba = out.rgba;
        float[] normals = out.normals;
        int stride = 2 * a.sets;
        float[] uv = out.texcoords;
        int[] order = tree.order();
        double[] sum = new double[3 + 4 + 3 + stride];
        for (int i = 0; i < interior; i++) {
            if (tree.representative()[i] >= 0) {
                a.copyTo(source[tree.representative()[i]], out, i);
                tree.placeAt(i, xyz);
                continue;
            }
            Arrays.fill(sum, 0);
            int from = tree.from()[i];
            int to = tree.to()[i];
            for (int k = from; k < to; k++) {
                int v = source[order[k]];
                for (int c = 0; c < 3; c++) {
                    sum[c] += a.xyz[3 * v + c];
                }
                for (int c = 0; c < 4 && rgba.length > 0; c++) {
                    sum[3 + c] += a.rgba[4 * v + c];
                }
                for (int c = 0; c < 3 && normals.length > 0; c++) {
                    sum[7 + c] += a.normals[3 * v + c];
                }
                for (int c = 0; c < stride; c++) {
                    sum[10 + c] += a.texcoords[stride * v + c];
                }
            }
            double count = to - from;
            for (int c = 0; c < 3; c++) {
                xyz[3 * i + c] = (float) (sum[c] / count);
            }
            for (int c = 0; c < 4 && rgba.length > 0; c++) {
                rgba[4 * i + c] = (int) Math.round(sum[3 + c] / count);
            }
            if (normals.length > 0) {
                double length = Math.sqrt(sum[7] * sum[7] + sum[8] * sum[8] + sum[9] * sum[9]);
                if (length == 0) {
                    // Normals that cancel out (a closed shape's root): the first leaf's stands in.
                    int v = source[order[from]];
                    for (int c = 0; c < 3; c++) {
                        sum[7 + c] = a.normals[3 * v + c];
                    }
                    length = Math.sqrt(sum[7] * sum[7] + sum[8] * sum[8] + sum[9] * sum[9]);
                }
                for (int c = 0; c < 3; c++) {
                    normals[3 * i + c] = length > 0 ? (float) (sum[7 + c] / length) : 0f;
                }
            }
            for (int c = 0; c < stride; c++) {
                uv[stride * i + c] = (float) (sum[10 + c] / count);
            }
        }
        for (int i = 0; i < l; i++) {
            a.copyTo(source[i], out, interior + i);
        }
        return out;
    }
}
