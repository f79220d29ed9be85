package io.meshport.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A report names what the file names, as much as it holds: at most {@link EditReport#MAX_LISTED}
 * names, each at most {@link EditReport#MAX_NAME} characters, and a count of the rest (a skeleton
 * of 100,000 scaled joints made {@code --remove-joint-scale}'s note a megabyte long).
 */
class EditReportTest {
    @Test
    void aFewNamesAreListedWhole() {
        assertEquals("'a', 'b'", EditReport.names(List.of("a", "b")));
        assertEquals("'a' -> 'b'", EditReport.renamings(Map.of("a", "b")));
    }

    @Test
    void manyNamesAreCounted() {
        List<String> names = new ArrayList<>();
        Map<String, String> renamed = new LinkedHashMap<>();
        for (int i = 0; i < 100_000; i++) {
            names.add("j" + i);
            renamed.put("j" + i, "k" + i);
        }
        String listed = EditReport.names(names);
        assertTrue(listed.startsWith("'j0', 'j1', "), listed);
        assertTrue(listed.endsWith("'j15' and 99984 more"), listed);
        String renamings = EditReport.renamings(renamed);
        assertTrue(renamings.endsWith("'j15' -> 'k15' and 99984 more"), renamings);
    }

    @Test
    void longNamesAreCut() {
        String shown = EditReport.names(List.of("x".repeat(1 << 20), "\uD83D\uDE00".repeat(100)));
        assertEquals("'" + "x".repeat(EditReport.MAX_NAME) + "…', '" + "\uD83D\uDE00".repeat(EditReport.MAX_NAME) + "…'",
                shown);
    }
}
