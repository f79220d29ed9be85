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
 * One file of a directory or archive that {@code convert} or {@code validate} goes through. Every
 * message about it names it as the user can find it ({@link #shown()}), whether it is a file or an
 * archive's entry.
 */
public interface BatchEntry {
    /**
     * Its path inside the directory or archive, '/'-separated, as stored: an archive's entry may
     * name a place outside it ({@link BatchOutputs} refuses to write there).
     */
    String relative();

    /** Its name in messages: {@code models/structs/blderik.pie}, {@code base.wz!/structs/blderik.pie}. */
    String shown();

    /**
     * Its format: {@code from} when given, else detected by content, then by name.
     *
     * @throws io.meshport.io.ModelFormatException when neither says: the file is no model
     */
    ModelFormat format(String from) throws IOException;

    /** Its model, read as {@code format}; the reader's warnings go to {@code diagnostics}. */
    Model read(ModelFormat format, ReadOptions options, Diagnostics diagnostics) throws IOException;

    /**
     * Where the textures its model names are found, as the games find them: the {@code extra}
     * folders (--textures) first, then beside it and in the {@code texpages} folders near it — in
     * its archive, for an archive's entry ({@link TextureFolders}).
     */
    TextureSource textures(List<Path> extra);

    /** Its document, read by {@code codec}, for a conversion to its own format that loses nothing. */
    <D> D readDocument(DocumentCodec<D> codec, ReadOptions options, Diagnostics diagnostics) throws IOException;
}
