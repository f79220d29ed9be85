package io.meshport.cli.files;

import io.meshport.cli.textures.TextureFolders;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ReadOptions;
import io.meshport.io.TextureSource;
import io.meshport.model.Model;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A model file on disk: one named on the command line, or one of a directory's, read exactly as
 * {@code convert} reads a single input.
 *
 * @param path the file as the user would type it (the directory as typed, resolved with {@code relative})
 * @param relative its path inside the directory, '/'-separated
 */
public record FileEntry(Path path, String relative) implements BatchEntry {
    @Override
    public String shown() {
        return path.toString();
    }

    @Override
    public ModelFormat format(String from) throws IOException {
        return InputFile.format(path, from, Diagnostics.discarding());
    }

    @Override
    public Model read(ModelFormat format, ReadOptions options, Diagnostics diagnostics) throws IOException {
        return InputFile.read(path, format.name(), options, diagnostics);
    }

    @Override
    public TextureSource textures(List<Path> extra) {
        return TextureFolders.of(path, extra);
    }

    @Override
    public <D> D readDocument(DocumentCodec<D> codec, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        return InputFile.named(path, diagnostics, raw -> codec.read(path, raw, options));
    }
}
