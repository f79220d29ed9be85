package io.meshport.pie;

import io.meshport.io.ExtraCodec;
import io.meshport.io.ModelFormatException;
import io.meshport.pie.internal.rules.PieRules;
import io.meshport.text.LineComment;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * PIE's extras as bytes, so that IQM (or any container that carries codec extras) takes them
 * along: PIE → IQM → PIE gives the same file. Big-endian fields with counts first; decoding checks
 * every count against the bytes that remain before it allocates, and turns anything malformed into
 * a {@link ModelFormatException}. Listed in {@code META-INF/services/io.meshport.io.ExtraCodec}.
 */
public final class PieExtraCodecs {
    private PieExtraCodecs() {
    }

    /** {@link PieFileExtra} as {@code pie.file}. */
    public static final class File implements ExtraCodec<PieFileExtra> {
        @Override
        public String name() {
            return "pie.file";
        }

        @Override
        public Class<PieFileExtra> type() {
            return PieFileExtra.class;
        }

        @Override
        public byte[] encode(PieFileExtra e) {
            return bytes(out -> {
                out.writeInt(e.version());
                out.writeInt(e.type());
                optionalInt(out, e.interpolate());
                textures(out, e.textures());
                out.writeInt(e.events().size());
                for (PieEvent ev : e.events()) {
                    out.writeInt(ev.type());
                    out.writeUTF(ev.file());
                }
                out.writeInt(e.comments().size());
                for (LineComment c : e.comments()) {
                    out.writeInt(c.line());
                    out.writeUTF(c.text());
                    out.writeBoolean(c.trailing());
                }
            });
        }

        @Override
        public PieFileExtra decode(byte[] data, String source) throws ModelFormatException {
            return decoded(data, source, in -> {
                int version = in.readInt();
                int type = in.readInt();
                OptionalInt interpolate = optionalInt(in);
                List<PieTexture> textures = textures(in);
                List<PieEvent> events = new ArrayList<>();
                for (int i = count(in, 6); i > 0; i--) {
                    events.add(new PieEvent(in.readInt(), in.readUTF()));
                }
                List<LineComment> comments = new ArrayList<>();
                for (int i = count(in, 7); i > 0; i--) {
                    comments.add(new LineComment(in.readInt(), in.readUTF(), in.readBoolean()));
                }
                if (PieRules.versionProblem(version) != null) {
                    throw new IllegalArgumentException(PieRules.versionProblem(version));
                }
                return new PieFileExtra(version, type, interpolate, textures, events, comments);
            });
        }
    }

    /** {@link PieLevelExtra} as {@code pie.level}. */
    public static final class Level implements ExtraCodec<PieLevelExtra> {
        private static final int CONNECTORS = 1;
        private static final int ANIMOBJECT = 2;
        private static final int SHADOWPOINTS = 3;
        private static final int SHADOWPOLYGONS = 4;

        @Override
        public String name() {
            return "pie.level";
        }

        @Override
        public Class<PieLevelExtra> type() {
            return PieLevelExtra.class;
        }

        @Override
        public byte[] encode(PieLevelExtra e) {
            return bytes(out -> {
                optionalInt(out, e.settings().type());
                optionalInt(out, e.settings().interpolate());
                textures(out, e.settings().textures());
                optionalText(out, e.materials());
                optionalText(out, e.shaders());
                floats(out, e.points().toArray());
                ints(out, e.pointOfVertex());
                out.writeByte(e.normals().ordinal());
                out.writeBoolean(e.droppedNormals().isPresent());
                if (e.droppedNormals().isPresent()) {
                    floats(out, e.droppedNormals().get().toArray());
                }
                ints(out, e.polygonSizes());
                out.writeInt(e.parts().size());
                for (PieLevelPart p : e.parts()) {
                    part(out, p);
                }
            });
        }

        private static void part(DataOutputStream out, PieLevelPart p) throws IOException {
            if (p instanceof PieConnectors c) {
                out.writeByte(CONNECTORS);
                ints(out, c.toArray());
            } else if (p instanceof PieAnimObject a) {
                out.writeByte(ANIMOBJECT);
                out.writeInt(a.time());
                out.writeInt(a.cycles());
                int[] ints = new int[PieAnimObject.INTS_PER_FRAME * a.frameCount()];
                float[] scales = new float[3 * a.frameCount()];
                for (int f = 0; f < a.frameCount(); f++) {
                    ints[PieAnimObject.INTS_PER_FRAME * f] = a.frameNumber(f);
                    for (int i = 0; i < 3; i++) {
                        ints[PieAnimObject.INTS_PER_FRAME * f + 1 + i] = a.position(f, i);
                        ints[PieAnimObject.INTS_PER_FRAME * f + 4 + i] = a.rotation(f, i);
                        scales[3 * f + i] = a.scale(f, i);
                    }
                }
                ints(out, ints);
                floats(out, scales);
            } else if (p instanceof PieShadowPoints s) {
                out.writeByte(SHADOWPOINTS);
                floats(out, s.points().toArray());
            } else if (p instanceof PieShadowPolygons s) {
                out.writeByte(SHADOWPOLYGONS);
                PiePolygons polygons = s.polygons();
                out.writeInt(polygons.count());
                for (int i = 0; i < polygons.count(); i++) {
                    out.writeInt(polygons.size(i));
                    for (int c = 0; c < polygons.size(i); c++) {
                        out.writeInt(polygons.corner(i, c));
                    }
                }
            }
        }

