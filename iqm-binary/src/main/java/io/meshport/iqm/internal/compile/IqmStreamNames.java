package io.meshport.iqm.internal.compile;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.VertexArrayDescriptor;

/**
 * The names of the custom vertex arrays that carry what IQM has no type for. IQM has one type per
 * kind, so texcoord and colour sets above 0 are stored as custom arrays with reserved names:
 * {@code meshport:texcoord1}, {@code meshport:color2}. The {@code meshport:} prefix is ours; a
 * model's own custom stream whose name starts with it is stored as {@code meshport:custom:<name>},
 * so that no model name can pass for a set. Any other custom name (a real file's) is the stream's
 * name as it is.
 *
 * <p>The compiler reads the names, the exporter makes them.
 */
public final class IqmStreamNames {
    /** The prefix reserved for meshport's custom array names. */
    public static final String PREFIX = "meshport:";
    private static final String ESCAPED_CUSTOM = PREFIX + "custom:";

    private IqmStreamNames() {
    }

    /**
     * Whether the stream needs a custom array in IQM (a custom kind, or a set above 0).
     *
     * @param d the model's stream
     * @return true when IQM has no standard type for it
     */
    public static boolean isCustomInIqm(VertexArrayDescriptor d) {
        return d.kind() == AttributeKind.CUSTOM || d.set() > 0;
    }

    /**
     * The custom array name for a stream that {@link #isCustomInIqm}.
     *
     * @param d the model's stream
     * @return the name to store in the text block
     */
    public static String arrayName(VertexArrayDescriptor d) {
        if (d.set() > 0) {
            return PREFIX + d.attributeName();
        }
        return d.customName().startsWith(PREFIX) ? ESCAPED_CUSTOM + d.customName() : d.customName();
    }

    /** The stream a custom array named {@code name} holds. */
    static VertexArrayDescriptor descriptor(String name, ComponentType component, int size) {
        if (name.startsWith(ESCAPED_CUSTOM)) {
            return VertexArrayDescriptor.custom(name.substring(ESCAPED_CUSTOM.length()), component, size);
        }
        if (name.startsWith(PREFIX)) {
            String rest = name.substring(PREFIX.length());
            for (AttributeKind kind : new AttributeKind[] {AttributeKind.TEXCOORD, AttributeKind.COLOR}) {
                int set = setNumber(rest, kind.word());
                if (set > 0) {
                    return VertexArrayDescriptor.of(kind, set, component, size);
                }
            }
        }
        return VertexArrayDescriptor.custom(name, component, size);
    }

    /**
     * N of {@code wordN}, written as {@link VertexArrayDescriptor#attributeName()} writes it (no
     * sign, no leading zero, at least 1), or 0: any other spelling is a real custom name.
     */
    private static int setNumber(String name, String word) {
        if (!name.startsWith(word)) {
            return 0;
        }
        String digits = name.substring(word.length());
        if (digits.isEmpty() || digits.length() > 9 || digits.charAt(0) == '0') {
            return 0;
        }
        for (int i = 0; i < digits.length(); i++) {
            if (digits.charAt(i) < '0' || digits.charAt(i) > '9') {
                return 0;
            }
        }
        return Integer.parseInt(digits);
    }
}
