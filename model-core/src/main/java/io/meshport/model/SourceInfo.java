package io.meshport.model;

import java.util.Objects;

/**
 * A model extra that says where a model came from: the format's name and the version the file
 * declared ({@code "2"} for IQM v2, {@code "2.3"} for VIF2.3, {@code ""} when the format has none).
 *
 * @param format the format's name, as {@link io.meshport.io.ModelFormat#name()} gives it
 * @param version the version the file declared; empty when the format has none
 */
public record SourceInfo(String format, String version) {
    /**
     * Checks both parts are given.
     *
     * @throws NullPointerException when {@code format} or {@code version} is null
     */
    public SourceInfo {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(version, "version");
    }
}
