package io.meshport.gltf.internal.read;

import com.fasterxml.jackson.core.StreamReadConstraints;

/**
 * The most of each kind the reader takes from glTF JSON (docs/security.md, "Limits"): a file past
 * one is refused at the JSON path where it went over, after reading no more than the limit, so a
 * hostile file cannot make the parser hold gigabytes for one string or recurse without end.
 *
 * @param maxStringChars the longest string, in characters
 * @param maxDepth the deepest nesting of objects and arrays
 * @param maxNumberChars the longest number, in characters
 * @param maxNameChars the longest property name, in characters
 * @param maxDocumentBytes the longest JSON (a {@code .gltf} file, or a GLB's JSON chunk), in bytes
 */
record GltfJsonLimits(int maxStringChars, int maxDepth, int maxNumberChars, int maxNameChars,
        long maxDocumentBytes) {
    /**
     * The limits every read uses. The only long strings in real assets are embedded buffers and
     * images ({@code data:} URIs, base64): 64 Mi characters are a 48 MiB buffer, past what anyone
     * embeds rather than keeping a {@code .bin} beside the file or writing a GLB, whose binary chunk
     * has no such limit. The glTF schema nests about eight deep and tools' extras a few more: 256
     * leaves room and keeps the parser's recursion short. A number needs 25 characters; 1,000 (as
     * Jackson's default) still admits a writer that prints a float's every decimal. Property names
     * are words; 64 Ki characters admit an extras map keyed by any data. The JSON of real assets
     * stays far below 1 GiB, and a larger one would need several times that in memory.
     */
    static final GltfJsonLimits DEFAULT = new GltfJsonLimits(64 << 20, 256, 1000, 64 << 10, 1L << 30);

    /** These limits as Jackson enforces them while it parses. */
    StreamReadConstraints constraints() {
        return StreamReadConstraints.builder().maxStringLength(maxStringChars).maxNestingDepth(maxDepth)
                .maxNumberLength(maxNumberChars).maxNameLength(maxNameChars).maxDocumentLength(maxDocumentBytes)
                .build();
    }
}
