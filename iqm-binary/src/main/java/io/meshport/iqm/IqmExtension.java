package io.meshport.iqm;

import java.util.Arrays;

/**
 * One entry of the {@code iqmextension} linked list: a name offset into the text block and an
 * opaque payload. The list order of {@link IqmFile#extensions()} is the chain order.
 */
public final class IqmExtension {
    private final int name;
    private final byte[] data;

    /**
     * An extension entry with a copy of {@code data}.
     *
     * @param name byte offset of the extension's name in the text block
     * @param data the payload, opaque to IQM ({@code num_data} bytes at {@code ofs_data}); copied
     */
    public IqmExtension(int name, byte[] data) {
        this.name = name;
        this.data = data.clone();
    }

    /**
     * The name as stored.
     *
     * @return the byte offset of the name in the text block (see {@link IqmFile#string(int)})
     */
    public int name() {
        return name;
    }

    /**
     * The payload.
     *
     * @return a copy of the payload bytes
     */
    public byte[] data() {
        return data.clone();
    }

    /**
     * The payload's size, without copying it.
     *
     * @return the number of payload bytes ({@code num_data})
     */
    public int dataLength() {
        return data.length;
    }

    byte[] dataUnsafe() {
        return data;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IqmExtension e && name == e.name && Arrays.equals(data, e.data);
    }

    @Override
    public int hashCode() {
        return 31 * name + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return "IqmExtension[name=" + name + ", " + data.length + " bytes]";
    }
}
