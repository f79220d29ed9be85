package io.meshport.engines.internal.iqm;

import io.meshport.model.Animation;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A Tesseract or Red Eclipse {@code iqm.cfg} for one IQM file ({@code docs/engines.md},
 * "Tesseract and Red Eclipse", side files): {@code iqmload} the file, {@code iqmanim} each of its
 * animations by name with its frame rate ({@code "name" "file.iqm:name" fps}), {@code iqmskin}
 * each named mesh's material. Names are quoted, with the quotes and line breaks CubeScript cannot
 * hold in a string made underscores; meshport's reader of configs reads it back as the model.
 */
final class TesseractConfigs {
    private TesseractConfigs() {
    }

    static String of(Model model, String fileName) {
        StringBuilder b = new StringBuilder("// written by meshport: ").append(fileName)
                .append(", its animations and skins\n");
        b.append("iqmload ").append(quoted(fileName)).append('\n');
        for (Animation a : model.animations()) {
            String name = a.name().isEmpty() ? "anim" : a.name();
            b.append("iqmanim ").append(quoted(name)).append(' ').append(quoted(fileName + ":" + name));
            float fps = a.framerate();
            if (fps > 0) {
                b.append(' ').append(fps == Math.rint(fps) ? Integer.toString((int) fps) : Float.toString(fps));
            }
            b.append('\n');
        }
        Map<String, String> skins = new LinkedHashMap<>();
        for (Mesh m : model.meshes()) {
            if (!m.name().isEmpty() && !m.material().isEmpty()) {
                skins.putIfAbsent(m.name(), m.material());
            }
        }
        skins.forEach((mesh, material) -> b.append("iqmskin ").append(quoted(mesh)).append(' ')
                .append(quoted(material)).append('\n'));
        return b.toString();
    }

    private static String quoted(String s) {
        return '"' + s.replaceAll("[\"\\r\\n^]", "_") + '"';
    }
}
