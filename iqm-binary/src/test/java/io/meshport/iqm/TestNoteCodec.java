package io.meshport.iqm;

import io.meshport.io.ExtraCodec;
import io.meshport.io.ModelFormatException;
import java.nio.charset.StandardCharsets;

/**
 * Test-only {@link ExtraCodec}: an extra of "another format" that rides in an IQM extension, on
 * the model or on a mesh.
 */
public final class TestNoteCodec implements ExtraCodec<TestNoteCodec.Note> {
    /** The extra: a note only some other format knows. */
    public record Note(String text) {
    }

    @Override
    public String name() {
        return "test.note";
    }

    @Override
    public Class<Note> type() {
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
            throw ModelFormatException.inSource(source, "a test.note payload starts with NOTE");
        }
        return new Note(s.substring(4));
    }
}
