package io.meshport.harness;

import io.meshport.model.Animation;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A model as JSON, schema {@value #SCHEMA} (docs/conformance.md): what a reader of any language
 * must build from a file, compared field by field. Everything of the common model but format
 * extras: conventions, comment, meshes (name, material, vertex count, triangles as corner
 * indices, every vertex array and triangle stream with its layout and values), joints with base
 * poses, animations with every pose. Floats as {@link Float#toString} writes them; integers of
 * integer streams as integers. Deterministic: the same model gives the same text.
 */
public final class ModelJson {
    /** The schema's name and version; a change that a consumer could notice gets a new number. */
    public static final String SCHEMA = "meshport-model/1";

    private ModelJson() {
    }

    /** {@code model} as JSON text. */
    public static String write(Model model) {
        return JsonText.write(of(model));
    }

    /** {@code model} as a tree of maps and lists, for {@link JsonText}. */
    public static Map<String, Object> of(Model model) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("schema", SCHEMA);
        Conventions c = model.conventions();
        // LinkedHashMap, not Map.of: the same model must give the same text in every JVM.
        Map<String, Object> conventions = new LinkedHashMap<>();
        conventions.put("up", c.up().toString());
        conventions.put("handedness", c.handedness().toString());
        conventions.put("frontFace", c.frontFace().toString());
        root.put("conventions", conventions);
        root.put("comment", model.comment().orElse(null));
        List<Object> meshes = new ArrayList<>();
        for (Mesh m : model.meshes()) {
            Map<String, Object> mesh = new LinkedHashMap<>();
            mesh.put("name", m.name());
            mesh.put("material", m.material());
            mesh.put("vertexCount", m.vertexCount());
            mesh.put("triangles", ints(m.triangleIndices()));
            mesh.put("arrays", arrays(m.arrays()));
            mesh.put("triangleStreams", arrays(m.triangleStreams()));
            meshes.add(mesh);
        }
        root.put("meshes", meshes);
        List<Object> joints = new ArrayList<>();
        for (Joint j : model.joints()) {
            Map<String, Object> joint = new LinkedHashMap<>();
            joint.put("name", j.name());
            joint.put("parent", j.parent());
            joint.put("basePose", pose(j.basePose()));
            joints.add(joint);
        }
        root.put("joints", joints);
        List<Object> animations = new ArrayList<>();
        for (Animation a : model.animations()) {
            Map<String, Object> anim = new LinkedHashMap<>();
            anim.put("name", a.name());
            anim.put("framerate", a.framerate());
            anim.put("loop", a.loop());
            anim.put("frameCount", a.frameCount());
            anim.put("jointCount", a.jointCount());
            List<Object> channels = new ArrayList<>();
            for (float f : a.channels()) {
                channels.add(f);
            }
            anim.put("channels", channels);
            animations.add(anim);
        }
        root.put("animations", animations);
        root.put("frameBounds", model.frameBounds().size());
        return root;
    }

    private static List<Object> arrays(List<VertexArray> arrays) {
        List<Object> out = new ArrayList<>();
        for (VertexArray a : arrays) {
            Map<String, Object> array = new LinkedHashMap<>();
            array.put("name", a.descriptor().attributeName());
            array.put("kind", a.kind().word());
            array.put("component", a.descriptor().component().word());
            array.put("size", a.descriptor().size());
            boolean integer = a.descriptor().component().isInteger();
            List<Object> values = new ArrayList<>();
            for (int v = 0; v < a.vertexCount(); v++) {
                for (int k = 0; k < a.descriptor().size(); k++) {
                    values.add(integer ? (Object) a.getLong(v, k) : (Object) a.getFloat(v, k));
                }
            }
            array.put("values", values);
            out.add(array);
        }
        return out;
    }

    /** Translation, rotation quaternion (x, y, z, w), scale: the ten channels of a pose. */
    private static List<Object> pose(Transform t) {
        List<Object> channels = new ArrayList<>();
        for (int c = 0; c < Transform.CHANNELS; c++) {
            channels.add(t.channel(c));
        }
        return channels;
    }

    private static List<Object> ints(int[] values) {
        List<Object> out = new ArrayList<>(values.length);
        for (int v : values) {
            out.add(v);
        }
        return out;
    }
}
