package io.meshport.laws;

import io.meshport.harness.ExtraGenerator;
import io.meshport.io.ExtraCodec;
import io.meshport.io.ModelFormatException;
import io.meshport.model.FormatExtra;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The extras of a pretend format, so the laws see model and mesh extras travel through every
 * format that carries codec extras (IQM), and their loss reported by every other. A {@link Note}
 * holds text and a point, which follows the edits that move geometry.
 */
public final class TestExtras {
    /** Generators for the law suites. */
    public static final List<ExtraGenerator<?>> GENERATORS = List.of(new NoteGenerator());

    private TestExtras() {
    }

    /** A test format's extra: some text and a point. */
    public record Note(String text, float x, float y, float z) implements FormatExtra {
        @Override
        public List<String> lossesElsewhere() {
            return List.of("test note '" + text + "'");
        }
    }

    /** Found through META-INF/services/io.meshport.io.ExtraCodec in this module's tests. */
    public static final class NoteCodec implements ExtraCodec<Note> {
        @Override
        public String name() {
            return "test.note";
        }

        @Override
        public Class<Note> type() {
            return Note.class;
        }

        @Override
        public byte[] encode(Note note) {
            byte[] text = note.text().getBytes(StandardCharsets.UTF_8);
            return ByteBuffer.allocate(12 + text.length).putFloat(note.x()).putFloat(note.y()).putFloat(note.z())
                    .put(text).array();
        }

        @Override
        public Note decode(byte[] data, String source) throws ModelFormatException {
            if (data.length < 12) {
                throw ModelFormatException.inSource(source, "test note of " + data.length + " bytes");
            }
            ByteBuffer b = ByteBuffer.wrap(data);
            return new Note(new String(data, 12, data.length - 12, StandardCharsets.UTF_8), b.getFloat(), b.getFloat(),
                    b.getFloat());
        }
    }

    private static final class NoteGenerator implements ExtraGenerator<Note> {
        @Override
        public Class<Note> type() {
            return Note.class;
        }

        @Override
        public Note generate(io.meshport.harness.Source source, int size, MeshShape mesh) {
            return new Note(source.nextString(Math.min(40, 2 * size), "abc é\n\0"), source.nextFloat(-9, 9),
                    source.nextFloat(-9, 9), source.nextFloat(-9, 9));
        }
    }
}
