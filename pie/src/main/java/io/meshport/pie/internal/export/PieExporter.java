package io.meshport.pie.internal.export;

import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.pie.PieAnimObject;
import io.meshport.pie.PieConnectors;
import io.meshport.pie.PieDocument;
import io.meshport.pie.PieEvent;
import io.meshport.pie.PieFileExtra;
import io.meshport.pie.PieFlags;
import io.meshport.pie.PieLevel;
import io.meshport.pie.PieLevelExtra;
import io.meshport.pie.PieLevelPart;
import io.meshport.pie.PieLevelSettings;
import io.meshport.pie.PiePoints;
import io.meshport.pie.PiePolygons;
import io.meshport.pie.PieShadowPoints;
import io.meshport.pie.PieShadowPolygons;
import io.meshport.pie.PieTexture;
import io.meshport.pie.PieTextureKind;
import io.meshport.pie.internal.compile.PieAnimObjects;
import io.meshport.pie.internal.compile.PieCompiler;
import io.meshport.pie.internal.compile.PieConnectorJoints;
import io.meshport.pie.internal.compile.PieJointFrames;
import io.meshport.pie.internal.compile.PieLevelAnimation;
import io.meshport.pie.internal.rules.PieRules;
import io.meshport.text.LineComment;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A document that says what a model (in PIE's conventions) holds, in the version asked for:
 * each mesh a level, its vertices' positions as points, its triangles as polygons with the
 * vertices' texture coordinates (PIE 2's times 256, rounded to integers), its normals as a
 * NORMALS block unless they are the face normals the game computes anyway. A model read from PIE
 * carries {@link PieFileExtra} and {@link PieLevelExtra}: with them the file is written as it
 * was (points in their order, PIE 2 polygons of more than three points, connectors, ANIMOBJECT,
 * shadow mesh, comments), as far as the geometry still agrees with them.
 *
 * <p>Public for {@link io.meshport.pie.PieFormat}'s prepare, loss-check and export stages; the
 * package is internal, not exported.
 */
public final class PieExporter {
    private final int version;
    private final Diagnostics losses;
    private final Set<String> reported = new LinkedHashSet<>();
    private final float uvScale;
    private boolean roundsUvs;
    private Model model;
    /** The shadow mesh each level gets, or null. */
    private final PieShadowMesh shadow;
    /** Animations that became ANIMOBJECT blocks. */
    private final Set<String> usedAnimations = new LinkedHashSet<>();

    private PieExporter(int version, PieShadowMesh shadow, Diagnostics losses) {
        this.version = version;
        this.shadow = shadow;
        this.losses = losses;
        this.uvScale = version < PieRules.FLOAT_UV_VERSION ? 256f : 1f;
    }

    /**
     * {@code original} as PIE {@code version} can hold it: with {@code splitLevels}, meshes over the
     * game's polygon limit become several levels (reported); else the model itself.
     */
    public static Model prepared(Model original, int version, boolean splitLevels, Diagnostics losses) {
        if (PieRules.versionProblem(version) != null) {
            throw new IllegalArgumentException(PieRules.versionProblem(version));
        }
        if (splitLevels && PieLevelSplit.needed(original)) {
            losses.converted("pie", "meshes over " + PieRules.MAX_POLYGONS + " triangles are split into several levels"
                    + " (the game's limit); a split level's PIE blocks (connectors, animation) are not kept");
            return PieLevelSplit.split(original);
        }
        return original;
    }

    /**
     * The document of a model {@link #prepared} and checked ({@link #lossChecked}) already; what
     * only PIE's spelling loses is reported to {@code losses}.
     */
    public static PieDocument export(Model model, int version, Diagnostics losses) throws ModelFormatException {
        return export(model, version, null, false, losses);
    }

    /**
     * Checks a {@code pie.shadow-mesh} value.
     *
     * @throws IllegalArgumentException when it is not hull, simplify or simplify:RATIO (0 to 1)
     */
    public static void checkShadowMesh(String shadowMesh) {
        PieShadowMesh.parse(shadowMesh, false);
    }

