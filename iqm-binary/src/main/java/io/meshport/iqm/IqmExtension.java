package io.meshport.iqm;

import java.util.Arrays;

/**
 * One entry of the {@code iqmextension} linked list: a name offset into the text block and an
 * opaque payload. The list order of {@link IqmFile#extensions()} is the chain order.
 */
public final class IqmExtension {
    private final int name;
    private final byte[] data;

    public IqmExtension(int name, byte[] data) {
        this.name = name;
        this.data = data.clone();
    }

    public int name() {
        return name;
    }

    public byte[] data() {
        return data.clone();
    }

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
