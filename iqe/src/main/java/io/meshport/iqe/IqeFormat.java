package io.meshport.iqe;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/** IQE for {@link io.meshport.io.ModelIO}: found through {@code META-INF/services}. */
public final class IqeFormat implements ModelFormat {
    private static final byte[] MAGIC = IqeDocumentWriter.HEADER.getBytes(StandardCharsets.US_ASCII);
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    @Override
    public String name() {
        return "iqe";
    }

    @Override
    public List<String> extensions() {
        return List.of("iqe");
    }

    @Override
    public boolean probe(byte[] head) {
        if (head == null) {
            return false;
        }
        int at = startsWith(head, BOM, 0) ? BOM.length : 0;
        return startsWith(head, MAGIC, at);
    }

    private static boolean startsWith(byte[] head, byte[] prefix, int at) {
        if (head.length - at < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (head[at + i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Optional<ModelReader> reader() {
        return Optional.of(new ModelReader() {
            @Override
            public Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return Iqe.read(in, sourceName, diagnostics);
            }
        });
    }

    @Override
    public Optional<ModelWriter> writer() {
        return Optional.of(new ModelWriter() {
            @Override
            public void write(Model model, OutputStream out, WriteOptions options, Diagnostics losses)
                    throws IOException {
                Iqe.write(model, out, losses);
            }
        });
    }
}
