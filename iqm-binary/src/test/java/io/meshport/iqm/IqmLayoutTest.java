package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Property;
import io.meshport.harness.RandomSource;
import io.meshport.harness.Source;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.internal.IqmConstants;
import io.meshport.iqm.internal.IqmLayout;
import io.meshport.iqm.internal.IqmLayout.Section;
import io.meshport.iqm.internal.read.IqmHeaderField;
import io.meshport.iqm.internal.write.IqmWriterLayouts;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Files from other producers keep their layout: any section order, gaps with leftover bytes,
 * bytes after {@code filesize}. Whatever the layout, an unchanged file writes back byte for byte,
 * and a changed one is laid out afresh.
 */
class IqmLayoutTest {
    private static final IqmFile FILE = IqmTestModels.everySectionFile();

    /** Places every section of {@link #FILE} in a shuffled order, with gaps of leftover bytes. */
    private static byte[] shuffled(Source r) {
        long[] lengths = IqmWriterLayouts.sectionLengths(FILE);
        List<Integer> blocks = new ArrayList<>(); // section ordinal, or 100 + vertex array, or 200 + extension
        for (Section s : Section.values()) {
            if (s != Section.EXTENSIONS && lengths[s.ordinal()] != 0) {
                blocks.add(s.ordinal());
            }
        }
        for (int i = 0; i < FILE.vertexArrays().size(); i++) {
            blocks.add(100 + i);
        }
        for (int i = 0; i < FILE.extensions().size(); i++) {
            blocks.add(200 + i);
            blocks.add(300 + i);
        }
        for (int i = blocks.size() - 1; i > 0; i--) { // Fisher-Yates, with choices from the source
            Collections.swap(blocks, i, r.nextInt(0, i));
        }
        int[] offsets = new int[IqmLayout.SECTIONS];
        int[] arrays = new int[FILE.vertexArrays().size()];
        int[] extHeaders = new int[FILE.extensions().size()];
        int[] extData = new int[FILE.extensions().size()];
        List<Integer> strayAt = new ArrayList<>();
        List<byte[]> strays = new ArrayList<>();
        int pos = IqmConstants.HEADER_SIZE;
        for (int b : blocks) {
            if (r.nextBoolean()) { // a gap of 4 leftover bytes
                strayAt.add(pos);
                strays.add(new byte[] {(byte) 0xde, (byte) 0xad, (byte) 0xbe, (byte) (0xe0 | r.nextInt(0, 15))});
                pos += 4;
            }
            long length;
            if (b < 100) {
                offsets[b] = pos;
                length = lengths[b];
            } else if (b < 200) {
                arrays[b - 100] = pos;
                length = FILE.vertexArrays().get(b - 100).dataLength();
            } else if (b < 300) {
                extHeaders[b - 200] = pos;
                length = IqmConstants.EXTENSION_SIZE;
            } else {
                extData[b - 300] = pos;
                length = FILE.extensions().get(b - 300).dataLength();
            }
            pos += (int) ((length + 3) & ~3);
        }
        offsets[Section.EXTENSIONS.ordinal()] = extHeaders[0];
        int filesize = pos;
        strayAt.add(pos); // and bytes after filesize
        strays.add(new byte[] {1, 2, 3});
        IqmLayout layout = new IqmLayout(filesize, filesize + 3, offsets, lengths, arrays, extHeaders, extData, 0,
                strayAt.stream().mapToInt(Integer::intValue).toArray(), strays.toArray(new byte[0][]));
        assertTrue(IqmWriterLayouts.fits(FILE, layout));
        return Iqm.writeDocument(FILE.toBuilder().layout(layout).build());
    }

    @Test
    void anySectionOrderWithLeftoverBytesRewritesByteForByte() {
        Property.forAll("iqm: any section order with leftover bytes rewrites byte for byte", 40, 1, (s, size) -> {
            byte[] bytes = shuffled(s);
            Diagnostics d = new Diagnostics();
            IqmFile read = Iqm.readDocument(bytes, "shuffled.iqm", d);
            assertEquals(FILE, read);
            assertArrayEquals(bytes, Iqm.writeDocument(read));
            assertEquals(List.of("filesize"), d.all().stream().map(Diagnostic::field).toList(),
                    "the bytes after filesize are reported");
            // The model sees the same file wherever its sections are.
            assertEquals(Iqm.reader().toModel(FILE, "a").meshes(),
                    Iqm.reader().toModel(read, "b").meshes());
        });
    }

    @Test
    void aChangedFileIsLaidOutAfresh() throws ModelFormatException {
        IqmFile read = Iqm.readDocument(shuffled(new RandomSource(7)), "shuffled.iqm", Diagnostics.discarding());
        byte[] moreText = Arrays.copyOf(read.text(), read.textLength() + 4);
        IqmFile changed = read.toBuilder().text(moreText).build();
        byte[] bytes = Iqm.writeDocument(changed);
        assertArrayEquals(Iqm.writeDocument(changed.withoutLayout()), bytes, "the canonical layout");
        IqmFile again = Iqm.readDocument(bytes, "changed.iqm", Diagnostics.discarding());
        assertEquals(changed, again);
        ByteBuffer h = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(IqmConstants.HEADER_SIZE, h.getInt(IqmHeaderField.OFS_TEXT.offset()), "text first");
        assertNotEquals(0, h.getInt(IqmHeaderField.OFS_EXTENSIONS.offset()));
    }
}
