package io.meshport.cli.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.ModelFormatException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine's name patterns and cubescript's words, as a model config uses them. */
class CubePatternTest {
    @Test
    void alternativesAndWildcardsMatchWholeNames() {
        assertTrue(CubePattern.of("*").matches("anything"));
        assertTrue(CubePattern.of("*").matches(""));
        assertTrue(CubePattern.of("Cube").matches("Cube"));
        assertFalse(CubePattern.of("Cube").matches("Cube2"));
        assertTrue(CubePattern.of("Sphere|Cu?e").matches("Cube"));
        assertTrue(CubePattern.of("turret-*").matches("turret-top"));
        assertFalse(CubePattern.of("turret-*").matches("turre-top"));
        assertTrue(CubePattern.of("*a*b*c").matches("xxaxxbxxbxc"));
        assertFalse(CubePattern.of("idle|run").matches("idle|run"));
        assertEquals(List.of("idle", "run"), CubePattern.of("idle|run").alternatives());
        assertFalse(CubePattern.of("idle|run").hasWildcards());
        assertTrue(CubePattern.of("run *").hasWildcards());
    }

    @Test
    void aLongStarPatternIsLinearNotExponential() {
        // the engine's recursive matcher takes 2^n steps here; one backtrack point keeps it at n*m
        String name = "a".repeat(20_000);
        assertFalse(CubePattern.of("*a".repeat(200) + "b").matches(name));
    }

    @Test
    void wordsAreCubescriptsWords() throws ModelFormatException {
        List<List<ConfigWords.Word>> commands = ConfigWords.commands(
                "md5anim \"trigger on\" open.md5anim 10 // comment; not a command", "md5.cfg", 1);
        assertEquals(1, commands.size());
        assertEquals(List.of(new ConfigWords.Word("md5anim", 1), new ConfigWords.Word("trigger on", 9),
                new ConfigWords.Word("open.md5anim", 22), new ConfigWords.Word("10", 35)), commands.get(0));
        assertEquals(2, ConfigWords.commands("md5load a.md5mesh; md5anim idle a.md5anim", "md5.cfg", 1).size());
        assertEquals("say \"hi\"^", ConfigWords.commands("x \"say ^\"hi^\"^^\"", "md5.cfg", 1).get(0).get(1).text());
        assertTrue(ConfigWords.commands("//md5anim \"dead\" \"dead.md5anim\" 8", "md5.cfg", 1).isEmpty());
    }
}
