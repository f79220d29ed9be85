package io.meshport.iqm;

import java.util.Arrays;
import java.util.Objects;

/** An IQM extension as the model keeps it: its name as a string and its payload. */
public final class IqmNamedExtension {
    private final String name;
    private final byte[] data;

    public IqmNamedExtension(String name, byte[] data) {
        this.name = Objects.requireNonNull(name, "name");
        this.data = data.clone();
    }

    public String name() {
        return name;
    }

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
