package io.meshport.fbx;

import io.meshport.fbx.internal.read.FbxTreeReader;
import io.meshport.io.Capabilities;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * Autodesk FBX 7 (7.0 to 7.7, binary and ASCII), read only: meshes, materials, skeleton, skin
 * weights and animations, as the package documentation describes. Found by
 * {@link io.meshport.io.ModelIO} through {@code META-INF/services}; read through {@link Fbx#reader()}.
 *
 * <p>The format implements {@link ModelFormat} itself rather than the format template
 * ({@link io.meshport.format.DocumentFormat}): the template's writer is part of every format made on
 * it ({@code writer()} is final there and always present), and FBX is not written. There is no
 * document either: the file's node tree is an internal stage, not an API.
 */
public final class FbxFormat implements ModelFormat {
    /** What the reader gives: see {@link #capabilities()}. */
    static final Capabilities CAPABILITIES = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.NORMAL, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.FLOAT, 2)))
            .layouts(AttributeKind.COLOR, List.of(Capabilities.layout(ComponentType.FLOAT, 4)))
            .layouts(AttributeKind.BLEND_INDEXES, List.of(Capabilities.layout(ComponentType.UBYTE, 4),
                    Capabilities.layout(ComponentType.USHORT, 4)))
            .layouts(AttributeKind.BLEND_WEIGHTS, List.of(Capabilities.layout(ComponentType.FLOAT, 4)))
            .texcoordSets(Integer.MAX_VALUE).colorSets(Integer.MAX_VALUE)
            .skeleton(true).jointScale(true).animations(true).meshNames(true).materials(true)
            .conventions(Conventions.Y_UP_RIGHT_CCW).build();

    private static final byte[] ASCII_COMMENT = "; FBX".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ASCII_HEADER = "FBXHeaderExtension:".getBytes(StandardCharsets.US_ASCII);

    /** The format, as {@link java.util.ServiceLoader} makes it. */
    public FbxFormat() {
    }

    /** {@code fbx}. */
    @Override
    public String name() {
        return "fbx";
    }

    /** {@code fbx}. */
    @Override
    public List<String> extensions() {
        return List.of("fbx");
    }

    /**
     * Binary FBX's magic ({@code Kaydara FBX Binary}), or ASCII FBX: after a byte-order mark and
     * blanks, the {@code ; FBX} comment the SDK and Blender start with, or (after other comment
     * lines) the first record, {@code FBXHeaderExtension:}.
     */
    @Override
    public boolean probe(byte[] head) {
        if (head == null) {
            return false;
        }
        if (FbxTreeReader.isBinary(head)) {
            return true;
        }
        int i = head.length >= 3 && (head[0] & 0xFF) == 0xEF && (head[1] & 0xFF) == 0xBB && (head[2] & 0xFF) == 0xBF
                ? 3 : 0;
        while (i < head.length) {
            while (i < head.length && (head[i] == ' ' || head[i] == '\t' || head[i] == '\r' || head[i] == '\n')) {
                i++;
            }
            if (startsWith(head, i, ASCII_COMMENT)) {
                return true;
            }
            if (i < head.length && head[i] == ';') {
                while (i < head.length && head[i] != '\n') {
                    i++;
                }
                continue;
            }
            return startsWith(head, i, ASCII_HEADER);
        }
        return false;
    }

    private static boolean startsWith(byte[] head, int at, byte[] word) {
        if (head.length - at < word.length) {
            return false;
        }
        for (int k = 0; k < word.length; k++) {
            if (head[at + k] != word[k]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Float positions, normals, texture coordinate sets (as written: v up) and colour sets (RGBA);
     * four blend weights a vertex (float) with byte indexes (short past 256 joints); the skeleton
     * with scale; animations; mesh names and materials. Y up, right-handed, counter-clockwise is
     * FBX's default; a file's own axes are recorded as they are.
     */
    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    /** The reader ({@link FbxReader}), which drops warnings unless given diagnostics. */
    @Override
    public Optional<ModelReader> reader() {
        return Optional.of(new FbxReader());
    }

    /** Empty: meshport does not write FBX. */
    @Override
    public Optional<ModelWriter> writer() {
        return Optional.empty();
    }

    /** Empty: the node tree is internal, and nothing is written. */
    @Override
    public Optional<DocumentCodec<?>> documents() {
        return Optional.empty();
    }
}
