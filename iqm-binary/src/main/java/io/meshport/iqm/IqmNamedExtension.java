package io.meshport.iqm;

import java.util.Arrays;
import java.util.Objects;

/** An IQM extension as the model keeps it: its name as a string and its payload. */
public final class IqmNamedExtension {
    private final String name;
    private final byte[] data;

    /**
     * An extension with a copy of {@code data}.
     *
     * @param name the extension's name, as it stands in the text block
     * @param data the payload, opaque to IQM; copied
     * @throws NullPointerException when {@code name} or {@code data} is null
     */
    public IqmNamedExtension(String name, byte[] data) {
        this.name = Objects.requireNonNull(name, "name");
        this.data = data.clone();
    }

    /**
     * The extension's name.
     *
     * @return the name, decoded from the text block as UTF-8
     */
    public String name() {
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

    byte[] dataUnsafe() {
        return data;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IqmNamedExtension e && name.equals(e.name) && Arrays.equals(data, e.data);
    }

    @Override
    public int hashCode() {
        return 31 * name.hashCode() + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return "IqmNamedExtension[" + name + ", " + data.length + " bytes]";
    }
}
