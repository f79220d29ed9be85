package io.meshport.iqm;

import io.meshport.harness.Source;
import io.meshport.iqm.internal.IqmConstants;
import io.meshport.iqm.internal.IqmLayout;
import io.meshport.iqm.internal.IqmLayout.Section;
import io.meshport.iqm.internal.write.IqmWriterLayouts;
import java.util.ArrayList;
import java.util.List;

/**
 * A layout other producers might write: every section, vertex array, extension header and
 * extension payload placed in any order, with zero padding between them now and then, and still
 * within the specification (offsets 4-aligned, vertex data aligned to its component size, 0 for
 * what is empty). Writing a file with it tests that a reader follows the offsets rather than the
 * reference compiler's order, and that meshport writes an unchanged file back byte for byte.
 */
final class IqmShuffledLayout {
    /** One thing to place: its length and alignment, and where its offset is recorded. */
    private record Block(long length, int alignment, int[] offsets, int index) {
    }

    private IqmShuffledLayout() {
    }

    static IqmFile of(IqmFile file, Source s) {
        long[] lengths = IqmWriterLayouts.sectionLengths(file);
        int[] sections = new int[IqmLayout.SECTIONS];
        int[] arrays = new int[file.vertexArrays().size()];
        int[] headers = new int[file.extensions().size()];
        int[] payloads = new int[file.extensions().size()];
        List<Block> blocks = new ArrayList<>();
        for (Section section : Section.values()) {
            if (section != Section.EXTENSIONS && lengths[section.ordinal()] != 0) {
                blocks.add(new Block(lengths[section.ordinal()], 4, sections, section.ordinal()));
            }
        }
        for (int i = 0; i < arrays.length; i++) {
            IqmVertexArray va = file.vertexArrays().get(i);
            if (va.dataLength() != 0) {
                blocks.add(new Block(va.dataLength(), Math.max(4, IqmConstants.formatBytes(va.format())), arrays, i));
            }
        }
        for (int i = 0; i < headers.length; i++) {
            blocks.add(new Block(IqmConstants.EXTENSION_SIZE, 4, headers, i));
            if (file.extensions().get(i).dataLength() != 0) {
                blocks.add(new Block(file.extensions().get(i).dataLength(), 4, payloads, i));
            }
        }
        for (int i = blocks.size() - 1; i > 0; i--) {
            int j = s.nextInt(0, i);
            Block swapped = blocks.get(i);
            blocks.set(i, blocks.get(j));
            blocks.set(j, swapped);
        }
        long pos = IqmConstants.HEADER_SIZE;
        for (Block b : blocks) {
            pos = align(pos, b.alignment()) + (s.nextInt(0, 4) == 0 ? 4L * s.nextInt(1, 4) : 0);
            b.offsets()[b.index()] = Math.toIntExact(pos);
            pos += b.length();
        }
        sections[Section.EXTENSIONS.ordinal()] = headers.length == 0 ? 0 : headers[0];
        int total = Math.toIntExact(s.nextBoolean() ? align(pos, 4) : pos);
        IqmLayout layout = new IqmLayout(total, total, sections, lengths, arrays, headers, payloads, 0, new int[0],
                new byte[0][]);
        return file.toBuilder().layout(layout).build();
    }

    private static long align(long pos, int to) {
        return (pos + to - 1) / to * to;
    }
}
