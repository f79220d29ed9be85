package io.meshport.vif;

import io.meshport.io.ExtraCodec;
import io.meshport.io.ModelFormatException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * {@link VifExtra} as bytes, so that IQM carries a VIF hierarchy: VIF → IQM → VIF gives the same
 * document. Big-endian counts and values; every count is checked against the bytes left before
 * anything is allocated, and whatever decodes is a valid extra or a {@link ModelFormatException}.
 */
public final class VifExtraCodec implements ExtraCodec<VifExtra> {
    private static final int FORMAT = 1;

    @Override
    public String name() {
        return "vif.mesh";
    }

    @Override
    public Class<VifExtra> type() {
        return VifExtra.class;
    }

    @Override
    public byte[] encode(VifExtra e) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(FORMAT);
            out.writeByte(e.version().ordinal());
            out.writeBoolean(e.errorSizeJoined());
            out.writeBoolean(e.countLine());
            ints(out, e.vertices().position);
            ints(out, e.vertices().patch);
            ints(out, e.vertices().coincident);
            out.writeInt(e.positionCount());
            ints(out, e.unusedIndex());
            VifPositions p = e.unusedPositions();
            floats(out, p.xyz);
            ints(out, p.rgba);
            floats(out, p.normals);
            out.writeInt(p.texcoordSets);
            floats(out, p.texcoords);
            out.writeInt(e.patches());
            out.writeInt(e.errors().size());
            floats(out, e.errors().values);
            VifMerges h = e.hierarchy();
            out.writeByte(h.kind().ordinal());
            ints(out, h.parent);
            ints(out, h.error);
            ints(out, h.childStart);
            ints(out, h.children);
            ints(out, e.cloneOf());
        } catch (IOException x) {
            throw new UncheckedIOException(x);
        }
        return bytes.toByteArray();
    }

    @Override
    public VifExtra decode(byte[] data, String source) throws ModelFormatException {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(data))) {
            if (in.readUnsignedByte() != FORMAT) {
                throw new IllegalArgumentException("unknown layout");
            }
            int version = in.readUnsignedByte();
            if (version >= VifVersion.values().length) {
                throw new IllegalArgumentException("unknown version " + version);
            }
            boolean joined = in.readBoolean();
            boolean countLine = in.readBoolean();
            VifVertices vertices = new VifVertices(ints(in), ints(in), ints(in), true);
            int positionCount = in.readInt();
            int[] unusedIndex = ints(in);
            float[] xyz = floats(in);
            int[] rgba = ints(in);
            float[] normals = floats(in);
            int sets = in.readInt();
            float[] texcoords = floats(in);
            VifPositions unused = new VifPositions(xyz, rgba, normals, sets, texcoords, true);
            int patches = in.readInt();
            int errorSize = in.readInt();
            float[] errorValues = floats(in);
            VifErrors errors = errorValues.length == 0 && errorSize == 0 ? VifErrors.NONE
                    : new VifErrors(errorSize, errorValues, true);
            int kind = in.readUnsignedByte();
            if (kind >= VifMerges.Kind.values().length) {
                throw new IllegalArgumentException("unknown hierarchy kind " + kind);
            }
            VifMerges h = new VifMerges(VifMerges.Kind.values()[kind], ints(in), ints(in), ints(in), ints(in), true);
            int[] cloneOf = ints(in);
            if (in.available() > 0) {
                throw new IllegalArgumentException(in.available() + " bytes left over");
            }
            VifExtra extra = new VifExtra(VifVersion.values()[version], joined, countLine, vertices, positionCount,
                    unusedIndex, unused, patches, errors, h, cloneOf);
            String problem = extra.integrityProblem();
            if (problem != null) {
                throw new IllegalArgumentException(problem);
            }
            return extra;
        } catch (IOException | IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
            throw ModelFormatException.inSource(source, "VIF data (" + name() + ") is damaged: " + e.getMessage())
                    .withCause(e);
        }
    }

    private static void ints(DataOutputStream out, int[] values) throws IOException {
        out.writeInt(values.length);
        for (int v : values) {
            out.writeInt(v);
        }
    }

    private static void floats(DataOutputStream out, float[] values) throws IOException {
        out.writeInt(values.length);
        for (float v : values) {
            out.writeFloat(v);
        }
    }

    private static int[] ints(DataInputStream in) throws IOException {
        int[] values = new int[count(in)];
        for (int i = 0; i < values.length; i++) {
            values[i] = in.readInt();
        }
        return values;
    }

    private static float[] floats(DataInputStream in) throws IOException {
        float[] values = new float[count(in)];
        for (int i = 0; i < values.length; i++) {
            values[i] = in.readFloat();
        }
        return values;
    }

    private static int count(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || (long) n * 4 > in.available()) {
            throw new IllegalArgumentException("count " + n + " past the data's end");
        }
        return n;
    }
}
