package io.meshport.obj.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.io.SideFileException;
import io.meshport.io.SideFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code mtllib} files of an OBJ file, read with javagl's {@code MtlReader} from the OBJ file's
 * folder to confirm the material names its faces use. meshport keeps only the names
 * ({@code usemtl}), so a library that is not read is a warning, as is a name no library defines.
 *
 * <p>Every library is found through {@link SideFiles}: a name that leaves the folder (absolute,
 * {@code ..}, a link out), or names a folder, a device or a pipe, is refused before anything is
 * read, and a warning says which reference and why. A warning never carries what a library holds,
 * nor what javagl said of it (it quotes the line it failed on): a reference that reached another
 * file must not copy that file into a report.
 */
final class ObjMaterialLibrary {
    /** Larger than any real MTL file; a bigger one is not read. */
    static final long MAX_BYTES = 64L << 20;
    /**
     * The most library names looked for: real files name one or a few, and every name costs a look
     * at the disk and perhaps reading 64 MB, which a file of a million {@code mtllib} lines must not
     * multiply.
     */
    static final int MAX_LIBRARIES = 16;

    /** An {@code mtllib} statement: what it names, and its line. */
    record Reference(String names, int line) {
    }

    private ObjMaterialLibrary() {
    }

    /**
     * Reads the libraries {@code references} name from {@code folder}, and warns about {@code used}
     * names they miss (only when one was read: with none, nothing is known to be missing). A library
     * named twice, or by two names, is read once.
     */
    static void check(SideFiles folder, List<Reference> references, Set<String> used, String source,
            Diagnostics diagnostics) {
        Set<String> defined = new HashSet<>();
        Set<String> statements = new HashSet<>();
        Set<String> names = new HashSet<>();
        Set<Path> files = new HashSet<>();
        boolean anyRead = false;
        references:
        for (Reference ref : references) {
            if (!statements.add(ref.names())) {
                continue;
            }
            for (String name : candidates(folder, ref.names())) {
                if (!names.add(name)) {
                    continue;
                }
                if (names.size() > MAX_LIBRARIES) {
                    diagnostics.warn(source, ref.line(), 1, "more than " + MAX_LIBRARIES + " material libraries"
                            + " named: this one ('" + ObjFileReader.shown(name) + "') and later ones are not read");
                    break references;
                }
                try {
                    if (!files.add(folder.find(name))) {
                        continue;
                    }
                    defined.addAll(ObjMtlNames.defined(folder.read(name, MAX_BYTES), used));
                    anyRead = true;
                } catch (SideFileException e) {
                    diagnostics.warn(source, ref.line(), 1, "material library '" + ObjFileReader.shown(name) + "' "
                            + e.reason() + ": material names are taken from usemtl alone");
                } catch (IOException | RuntimeException e) {
                    diagnostics.warn(source, ref.line(), 1, "material library '" + ObjFileReader.shown(name)
                            + "' is not an MTL file (javagl could not read it): material names are taken from"
                            + " usemtl alone");
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
     * The files an {@code mtllib} names: the whole rest of the line if that is a file in the folder
     * (javagl's reading, which allows blanks in a name), else each blank-separated name (the spec's).
     * Only {@link SideFiles} looks: it refuses a name outside the folder before the disk is touched.
     */
    private static List<String> candidates(SideFiles folder, String names) {
        String all = names.strip();
        if (all.isEmpty()) {
            return List.of();
        }
        if (all.indexOf(' ') < 0) {
            return List.of(all);
        }
        try {
            folder.find(all);
            return List.of(all);
        } catch (SideFileException e) {
            return List.of(all.split(" +"));
        }
    }
}
