package io.meshport.cli.command;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineProfile;
import io.meshport.io.AtomicFiles;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code convert --target ENGINE}: the model changed as the engine's profile can change it (each
 * change a note), written with the settings the engine needs, and the written bytes checked by the
 * profile before they replace the output: a file the engine would refuse is never written, and the
 * command fails naming every rule it breaks; the rules it loads with a difference are warnings.
 */
final class ConvertTarget {
    private final EngineProfile profile;

    private ConvertTarget(EngineProfile profile) {
        this.profile = profile;
    }

    /**
     * The target {@code name} names, for output of {@code outFormat}.
     *
     * @throws ParameterException when no engine has that name, or it loads another format
     */
    static ConvertTarget of(CommandSpec spec, String name, String outFormat) {
        EngineProfile profile = EngineTarget.profile(spec, name);
        if (!profile.format().equals(outFormat)) {
            throw new ParameterException(spec.commandLine(), name + " loads " + profile.format() + " files, not "
                    + outFormat + ": write ." + profile.format() + " (or --to " + profile.format() + ")");
        }
        return new ConvertTarget(profile);
    }

    /**
     * The model as the engine needs it, each change reported to {@code notes}.
     *
     * @throws ModelFormatException naming {@code out} when the engine can never load the model
     */
    Model fitted(Model model, Path out, Diagnostics notes) throws ModelFormatException {
        try {
            return profile.fitted(model, notes);
        } catch (ModelFormatException e) {
            throw e.hasSource() ? e : e.withSource(out.toString());
        }
    }

    /** {@code asked} with the settings the engine needs that the command line did not give. */
    WriteOptions options(WriteOptions asked, Model model) {
        WriteOptions options = asked;
        for (Map.Entry<String, String> e : profile.writeSettings(model).entrySet()) {
            if (!asked.formatSettings().containsKey(e.getKey())) {
                options = options.withSetting(e.getKey(), e.getValue());
            }
        }
        return options;
    }

    /**
     * Writes {@code model} to {@code out} when the engine loads what is written: the file is made in
     * memory, read back and checked first. The profile's warnings go to {@code losses}.
     *
     * @throws ModelFormatException naming every rule the written file breaks, with nothing written
     */
    void write(Model model, Path out, WriteOptions options, Diagnostics losses) throws IOException {
        ModelFormat format = ModelIO.require(profile.format());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        String name = out.getFileName().toString();
        format.writer().orElseThrow().write(model, bytes, name, options, losses);
        CheckedFile checked = CheckedFile.codec(format).read(new ByteArrayInputStream(bytes.toByteArray()), name,
                new Diagnostics());
        List<String> refused = new ArrayList<>();
        for (EngineFinding f : profile.check(checked)) {
            if (f.isError()) {
                refused.add(f.toDiagnostic(out.toString(), profile.name()).message());
            } else {
                losses.report(f.toDiagnostic(out.toString(), profile.name()));
            }
        }
        if (!refused.isEmpty()) {
            throw ModelFormatException.inSource(out.toString(), profile.title() + " would not load the file, and no"
                    + " conversion meshport makes changes that, so it is not written: " + String.join("; ", refused));
        }
        Map<String, byte[]> beside = profile.sideFiles(model, name);
        for (String side : beside.keySet()) {
            AtomicFiles.checkWritable(out.resolveSibling(side), options.overwrite());
        }
        // the side files first, as a format's own are: the model appears last, complete
        for (Map.Entry<String, byte[]> side : beside.entrySet()) {
            AtomicFiles.write(out.resolveSibling(side.getKey()), options.overwrite(),
                    stream -> stream.write(side.getValue()));
            losses.converted(profile.name(), "wrote " + side.getKey() + " beside " + name + ", which "
                    + profile.title() + " reads with it");
        }
        AtomicFiles.write(out, options.overwrite(), bytes::writeTo);
    }
}
