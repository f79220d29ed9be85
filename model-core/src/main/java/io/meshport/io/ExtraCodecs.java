package io.meshport.io;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/** The {@link ExtraCodec}s on the classpath, loaded once, found by extra type or by payload name. */
public final class ExtraCodecs {
    private ExtraCodecs() {
    }

    /** Every codec found, in a stable order (by name). */
    public static Collection<ExtraCodec<?>> all() {
        return Installed.BY_NAME.values();
    }

    /** The codec for extras of {@code type}, if one is installed. */
    @SuppressWarnings("unchecked")
    public static <T> Optional<ExtraCodec<T>> forType(Class<T> type) {
        for (ExtraCodec<?> c : all()) {
            if (c.type() == type) {
                return Optional.of((ExtraCodec<T>) c);
            }
        }
        return Optional.empty();
    }

    /** The codec whose payloads are called {@code name}, if one is installed. */
    public static Optional<ExtraCodec<?>> forName(String name) {
        return Optional.ofNullable(Installed.BY_NAME.get(name));
    }

    /** Encodes {@code extra} with its codec, if there is one. */
    public static <T> Optional<byte[]> encode(Class<T> type, Object extra) {
        return forType(type).map(c -> c.encode(type.cast(extra)));
    }

    private static final class Installed {
        static final Map<String, ExtraCodec<?>> BY_NAME = load();

        private static Map<String, ExtraCodec<?>> load() {
            List<ExtraCodec<?>> found = new ArrayList<>();
            for (ExtraCodec<?> c : ServiceLoader.load(ExtraCodec.class, ExtraCodecs.class.getClassLoader())) {
                found.add(c);
            }
            found.sort((a, b) -> a.name().compareTo(b.name()));
            Map<String, ExtraCodec<?>> byName = new LinkedHashMap<>();
            for (ExtraCodec<?> c : found) {
                ExtraCodec<?> other = byName.putIfAbsent(c.name(), c);
                if (other != null) {
                    throw new IllegalStateException("two extra codecs named '" + c.name() + "': "
                            + other.getClass().getName() + " and " + c.getClass().getName());
                }
            }
            return Collections.unmodifiableMap(byName);
        }
    }
}