        @Override
        public PieLevelExtra decode(byte[] data, String source) throws ModelFormatException {
            return decoded(data, source, in -> {
                PieLevelSettings settings = new PieLevelSettings(optionalInt(in), optionalInt(in), textures(in));
                Optional<String> materials = optionalText(in);
                Optional<String> shaders = optionalText(in);
                PiePoints points = new PiePoints(floats(in));
                int[] pointOfVertex = ints(in);
                int normals = in.readUnsignedByte();
                if (normals >= PieLevelExtra.Normals.values().length) {
                    throw new IllegalArgumentException("normals kind " + normals);
                }
                Optional<PieNormals> dropped = in.readBoolean() ? Optional.of(new PieNormals(floats(in)))
                        : Optional.empty();
                int[] sizes = ints(in);
                List<PieLevelPart> parts = new ArrayList<>();
                for (int i = count(in, 5); i > 0; i--) {
                    parts.add(part(in));
                }
                return new PieLevelExtra(settings, materials, shaders, points, pointOfVertex,
                        PieLevelExtra.Normals.values()[normals], dropped, sizes, parts);
            });
        }

        private static PieLevelPart part(DataInputStream in) throws IOException {
            int kind = in.readUnsignedByte();
            switch (kind) {
                case CONNECTORS:
                    return new PieConnectors(ints(in));
                case ANIMOBJECT:
                    return new PieAnimObject(in.readInt(), in.readInt(), ints(in), floats(in));
                case SHADOWPOINTS:
                    return new PieShadowPoints(new PiePoints(floats(in)));
                case SHADOWPOLYGONS:
                    PiePolygons.Builder b = PiePolygons.builder();
                    for (int i = count(in, 8); i > 0; i--) {
                        int[] corners = new int[count(in, 4)];
                        for (int c = 0; c < corners.length; c++) {
                            corners[c] = in.readInt();
                        }
                        b.add(0, corners);
                    }
                    return new PieShadowPolygons(b.build());
                default:
                    throw new IllegalArgumentException("level part kind " + kind);
            }
        }
    }

    // ------------------------------------------------------------ fields

    private interface Writing {
        void write(DataOutputStream out) throws IOException;
    }

    private interface Reading<T> {
        T read(DataInputStream in) throws IOException;
    }

    private static byte[] bytes(Writing body) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            body.write(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private static <T> T decoded(byte[] data, String source, Reading<T> body) throws ModelFormatException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(data));
        try {
            T value = body.read(in);
            if (in.available() > 0) {
                throw new IllegalArgumentException(in.available() + " bytes after the end");
            }
            return value;
        } catch (IOException | IllegalArgumentException | IllegalStateException e) {
            throw ModelFormatException.inSource(source, "malformed PIE extra: " + e.getMessage()).withCause(e);
        }
    }

    /** A count of items of at least {@code bytesEach} bytes, checked against what remains. */
    private static int count(DataInputStream in, int bytesEach) throws IOException {
        int n = in.readInt();
        if (n < 0 || (long) n * bytesEach > in.available()) {
            throw new IllegalArgumentException("count " + n + " exceeds the " + in.available() + " bytes left");
        }
        return n;
    }

    private static void optionalInt(DataOutputStream out, OptionalInt v) throws IOException {
        out.writeBoolean(v.isPresent());
        if (v.isPresent()) {
            out.writeInt(v.getAsInt());
        }
    }

    private static OptionalInt optionalInt(DataInputStream in) throws IOException {
        return in.readBoolean() ? OptionalInt.of(in.readInt()) : OptionalInt.empty();
    }

    private static void optionalText(DataOutputStream out, Optional<String> v) throws IOException {
        out.writeBoolean(v.isPresent());
        if (v.isPresent()) {
            out.writeUTF(v.get());
        }
    }

    private static Optional<String> optionalText(DataInputStream in) throws IOException {
        return in.readBoolean() ? Optional.of(in.readUTF()) : Optional.empty();
    }

    private static void textures(DataOutputStream out, List<PieTexture> textures) throws IOException {
        out.writeInt(textures.size());
        for (PieTexture t : textures) {
            out.writeByte(t.kind().ordinal());
            out.writeInt(t.tileset());
            out.writeUTF(t.name());
            out.writeBoolean(t.legacySize().isPresent());
            if (t.legacySize().isPresent()) {
                out.writeInt(t.legacySize().get().width());
                out.writeInt(t.legacySize().get().height());
            }
        }
    }

    private static List<PieTexture> textures(DataInputStream in) throws IOException {
        List<PieTexture> textures = new ArrayList<>();
        for (int i = count(in, 8); i > 0; i--) {
            int kind = in.readUnsignedByte();
            if (kind >= PieTextureKind.values().length) {
                throw new IllegalArgumentException("texture kind " + kind);
            }
            int tileset = in.readInt();
            String name = in.readUTF();
            Optional<PieTexture.LegacySize> size = in.readBoolean()
                    ? Optional.of(new PieTexture.LegacySize(in.readInt(), in.readInt())) : Optional.empty();
            textures.add(new PieTexture(PieTextureKind.values()[kind], tileset, name, size));
        }
        return textures;
    }

    private static void floats(DataOutputStream out, float[] values) throws IOException {
        out.writeInt(values.length);
        for (float v : values) {
            out.writeFloat(v);
        }
    }

    private static float[] floats(DataInputStream in) throws IOException {
        float[] values = new float[count(in, 4)];
        for (int i = 0; i < values.length; i++) {
            values[i] = in.readFloat();
        }
        return values;
    }

    private static void ints(DataOutputStream out, int[] values) throws IOException {
        out.writeInt(values.length);
        for (int v : values) {
            out.writeInt(v);
        }
    }

    private static int[] ints(DataInputStream in) throws IOException {
        int[] values = new int[count(in, 4)];
        for (int i = 0; i < values.length; i++) {
            values[i] = in.readInt();
        }
        return values;
    }
}