    /**
     * {@link #export(Model, int, Diagnostics)} with a shadow mesh made for every level from the
     * {@code pie.shadow-mesh} setting's value ({@code hull}, {@code simplify[:RATIO]}), or none (null),
     * a simplification {@code permissive} ({@code pie.shadow-permissive}) or not.
     *
     * @throws IllegalArgumentException when the setting is not one of those
     */
    public static PieDocument export(Model model, int version, String shadowMesh, boolean permissive,
            Diagnostics losses) throws ModelFormatException {
        PieShadowMesh shadow = shadowMesh == null ? null : PieShadowMesh.parse(shadowMesh, permissive);
        PieDocument doc = new PieExporter(version, shadow, losses).document(model);
        if (rigidOnly(model) && !model.joints().isEmpty()) {
            reportSkeleton(model, PieCompiler.compile(doc, "pie", Diagnostics.discarding()), losses);
        }
        return doc;
    }

    /**
     * What of a rigid skeleton and its animations PIE does not give back, found by reading the
     * document: PIE keeps a joint per animated level (its ANIMOBJECT) and the connector joints, so
     * other joints, names, parents, base poses and animations beyond those come back otherwise.
     */
    private static void reportSkeleton(Model model, Model back, Diagnostics losses) {
        if (!model.joints().equals(back.joints())) {
            List<String> paths = new ArrayList<>(List.of("joints"));
            for (AttributeKind kind : List.of(AttributeKind.BLEND_INDEXES, AttributeKind.BLEND_WEIGHTS)) {
                if (model.meshes().stream().anyMatch(m -> m.array(kind).isPresent())) {
                    paths.add(LossScope.meshPath(-1, "streams." + kind.word()));
                }
            }
            losses.lost("pie", "the skeleton " + names(model.joints().stream().map(Joint::name).toList())
                    + " comes back as " + names(back.joints().stream().map(Joint::name).toList())
                    + ": PIE keeps a joint per animated level and the connectors, and binds each level to its own",
                    LossScope.of(paths.toArray(String[]::new)));
        }
        if (!model.animations().isEmpty() && !sameAnimations(model.animations(), back.animations())) {
            losses.lost("pie", "the animations " + names(model.animations().stream().map(Animation::name).toList())
                    + " come back as " + names(back.animations().stream().map(Animation::name).toList())
                    + ", not as they were: PIE keeps one ANIMOBJECT a level, in whole units and degrees",
                    LossScope.of("animations"));
        }
    }

    /** Names for a message: the first few, quoted. */
    private static String names(List<String> names) {
        List<String> shown = names.stream().limit(5).map(n -> "'" + n + "'").toList();
        return "[" + String.join(", ", shown) + (names.size() > 5 ? ", … " + names.size() + " in all" : "") + "]";
    }

