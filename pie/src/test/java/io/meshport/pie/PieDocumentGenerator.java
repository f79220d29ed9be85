package io.meshport.pie;

import io.meshport.harness.Source;
import io.meshport.pie.internal.rules.PieRules;
import io.meshport.text.LineComment;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Valid PIE documents of every version, drawn from a {@link Source}: every directive, flags with
 * and without texture animation, PIE 2 polygons of up to six points, NORMALS blocks whose count
 * matches or not, level blocks in any order, PIE 4 level settings, obsolete lines and comments
 * anywhere. Grows with {@code size}.
 *
 * <p>Public because the test jar ({@code meshport-pie:tests}) offers it to other PIE readers.
 */
public final class PieDocumentGenerator {
    private static final String NAME_CHARS = "abcdefghijklmnopqrstuvwxyzABCXYZ0123456789-_.";

    private PieDocumentGenerator() {
    }

    public static PieDocument generate(Source s, int size) {
        int version = s.nextInt(2, 4);
        List<PieTexture> textures = textures(s, version);
        List<PieEvent> events = new ArrayList<>();
        for (int i = s.nextInt(0, 2); i > 0; i--) {
            events.add(new PieEvent(s.nextInt(1, 3), name(s) + ".pie"));
        }
        List<PieLevel> levels = new ArrayList<>();
        for (int i = s.nextInt(1, 1 + size / 8); i > 0; i--) {
            levels.add(level(s, size, version));
        }
        OptionalInt interpolate = s.nextBoolean() ? OptionalInt.of(s.nextInt(0, 1)) : OptionalInt.empty();
        PieDocument doc = new PieDocument(version, flags(s), interpolate, textures, events, levels);
        return doc.withComments(comments(s, doc));
    }

    private static int flags(Source s) {
        int flags = PieFlags.TEXTURED;
        for (int bit : new int[] {PieFlags.NO_ADDITIVE, PieFlags.ADDITIVE, PieFlags.ROLL_TO_CAMERA, PieFlags.TCMASK,
            PieFlags.NO_STRETCH, 0x80}) {
            if (s.nextInt(0, 3) == 0) {
                flags |= bit;
            }
        }
        return flags;
    }

    private static List<PieTexture> textures(Source s, int version) {
        List<PieTexture> textures = new ArrayList<>();
        if (version < PieRules.LEVEL_SETTINGS_VERSION) {
            for (PieTextureKind kind : List.of(PieTextureKind.TEXTURE, PieTextureKind.NORMALMAP,
                    PieTextureKind.SPECULARMAP)) {
                if (s.nextBoolean()) {
                    Optional<PieTexture.LegacySize> size = kind == PieTextureKind.TEXTURE && s.nextInt(0, 3) > 0
                            ? Optional.of(new PieTexture.LegacySize(s.pick(List.of(0, 256)), s.pick(List.of(0, 256))))
                            : Optional.empty();
                    textures.add(new PieTexture(kind, 0, "page-" + name(s) + ".png", size));
                }
            }
            return textures;
        }
        for (PieTextureKind kind : PieTextureKind.values()) {
            for (int tileset = 0; tileset < 3; tileset++) {
                if (s.nextInt(0, 2) == 0) {
                    textures.add(new PieTexture(kind, tileset, name(s) + ".png"));
                }
            }
        }
        Collections.shuffle(textures, new java.util.Random(s.nextLong()));
        return textures;
    }

    private static PieLevel level(Source s, int size, int version) {
        int points = s.nextInt(0, 3 + size);
        float[] xyz = new float[3 * points];
        for (int i = 0; i < xyz.length; i++) {
            xyz[i] = version == 2 && s.nextBoolean() ? s.nextInt(-300, 300) : s.nextFloat(-1000, 1000);
        }
        PiePolygons polygons = points < 3 ? PiePolygons.EMPTY : polygons(s, size, version, points);
        Optional<PieNormals> normals = Optional.empty();
        if (s.nextInt(0, 3) == 0) {
            int lines = s.nextBoolean() ? polygons.count() : s.nextInt(0, 3);
            float[] n = new float[9 * lines];
            for (int i = 0; i < n.length; i++) {
                n[i] = s.nextFloat(-1, 1);
            }
            normals = Optional.of(new PieNormals(n));
        }
        PieLevelSettings settings = version >= PieRules.LEVEL_SETTINGS_VERSION && s.nextBoolean()
                ? new PieLevelSettings(s.nextBoolean() ? OptionalInt.of(flags(s)) : OptionalInt.empty(),
                        s.nextBoolean() ? OptionalInt.of(s.nextInt(0, 1)) : OptionalInt.empty(), textures(s, version))
                : PieLevelSettings.NONE;
        Optional<String> materials = s.nextInt(0, 5) == 0 ? Optional.of("1 1 1 1 1 1 1 1 1 20") : Optional.empty();
        Optional<String> shaders = s.nextInt(0, 5) == 0 ? Optional.of("2 a.vert b.frag") : Optional.empty();
        return new PieLevel(settings, materials, shaders, new PiePoints(xyz), normals, polygons, parts(s, size));
    }

