package io.meshport.obj;

import de.javagl.obj.Mtl;
import de.javagl.obj.MtlReader;
import io.meshport.io.Diagnostics;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code mtllib} files of an OBJ file, read with javagl's {@code MtlReader} from beside it to
 * confirm the material names its faces use. meshport keeps only the names ({@code usemtl}), so a
 * library that is missing, too big or unreadable is a warning, as is a name no library defines.
 */
final class ObjMaterialLibrary {
    /** Larger than any real MTL file; a bigger one is not read. */
    static final long MAX_BYTES = 64L << 20;

    /** An {@code mtllib} statement: what it names, and its line. */
    record Reference(String names, int line) {
    }

    private ObjMaterialLibrary() {
    }

    /** Reads the libraries {@code references} name from {@code directory}, and warns about {@code used} names they miss. */
    static void check(Path directory, List<Reference> references, Collection<String> used, String source,
            Diagnostics diagnostics) {
        Set<String> defined = new LinkedHashSet<>();
        boolean anyRead = false;
        for (Reference ref : references) {
            for (String name : candidates(directory, ref.names())) {
                Path file = resolve(directory, name);
                if (file == null || !Files.isRegularFile(file)) {
                    diagnostics.warn(source, ref.line(), 1, "material library '" + ObjFileReader.shown(name)
                            + "' not found beside the file: material names are taken from usemtl alone");
                    continue;
                }
                try {
                    if (Files.size(file) > MAX_BYTES) {
                        diagnostics.warn(source, ref.line(), 1, "material library '" + name + "' is larger than "
                                + MAX_BYTES + " bytes: not read");
                        continue;
                    }
                    try (Reader in = new java.io.InputStreamReader(Files.newInputStream(file),
                            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                                    .onUnmappableCharacter(CodingErrorAction.REPLACE))) {
                        for (Mtl mtl : MtlReader.read(new java.io.BufferedReader(in))) {
                            defined.add(mtl.getName());
                        }
                    }
                    anyRead = true;
                } catch (IOException | RuntimeException e) {
                    diagnostics.warn(source, ref.line(), 1, "material library '" + name + "' not read ("
                            + e.getMessage() + "): material names are taken from usemtl alone");
                }
            }
        }
        if (!anyRead) {
            return;
        }
        for (String material : used) {
            if (!material.isEmpty() && !defined.contains(material)) {
                diagnostics.warn(source, "material '" + ObjFileReader.shown(material)
                        + "' is used but not defined in the material library");
            }
        }
    }

    /**
     * The files an {@code mtllib} names: the whole rest of the line if that is a file (javagl's
     * reading, which allows blanks in a name), else each blank-separated name (the spec's).
     */
    private static List<String> candidates(Path directory, String names) {
        String all = names.strip();
        if (all.isEmpty()) {
            return List.of();
        }
        Path whole = resolve(directory, all);
        if (whole != null && Files.isRegularFile(whole) || !all.contains(" ")) {
            return List.of(all);
        }
        List<String> out = new ArrayList<>();
        for (String name : all.split(" +")) {
            out.add(name);
        }
        return out;
    }

    /** {@code name} beside the OBJ file, or null when it is not a usable path. */
    private static Path resolve(Path directory, String name) {
        try {
            return directory.resolve(name).normalize();
        } catch (RuntimeException e) {
            return null;
        }
    }
}