    private static boolean sameAnimations(List<Animation> a, List<Animation> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            Animation x = a.get(i);
            Animation y = b.get(i);
            if (!x.name().equals(y.name()) || x.loop() != y.loop() || Float.compare(x.framerate(), y.framerate()) != 0
                    || x.frameCount() != y.frameCount() || x.jointCount() != y.jointCount()) {
                return false;
            }
            for (int f = 0; f < x.frameCount(); f++) {
                for (int j = 0; j < x.jointCount(); j++) {
                    if (!x.pose(f, j).samePose(y.pose(f, j), 1e-6)) { // to the precision of text
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Whether every mesh with skinning is bound rigidly to one joint: then levels' ANIMOBJECTs hold the skeleton. */
    private static boolean rigidOnly(Model model) {
        for (Mesh mesh : model.meshes()) {
            if (mesh.array(AttributeKind.BLEND_INDEXES).isPresent() && PieLevelAnimation.rigidJoint(mesh) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The model as far as the loss check should see it: without the triangle streams PIE's compiler
     * makes (PIE holds them, and no other), and, when every skinned mesh is rigid, without the
     * skeleton, animations and binding that become ANIMOBJECT blocks (this class reports what of
     * them does not).
     */
    public static Model lossChecked(Model model) {
        boolean rigid = rigidOnly(model) && !model.joints().isEmpty();
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            Mesh.Builder b = mesh.toBuilder().clearTriangleStreams();
            if (rigid) {
                b.removeArrays(AttributeKind.BLEND_INDEXES).removeArrays(AttributeKind.BLEND_WEIGHTS);
            }
            for (VertexArray s : mesh.triangleStreams()) {
                String name = s.descriptor().attributeName();
                if (!name.equals(PieCompiler.FLAGS_STREAM) && !name.equals(PieCompiler.ANIMATION_STREAM)) {
                    b.addTriangleStream(s);
                }
            }
            meshes.add(b.build());
        }
        Model.Builder view = model.toBuilder().meshes(meshes);
        if (rigid) {
            view.animations(List.of()).joints(List.of()).frameBounds(List.of());
        }
        return view.build();
    }

    private PieDocument document(Model exported) throws ModelFormatException {
        this.model = exported;
        Optional<PieFileExtra> file = model.extra(PieFileExtra.class);
        // PIE 2 coordinates are integers for the tools (WMIT reads them as such); the game reads
        // floats, so the numbers of a PIE 2 file stay as they were written.
        roundsUvs = version < PieRules.FLOAT_UV_VERSION
                && file.map(f -> f.version() >= PieRules.FLOAT_UV_VERSION).orElse(true);
        List<PieTexture> textures = file.map(f -> f.version() == version ? f.textures() : fileTextures(f.textures()))
                .orElseGet(() -> foreignTextures(model));
        String fileTexture = textures.stream().filter(t -> t.kind() == PieTextureKind.TEXTURE).map(PieTexture::name)
                .findFirst().orElse("");
        List<PieLevel> levels = new ArrayList<>();
        for (int i = 0; i < model.meshes().size(); i++) {
            levels.add(level(i + 1, model.meshes().get(i), fileTexture));
        }
        if (levels.isEmpty()) {
            losses.converted("pie", "a model without meshes is written as one empty level (PIE needs at least one)");
            levels.add(new PieLevel(PiePoints.EMPTY, PiePolygons.EMPTY));
        }
        for (Animation a : model.animations()) {
            if (!usedAnimations.contains(a.name()) && rigidOnly(model)) {
                loss("animation '" + a.name() + "' moves no level on its own: PIE plays one ANIMOBJECT a level,"
                        + " from the first animation that moves its joint; not written", LossScope.of("animations"));
            }
        }
        int type = file.map(PieFileExtra::type).orElse(PieFlags.TEXTURED);
        OptionalInt interpolate = file.map(PieFileExtra::interpolate).orElse(OptionalInt.empty());
        List<PieEvent> events = file.map(PieFileExtra::events).orElse(List.of());
        List<LineComment> comments = file.map(PieFileExtra::comments).orElse(List.of());
        return new PieDocument(version, type, interpolate, textures, events, levels, comments);
    }

    // ------------------------------------------------------------ textures

    /**
     * Another version's texture lines in this one: PIE 2 and 3 keep tileset 0's TEXTURE, NORMALMAP
     * and SPECULARMAP, with the width and height the old loaders need.
     */
    private List<PieTexture> fileTextures(List<PieTexture> textures) {
        if (version >= PieRules.LEVEL_SETTINGS_VERSION) {
            return textures;
        }
        List<PieTexture> kept = new ArrayList<>();
        for (PieTextureKind kind : List.of(PieTextureKind.TEXTURE, PieTextureKind.NORMALMAP,
                PieTextureKind.SPECULARMAP)) {
            textures.stream().filter(t -> t.kind() == kind).findFirst().ifPresent(t -> kept.add(legacySized(t)));
        }
        if (kept.size() < textures.size()) {
            loss("texture lines for tilesets 1 and 2 and TCMASK need PIE 4: " + (textures.size() - kept.size())
                    + " not written in PIE " + version, LossScope.of("extras.PieFileExtra"));
        }
        return kept;
    }

    /** One TEXTURE line for a model from another format: its first material, as a PNG file name. */
    private List<PieTexture> foreignTextures(Model model) {
        Set<String> materials = new LinkedHashSet<>();
        for (Mesh mesh : model.meshes()) {
            if (!mesh.material().isEmpty()) {
                materials.add(mesh.material());
            }
        }
        if (materials.isEmpty()) {
            return List.of();
        }
        String first = materials.iterator().next();
        if (materials.size() > 1) {
            loss("PIE has one texture page per file: the materials " + materials + " are all written as '"
                    + textureName(first) + "'", LossScope.of(LossScope.meshPath(-1, "material")));
        }
        return List.of(legacySized(new PieTexture(PieTextureKind.TEXTURE, 0, textureName(first))));
    }

    /** A material as a texture file name the game takes: blanks and such replaced, ".png" at the end. */
    private String textureName(String material) {
        String name = PieRules.legalTextureName(material);
        if (!name.equals(material)) {
            loss("material '" + material + "' is written as texture page '" + name + "'",
                    LossScope.of(LossScope.meshPath(-1, "material")));
        }
        return name;
    }

    /** PIE 2 and 3 TEXTURE lines with the width and height the 4.1–4.3 loaders require. */
    private PieTexture legacySized(PieTexture t) {
        // NORMALMAP and SPECULARMAP take no size, in any loader.
        if (version >= PieRules.LEVEL_SETTINGS_VERSION || t.legacySize().isPresent()
                || t.kind() != PieTextureKind.TEXTURE) {
            return t;
        }
        int size = version < PieRules.FLOAT_UV_VERSION ? 256 : 0;
        return new PieTexture(t.kind(), t.tileset(), t.name(), Optional.of(new PieTexture.LegacySize(size, size)));
    }

    // ------------------------------------------------------------ levels

    private PieLevel level(int number, Mesh mesh, String fileTexture) throws ModelFormatException {
        Optional<PieLevelExtra> extra = mesh.extra(PieLevelExtra.class);
        int polygons = mesh.triangleCount();
        if (polygons > PieRules.MAX_POLYGONS) {
            // an unnamed mesh (every PIE level, most of IQM's) is named by the level it would be
            String which = !mesh.name().isEmpty() ? "mesh '" + mesh.name() + "'"
                    : (extra.isPresent() ? "level " : "mesh ") + number;
            throw ModelFormatException.inSource(which, mesh.triangleCount()
                    + " triangles: a PIE level holds at most " + PieRules.MAX_POLYGONS
                    + " polygons (the game's limit); split the mesh, or write with --split-levels");
        }
        PieLevelPoints points = PieLevelPoints.of(mesh, extra);
        PieLevelPolygons.Built built = new PieLevelPolygons(mesh, points, extra, version, uvScale, roundsUvs,
                this::loss).build();
        PieLevelSettings settings = extra.map(PieLevelExtra::settings).orElse(PieLevelSettings.NONE);
        if (!settings.isEmpty() && version < PieRules.LEVEL_SETTINGS_VERSION) {
            loss("per-level TYPE, INTERPOLATE and texture lines need PIE 4: not written in PIE " + version,
                    LossScope.of(LossScope.meshPath(-1, "extras.PieLevelExtra")));
            settings = PieLevelSettings.NONE;
        }
        if (version >= PieRules.LEVEL_SETTINGS_VERSION && extra.isEmpty() && !mesh.material().isEmpty()
                && !textureName(mesh.material()).equals(fileTexture)) {
            settings = new PieLevelSettings(OptionalInt.empty(), OptionalInt.empty(),
                    List.of(new PieTexture(PieTextureKind.TEXTURE, 0, textureName(mesh.material()))));
        }
        List<PieLevelPart> fileParts = withConnectors(
                extra.map(e -> PieCompiler.swappedConnectors(e.parts())).orElse(List.of()), number);
        List<PieLevelPart> parts = withShadow(withAnimObject(fileParts, mesh,
                extra.flatMap(PieLevelExtra::animObject)), points.points(), built.polygons(), number);
        return new PieLevel(settings, extra.flatMap(PieLevelExtra::materials), extra.flatMap(PieLevelExtra::shaders),
                points.points(), built.normals(), built.polygons(), parts);
    }

    /** The level's blocks with the shadow mesh {@code pie.shadow-mesh} asks for in place of its own. */
    private List<PieLevelPart> withShadow(List<PieLevelPart> parts, PiePoints points, PiePolygons polygons,
            int level) {
        if (shadow == null) {
            return parts;
        }
        if (version < PieRules.LEVEL_SETTINGS_VERSION) {
            loss("shadow meshes are written in PIE 4 only (the 4.1-4.3 loaders do not read them): none made in PIE "
                    + version, LossScope.of("extras.PieLevelExtra"));
            return parts;
        }
        List<PieLevelPart> made = shadow.parts(points, polygons);
        if (made.isEmpty()) {
            losses.converted("pie", "level " + level + ": no shadow mesh (" + shadow.described() + "): the level"
                    + " encloses no volume, gives no fewer triangles or has too many points for a hull");
            return parts;
        }
        List<PieLevelPart> out = new ArrayList<>();
        for (PieLevelPart p : parts) {
            if (!(p instanceof PieShadowPoints) && !(p instanceof PieShadowPolygons)) {
                out.add(p);
            }
        }
        out.addAll(made);
        int triangles = ((PieShadowPolygons) made.get(1)).polygons().count();
        losses.converted("pie", "level " + level + ": shadow mesh (" + shadow.described() + ") of " + triangles
                + " triangles for " + polygons.count() + " polygons");
        return out;
    }

    /** The level's blocks with its CONNECTORS from the model's connector joints, where it has them. */
    private List<PieLevelPart> withConnectors(List<PieLevelPart> parts, int level) {
        PieConnectors joints = PieConnectorJoints.of(model, level);
        if (joints == null) {
            return parts;
        }
        return withPart(parts, joints.withYzSwapped(), true);
    }

    /**
     * The level's blocks with its ANIMOBJECT from the joint its mesh is rigidly bound to: as it
     * was read when the joint's frames are still those, else made from them. A level without such
     * a joint keeps the ANIMOBJECT it was read with, if any.
     */
    private List<PieLevelPart> withAnimObject(List<PieLevelPart> parts, Mesh mesh, Optional<PieAnimObject> read) {
        int joint = PieLevelAnimation.rigidJoint(mesh);
        Optional<PieJointFrames.Frames> frames = joint >= 0 && joint < model.joints().size()
                ? PieJointFrames.of(model, joint) : Optional.empty();
        if (frames.isEmpty()) {
            return parts;
        }
        Animation a = frames.get().animation();
        usedAnimations.add(a.name());
        PieAnimObject animObject = read.filter(r -> PieAnimObjects.agrees(r, frames.get().transforms(), a.framerate()))
                .orElseGet(() -> PieAnimObjects.encode(frames.get().transforms(), a.framerate(),
                        read.map(PieAnimObject::cycles).orElse(a.loop() ? 0 : 1)));
        return withPart(parts, animObject, false);
    }

    /**
     * {@code parts} with {@code part} in the place of the block of its kind, so that the file keeps
     * its order; without one, first or last.
     */
    private static List<PieLevelPart> withPart(List<PieLevelPart> parts, PieLevelPart part, boolean first) {
        List<PieLevelPart> out = new ArrayList<>();
        boolean placed = false;
        for (PieLevelPart p : parts) {
            boolean same = p.getClass() == part.getClass();
            out.add(same ? part : p);
            placed |= same;
        }
        if (!placed) {
            out.add(first ? 0 : out.size(), part);
        }
        return out;
    }

    private void loss(String message, LossScope scope) {
        if (reported.add(message)) {
            losses.lost("pie", message, scope);
        }
    }

    /** Positions of a mesh as points: the level's own when they still agree, else each distinct position once. */
    record PieLevelPoints(PiePoints points, int[] pointOfVertex) {
        static PieLevelPoints of(Mesh mesh, Optional<PieLevelExtra> extra) {
            VertexArray positions = mesh.array(AttributeKind.POSITION).orElse(null);
            int n = mesh.vertexCount();
            if (extra.isPresent() && agrees(extra.get(), positions, n)) {
                return new PieLevelPoints(extra.get().points(), extra.get().pointOfVertex());
            }
            Map<List<Integer>, Integer> index = new HashMap<>();
            float[] xyz = new float[3 * n];
            int[] pointOf = new int[n];
            int count = 0;
            for (int v = 0; v < n; v++) {
                float[] p = position(positions, v);
                List<Integer> key = List.of(Float.floatToIntBits(p[0]), Float.floatToIntBits(p[1]),
                        Float.floatToIntBits(p[2]));
                Integer known = index.get(key);
                if (known == null) {
                    known = count++;
                    index.put(key, known);
                    System.arraycopy(p, 0, xyz, 3 * known, 3);
                }
                pointOf[v] = known;
            }
            return new PieLevelPoints(new PiePoints(java.util.Arrays.copyOf(xyz, 3 * count)), pointOf);
        }

        private static boolean agrees(PieLevelExtra extra, VertexArray positions, int n) {
            int[] pointOf = extra.pointOfVertex();
            PiePoints points = extra.points();
            if (pointOf.length != n) {
                return false;
            }
            for (int v = 0; v < n; v++) {
                if (pointOf[v] < 0 || pointOf[v] >= points.count()) {
                    return false;
                }
                float[] p = position(positions, v);
                for (int a = 0; a < 3; a++) {
                    if (Float.floatToIntBits(p[a]) != Float.floatToIntBits(points.get(pointOf[v], a))) {
                        return false;
                    }
                }
            }
            return true;
        }

        static float[] position(VertexArray positions, int v) {
            float[] p = new float[3];
            if (positions != null) {
                for (int a = 0; a < Math.min(3, positions.size()); a++) {
                    p[a] = positions.getFloat(v, a);
                }
            }
            return p;
        }
    }
}
