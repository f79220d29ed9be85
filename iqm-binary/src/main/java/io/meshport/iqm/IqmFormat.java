package io.meshport.iqm;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The IQM format for {@link io.meshport.io.ModelIO}: detected by its magic {@code INTERQUAKEMODEL\0}. */
public final class IqmFormat implements ModelFormat {
    @Override
    public String name() {
        return "iqm";
    }

    @Override
    public List<String> extensions() {
        return List.of("iqm");
    }

    @Override
    public boolean probe(byte[] head) {
        return head != null && head.length >= IqmConstants.MAGIC.length
                && Arrays.equals(head, 0, IqmConstants.MAGIC.length, IqmConstants.MAGIC, 0, IqmConstants.MAGIC.length);
    }

    @Override
    public Optional<ModelReader> reader() {
        return Optional.of(new ModelReader() {
            @Override
            public Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return Iqm.read(in, sourceName, diagnostics);
            }

            @Override
            public Model read(Path path, Diagnostics diagnostics) throws IOException {
                return Iqm.read(path, diagnostics);
            }
        });
    }

    @Override
    public Optional<ModelWriter> writer() {
        return Optional.of((Model model, OutputStream out, WriteOptions options, Diagnostics losses) ->
                Iqm.write(model, out, losses));
    }
}
