package io.meshport.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.io.Capabilities;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Any model draws; posing moves it; a picture is the same every time. */
class RendererTest {
    /** Everything that changes what is drawn: any layout, skinning, animations, materials. */
    private static final Capabilities EVERYTHING = Capabilities.builder()
            .layouts(AttributeKind.POSITION, Capabilities.anyLayout())
            .layouts(AttributeKind.TEXCOORD, Capabilities.anyLayout())
            .layouts(AttributeKind.NORMAL, Capabilities.anyLayout())
            .layouts(AttributeKind.BLEND_INDEXES, List.of(Capabilities.layout(ComponentType.UBYTE, 4)))
            .layouts(AttributeKind.BLEND_WEIGHTS, List.of(Capabilities.layout(ComponentType.UBYTE, 4)))
            .skeleton(true).animations(true).materials(true).meshNames(true)
            .conventions(Conventions.Z_UP_RIGHT_CW).build();

    private static final Surfaces CHECKER = material -> java.util.Optional.of(new Surface(
            new Texture(2, 2, new int[] {0xffffffff, 0xff000000, 0xff000000, 0xffffffff}), java.util.Optional.empty()));

    @Test
    void anyModelDrawsInEveryView() {
        ModelGenerator generator = new ModelGenerator(EVERYTHING);
        Property.forAll("any model draws", 60, 20, (s, size) -> {
            Model model = generator.generate(s, size);
            for (View view : View.values()) {
                RenderOptions options = RenderOptions.DEFAULTS.withSize(24).withView(view).withWireframe(true);
                BufferedImage picture = Renderer.render(model, options, CHECKER);
                assertEquals(24, picture.getWidth());
                if (!model.animations().isEmpty() && model.animations().get(0).frameCount() > 0) {
                    Animation a = model.animations().get(0);
                    Renderer.render(model, options.withFrame(0, a.frameCount() - 1), Surfaces.NONE);
                    BufferedImage sheet = Renderer.sheet(model, options, Surfaces.NONE, 4);
                    int cells = Math.min(4, a.frameCount());
                    assertEquals(cells == 1 ? 24 : 48, sheet.getWidth(), "a grid of " + cells);
                }
            }
        });
    }

    /** One triangle bound to a joint that rises by 2 in frame 1, upright across the front (X, Z). */
    private static Model rising() {
        int[] joints = new int[12];
        int[] weights = {255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0};
        Mesh mesh = Mesh.builder("t").vertexCount(3).triangles(new int[] {0, 1, 2})
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {-1, 0, 0, 1, 0, 0, 0, 0, 1}))
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE,
                        4), joints))
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE,
                        4), weights)).build();
        Transform up = new Transform(0, 0, 2, 0, 0, 0, 1, 1, 1, 1);
        return Model.builder().conventions(Conventions.Z_UP_RIGHT_CW).addMesh(mesh)
                .addJoint(new Joint("j", -1, Transform.IDENTITY))
                .addAnimation(Animation.ofFrames("rise", 10, false, List.of(List.of(Transform.IDENTITY), List.of(up))))
                .build();
    }

    @Test
    void aSheetShowsTheMotion() {
        BufferedImage sheet = Renderer.sheet(rising(), RenderOptions.DEFAULTS.withSize(32), Surfaces.NONE, 2);
        assertEquals(64, sheet.getWidth());
        int[] first = sheet.getRGB(0, 0, 32, 32, null, 0, 32);
        int[] second = sheet.getRGB(32, 0, 32, 32, null, 0, 32);
        assertNotEquals(java.util.Arrays.hashCode(first), java.util.Arrays.hashCode(second));
        // framed alike, the risen triangle's top rows are covered only in the second frame
        assertEquals(0, first[2 * 32 + 16] >>> 24, "frame 0: nothing at the top");
        assertNotEquals(0, second[2 * 32 + 16] >>> 24, "frame 1: the triangle has risen there");
    }

    @Test
    void aPictureIsTheSameEveryTime() {
        Model model = rising();
        RenderOptions options = RenderOptions.DEFAULTS.withSize(40).withView(View.ISO).withWireframe(true);
        assertEquals(java.util.Arrays.hashCode(Renderer.render(model, options, CHECKER).getRGB(0, 0, 40, 40, null, 0,
                40)), java.util.Arrays.hashCode(Renderer.render(model, options, CHECKER).getRGB(0, 0, 40, 40, null, 0,
                40)));
    }

    @Test
    void aFrameTheModelDoesNotHaveIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> Renderer.render(rising(), RenderOptions.DEFAULTS.withFrame(0, 2), Surfaces.NONE));
        assertThrows(IllegalArgumentException.class,
                () -> Renderer.render(rising(), RenderOptions.DEFAULTS.withFrame(1, 0), Surfaces.NONE));
    }
}
