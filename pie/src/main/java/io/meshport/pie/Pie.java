package io.meshport.pie;

import io.meshport.format.FormatReader;
import io.meshport.format.FormatWriter;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import io.meshport.pie.internal.rules.PieRules;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * Warzone 2100 PIE in a line: the {@link PieFormat}'s reader and writer objects, with the verbs
 * every meshport format has: files to models ({@code read}) and back ({@code write}), files to
 * documents ({@code readDocument}) and back ({@code writeDocument}), documents to models
 * ({@code toModel}) and back ({@code fromModel}).
 *
 * <pre>{@code
 * Model model = Pie.reader().withDiagnostics(warnings).read(Path.of("blderik.pie"));
 * Pie.writer().withSetting(PieFormat.VERSION_SETTING, "4").write(model, Path.of("out.pie"));
 * PieDocument doc = Pie.reader().readDocument(Path.of("blderik.pie"));  // everything the file says
 * Pie.writer().writeDocument(doc, Path.of("copy.pie"));                 // lossless
 * }</pre>
 *
 * Every write to a path is atomic (a temporary file beside it, then a move) and replaces an
 * existing file; the writer's {@code withOverwrite(false)} keeps it.
 */
public final class Pie {
    private static final PieFormat FORMAT = new PieFormat();

    private Pie() {
    }

    /**
     * The version meshport writes a model that was not read from PIE, unless asked for another:
     * what every game version since 2.3 reads. A model read from PIE is written in its own version.
     */
    public static final int DEFAULT_VERSION = 3;

    /** The PIE format. */
    public static PieFormat format() {
        return FORMAT;
    }

    /** A PIE reader: warnings dropped until {@code withDiagnostics} says where they go. */
    public static FormatReader<PieDocument> reader() {
        return FORMAT.newReader();
    }

    /** A PIE writer: the loss report dropped until {@code withLosses} says where it goes. */
    public static FormatWriter<PieDocument> writer() {
        return FORMAT.newWriter();
    }

    /**
     * The version a model read from PIE came in (its {@link PieFileExtra}, which rides through IQM
     * too), else {@link #DEFAULT_VERSION}. Rewriting a PIE 2 file as PIE 3 because nobody asked
     * otherwise would change every game file of that age on a round trip; and the version records
     * nothing the model could have outgrown: PIE 2 keeps what PIE 3 keeps of such a model (its
     * texture coordinates were read in 1/256 units, its polygons of more points only PIE 2 holds),
     * and what needs PIE 4 the exporter reports lost in 2 as in 3.
     */
    public static int versionFor(Model model) {
        return model.extra(PieFileExtra.class).map(PieFileExtra::version)
                .filter(v -> PieRules.versionProblem(v) == null).orElse(DEFAULT_VERSION);
    }
}
