package io.meshport.engines.internal.pie;

import io.meshport.engines.internal.pie.PieBreak.Kind;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The breaks of a PIE file that meshport's reader refuses and some loader takes, found in its lines
 * as the loaders meet them, and the file repaired as a loader that takes it goes on: a texture
 * name made one that ends in {@code .png}, a tileset made 0, a polygon of more than three points
 * cut to its first three (as the Blender add-on imports it), an EVENT line of a type past the
 * table and level settings below PIE 4 left out (blanked, so that line numbers stay), a negative
 * count made the number of lines that follow (the add-on reads lines, not counts), a level of
 * more than 8192 polygons cut to 8192. The repaired file is read again by meshport's reader, so
 * that "loads" also covers every rule the reader and the profiles check; a break the scan does not
 * model leaves it unreadable, and then no verdict is given.
 *
 * <p>One pass over the lines and one more over a block whose count is negative: linear in the file.
 */
final class PieBreaks {
    private static final Set<String> KEYWORDS = Set.of("PIE", "TYPE", "INTERPOLATE", "TEXTURE", "NORMALMAP",
            "SPECULARMAP", "TCMASK", "EVENT", "LEVELS", "LEVEL", "MATERIALS", "SHADERS", "POINTS", "NORMALS",
            "POLYGONS", "CONNECTORS", "ANIMOBJECT", "SHADOWPOINTS", "SHADOWPOLYGONS");
    private static final Set<String> BLOCKS = Set.of("POINTS", "NORMALS", "POLYGONS", "CONNECTORS", "SHADOWPOINTS",
            "SHADOWPOLYGONS");
    private static final Set<String> TEXTURES = Set.of("TEXTURE", "NORMALMAP", "SPECULARMAP", "TCMASK");
    private static final int MAX_POLYGONS = 8192;
    private static final int MAX_PIE2_POINTS = 16;
    private static final int TEXTURED = 0x200;
    private static final int TEXTURE_ANIMATION = 0x4000;

    private final String[] lines;
    private final List<PieBreak> found = new ArrayList<>();
    private boolean repairable = true;
    private int version;
    private boolean inLevel;
    /** In a POLYGONS block: its polygon lines read so far; -1 elsewhere. */
    private int polygon = -1;
    /** Whether the POLYGONS block being read counts more than 8192: its lines past them are left out. */
    private boolean tooManyPolygons;

    private PieBreaks(String text) {
        this.lines = text.split("\n", -1);
    }

    /** The breaks of {@code bytes} (from its position to its limit) and the file repaired. */
    static PieBreaks scan(ByteBuffer bytes) {
        ByteBuffer b = bytes.duplicate();
        byte[] all = new byte[b.remaining()];
        b.get(all);
        PieBreaks scan = new PieBreaks(new String(all, StandardCharsets.ISO_8859_1));
        scan.scan();
        return scan;
    }

    /** The breaks, in file order. */
    List<PieBreak> breaks() {
        return List.copyOf(found);
    }

    /** The file as a loader that takes every break goes on with it, or empty where a break cannot be repaired. */
    Optional<byte[]> repaired() {
        return repairable ? Optional.of(String.join("\n", lines).getBytes(StandardCharsets.ISO_8859_1))
                : Optional.empty();
    }

    private void scan() {
        for (int i = 0; i < lines.length; i++) {
            String[] w = words(lines[i]);
            if (w.length == 0) {
                continue;
            }
            if (!KEYWORDS.contains(w[0])) {
                if (polygon >= 0) {
                    polygonLine(i, w);
                }
                continue;
            }
            polygon = -1;
            switch (w[0]) {
                case "PIE" -> version = w.length > 1 ? integer(w[1]).orElse(0) : 0;
                case "LEVEL" -> inLevel = true;
                case "EVENT" -> event(i, w);
                case "LEVELS" -> levels(i, w);
                case "TYPE", "INTERPOLATE" -> levelSetting(i, w);
                default -> {
                    if (TEXTURES.contains(w[0])) {
                        texture(i, w);
                    } else if (BLOCKS.contains(w[0])) {
                        block(i, w);
                    }
                }
            }
        }
    }

    /** A TYPE, INTERPOLATE or texture line inside a level below PIE 4: left out. */
    private boolean levelSetting(int i, String[] w) {
        if (!inLevel || version >= 4) {
            return false;
        }
        add(Kind.LEVEL_SETTINGS, i, w[0] + " inside a level of a PIE " + version + " file", w[0], 0);
        lines[i] = "";
        return true;
    }

