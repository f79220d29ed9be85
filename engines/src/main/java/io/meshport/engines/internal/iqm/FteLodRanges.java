package io.meshport.engines.internal.iqm;

import io.meshport.io.Diagnostics;
import io.meshport.iqm.IqmExtras;
import io.meshport.iqm.IqmNamedExtension;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.simplify.LevelsOfDetail;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A model's level-of-detail chains ({@link LevelsOfDetail}: {@code <mesh>_lod1}, ... after their
 * mesh, what {@code --lod} makes) as FTE draws them: per-mesh LOD ranges in the IQM extension
 * {@code FTE_MESH}, 28 bytes a mesh ({@code contents, surfaceflags, surfaceid, geomset, geomid}
 * as uint32, {@code mindist, maxdist} as float, little-endian), which FTE reads only when it holds
 * exactly one entry per mesh ({@code com_mesh.c:8795-8797, 8928-8940@93257c1}).
 *
 * <p>FTE skips a mesh when {@code lod < mindist || (maxdist && lod >= maxdist)}, where {@code lod}
 * runs from 0 (the model filling the screen) to the model's largest {@code mindist}/{@code maxdist}
 * (far away) ({@code gl_alias.c:1807-1835}). So level {@code k} of a chain gets {@code [k, k+1)},
 * the base {@code [0, 1)}, and the last level of a chain reaches the levels of the longest chain,
 * so that every chain draws one level at every distance; a mesh in no chain gets {@code [0, 0)}:
 * always drawn. The other fields are FTE's defaults for a mesh without the extension
 * ({@code Mod_DefaultMesh, com_mesh.c:3142-3152}: contents {@code FTECONTENTS_BODY}, no surface
 * flags, surface id the mesh's index + 1, geomset ~0 (always shown), geomid 0), or those of an
 * {@code FTE_MESH} the model already has: one entry per mesh, or one per mesh that is no level (a
 * file converted with {@code --lod}); a level takes its base's, surface id included, so that it
 * stands for its base. A mesh the engine's index limit split ({@link IqmFits}) gives each of its
 * parts its entry. A model without chains is left as it is.
 */
final class FteLodRanges {
    /** The extension's name; FTE looks it up without regard to case. */
    static final String EXTENSION = "FTE_MESH";
    private static final int ENTRY = 28;
    private static final int FIELDS = 5;
    /** {@code FTECONTENTS_BODY}, what a mesh collides as without the extension. */
    private static final int CONTENTS_BODY = 0x02000000;
    /** geomset ~0: the mesh is in no geometry set, always shown. */
    private static final int NO_GEOMSET = 0xFFFFFFFF;

    private FteLodRanges() {
    }

    /**
     * {@code fitted} with its chains as LOD ranges, or as it is when it has none.
     *
     * @param given the model before the engine's fits, whose meshes the chains are found in
     * @param fitted the same after them: each given mesh one or more parts in its place
     * @param changes where the change is noted
     */
    static Model fitted(Model given, Model fitted, Diagnostics changes) {
        List<Mesh> meshes = given.meshes();
        List<LevelsOfDetail.Chain> chains = LevelsOfDetail.chains(meshes);
        if (chains.isEmpty()) {
            return fitted;
        }
        int n = meshes.size();
        int longest = chains.stream().mapToInt(LevelsOfDetail.Chain::levels).max().orElseThrow();
        float[] min = new float[n];
        float[] max = new float[n];
        int[] fieldsOf = new int[n];
        boolean[] level = new boolean[n];
        for (int i = 0; i < n; i++) {
            fieldsOf[i] = i;
        }
        for (LevelsOfDetail.Chain c : chains) {
            for (int k = 0; k < c.levels(); k++) {
                int m = c.level(k);
                min[m] = k;
                max[m] = k + 1 < c.levels() ? k + 1 : longest;
                fieldsOf[m] = c.base();
                level[m] = k > 0;
            }
        }
        IqmExtras extras = fitted.extra(IqmExtras.class).orElse(IqmExtras.none());
        List<IqmNamedExtension> extensions = new ArrayList<>(extras.extensions());
        int old = -1;
        for (int e = 0; e < extensions.size(); e++) {
            if (extensions.get(e).name().equalsIgnoreCase(EXTENSION)) {
                old = e;
            }
        }
        int[][] kept = old < 0 ? new int[n][] : keptFields(extensions.get(old).data(), level);
        int[] partOf = parts(meshes, fitted.meshes());
        int[] firstPart = new int[n];
        for (int j = partOf.length - 1; j >= 0; j--) {
            firstPart[partOf[j]] = j;
        }
        ByteBuffer data = ByteBuffer.allocate(ENTRY * partOf.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int j = 0; j < partOf.length; j++) {
            int i = partOf[j];
            int from = fieldsOf[i];
            // FTE's default surface id is the mesh's own index + 1; a level stands for its base
            int[] fields = kept[from] != null ? kept[from]
                    : new int[] {CONTENTS_BODY, 0, (from == i ? j : firstPart[from]) + 1, NO_GEOMSET, 0};
            for (int f : fields) {
                data.putInt(f);
            }
            data.putFloat(min[i]).putFloat(max[i]);
        }
        IqmNamedExtension ranges = new IqmNamedExtension(EXTENSION, data.array());
        String how;
        if (old < 0) {
            extensions.add(ranges);
            how = "";
        } else {
            how = Arrays.stream(kept).anyMatch(Objects::nonNull) ? "; its other fields kept from the model's " + EXTENSION
                    : "; the model's " + EXTENSION + " (" + extensions.get(old).data().length + " bytes, an entry for"
                            + " no count of its meshes) replaced";
            extensions.set(old, ranges);
        }
        changes.converted("iqm", String.format(Locale.ROOT, "for fte: %d level-of-detail chain%s as LOD ranges in %s"
                + " (level k drawn from FTE's lod k to k+1, the last level to %d; meshes in no chain always)%s",
                chains.size(), chains.size() == 1 ? "" : "s", EXTENSION, longest, how));
        return fitted.toBuilder().extra(IqmExtras.class, extras.withExtensions(extensions)).build();
    }

    /**
     * The fields other than the ranges of an existing {@code FTE_MESH}, per given mesh (null where
     * it has none): one entry per mesh, or one per mesh that is no level; else none.
     */
    private static int[][] keptFields(byte[] bytes, boolean[] level) {
        int n = level.length;
        int notLevels = 0;
        for (boolean l : level) {
            notLevels += l ? 0 : 1;
        }
        int[][] fields = new int[n][];
        boolean each = bytes.length == (long) ENTRY * n;
        if (!each && bytes.length != (long) ENTRY * notLevels) {
            return fields;
        }
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0, entry = 0; i < n; i++) {
            if (each || !level[i]) {
                fields[i] = new int[FIELDS];
                for (int f = 0; f < FIELDS; f++) {
                    fields[i][f] = b.getInt(entry * ENTRY + 4 * f);
                }
                entry++;
            }
        }
        return fields;
    }

    /**
     * For each fitted mesh the given mesh it is (a part of): the fits keep the meshes' order and
     * split a mesh into parts in its place, of its name, whose triangles add up to its own.
     */
    private static int[] parts(List<Mesh> given, List<Mesh> fitted) {
        int[] partOf = new int[fitted.size()];
        int j = 0;
        for (int i = 0; i < given.size(); i++) {
            long triangles = 0;
            do {
                if (j >= fitted.size() || !fitted.get(j).name().equals(given.get(i).name())) {
                    throw new IllegalStateException("the fitted meshes are not the given ones in order, split in place");
                }
                triangles += fitted.get(j).triangleCount();
                partOf[j++] = i;
            } while (triangles < given.get(i).triangleCount());
        }
        if (j != fitted.size()) {
            throw new IllegalStateException("the fitted model has meshes the given one has not");
        }
        return partOf;
    }
}