    private static PiePolygons polygons(Source s, int size, int version, int points) {
        PiePolygons.Builder b = PiePolygons.builder();
        for (int p = s.nextInt(0, 1 + 2 * size); p > 0; p--) {
            int n = version == 2 && s.nextInt(0, 4) == 0 ? s.nextInt(3, Math.min(6, Math.max(3, points))) : 3;
            int[] corners = new int[n];
            for (int c = 0; c < n; c++) {
                corners[c] = s.nextInt(0, points - 1);
            }
            int flags = s.pick(List.of(0, PieFlags.TEXTURED, PieFlags.TEXTURED, PieFlags.TEXTURED
                    | PieFlags.TEXTURE_ANIMATION, PieFlags.TEXTURED | 0x8));
            float[] uvs = new float[(flags & PieFlags.TEXTURED) != 0 ? 2 * n : 0];
            for (int i = 0; i < uvs.length; i++) {
                uvs[i] = version == 2 ? s.nextInt(-1, 256) : s.nextFloat(-1, 2);
            }
            // PIE 2 sizes are integers in 1/256 units, as the game's files have them
            float width = version == 2 ? s.nextInt(1, 256) : s.nextFloat(0.01f, 1);
            float height = version == 2 ? s.nextInt(1, 256) : s.nextFloat(0.01f, 1);
            b.add(flags, corners, s.nextInt(2, 16), s.nextInt(1, 300), width, height, uvs);
        }
        return b.build();
    }

    private static List<PieLevelPart> parts(Source s, int size) {
        List<PieLevelPart> parts = new ArrayList<>();
        if (s.nextBoolean()) {
            int[] c = new int[3 * s.nextInt(0, 4)];
            for (int i = 0; i < c.length; i++) {
                c[i] = s.nextInt(-100, 100);
            }
            parts.add(new PieConnectors(c));
        }
        if (s.nextInt(0, 2) == 0) {
            int frames = s.nextInt(0, 2 + size);
            int[] ints = new int[PieAnimObject.INTS_PER_FRAME * frames];
            float[] scales = new float[3 * frames];
            for (int f = 0; f < frames; f++) {
                ints[PieAnimObject.INTS_PER_FRAME * f] = f;
                for (int i = 1; i < PieAnimObject.INTS_PER_FRAME; i++) {
                    ints[PieAnimObject.INTS_PER_FRAME * f + i] = s.nextInt(-360000, 360000);
                }
                for (int i = 0; i < 3; i++) {
                    scales[3 * f + i] = s.pick(List.of(1f, -1f, s.nextFloat(0.1f, 2)));
                }
            }
            parts.add(new PieAnimObject(s.nextInt(1, 5000), s.nextInt(0, 3), ints, scales));
        }
        if (s.nextInt(0, 3) == 0) {
            int points = s.nextInt(3, 8);
            float[] xyz = new float[3 * points];
            for (int i = 0; i < xyz.length; i++) {
                xyz[i] = s.nextFloat(-50, 50);
            }
            parts.add(new PieShadowPoints(new PiePoints(xyz)));
            if (s.nextBoolean()) {
                PiePolygons.Builder b = PiePolygons.builder();
                for (int p = s.nextInt(1, 4); p > 0; p--) {
                    b.add(0, s.nextInt(0, points - 1), s.nextInt(0, points - 1), s.nextInt(0, points - 1));
                }
                parts.add(new PieShadowPolygons(b.build()));
            }
        }
        // connectors and animation may come in either order; the shadow polygons follow their points
        if (parts.size() >= 2 && parts.get(0) instanceof PieConnectors && parts.get(1) instanceof PieAnimObject
                && s.nextBoolean()) {
            Collections.swap(parts, 0, 1);
        }
        return parts;
    }

    private static List<LineComment> comments(Source s, PieDocument doc) {
        int lines = PieTestFiles.written(doc).split("\n").length;
        List<LineComment> comments = new ArrayList<>();
        for (int i = s.nextInt(0, 3); i > 0; i--) {
            boolean trailing = s.nextBoolean();
            int line = trailing ? s.nextInt(0, lines - 1) : s.nextInt(0, lines);
            String text = "#" + s.pick(List.of("", " ", " made by hand", "# twice", " café"));
            if (trailing && comments.stream().anyMatch(c -> c.trailing() && c.line() == line)) {
                continue;
            }
            comments.add(new LineComment(line, text, trailing));
        }
        comments.sort(java.util.Comparator.comparingInt(LineComment::line).thenComparing(LineComment::trailing));
        return comments;
    }

    private static String name(Source s) {
        String n = s.nextString(10, NAME_CHARS);
        return n.isEmpty() ? "x" : n;
    }
}
