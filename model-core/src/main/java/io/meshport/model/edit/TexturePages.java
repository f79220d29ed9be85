package io.meshport.model.edit;

/**
 * Names of a texture page and of the images named after it, as {@code --texture-page} renames
 * them: {@code page-17-droid-weapons.png}, {@code page-17-droid-weapons_nm.png} and
 * {@code page-17-droid-weapons_tcmask.png} are one page's; {@code page-17-droid-weapons2.png} is not.
 */
final class TexturePages {
    private static final String PNG = ".png";

    private TexturePages() {
    }

    /** The name without a {@code .png} at its end. */
    static String base(String name) {
        return name.endsWith(PNG) ? name.substring(0, name.length() - PNG.length()) : name;
    }

    /** {@code name} with the page {@code from} replaced by {@code to}, where it is that page's; else itself. */
    static String renamed(String name, String from, String to) {
        if (!name.startsWith(from)) {
            return name;
        }
        String rest = name.substring(from.length());
        if (!rest.isEmpty() && Character.isLetterOrDigit(rest.charAt(0))) {
            return name; // another page whose name starts with this one's
        }
        return to + rest;
    }
}
