package io.meshport.smd;

import io.meshport.format.FormatReader;
import io.meshport.format.FormatWriter;

/**
 * Valve SMD in a line: the {@link SmdFormat}'s reader and writer objects, with the verbs every
 * meshport format has: files to models ({@code read}) and back ({@code write}), files to documents
 * ({@code readDocument}) and back ({@code writeDocument}), documents to models ({@code toModel}) and
 * back ({@code fromModel}).
 *
 * <pre>{@code
 * Model ref = Smd.reader().withDiagnostics(warnings).read(Path.of("soldier.smd")); // meshes and skeleton
 * Model walk = Smd.reader().read(Path.of("walk.smd"));                   // one animation, "walk"
 * Model both = AnimationMerge.append(ref, walk, "walk.smd", warnings);
 * Smd.writer().write(both, Path.of("out/soldier.smd"));                  // and out/soldier-walk.smd
 * SmdDocument doc = Smd.reader().readDocument(Path.of("soldier.smd"));   // the file as it says it
 * }</pre>
 *
 * Every write to a path is atomic (a temporary file beside it, then a move) and replaces an
 * existing file; the writer's {@code withOverwrite(false)} keeps it.
 */
public final class Smd {
    private static final SmdFormat FORMAT = new SmdFormat();

    private Smd() {
    }

    /** The SMD format. */
    public static SmdFormat format() {
        return FORMAT;
    }

    /** An SMD reader: warnings dropped until {@code withDiagnostics} says where they go. */
    public static FormatReader<SmdDocument> reader() {
        return FORMAT.newReader();
    }

    /** An SMD writer: the loss report dropped until {@code withLosses} says where it goes. */
    public static FormatWriter<SmdDocument> writer() {
        return FORMAT.newWriter();
    }
}
