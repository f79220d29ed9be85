package io.meshport.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CapabilitiesTest {
    private static final Capabilities.Layout FLOAT3 = Capabilities.layout(ComponentType.FLOAT, 3);
    private static final Capabilities.Layout FLOAT4 = Capabilities.layout(ComponentType.FLOAT, 4);

    private static final Capabilities WIDE = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(FLOAT3))
            .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.HALF, 2)))
            .layouts(AttributeKind.BLEND_WEIGHTS, List.of(Capabilities.layout(ComponentType.UBYTE, 4), FLOAT4))
            .layouts(AttributeKind.CUSTOM, List.of(Capabilities.layout(ComponentType.UINT, 2)))
            .texcoordSets(4).triangleStreams(List.of(Capabilities.layout(ComponentType.INT, 1)))
            .skeleton(true).animations(true).bounds(true).comment(true).meshNames(true).materials(true)
            .conventions(Conventions.Z_UP_RIGHT_CW).extra(String.class).codecExtras(true).build();

    private static final Capabilities NARROW = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(FLOAT3)).layouts(AttributeKind.NORMAL, List.of(FLOAT3))
            .layouts(AttributeKind.BLEND_WEIGHTS, List.of(FLOAT4)).layouts(AttributeKind.TEXCOORD, List.of(
                    Capabilities.layout(ComponentType.HALF, 2)))
            .skeleton(true).bounds(true).comment(true).meshNames(true).conventions(Conventions.Z_UP_RIGHT_CW)
            .required(AttributeKind.NORMAL).tangentsWithTexcoords(true).uniformStreams(true).build();

    @Test
    void intersectionKeepsWhatBothHoldAndWhatEitherRequires() {
        Capabilities both = WIDE.intersect(NARROW);
        assertEquals(Map.of(AttributeKind.POSITION, List.of(FLOAT3), AttributeKind.TEXCOORD,
                List.of(Capabilities.layout(ComponentType.HALF, 2)), AttributeKind.BLEND_WEIGHTS, List.of(FLOAT4)),
                both.layouts());
        assertEquals(List.of(), both.customLayouts());
        assertEquals(1, both.texcoordSets(), "the narrower holds one set");
        assertEquals(List.of(), both.triangleStreamLayouts());
        assertTrue(both.skeleton() && both.bounds() && both.comment() && both.meshNames());
        assertFalse(both.animations() || both.materials() || both.codecExtras());
        assertEquals(Set.of(), both.extras());
        assertEquals(Conventions.Z_UP_RIGHT_CW, both.conventions());
        assertEquals(Set.of(AttributeKind.NORMAL), both.required(), "one of them always has normals");
        assertTrue(both.tangentsWithTexcoords() && both.uniformStreams(), "one of them imposes these");
        assertEquals(both, NARROW.intersect(WIDE).intersect(both), "commutative and idempotent");
    }

    @Test
    void setsCountOnlyForKindsThatHaveThem() {
        assertEquals(4, WIDE.sets(AttributeKind.TEXCOORD));
        assertEquals(0, WIDE.sets(AttributeKind.COLOR), "colour is not held at all");
        assertEquals(1, WIDE.sets(AttributeKind.POSITION));
        assertTrue(WIDE.holds(AttributeKind.CUSTOM));
        assertFalse(NARROW.holds(AttributeKind.CUSTOM));
    }
}
