package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.RandomSource;
import io.meshport.iqm.internal.compile.IqmExtraExtensions;
import io.meshport.iqm.internal.compile.IqmStreamNames;
import io.meshport.iqm.internal.compile.IqmTriangleStreamsExtension;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** {@link IqmFileGenerator} reaches what its documentation claims, and a seed makes the same file. */
class IqmFileGeneratorTest {
    @Test
    void reachesEveryFeature() {
        boolean[] seen = new boolean[Feature.values().length];
        for (int i = 0; i < 300; i++) {
            IqmFile file = IqmFileGenerator.generate(new RandomSource(7000 + i), 1 + i % 40);
            for (Feature f : Feature.values()) {
                seen[f.ordinal()] |= f.in(file);
            }
        }
        String missing = Arrays.stream(Feature.values()).filter(f -> !seen[f.ordinal()]).map(Enum::name)
                .collect(Collectors.joining(", "));
        assertEquals("", missing, "features the generator never made");
    }

    @Test
    void aSeedMakesTheSameBytes() {
        for (int i = 0; i < 20; i++) {
            assertArrayEquals(Iqm.writeDocument(IqmFileGenerator.generate(new RandomSource(i), 30)),
                    Iqm.writeDocument(IqmFileGenerator.generate(new RandomSource(i), 30)), "seed " + i);
        }
    }

    private enum Feature {
        POSITION, TEXCOORD, NORMAL, TANGENT, BLENDINDEXES, BLENDWEIGHTS, COLOR, CUSTOM, RESERVED_CUSTOM_NAME,
        BYTE, UBYTE, SHORT, USHORT, INT, UINT, HALF, FLOAT, DOUBLE, SIZE_1, SIZE_2, SIZE_3, SIZE_4, ARRAY_FLAGS,
        NO_ARRAYS_BUT_VERTEXES, SEVERAL_MESHES, MATERIAL, VERTEXES_OF_NO_MESH, TRIANGLES_OF_NO_MESH,
        DERIVED_ADJACENCY, NO_NEIGHBOUR, JOINT_WITH_PARENT, ROOT_NOT_MINUS_ONE, SKELETAL_POSES, ANIMATION_ONLY,
        ALL_CHANNELS, SOME_CHANNELS, NO_CHANNELS, ZERO_CHANNEL_FRAMES, LOOP, NO_LOOP, UNDEFINED_ANIM_FLAGS,
        BOUNDS, COMMENT, HEADER_FLAGS, UNNAMED_EXTENSION, EMPTY_EXTENSION, TRIANGLE_STREAMS, MODEL_EXTRA,
        MESH_EXTRA, UNKNOWN_CODEC, NAME_INSIDE_ANOTHER, PADDED_TEXT, UNPADDED_TEXT, SHUFFLED_LAYOUT,
        CANONICAL_LAYOUT;

