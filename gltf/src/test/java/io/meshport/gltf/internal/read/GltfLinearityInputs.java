package io.meshport.gltf.internal.read;

import java.nio.charset.StandardCharsets;
import java.util.function.IntFunction;

/**
 * Generated glTF of the shapes most likely to cost a reader more than its size: each grows with
 * {@code n} in the one dimension a careless stage walks once per element of another (meshes,
 * primitives, node depth, joints below a long chain, animations over many joints, meshes without
 * vertices, joint influence sets). Deterministic: no seed to replay.
 */
enum GltfLinearityInputs {
    /** {@code n} meshes, each its own accessor and node. */
    MESHES(n -> {
        StringBuilder b = head().append(",\"accessors\":[");
        for (int i = 0; i < n; i++) {
            b.append(i > 0 ? "," : "").append(GltfLinearityInputs.POSITIONS);
        }
        b.append("],\"meshes\":[");
        for (int i = 0; i < n; i++) {
            b.append(i > 0 ? "," : "").append("{\"primitives\":[{\"attributes\":{\"POSITION\":").append(i)
                    .append("}}]}");
        }
        b.append("],\"nodes\":[");
        for (int i = 0; i < n; i++) {
            b.append(i > 0 ? "," : "").append("{\"mesh\":").append(i).append(",\"translation\":[1,2,3]}");
        }
        return b.append("]}");
    }),
    /** One mesh of {@code n} primitives, each its own accessor. */
    PRIMITIVES(n -> {
        StringBuilder b = head().append(",\"accessors\":[");
        for (int i = 0; i < n; i++) {
            b.append(i > 0 ? "," : "").append(GltfLinearityInputs.POSITIONS);
        }
        b.append("],\"meshes\":[{\"primitives\":[");
        for (int i = 0; i < n; i++) {
            b.append(i > 0 ? "," : "").append("{\"attributes\":{\"POSITION\":").append(i).append("}}");
        }
        return b.append("]}],\"nodes\":[{\"mesh\":0}]}");
    }),
    /** A chain of {@code n} nodes, each the parent of the next and showing one mesh. */
    NODE_CHAIN(n -> {
        StringBuilder b = head().append(",\"accessors\":[").append(GltfLinearityInputs.POSITIONS)
                .append("],\"meshes\":[{\"primitives\":[{\"attributes\":{\"POSITION\":0}}]}],\"nodes\":[");
        for (int i = 0; i < n; i++) {
            b.append(i > 0 ? "," : "").append("{\"mesh\":0,\"translation\":[1,0,0]")
                    .append(i + 1 < n ? ",\"children\":[" + (i + 1) + "]" : "").append('}');
        }
        return b.append("]}");
    }),
    /** {@code n} joints, siblings below the end of a chain of {@code n} nodes that are no joints. */
    JOINTS_BELOW_CHAIN(n -> {
        StringBuilder b = head().append(",\"nodes\":[");
        for (int i = 0; i < n; i++) {
            b.append("{\"translation\":[1,0,0],\"children\":[").append(i + 1).append("]},");
        }
        b.append("{\"children\":[");
        for (int j = 0; j < n; j++) {
            b.append(j > 0 ? "," : "").append(n + 1 + j);
        }
        b.append("]}");
        for (int j = 0; j < n; j++) {
            b.append(",{\"name\":\"j").append(j).append("\"}");
        }
        b.append("],\"skins\":[{\"joints\":[");
        for (int j = 0; j < n; j++) {
            b.append(j > 0 ? "," : "").append(n + 1 + j);
        }
        return b.append("]}]}");
    }),
    /** {@code n} joints and {@code n} animations, each with one channel on a node that is no joint. */
    ANIMATIONS_OVER_JOINTS(n -> {
        StringBuilder b = head().append(",\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":1,"
                + "\"type\":\"SCALAR\"},").append(GltfLinearityInputs.POSITIONS)
                .append("],\"nodes\":[{\"name\":\"plain\"}");
        for (int j = 0; j < n; j++) {
            b.append(",{\"name\":\"j").append(j).append("\"}");
        }
        b.append("],\"skins\":[{\"joints\":[");
        for (int j = 0; j < n; j++) {
            b.append(j > 0 ? "," : "").append(1 + j);
        }
        b.append("]}],\"animations\":[");
        for (int a = 0; a < n; a++) {
            b.append(a > 0 ? "," : "").append("{\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":"
                    + "\"translation\"}}],\"samplers\":[{\"input\":0,\"output\":1}]}");
        }
        return b.append("]}");
    }),
    /** {@code n} meshes without vertices, before {@code n} with them (one glTF mesh that {@code n} nodes show). */
    EMPTY_MESHES(n -> {
        StringBuilder b = head().append(",\"accessors\":[").append(GltfLinearityInputs.POSITIONS)
                .append("],\"meshes\":[{\"primitives\":[{\"attributes\":{\"POSITION\":0}}]}],\"nodes\":[");
        for (int i = 0; i < n; i++) {
            b.append(i > 0 ? "," : "").append("{\"mesh\":0}");
        }
        b.append("],\"extras\":{\"meshport\":{\"emptyMeshes\":[");
        for (int i = 0; i < n; i++) {
            b.append(i > 0 ? "," : "").append("{\"index\":").append(i).append(",\"name\":\"e\"}");
        }
        return b.append("]}}}");
    }),
    /**
     * A skinned primitive of 64 vertices with {@code n} sets of joints and weights (one accessor pair
     * shared): every influence on one joint, which the reader merges into one.
     */
    INFLUENCE_SETS(n -> {
        StringBuilder b = new StringBuilder("{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"uri\":\"data:"
                + "application/octet-stream;base64,").append(java.util.Base64.getEncoder().encodeToString(
                        influenceData())).append("\",\"byteLength\":").append(64 * 20)
                .append("}],\"bufferViews\":[{\"buffer\":0,\"byteLength\":768},{\"buffer\":0,\"byteOffset\":768,"
                        + "\"byteLength\":256},{\"buffer\":0,\"byteOffset\":1024,\"byteLength\":256}],\"accessors\":["
                        + "{\"bufferView\":0,\"componentType\":5126,\"count\":64,\"type\":\"VEC3\"},{\"bufferView\":1,"
                        + "\"componentType\":5121,\"count\":64,\"type\":\"VEC4\"},{\"bufferView\":2,"
                        + "\"componentType\":5121,\"normalized\":true,\"count\":64,\"type\":\"VEC4\"}],"
                        + "\"meshes\":[{\"primitives\":[{"
                        + "\"attributes\":{\"POSITION\":0");
        for (int s = 0; s < n; s++) {
            b.append(",\"JOINTS_").append(s).append("\":1,\"WEIGHTS_").append(s).append("\":2");
        }
        return b.append("}}]}],\"nodes\":[{\"mesh\":0,\"skin\":0},{\"name\":\"j\"}],\"skins\":[{\"joints\":[1]}]}");
    });

    /** Three positions, and three indices after them. */
    private static final String DATA = "data:application/octet-stream;base64,"
            + "AAAAAAAAAAAAAAAAAACAPwAAAAAAAAAAAAAAAAAAgD8AAAAAAAABAAIAAAA=";
    private static final String POSITIONS = "{\"bufferView\":0,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"}";

    private final IntFunction<StringBuilder> json;

    GltfLinearityInputs(IntFunction<StringBuilder> json) {
        this.json = json;
    }

    /** The input grown to {@code n}. */
    byte[] gltf(int n) {
        return json.apply(n).toString().getBytes(StandardCharsets.UTF_8);
    }

    /** 64 positions at the origin, joints all the skin's first, weights all 1 (normalized 255). */
    private static byte[] influenceData() {
        byte[] data = new byte[64 * 12 + 64 * 4 + 64 * 4];
        java.util.Arrays.fill(data, 64 * 16, data.length, (byte) 255);
        return data;
    }

    private static StringBuilder head() {
        return new StringBuilder("{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"uri\":\"").append(DATA)
                .append("\",\"byteLength\":44}],\"bufferViews\":[{\"buffer\":0,\"byteLength\":36}]");
    }
}
