package io.meshport.io;

import java.util.Map;
import java.util.Optional;

/**
 * Which of meshport's own artifacts brings the format of a file extension, so that a library user
 * whose classpath lacks it is told what to add rather than only that nothing fits. The formats are
 * found through {@link java.util.ServiceLoader} as ever; this table only words the advice.
 */
final class FormatModules {
    private static final Map<String, String> ARTIFACTS = Map.ofEntries(
            Map.entry("iqe", "meshport-iqe"),
            Map.entry("iqm", "meshport-iqm-binary"),
            Map.entry("pie", "meshport-pie"),
            Map.entry("md5mesh", "meshport-md5"),
            Map.entry("md5anim", "meshport-md5"),
            Map.entry("md5", "meshport-md5"),
            Map.entry("smd", "meshport-smd"),
            Map.entry("fbx", "meshport-fbx"),
            Map.entry("vif", "meshport-vif"),
            Map.entry("gltf", "meshport-gltf"),
            Map.entry("glb", "meshport-gltf"),
            Map.entry("obj", "meshport-obj"));

    private FormatModules() {
    }

    /** The coordinates of the artifact that reads and writes files with {@code extension}, if meshport has one. */
    static Optional<String> forExtension(String extension) {
        return Optional.ofNullable(ARTIFACTS.get(extension)).map(a -> "io.meshport:" + a);
    }

    /** As {@link #forExtension}, for a file to be written: FBX is read only, so no artifact writes it. */
    static Optional<String> forWriting(String extension) {
        return extension.equals("fbx") ? Optional.empty() : forExtension(extension);
    }

    /** The coordinates of the artifact of the format called {@code name}, if meshport has one. */
    static Optional<String> forName(String name) {
        return ARTIFACTS.entrySet().stream().filter(e -> e.getValue().equals("meshport-" + name)
                || e.getKey().equals(name)).map(e -> "io.meshport:" + e.getValue()).findFirst();
    }
}
