package io.meshport.fbx.internal.read;

import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Inflates one deflated FBX array (a zlib stream, as Blender's {@code zlib.decompress} reads it)
 * into an output of exactly the size its record declares: never more (the output is that big and
 * one byte more is an error), never less, no bytes left over in the stored range. Each step either
 * fills output or consumes input, so a hostile stream cannot make it spin. One {@link Inflater},
 * reset between arrays; {@link #close()} frees its native memory.
 */
final class FbxInflater implements AutoCloseable {
    private final Inflater inflater = new Inflater();
    private final byte[] overflow = new byte[1];

    /**
     * Inflates {@code data[from..from+length)} into all of {@code out}.
     *
     * @return null when it fits exactly, else what is wrong (for the caller's message)
     */
    String inflate(byte[] data, int from, int length, byte[] out) {
        inflater.reset();
        inflater.setInput(data, from, length);
        int filled = 0;
        try {
            while (!inflater.finished()) {
                long readBefore = inflater.getBytesRead();
                int n;
                if (filled < out.length) {
                    n = inflater.inflate(out, filled, out.length - filled);
                    filled += n;
                } else {
                    n = inflater.inflate(overflow, 0, 1);
                    if (n > 0) {
                        return "the deflated data inflates to more than the " + out.length + " bytes declared";
                    }
                }
                if (n == 0 && !inflater.finished()) {
                    if (inflater.needsDictionary()) {
                        return "the deflated data asks for a preset dictionary";
                    }
                    if (inflater.needsInput()) {
                        return "the deflated data ends after inflating " + filled + " of the " + out.length
                                + " bytes declared";
                    }
                    if (inflater.getBytesRead() == readBefore) {
                        return "the deflated data stops making progress after " + filled + " bytes";
                    }
                }
            }
        } catch (DataFormatException e) {
            return "bad deflated data after " + filled + " bytes (" + e.getMessage() + ")";
        }
        if (filled != out.length) {
            return "the deflated data inflates to " + filled + " bytes where " + out.length + " are declared";
        }
        if (inflater.getRemaining() != 0) {
            return inflater.getRemaining() + " stored bytes follow the end of the deflated data";
        }
        return null;
    }

    @Override
    public void close() {
        inflater.end();
    }
}
