package io.meshport.fbx.internal.compile;

import io.meshport.fbx.internal.scene.FbxArrays;
import io.meshport.fbx.internal.scene.FbxObject;
import io.meshport.fbx.internal.scene.FbxScene;
import io.meshport.fbx.internal.tree.FbxTree;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An FBX file's node tree to meshport's {@link Model}: the scene's objects and connections
 * ({@link FbxScene}), the {@code Model} hierarchy ({@link FbxHierarchy}), the skins' clusters
 * ({@link FbxCluster}), the skeleton ({@link FbxSkeleton}), the meshes ({@link FbxMeshes}) and the
 * animations ({@link FbxAnimations}), in the conventions {@code GlobalSettings} gives
 * ({@link FbxGlobals}). Public for {@code io.meshport.fbx.FbxFormat}; the package is internal.
 */
public final class FbxCompiler {
    private FbxCompiler() {
    }

    /**
     * The model of {@code tree}, read from a file of {@code fileBytes} bytes (which bounds the memory
     * its meshes and animations may take beyond the file: {@link FbxBudget}).
     *
     * @throws ModelFormatException at the node that is wrong
     */
    public static Model compile(FbxTree tree, long fileBytes, Diagnostics diagnostics) throws ModelFormatException {
        return compile(tree, fileBytes, false, diagnostics);
    }

    /**
     * {@link #compile(FbxTree, long, Diagnostics)}, in metres (the file's {@code UnitScaleFactor}
     * applied, as Blender, the FBX SDK's programs and glTF take a file's unit, with a note) or, when
     * {@code fileUnits}, in the file's own numbers (as the reference IQM compiler and assimp take them).
     *
     * @throws ModelFormatException at the node that is wrong
     */
    public static Model compile(FbxTree tree, long fileBytes, boolean fileUnits, Diagnostics diagnostics)
            throws ModelFormatException {
        if (tree.version() != 0 && tree.version() < 7000) {
            throw ModelFormatException.inSource(tree.source(), "FBX version " + tree.version()
                    + " is older than 7.0, which is all meshport reads");
        }
        FbxScene scene = FbxScene.of(tree);
        FbxArrays arrays = new FbxArrays(tree);
        FbxGlobals globals = FbxGlobals.of(scene);
        FbxHierarchy nodes = new FbxHierarchy(scene);
        Map<Long, List<FbxCluster>> clusters = new HashMap<>();
        List<FbxCluster> all = new ArrayList<>();
        Set<Long> clustered = new HashSet<>();
        for (FbxObject g : scene.objects()) {
            if (!g.type().equals("Geometry") || !g.subclass().equals("Mesh")) {
                continue;
            }
            int controlPoints = -1;
            for (FbxObject skin : scene.children(g.id(), "Deformer")) {
                if (!skin.subclass().equals("Skin")) {
                    continue;
                }
                if (controlPoints < 0) {
                    controlPoints = FbxMeshes.controlPoints(arrays, g).length / 3;
                }
                List<FbxCluster> of = FbxCluster.of(skin, scene, arrays, nodes, controlPoints, clustered, diagnostics);
                clusters.computeIfAbsent(g.id(), k -> new ArrayList<>()).addAll(of);
                all.addAll(of);
            }
        }
        FbxBudget budget = new FbxBudget(scene, fileBytes);
        FbxSkeleton skeleton = new FbxSkeleton(nodes, all, scene, arrays);
        Model.Builder model = Model.builder().conventions(globals.conventions()).joints(skeleton.joints);
        new FbxMeshes(scene, arrays, nodes, skeleton, clusters, budget, diagnostics).read(model);
        FbxAnimations.read(scene, arrays, nodes, skeleton, globals, budget, diagnostics, model);
        if (fileUnits || globals.metresPerUnit() == 1) {
            return model.build();
        }
        diagnostics.converted(tree.source(), "the file's " + globals.unitName() + " (UnitScaleFactor "
                + FbxGlobals.plain(globals.unitCentimetres()) + ") read as metres (x"
                + FbxGlobals.plain(globals.metresPerUnit()) + "), as Blender and glTF take them");
        return FbxUnits.inMetres(model.build(), globals.metresPerUnit(), diagnostics);
    }
}
