package io.meshport.laws;

import io.meshport.harness.Capabilities;

/** The per-format capabilities, for test packages outside {@code laws}. */
public final class FormatCapabilitiesAccess {
    private FormatCapabilitiesAccess() {
    }

    public static Capabilities iqe() {
        return FormatCapabilities.IQE;
    }
}
