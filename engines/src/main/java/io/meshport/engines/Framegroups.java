package io.meshport.engines;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Animation;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import java.util.ArrayList;
import java.util.List;

/**
 * DarkPlaces' {@code .framegroups} side file ({@code model_shared.c:263-345}, docs/engines.md):
 * beside {@code model.iqm} as {@code model.iqm.framegroups}, one animation a line,
 * {@code first count [fps [loop [name]]]} over the model's frames one after the other (fps 20 and
 * loop 1 when left out, fps at least 1; a name with blanks in double quotes, as the engine's token
 * reader takes it), {@code //} comments; the groups replace the file's own
 * animations. Read as the engine reads it (a first frame past the end is the last, a count is
 * clamped to what is left), written from a model's animations in order.
 */
public final class Framegroups {
    /** DarkPlaces keeps 63 characters of a name ({@code animscene_t.name}, 64 bytes). */
    public static final int MAX_NAME = 63;

    private Framegroups() {
    }

    /**
     * One line of the file.
     *
     * @param first the first frame, counted over all the model's frames
     * @param count how many frames
     * @param fps frames a second
     * @param loop whether it loops
     * @param name its name (DarkPlaces' default {@code groupified_N_anim} when the line gives none)
     */
    public record Group(int first, int count, float fps, boolean loop, String name) {
    }

    /**
     * The groups of a file's text, named {@code source} in errors.
     *
     * @throws ModelFormatException at the line and column of a number that is none
     */
    public static List<Group> parse(String text, String source) throws ModelFormatException {
        List<Group> groups = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int l = 0; l < lines.length; l++) {
            String line = lines[l];
            int comment = line.indexOf("//");
            List<int[]> spans = tokens(comment < 0 ? line : line.substring(0, comment));
            if (spans.isEmpty()) {
                continue;
            }
            String[] t = new String[spans.size()];
            for (int i = 0; i < t.length; i++) {
                t[i] = unquoted(line.substring(spans.get(i)[0], spans.get(i)[1]));
            }
            if (t.length < 2) {
                throw ModelFormatException.atLine(source, l + 1, spans.get(0)[0] + 1,
                        "a group is 'first count [fps [loop [name]]]': the count is missing");
            }
            int first = integer(t[0], source, l, spans.get(0)[0]);
            int count = integer(t[1], source, l, spans.get(1)[0]);
            float fps = t.length > 2 ? number(t[2], source, l, spans.get(2)[0]) : 20;
            boolean loop = t.length <= 3 || integer(t[3], source, l, spans.get(3)[0]) != 0;
            String name = t.length > 4 ? t[4] : "groupified_" + groups.size() + "_anim";
            groups.add(new Group(first, count, Math.max(1, fps), loop,
                    name.length() > MAX_NAME ? name.substring(0, MAX_NAME) : name));
        }
        return groups;
    }

    /**
     * {@code model} with {@code groups} for its animations, as DarkPlaces plays them: the frames of
     * the model's animations taken one after the other, a group's first frame clamped to them and its
     * count to what is left. A model without frames is returned as it is, with a warning.
     */
    public static Model apply(Model model, List<Group> groups, String source, Diagnostics diagnostics) {
        int frames = model.frameCount();
        if (frames == 0 || groups.isEmpty()) {
            diagnostics.warn(source, groups.isEmpty() ? "no groups: the model's own animations are kept"
                    : "the model has no frames for its groups: not applied");
            return model;
        }
        Animation all = all(model);
        List<Animation> animations = new ArrayList<>();
        for (Group g : groups) {
            int first = Math.max(0, Math.min(g.first(), frames - 1));
            int count = Math.max(1, Math.min(g.count(), frames - first));
            animations.add(all.frames(first, count).withMetadata(g.name(), g.fps(), g.loop()));
        }
        return model.toBuilder().animations(animations).frameBounds(List.of()).build();
    }

    /** The text of {@code model}'s animations as groups, one a line (quotes, line breaks and {@code //} in names made {@code _}). */
    public static String of(Model model) {
        StringBuilder b = new StringBuilder();
        int first = 0;
        for (Animation a : model.animations()) {
            String name = a.name().isEmpty() ? "anim" : a.name().replaceAll("[\"\\r\\n]|//", "_");
            name = name.length() > MAX_NAME ? name.substring(0, MAX_NAME) : name;
            b.append(first).append(' ').append(a.frameCount()).append(' ')
                    .append(plain(a.framerate() > 0 ? a.framerate() : 20)).append(' ').append(a.loop() ? 1 : 0)
                    .append(' ').append(name.chars().anyMatch(Character::isWhitespace) ? '"' + name + '"' : name)
                    .append('\n');
            first += a.frameCount();
        }
        return b.toString();
    }

    private static String plain(float f) {
        return f == Math.rint(f) ? Integer.toString((int) f) : Float.toString(f);
    }

    /** Every animation's frames, one after the other, as one animation. */
    private static Animation all(Model model) {
        int joints = model.animations().get(0).jointCount();
        if (joints == 0 || model.animations().stream().anyMatch(a -> a.jointCount() != joints)) {
            return Animation.empty("all", 20, false, model.frameCount());
        }
        float[] channels = new float[model.frameCount() * joints * Transform.CHANNELS];
        int at = 0;
        for (Animation a : model.animations()) {
            float[] c = a.channels();
            System.arraycopy(c, 0, channels, at, c.length);
            at += c.length;
        }
        return Animation.of("all", 20, false, joints, channels);
    }

    private static List<int[]> tokens(String line) {
        List<int[]> out = new ArrayList<>();
        int i = 0;
        while (i < line.length()) {
            if (Character.isWhitespace(line.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            if (line.charAt(i) == '"') {
                int end = line.indexOf('"', i + 1);
                i = end < 0 ? line.length() : end + 1;
            } else {
                while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
                    i++;
                }
            }
            out.add(new int[] {start, i});
        }
        return out;
    }

    private static String unquoted(String token) {
        return token.length() >= 2 && token.startsWith("\"") && token.endsWith("\"")
                ? token.substring(1, token.length() - 1) : token;
    }

    private static int integer(String token, String source, int line, int column) throws ModelFormatException {
        try {
            return Integer.parseInt(token);
        } catch (NumberFormatException e) {
            throw ModelFormatException.atLine(source, line + 1, column + 1, "'" + shown(token) + "' is no whole number");
        }
    }

    private static float number(String token, String source, int line, int column) throws ModelFormatException {
        try {
            float f = Float.parseFloat(token);
            if (Float.isFinite(f)) {
                return f;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw ModelFormatException.atLine(source, line + 1, column + 1, "'" + shown(token) + "' is no number");
    }

    private static String shown(String token) {
        return token.length() > 40 ? token.substring(0, 40) + "..." : token;
    }
}