        boolean in(IqmFile f) {
            return switch (this) {
                case POSITION, TEXCOORD, NORMAL, TANGENT, BLENDINDEXES, BLENDWEIGHTS, COLOR ->
                    f.vertexArrays().stream().anyMatch(a -> a.type() == ordinal());
                case CUSTOM -> f.vertexArrays().stream().anyMatch(IqmVertexArray::isCustom);
                case RESERVED_CUSTOM_NAME -> f.vertexArrays().stream().anyMatch(a -> a.isCustom()
                        && f.string(a.customNameOffset()).startsWith(IqmStreamNames.PREFIX));
                case BYTE, UBYTE, SHORT, USHORT, INT, UINT, HALF, FLOAT, DOUBLE ->
                    f.vertexArrays().stream().anyMatch(a -> a.format() == ordinal() - BYTE.ordinal()
                            && a.dataLength() != 0);
                case SIZE_1, SIZE_2, SIZE_3, SIZE_4 ->
                    f.vertexArrays().stream().anyMatch(a -> a.size() == ordinal() - SIZE_1.ordinal() + 1);
                case ARRAY_FLAGS -> f.vertexArrays().stream().anyMatch(a -> a.flags() != 0);
                case NO_ARRAYS_BUT_VERTEXES -> f.vertexCount() != 0 && f.vertexArrays().isEmpty();
                case SEVERAL_MESHES -> f.meshes().stream().filter(m -> m.triangleCount() != 0).count() > 1;
                case MATERIAL -> f.meshes().stream().anyMatch(m -> !f.string(m.material()).isEmpty());
                case VERTEXES_OF_NO_MESH -> !f.meshes().isEmpty()
                        && f.meshes().stream().mapToInt(IqmMesh::vertexCount).sum() < f.vertexCount();
                case TRIANGLES_OF_NO_MESH -> f.meshes().stream().mapToInt(IqmMesh::triangleCount).sum()
                        < f.triangleCount();
                case DERIVED_ADJACENCY -> Arrays.stream(f.adjacency()).anyMatch(t -> t >= 0);
                case NO_NEIGHBOUR -> Arrays.stream(f.adjacency()).anyMatch(t -> t == -1);
                case JOINT_WITH_PARENT -> f.joints().stream().anyMatch(j -> j.parent() >= 0);
                case ROOT_NOT_MINUS_ONE -> f.joints().stream().anyMatch(j -> j.parent() < -1);
                case SKELETAL_POSES -> !f.joints().isEmpty() && !f.poses().isEmpty();
                case ANIMATION_ONLY -> f.joints().isEmpty() && !f.poses().isEmpty() && f.frameCount() != 0;
                case ALL_CHANNELS -> f.poses().stream().anyMatch(p -> p.channelMask() == IqmPose.ALL_CHANNELS_MASK);
                case SOME_CHANNELS -> f.poses().stream().anyMatch(p -> p.storedChannelCount() % 10 != 0);
                case NO_CHANNELS -> f.poses().stream().anyMatch(p -> p.channelMask() == 0);
                case ZERO_CHANNEL_FRAMES -> f.frameCount() != 0 && f.frameChannelCount() == 0;
                case LOOP -> f.anims().stream().anyMatch(a -> a.loops() && a.frameCount() != 0);
                case NO_LOOP -> f.anims().stream().anyMatch(a -> !a.loops() && a.frameCount() != 0);
                case UNDEFINED_ANIM_FLAGS -> f.anims().stream().anyMatch(a -> (a.flags() & ~IqmAnim.LOOP) != 0);
                case BOUNDS -> f.hasBounds();
                case COMMENT -> f.comment().length != 0;
                case HEADER_FLAGS -> f.flags() != 0;
                case UNNAMED_EXTENSION -> f.extensions().stream().anyMatch(e -> e.name() == 0);
                case EMPTY_EXTENSION -> f.extensions().stream().anyMatch(e -> e.dataLength() == 0);
                case TRIANGLE_STREAMS -> extension(f, IqmTriangleStreamsExtension.NAME);
                case MODEL_EXTRA -> extension(f, IqmExtraExtensions.MODEL_PREFIX + "test.note");
                case MESH_EXTRA -> extension(f, IqmExtraExtensions.MESH_PREFIX + "test.note");
                case UNKNOWN_CODEC -> f.extensions().stream()
                        .anyMatch(e -> f.string(e.name()).endsWith(":elsewhere.unknown"));
                case NAME_INSIDE_ANOTHER -> f.meshes().stream()
                        .anyMatch(m -> m.name() != 0 && f.text()[m.name() - 1] != 0);
                case PADDED_TEXT -> f.textLength() % 4 == 0 && f.text()[f.textLength() - 2] == 0;
                case UNPADDED_TEXT -> f.textLength() % 4 != 0;
                case SHUFFLED_LAYOUT -> f.layout().isPresent();
                case CANONICAL_LAYOUT -> f.layout().isEmpty();
            };
        }

        private static boolean extension(IqmFile f, String name) {
            return f.extensions().stream().anyMatch(e -> f.string(e.name()).equals(name) && e.dataLength() > 8);
        }
    }
}
