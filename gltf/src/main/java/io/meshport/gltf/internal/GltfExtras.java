package io.meshport.gltf.internal;

import io.meshport.io.ExtraCodec;
import io.meshport.io.ExtraCodecs;
import io.meshport.io.ModelFormatException;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Other formats' extras in glTF {@code extras}, through their {@link ExtraCodec}: so PIE → glTF →
 * PIE and VIF → glTF → VIF keep what they keep through IQM. On the glTF root (model extras) or on a
 * glTF mesh (that mesh's extras) the object {@code "meshport"} holds {@code "extras"}: codec name →
 * the codec's bytes in base64. Other keys of {@code extras} are left to other tools and ignored.
 * Public for the reader, which decodes them, and the writer, which encodes them.
 */
public final class GltfExtras {
    /** The key of meshport's object in a glTF {@code extras}. */
    public static final String KEY = "meshport";
    /** The key of the codec payloads inside meshport's object. */
    public static final String CODECS = "extras";

    private GltfExtras() {
    }

    /**
     * Codec name → base64 of every extra in {@code extraOf} (a model's or a mesh's lookup) that has
     * a codec, in codec order; empty when none has.
     */
    public static Map<String, Object> encode(Function<Class<?>, Optional<?>> extraOf) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (ExtraCodec<?> codec : ExtraCodecs.all()) {
            extraOf.apply(codec.type()).ifPresent(e -> out.put(codec.name(),
                    Base64.getEncoder().encodeToString(encoded(codec, e))));
        }
        return out;
    }

    private static <T> byte[] encoded(ExtraCodec<T> codec, Object extra) {
        return codec.encode(codec.type().cast(extra));
    }

    /** Receives one decoded extra. */
    public interface Sink {
        /** Takes {@code extra}, decoded by the codec of {@code type}. */
        <T> void put(Class<T> type, T extra);
    }

    /**
     * Decodes the payloads of {@code extras} (a glTF {@code extras} value as parsed: a map, or
     * anything else, which holds none of ours) into {@code sink}. A payload whose codec is not
     * installed is skipped; one that is not base64 or that its codec rejects fails, naming
     * {@code where} (e.g. {@code "meshes[2].extras"}).
     */
    public static void decode(Object extras, String source, String where, Sink sink) throws ModelFormatException {
        if (!(extras instanceof Map<?, ?> map) || !(map.get(KEY) instanceof Map<?, ?> ours)
                || !(ours.get(CODECS) instanceof Map<?, ?> codecs)) {
            return;
        }
        for (Map.Entry<?, ?> e : codecs.entrySet()) {
            Optional<ExtraCodec<?>> codec = ExtraCodecs.forName(String.valueOf(e.getKey()));
            if (codec.isEmpty()) {
                continue;
            }
            String field = where + "." + KEY + "." + CODECS + "." + e.getKey();
            if (!(e.getValue() instanceof String text)) {
                throw ModelFormatException.inSource(source, field + ": expected a base64 string");
            }
            byte[] data;
            try {
                data = Base64.getDecoder().decode(text);
            } catch (IllegalArgumentException bad) {
                throw ModelFormatException.inSource(source, field + ": not base64 (" + bad.getMessage() + ")");
            }
            put(codec.get(), data, source + " " + field, sink);
        }
    }

    private static <T> void put(ExtraCodec<T> codec, byte[] data, String source, Sink sink)
            throws ModelFormatException {
        sink.put(codec.type(), codec.decode(data, source));
    }
}