    private void texture(int i, String[] w) {
        if (levelSetting(i, w) || w.length < 3) {
            return;
        }
        String before = String.join(" ", w);
        Optional<Integer> tileset = integer(w[1]);
        if (tileset.isPresent() && (tileset.get() < 0 || tileset.get() > 2)) {
            add(Kind.TILESET, i, w[0] + " tileset " + tileset.get() + " is not 0, 1 or 2", w[0], 0);
            w[1] = "0";
        }
        if (!w[2].endsWith(".png")) {
            add(Kind.TEXTURE_NAME, i, w[0] + " name '" + w[2] + "' does not end in .png", w[0], 0);
            w[2] = PieTextureNames.legal(w[2]);
        }
        String after = String.join(" ", w);
        if (!after.equals(before)) {
            lines[i] = after;
        }
    }

    private void event(int i, String[] w) {
        Optional<Integer> type = w.length > 1 ? integer(w[1]) : Optional.empty();
        if (type.isPresent() && (type.get() < 0 || type.get() > 3)) {
            add(Kind.EVENT_TYPE, i, "event type " + type.get() + " is not 1, 2 or 3", "EVENT", 0);
            lines[i] = "";
        }
    }

    private void levels(int i, String[] w) {
        Optional<Integer> count = w.length > 1 ? integer(w[1]) : Optional.empty();
        if (count.isPresent() && count.get() < 0) {
            add(Kind.NEGATIVE_LEVELS, i, "LEVELS " + count.get(), "LEVELS", 0);
            int levels = 0;
            for (int j = i + 1; j < lines.length; j++) {
                String[] v = words(lines[j]);
                levels += v.length > 0 && v[0].equals("LEVEL") ? 1 : 0;
            }
            lines[i] = "LEVELS " + levels;
        }
    }

    private void block(int i, String[] w) {
        Optional<Integer> count = w.length > 1 ? integer(w[1]) : Optional.empty();
        if (count.isEmpty()) {
            return;
        }
        if (count.get() < 0) {
            add(Kind.NEGATIVE_COUNT, i, w[0] + " " + count.get(), w[0], 0);
            lines[i] = w[0] + " " + dataLinesAfter(i);
        }
        if (w[0].equals("POLYGONS")) {
            polygon = 0;
            tooManyPolygons = count.get() > MAX_POLYGONS;
            if (tooManyPolygons) {
                add(Kind.POLYGON_COUNT, i, "POLYGONS " + count.get() + ": more than " + MAX_POLYGONS + " in one level",
                        "POLYGONS", 0);
                lines[i] = "POLYGONS " + MAX_POLYGONS;
            }
        }
    }

    /** The lines of numbers after line {@code i}, up to the next keyword. */
    private int dataLinesAfter(int i) {
        int n = 0;
        for (int j = i + 1; j < lines.length; j++) {
            String[] v = words(lines[j]);
            if (v.length > 0 && KEYWORDS.contains(v[0])) {
                break;
            }
            n += v.length > 0 ? 1 : 0;
        }
        return n;
    }

    private void polygonLine(int i, String[] w) {
        polygon++;
        if (tooManyPolygons && polygon > MAX_POLYGONS) {
            lines[i] = "";
            return;
        }
        Optional<Integer> points = w.length > 1 ? integer(w[1]) : Optional.empty();
        if (points.isEmpty()) {
            return;
        }
        int n = points.get();
        boolean bad = version >= 3 ? n != 3 : n < 3 || n > MAX_PIE2_POINTS;
        if (!bad) {
            return;
        }
        add(Kind.POLYGON_SIZE, i, "a polygon of " + n + " points in a PIE " + version + " file", "POLYGONS", n);
        Optional<String> cut = n > 3 ? firstTriangle(w, n) : Optional.empty();
        if (cut.isPresent()) {
            lines[i] = cut.get();
        } else {
            repairable = false;
        }
    }

    /** The polygon line of the first three of the {@code n} points of {@code w}, or empty when its values are short. */
    private static Optional<String> firstTriangle(String[] w, int n) {
        int flags;
        try {
            flags = Integer.parseUnsignedInt(w[0], 16);
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        boolean textured = (flags & TEXTURED) != 0;
        int animation = (flags & TEXTURE_ANIMATION) != 0 ? 4 : 0;
        int uvs = 2 + n + animation;
        if (w.length < uvs + (textured ? 2 * n : 0)) {
            return Optional.empty();
        }
        List<String> out = new ArrayList<>(List.of(w[0], "3", w[2], w[3], w[4]));
        out.addAll(List.of(w).subList(2 + n, uvs));
        if (textured) {
            out.addAll(List.of(w).subList(uvs, uvs + 6));
        }
        return Optional.of("\t" + String.join(" ", out));
    }

    private void add(Kind kind, int line, String detail, String keyword, int points) {
        found.add(new PieBreak(kind, "line " + (line + 1), detail, keyword, points));
    }

    /** The line's words before a comment. */
    private static String[] words(String line) {
        int hash = line.indexOf('#');
        String code = (hash >= 0 ? line.substring(0, hash) : line).strip();
        return code.isEmpty() ? new String[0] : code.split("\\s+");
    }

    private static Optional<Integer> integer(String word) {
        try {
            return Optional.of(Integer.parseInt(word));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
