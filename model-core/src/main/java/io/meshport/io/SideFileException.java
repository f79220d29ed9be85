package io.meshport.io;

import java.io.IOException;

/**
 * A file a model names beside itself (a glTF buffer, an OBJ material library, a texture) that
 * {@link SideFiles} will not open: outside the model's folder, not a regular file, too large, or
 * missing. The message names the reference as the model gave it and why it was refused; it never
 * quotes the content of any file, nor where a symbolic link points.
 */
public final class SideFileException extends IOException {
    private static final long serialVersionUID = 1L;

    /** The reference as the model wrote it. */
    private final String reference;
    /** Why it was refused, without the reference. */
    private final String reason;

    SideFileException(String reference, String reason) {
        super("'" + shown(reference) + "' " + reason);
        this.reference = reference;
        this.reason = reason;
    }

    /** The reference as the model wrote it. */
    public String reference() {
        return reference;
    }

    /** Why it was refused, without the reference ("is outside the model's folder"). */
    public String reason() {
        return reason;
    }

    /** {@code reference} as a message may show it: control characters escaped, at most 200 characters. */
    static String shown(String reference) {
        if (reference == null) {
            return "";
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < reference.length() && b.length() < 200; i++) {
            char c = reference.charAt(i);
            if (c < 0x20 || c == 0x7f) {
                b.append(String.format("\\x%02x", (int) c));
            } else {
                b.append(c);
            }
        }
        if (b.length() >= 200 && reference.length() > 200) {
            b.append('…');
        }
        return b.toString();
    }
}
