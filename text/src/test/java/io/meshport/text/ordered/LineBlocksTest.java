package io.meshport.text.ordered;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineBlocksTest {
    /** Small blocks first, so that the threads parsing them start early; then blocks of the full size. */
    @Test
    void blocksDoubleFromTheFirstUpToTheirSize() throws Exception {
        String text = "x\n".repeat(3_000);
        LineBlocks blocks = new LineBlocks(new StringReader(text), new BlockSizes(1024, 64, -1, 1), "t");
        List<Integer> lengths = new ArrayList<>();
        int lines = 0;
        for (LineBlocks.Block b; (b = blocks.next()) != null; ) {
            assertEquals(lines + 1, b.firstLine);
            lines += b.lineEnds;
            lengths.add(b.length);
        }
        assertEquals(List.of(64, 128, 256, 512, 1024, 1024, 1024, 1024, 944), lengths);
        assertEquals(3_000, lines);
    }
}
