package io.meshport.iqm.internal.compile;

import io.meshport.io.ExtraCodec;
import io.meshport.io.ExtraCodecs;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.IqmExtras;
import io.meshport.iqm.IqmNamedExtension;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The extensions that carry other formats' extras through their {@link ExtraCodec}, so that
 * PIE → IQM → PIE and VIF → IQM → VIF lose nothing without IQM knowing either format:
 * <ul>
 * <li>{@code meshport.extra:<codec name>}, one per model extra:
 * {@code u32 version (1); the codec's bytes (the rest of the payload)};</li>
 * <li>{@code meshport.mesh-extra:<codec name>}, one per codec for all meshes that have its extra:
 * {@code u32 version (1); u32 count; count × { u32 mesh; u32 length; the codec's bytes }}, meshes
 * in increasing order.</li>
 * </ul>
 * An extension whose codec is not on the classpath stays a raw extension of {@link IqmExtras}, so
 * it still writes back.
 *
 * <p>The compiler decodes them; the exporter encodes them ({@link #encode(Model)}), and the test
 * generators write such payloads by hand, so the names and the version are public.
 */
public final class IqmExtraExtensions {
    /** The name of a model extra's extension, before the codec's name. */
    public static final String MODEL_PREFIX = "meshport.extra:";
    /** The name of the meshes' extras' extension, before the codec's name. */
    public static final String MESH_PREFIX = "meshport.mesh-extra:";
    /** The payload layout version this class writes, and the newest it reads. */
    public static final int VERSION = 1;

    private IqmExtraExtensions() {
    }

    /**
     * The payloads of the model's and the meshes' extras that have a codec, in codec order.
     *
     * @param model the model whose extras to store
     * @return one extension per model extra and one per codec that some mesh's extra has
     */
    public static List<IqmNamedExtension> encode(Model model) {
        List<IqmNamedExtension> out = new ArrayList<>();
        for (ExtraCodec<?> codec : ExtraCodecs.all()) {
            model.extra(codec.type()).ifPresent(extra -> out.add(new IqmNamedExtension(MODEL_PREFIX + codec.name(),
                    new IqmPayloadWriter().u32(VERSION).raw(encoded(codec, extra)).toBytes())));
            meshExtension(codec, model.meshes()).ifPresent(out::add);
        }
        return out;
    }

    private static Optional<IqmNamedExtension> meshExtension(ExtraCodec<?> codec, List<Mesh> meshes) {
        IqmPayloadWriter entries = new IqmPayloadWriter();
        int count = 0;
        for (int mi = 0; mi < meshes.size(); mi++) {
            Optional<?> extra = meshes.get(mi).extra(codec.type());
            if (extra.isPresent()) {
                entries.u32(mi).block(encoded(codec, extra.get()));
                count++;
            }
        }
        if (count == 0) {
            return Optional.empty();
        }
        byte[] data = new IqmPayloadWriter().u32(VERSION).u32(count).raw(entries.toBytes()).toBytes();
        return Optional.of(new IqmNamedExtension(MESH_PREFIX + codec.name(), data));
    }

    private static <T> byte[] encoded(ExtraCodec<T> codec, Object extra) {
        return codec.encode(codec.type().cast(extra));
    }

    /** The codec an extension named {@code name} is for, if it is one of ours and the codec is installed. */
    static Optional<ExtraCodec<?>> codecOf(String name) {
        if (name.startsWith(MODEL_PREFIX)) {
            return ExtraCodecs.forName(name.substring(MODEL_PREFIX.length()));
        }
        if (name.startsWith(MESH_PREFIX)) {
            return ExtraCodecs.forName(name.substring(MESH_PREFIX.length()));
        }
        return Optional.empty();
    }

    /** Puts the decoded model extra into the model. */
    static <T> void decodeModelExtra(ExtraCodec<T> codec, IqmPayloadReader in, Model.Builder model)
            throws ModelFormatException {
        in.version(VERSION);
        int at = in.position();
        model.extra(codec.type(), decode(codec, in.raw(in.remaining(), "payload"), in, at, "payload"));
    }

    /** Puts the decoded extras into their meshes. */
    static <T> void decodeMeshExtras(ExtraCodec<T> codec, IqmPayloadReader in, List<Mesh.Builder> meshes)
            throws ModelFormatException {
        in.version(VERSION);
        int count = in.u32("count", in.remaining() / 8);
        int next = 0;
        for (int i = 0; i < count; i++) {
            String f = "entries[" + i + "].";
            int mesh = in.u32(f + "mesh", meshes.size() - 1L);
            if (mesh < next) {
                throw in.failAt(in.position() - 4, f + "mesh", "mesh " + mesh + " is not after the previous entry's");
            }
            next = mesh + 1;
            int at = in.position() + 4;
            byte[] data = in.block(f + "payload");
            meshes.get(mesh).extra(codec.type(), decode(codec, data, in, at, f + "payload"));
        }
        in.end();
    }

    /** The codec's result; whatever it throws on these untrusted bytes is a format error at the payload. */
    private static <T> T decode(ExtraCodec<T> codec, byte[] data, IqmPayloadReader in, int at, String field)
            throws ModelFormatException {
        try {
            T value = codec.decode(data, in.source());
            if (value == null) {
                throw in.failAt(at, field, "codec " + codec.name() + " decoded nothing");
            }
            return value;
        } catch (ModelFormatException e) {
            throw in.failAt(at, field, "codec " + codec.name() + " cannot decode it: " + e.reason()).withCause(e);
        } catch (RuntimeException e) {
            throw in.failAt(at, field, "codec " + codec.name() + " cannot decode it: " + e).withCause(e);
        }
    }
}
