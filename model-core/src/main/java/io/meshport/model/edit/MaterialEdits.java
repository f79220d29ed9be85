package io.meshport.model.edit;

import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * The edits of material names ({@link ModelEdit}): one renamed, all prefixed or suffixed, renamed by
 * a map or a regular expression, a texture page renamed with the images named after it. The
 * format's own texture names follow them (PIE's texture lines). Run them with {@link ModelEdits#apply}.
 */
public final class MaterialEdits {
    private MaterialEdits() {
    }

    /**
     * A material renamed.
     *
     * @param from the old name
     * @param to the new name
     * @return the edit
     */
    public static ModelEdit renameMaterial(String from, String to) {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        return new MaterialRenaming("rename-material", from + "=" + to, m -> m.equals(from) ? to : m, false);
    }

    /**
     * Every material name prefixed.
     *
     * @param prefix the prefix
     * @return the edit
     */
    public static ModelEdit materialPrefix(String prefix) {
        Objects.requireNonNull(prefix, "prefix");
        return new MaterialRenaming("material-prefix", prefix, m -> prefix + m, false);
    }

    /**
     * Every material name suffixed.
     *
     * @param suffix the suffix
     * @return the edit
     */
    public static ModelEdit materialSuffix(String suffix) {
        Objects.requireNonNull(suffix, "suffix");
        return new MaterialRenaming("material-suffix", suffix, m -> m + suffix, false);
    }

    /**
     * Materials renamed by a map (names not in it kept).
     *
     * @param map old names to new ones
     * @param described how the map is named in the report (its file, say)
     * @return the edit
     */
    public static ModelEdit materialMap(Map<String, String> map, String described) {
        Map<String, String> copy = Map.copyOf(map);
        return new MaterialRenaming("material-map", described, m -> copy.getOrDefault(m, m), false);
    }

    /**
     * Materials renamed by a regular expression, every match replaced ({@link java.util.regex.Matcher#replaceAll}:
     * {@code $1} names a group).
     *
     * @param regex the expression
     * @param replacement the replacement
     * @return the edit
     * @throws java.util.regex.PatternSyntaxException when the expression is not one
     */
    public static ModelEdit materialRegex(String regex, String replacement) {
        Pattern p = Pattern.compile(regex);
        Objects.requireNonNull(replacement, "replacement");
        return new MaterialRenaming("material-regex", regex + "=" + replacement,
                m -> p.matcher(m).replaceAll(replacement), false);
    }

    /**
     * A texture page renamed, with the images named after it: the material that is the page and every
     * texture name that starts with the page's name and goes on after a character that is no letter
     * or digit ({@code page-17-droid-weapons_nm.png}, {@code ..._tcmask.png}) take the new name, in the
     * meshes and in the extras that name images (PIE's TEXTURE, NORMALMAP, SPECULARMAP and TCMASK
     * lines). {@code .png} at the end of either name is not part of it.
     *
     * @param from the old page, e.g. {@code page-17-droid-weapons} or {@code page-17-droid-weapons.png}
     * @param to the new page
     * @return the edit
     * @throws IllegalArgumentException when a page name is empty
     */
    public static ModelEdit texturePage(String from, String to) {
        String old = TexturePages.base(from);
        String now = TexturePages.base(to);
        if (old.isEmpty() || now.isEmpty()) {
            throw new IllegalArgumentException("a texture page has a name: " + from + "=" + to);
        }
        return new MaterialRenaming("texture-page", from + "=" + to, n -> TexturePages.renamed(n, old, now), true);
    }
}
