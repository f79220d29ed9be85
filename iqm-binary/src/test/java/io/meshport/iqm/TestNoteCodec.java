package io.meshport.iqm;

import io.meshport.io.ModelFormatException;
import java.nio.charset.StandardCharsets;

/** Test-only {@link IqmExtraCodec}: a model extra of "another format" that rides in an IQM extension. */
public final class TestNoteCodec implements IqmExtraCodec<TestNoteCodec.Note> {
    /** The extra: a note only some other format knows. */
    public record Note(String text) {
    }

    @Override
    public String extensionName() {
        return "meshport.test.note";
    }

    @Override
    public Class<Note> extraType() {
        return Note.class;
    }

    @Override
    public byte[] encode(Note extra) {
        return ("NOTE" + extra.text()).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public Note decode(byte[] data, String source) throws ModelFormatException {
        String s = new String(data, StandardCharsets.UTF_8);
        if (!s.startsWith("NOTE")) {
            throw ModelFormatException.inSource(source, "extension meshport.test.note does not start with NOTE");
        }
        return new Note(s.substring(4));
    }
}
