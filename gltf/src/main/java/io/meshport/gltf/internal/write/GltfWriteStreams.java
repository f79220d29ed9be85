package io.meshport.gltf.internal.write;

import io.meshport.gltf.internal.GltfBufferBuilder;
import io.meshport.gltf.internal.read.GltfOriginalValues;
import de.javagl.jgltf.model.impl.DefaultAccessorModel;
import io.meshport.gltf.GltfFormat;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.internal.ModelArrayAccess;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A mesh's vertex streams as glTF attributes: each in a layout glTF allows for its semantic (the
 * layout it has when glTF allows that, else the nearest one: {@link io.meshport.io.LossCheck} has
 * already reported what that changes), with the values glTF's rules forbid mended and reported.
 * Blend streams are {@link GltfWriteSkinning}'s.
 */
final class GltfWriteStreams {
    /**
     * How far from 1 a normal's or a rotation's length may be before it is normalised: within what
     * the glTF validator accepts (0.00674), and far above float rounding, so a unit vector stays as
     * it is.
     */
    static final double UNIT_SLACK = 0.005;
    private static final VarHandle FLOAT = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);

    private final Diagnostics losses;
    private final int meshIndex;
    private final String meshLabel;

    private GltfWriteStreams(Diagnostics losses, int meshIndex, Mesh mesh) {
        this.losses = losses;
        this.meshIndex = meshIndex;
        this.meshLabel = mesh.name().isEmpty() ? "mesh " + (meshIndex + 1) : "mesh \"" + mesh.name() + "\"";
    }

    /**
     * A mesh's attributes by glTF semantic, in the order the mesh has its streams (blend streams
     * left out), and the accessors of the original values of those glTF made the writer mend
     * ({@link GltfOriginalValues}), by semantic.
     */
    record Written(Map<String, DefaultAccessorModel> attributes, Map<String, Integer> originals) {
    }

    /** The attributes of {@code mesh} (number {@code meshIndex} of the model) and the originals of mended ones. */
    static Written write(Mesh mesh, int meshIndex, GltfBufferBuilder buffers, Diagnostics losses) {
        GltfWriteStreams w = new GltfWriteStreams(losses, meshIndex, mesh);
        List<Integer> texcoordSets = sets(mesh, AttributeKind.TEXCOORD);
        List<Integer> colourSets = sets(mesh, AttributeKind.COLOR);
        Map<String, DefaultAccessorModel> out = new LinkedHashMap<>();
        Map<String, Integer> originals = new LinkedHashMap<>();
        for (VertexArray a : mesh.arrays()) {
            String key = switch (a.kind()) {
                case POSITION -> "POSITION";
                case NORMAL -> "NORMAL";
                case TANGENT -> "TANGENT";
                case TEXCOORD -> "TEXCOORD_" + texcoordSets.indexOf(a.descriptor().set());
                case COLOR -> "COLOR_" + colourSets.indexOf(a.descriptor().set());
                case CUSTOM -> "_" + a.descriptor().customName();
                // written with the skin, or reported lost, by GltfWriteSkinning
                case BLEND_INDEXES, BLEND_WEIGHTS -> null;
            };
            if (key == null) {
                continue;
            }
            Floats mended = switch (a.kind()) {
                case POSITION -> w.finite(a.convert(ComponentType.FLOAT, 3));
                case NORMAL -> w.unitNormals(a.convert(ComponentType.FLOAT, 3));
                case TANGENT -> w.unitTangents(a.convert(ComponentType.FLOAT, 4, 0, 0, 0, 1));
                case TEXCOORD -> w.texcoords(a);
                case COLOR -> w.colours(a);
                default -> w.custom(a);
            };
            if (mended == null) {
                out.put(key, raw(a, a.kind() != AttributeKind.CUSTOM, buffers));
                continue;
            }
            out.put(key, w.floats(mended, buffers));
            if (mended.changed() > 0) {
                originals.put(key, GltfOriginalValues.write(mended.original(), buffers));
            }
        }
        return new Written(out, originals);
    }

    /**
     * The model's set numbers of the glTF sets of {@code mesh}, by glTF set, when they are not
     * glTF's 0, 1, 2...: glTF numbers the sets of a kind without gaps, a model may skip one (a mesh
     * with colour set 1 and no set 0). Keys {@code texcoordSets} and {@code colorSets}; empty when
     * the numbers are the same.
     */
    static Map<String, Object> setNumbers(Mesh mesh) {
        Map<String, Object> out = new LinkedHashMap<>();
        List<Integer> texcoords = sets(mesh, AttributeKind.TEXCOORD);
        List<Integer> colours = sets(mesh, AttributeKind.COLOR);
        if (!texcoords.equals(firstNumbers(texcoords.size()))) {
            out.put("texcoordSets", texcoords);
        }
        if (!colours.equals(firstNumbers(colours.size()))) {
            out.put("colorSets", colours);
        }
        return out;
    }

    /** The set numbers of {@code kind} that {@code mesh} has, ascending: glTF set i is model set {@code get(i)}. */
    private static List<Integer> sets(Mesh mesh, AttributeKind kind) {
        return mesh.arrays().stream().filter(a -> a.kind() == kind).map(a -> a.descriptor().set()).sorted().toList();
    }

    private static List<Integer> firstNumbers(int count) {
        return java.util.stream.IntStream.range(0, count).boxed().toList();
    }

    /** Normalized ubyte and ushort texcoords as they are (null), others as floats. */
    private Floats texcoords(VertexArray a) {
        ComponentType t = a.descriptor().component();
        if (a.size() == 2 && (t == ComponentType.UBYTE || t == ComponentType.USHORT)) {
            return null;
        }
        return finite(a.convert(ComponentType.FLOAT, 2));
    }

    /** Normalized ubyte and ushort colours as they are (null), others as floats in 0..1. */
    private Floats colours(VertexArray a) {
        ComponentType t = a.descriptor().component();
        int size = Math.max(3, a.size());
        if (a.size() >= 3 && (t == ComponentType.UBYTE || t == ComponentType.USHORT)) {
            return null;
        }
        return clamped(a.convert(ComponentType.FLOAT, size, 0, 0, 0, 1));
    }

    /** Custom streams as they are (null) where glTF has their component type; int, uint, half and double as floats. */
    private Floats custom(VertexArray a) {
        return switch (a.descriptor().component()) {
            case BYTE, UBYTE, SHORT, USHORT -> null;
            default -> finite(a.convert(ComponentType.FLOAT, a.size()));
        };
    }

    private static DefaultAccessorModel raw(VertexArray a, boolean normalized, GltfBufferBuilder buffers) {
        return buffers.attribute(a.descriptor().component(), a.size(), normalized, a.vertexCount(), shared(a).bytes);
    }

    private DefaultAccessorModel floats(Floats f, GltfBufferBuilder buffers) {
        return buffers.attribute(ComponentType.FLOAT, f.size(), false, f.original.vertexCount(), f.bytes);
    }

    /**
     * The float values of a stream being mended, as the packed little-endian bytes the accessor
     * gets (mended in place: no array of floats to copy in and out again, 10% of writing a large
     * model), how many elements were changed, and the stream as it was (its name and size are the
     * original's).
     */
    private record Floats(byte[] bytes, VertexArray original, int changed) {
        Floats mended(int count) {
            return new Floats(bytes, original, count);
        }

        /** Value {@code i}. */
        float get(int i) {
            return (float) FLOAT.get(bytes, 4 * i);
        }

        void set(int i, float v) {
            FLOAT.set(bytes, 4 * i, v);
        }

        /** How many values. */
        int length() {
            return bytes.length / 4;
        }

        String name() {
            return original.descriptor().attributeName();
        }

        int size() {
            return original.size();
        }
    }

    /** {@code a}'s values, {@code a} being floats, in a copy to mend. */
    private static Floats floatsOf(VertexArray a) {
        byte[] bytes = new byte[a.byteLength()];
        a.copyBytesTo(bytes, 0);
        return new Floats(bytes, a, 0);
    }

    /**
     * {@code a}'s values as the stream's own bytes, for a stream with nothing to mend: the
     * accessor only reads them, as the model does ({@link ModelArrayAccess}). A copy of each
     * stream was fresh memory the kernel zeroed first, a fifth of writing a large model's streams.
     */
    private static Floats shared(VertexArray a) {
        return new Floats(ModelArrayAccess.get().bytesUnsafe(a), a, 0);
    }

    /** NaN and infinities, which a glTF accessor must not hold, become 0. */
    private Floats finite(VertexArray a) {
        Floats f = shared(a);
        if (allFinite(f.bytes)) {
            return f; // the usual stream: one look at each value's exponent, nothing to mend
        }
        return each(a, v -> Float.isFinite(v) ? v : 0,
                "values that are not finite numbers, written as 0 (glTF accessors hold finite numbers)");
    }

    /**
     * Whether every little-endian float of {@code bytes} is finite: its exponent, the low seven
     * bits of its last byte and the top bit of the one before, not all ones. Plain byte reads, which
     * either compiler makes quick (a float taken through a view and a lambda a value were calls for
     * the first tier, a tenth of converting a large model with it).
     */
    private static boolean allFinite(byte[] bytes) {
        int n = bytes.length / 4;
        boolean finite = true;
        for (int i = 0; i < n; i++) {
            finite &= (bytes[4 * i + 3] & 0x7f) != 0x7f || (bytes[4 * i + 2] & 0x80) == 0;
        }
        return finite;
    }

    /** Colours clamped to 0..1 as glTF requires of float colours; NaN becomes 0. */
    private Floats clamped(VertexArray a) {
        return each(a, v -> Float.isNaN(v) ? 0 : Math.max(0f, Math.min(1f, v)),
                "values outside 0..1, clamped (glTF colours lie in 0..1)");
    }

    /** Each value of {@code a} through {@code mend}, the ones it changes (bit for bit) counted and reported. */
    private Floats each(VertexArray a, FloatMend mend, String what) {
        Floats f = floatsOf(a);
        int changed = 0;
        for (int i = 0; i < f.length(); i++) {
            float v = f.get(i);
            float m = mend.apply(v);
            if (Float.compare(m, v) != 0) {
                f.set(i, m);
                changed++;
            }
        }
        report(f.name(), changed, what);
        return f.mended(changed);
    }

    /** A float to float mend, without boxing. */
    private interface FloatMend {
        float apply(float v);
    }

    /** Normals of unit length: glTF requires them; a zero or broken one becomes +Z. */
    private Floats unitNormals(VertexArray a) {
        Floats own = shared(a);
        if (!toMend(own, 3)) {
            return own;
        }
        Floats f = floatsOf(a);
        int changed = 0;
        for (int v = 0; v < f.length() / 3; v++) {
            changed += unit(f, 3 * v) ? 1 : 0;
        }
        report(f.name(), changed, "vectors not of unit length, normalised (glTF requires unit normals)");
        return f.mended(changed);
    }

    /** Tangents of unit length with w ±1 (the bitangent's sign), as glTF requires. */
    private Floats unitTangents(VertexArray a) {
        Floats own = shared(a);
        if (!toMend(own, 4)) {
            return own;
        }
        Floats f = floatsOf(a);
        int changed = 0;
        for (int v = 0; v < f.length() / 4; v++) {
            boolean c = unit(f, 4 * v);
            float w = f.get(4 * v + 3);
            float sign = w < 0 ? -1f : 1f;
            if (Float.compare(w, sign) != 0) {
                f.set(4 * v + 3, sign);
                c = true;
            }
            changed += c ? 1 : 0;
        }
        report(f.name(), changed, "tangents not of unit length or with w other than ±1, mended (glTF requires both)");
        return f.mended(changed);
    }

    /**
     * Whether a vector of {@code xs} ({@code size} values each: a normal's 3, or a tangent's 4 with
     * its w) is one {@link #unitNormals} or {@link #unitTangents} would change: read only, so that
     * a stream with none is written as its own bytes.
     */
    private static boolean toMend(Floats xs, int size) {
        for (int at = 0; at + size <= xs.length(); at += size) {
            if (offUnit(xs, at)) {
                return true;
            }
            if (size == 4) {
                float w = xs.get(at + 3);
                if (Float.compare(w, w < 0 ? -1f : 1f) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the 3-vector at {@code at} has a length off 1 by more than {@link #UNIT_SLACK} (or none). */
    private static boolean offUnit(Floats xs, int at) {
        double x = xs.get(at), y = xs.get(at + 1), z = xs.get(at + 2);
        double len = Math.sqrt(x * x + y * y + z * z);
        return !(Math.abs(len - 1) <= UNIT_SLACK);
    }

    /** Normalises the 3-vector at {@code at} when its length is off 1 by more than {@link #UNIT_SLACK}. */
    private static boolean unit(Floats xs, int at) {
        if (!offUnit(xs, at)) {
            return false;
        }
        double x = xs.get(at), y = xs.get(at + 1), z = xs.get(at + 2);
        double len = Math.sqrt(x * x + y * y + z * z);
        if (!(len > 0) || !Double.isFinite(len)) {
            xs.set(at, 0);
            xs.set(at + 1, 0);
            xs.set(at + 2, 1);
        } else {
            xs.set(at, (float) (x / len));
            xs.set(at + 1, (float) (y / len));
            xs.set(at + 2, (float) (z / len));
        }
        return true;
    }

    /**
     * Says what other glTF readers see changed. Not a loss: the originals ride along
     * ({@link GltfOriginalValues}) and meshport reads them back.
     */
    private void report(String stream, int count, String what) {
        if (count > 0) {
            losses.converted(GltfFormat.NAME, meshLabel + ": " + stream + " has " + count + " " + what
                    + "; the originals ride in extras, for meshport");
        }
    }
}
