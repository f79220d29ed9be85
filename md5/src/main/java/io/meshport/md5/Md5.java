package io.meshport.md5;

import io.meshport.format.FormatReader;
import io.meshport.format.FormatWriter;

/**
 * idTech 4 MD5 in a line: the {@link Md5Format}'s reader and writer objects, with the verbs every
 * meshport format has: files to models ({@code read}) and back ({@code write}), files to documents
 * ({@code readDocument}) and back ({@code writeDocument}), documents to models ({@code toModel}) and
 * back ({@code fromModel}).
 *
 * <pre>{@code
 * Model mesh = Md5.reader().withDiagnostics(warnings).read(Path.of("pistol.md5mesh"));
 * Model idle = Md5.reader().read(Path.of("pistol-idle.md5anim"));     // one animation, "pistol-idle"
 * Model both = AnimationMerge.append(mesh, idle, "pistol-idle.md5anim", warnings);
 * Md5.writer().write(both, Path.of("out/pistol.md5mesh"));            // and out/pistol-idle.md5anim
 * Md5Document doc = Md5.reader().readDocument(Path.of("pistol.md5mesh")); // the file as it says it
 * }</pre>
 *
 * Every write to a path is atomic (a temporary file beside it, then a move) and replaces an
 * existing file; the writer's {@code withOverwrite(false)} keeps it.
 */
public final class Md5 {
    private static final Md5Format FORMAT = new Md5Format();

    private Md5() {
    }

    /** The MD5 format. */
    public static Md5Format format() {
        return FORMAT;
    }

    /** An MD5 reader: warnings dropped until {@code withDiagnostics} says where they go. */
    public static FormatReader<Md5Document> reader() {
        return FORMAT.newReader();
    }

    /** An MD5 writer: the loss report dropped until {@code withLosses} says where it goes. */
    public static FormatWriter<Md5Document> writer() {
        return FORMAT.newWriter();
    }
}
