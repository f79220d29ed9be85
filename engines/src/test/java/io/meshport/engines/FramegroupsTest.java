package io.meshport.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Animation;
import io.meshport.model.Model;
import java.util.List;
import org.junit.jupiter.api.Test;

/** DarkPlaces' {@code .framegroups}: read as the engine reads it, written so that it reads back. */
class FramegroupsTest {
    private static final Model MODEL = IqmFiles.model(3, 4).toBuilder().addAnimation(
            IqmFiles.model(3, 4).animations().get(0).withMetadata("run fast", 24, false)).build();

    @Test
    void linesAreGroupsWithTheEnginesDefaults() throws ModelFormatException {
        assertEquals(List.of(new Framegroups.Group(0, 2, 20, true, "groupified_0_anim"),
                new Framegroups.Group(2, 1, 1, false, "idle"), new Framegroups.Group(1, 3, 12.5f, true, "a b")),
                Framegroups.parse("0 2 // the first\n\n  2 1 0.5 0 idle\r\n1 3 12.5 1 \"a b\" extra\n", "m.framegroups"));
    }

    @Test
    void whatIsNoNumberIsAnErrorAtItsPlace() {
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> Framegroups.parse("0 2\n1 x 10\n", "m.iqm.framegroups"));
        assertEquals("m.iqm.framegroups:2:3: 'x' is no whole number", e.getMessage());
        e = assertThrows(ModelFormatException.class, () -> Framegroups.parse("  7\n", "f"));
        assertEquals("f:1:3: a group is 'first count [fps [loop [name]]]': the count is missing", e.getMessage());
        e = assertThrows(ModelFormatException.class, () -> Framegroups.parse("0 1 NaN\n", "f"));
        assertEquals("f:1:5: 'NaN' is no number", e.getMessage());
    }

    @Test
    void writtenGroupsReadBackAsTheAnimations() throws ModelFormatException {
        String text = Framegroups.of(MODEL);
        assertEquals("0 2 30 1 walk\n2 2 24 0 \"run fast\"\n", text);
        Model back = Framegroups.apply(MODEL, Framegroups.parse(text, "m"), "m", new Diagnostics());
        assertEquals(MODEL.animations(), back.animations());
    }

    @Test
    void rangesAreClampedToTheFramesAsTheEngineClampsThem() throws ModelFormatException {
        Model back = Framegroups.apply(MODEL, Framegroups.parse("9 5 10 1 late\n1 0 10 1 empty\n", "m"), "m",
                new Diagnostics());
        Animation late = back.animations().get(0);
        assertEquals(1, late.frameCount());
        assertEquals(MODEL.animations().get(1).pose(1, 1), late.pose(0, 1));
        assertEquals(1, back.animations().get(1).frameCount());
    }
}
