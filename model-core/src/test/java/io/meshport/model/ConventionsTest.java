package io.meshport.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.Conventions.Direction;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Conventions compare as a record of their four parts does (equals and hashCode are written out). */
class ConventionsTest {
    @Test
    void conventionsAreEqualExactlyWhenEveryPartIs() {
        List<Conventions> all = new ArrayList<>();
        for (Axis up : Axis.values()) {
            for (Handedness hand : Handedness.values()) {
                for (Winding face : Winding.values()) {
                    for (Direction forward : Direction.values()) {
                        try {
                            all.add(new Conventions(up, hand, face, forward));
                        } catch (IllegalArgumentException alongTheUpAxis) {
                            // not conventions: a model faces a horizontal direction
                        }
                    }
                }
            }
        }
        for (Conventions a : all) {
            for (Conventions b : all) {
                boolean same = a.up() == b.up() && a.handedness() == b.handedness() && a.frontFace() == b.frontFace()
                        && a.forward() == b.forward();
                assertEquals(same, a.equals(b), a + " / " + b);
                if (same) {
                    assertEquals(a.hashCode(), b.hashCode(), a + " / " + b);
                }
            }
            assertEquals(a, new Conventions(a.up(), a.handedness(), a.frontFace(), a.forward()));
            assertFalse(a.equals(null));
            assertFalse(a.equals(a.toString()));
        }
        assertTrue(new HashSet<>(all).size() == all.size(), "distinct conventions hash apart in a set");
    }
}
