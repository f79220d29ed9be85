package io.meshport.pie;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Texture animation frames step right across the page, then down a row, and wrap around. */
class PieTextureAnimationTest {
    /** One animated triangle: 4 frames of 0.5 × 0.25, two to a row, starting at the page's corner. */
    private static Model animated() throws IOException {
        String pie = String.join("\n", "PIE 3", "TYPE 200", "TEXTURE 0 page.png 0 0", "LEVELS 1", "LEVEL 1",
                "POINTS 3", "\t0 0 0", "\t1 0 0", "\t0 1 0", "POLYGONS 1", "\t4200 3 0 1 2 4 100 0.5 0.25 0 0 0.5 0 0 0.25",
                "");
        return Pie.reader().withDiagnostics(new Diagnostics()).read(new ByteArrayInputStream(pie.getBytes(StandardCharsets.UTF_8)), "t.pie");
    }

    private static float u(Model m, int v) {
        return m.meshes().get(0).array(AttributeKind.TEXCOORD, 0).orElseThrow().getFloat(v, 0);
    }

    private static float v(Model m, int v) {
        return m.meshes().get(0).array(AttributeKind.TEXCOORD, 0).orElseThrow().getFloat(v, 1);
    }

    @Test
    void framesStepRightThenDownAndWrap() throws IOException {
        Model m = animated();
        assertEquals(4, PieTextureAnimation.frames(m));
        VertexArray uv = m.meshes().get(0).array(AttributeKind.TEXCOORD, 0).orElseThrow();
        int corner = 0;
        for (int v = 0; v < uv.vertexCount(); v++) {
            if (uv.getFloat(v, 0) == 0 && uv.getFloat(v, 1) == 0) {
                corner = v;
            }
        }
        float[][] expected = {{0, 0}, {0.5f, 0}, {0, 0.25f}, {0.5f, 0.25f}, {0, 0}};
        for (int f = 0; f < expected.length; f++) {
            Model at = PieTextureAnimation.atFrame(m, f);
            assertEquals(expected[f][0], u(at, corner), "frame " + f + " u");
            assertEquals(expected[f][1], v(at, corner), "frame " + f + " v");
        }
    }

    @Test
    void aModelWithoutTextureAnimationHasNoFrames() {
        Model plain = Model.builder().build();
        assertEquals(0, PieTextureAnimation.frames(plain));
        assertEquals(plain, PieTextureAnimation.atFrame(plain, 3));
    }
}
