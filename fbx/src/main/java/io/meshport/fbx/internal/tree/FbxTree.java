package io.meshport.fbx.internal.tree;

import io.meshport.io.ModelFormatException;
import java.util.List;
import java.util.Optional;

/**
 * A whole FBX file as nodes: its top-level nodes ({@code FBXHeaderExtension}, {@code Objects},
 * {@code Connections}...), the version it declares and how it was written.
 *
 * @param source the file's name in messages
 * @param encoding binary or ASCII
 * @param version the version as FBX writes it ({@code 7400} for 7.4): the binary header's, or the
 *     ASCII header comment's ({@code ; FBX 7.4.0 project file}), else {@code FBXHeaderExtension/FBXVersion}'s;
 *     0 when an ASCII file says none
 * @param nodes the top-level nodes, in file order
 */
public record FbxTree(String source, FbxEncoding encoding, int version, List<FbxNode> nodes) {
    /** Copies the list. */
    public FbxTree {
        nodes = List.copyOf(nodes);
    }

    /** The first top-level node named {@code name}. */
    public Optional<FbxNode> node(String name) {
        for (FbxNode n : nodes) {
            if (n.name().equals(name)) {
                return Optional.of(n);
            }
        }
        return Optional.empty();
    }

    /**
     * An error about {@code node}, at its position: byte offset and {@code path} for a binary file
     * ({@code model.fbx:@1234(Objects/Geometry/Vertices): ...}), line and column for ASCII.
     *
     * @param path the node's path from the top ({@code Objects/Geometry}), which only the walk knows
     */
    public ModelFormatException error(FbxNode node, String path, String reason) {
        long at = node.position();
        if (encoding == FbxEncoding.BINARY) {
            return ModelFormatException.atOffset(source, at, path, reason);
        }
        return ModelFormatException.atLine(source, (int) (at >>> 32), (int) at, path + ": " + reason);
    }

    /** An ASCII position: {@code line << 32 | column}. */
    public static long textPosition(int line, int column) {
        return (long) line << 32 | (column & 0xFFFF_FFFFL);
    }
}
