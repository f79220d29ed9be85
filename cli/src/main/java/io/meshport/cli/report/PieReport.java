package io.meshport.cli.report;

import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.pie.PieConnectors;
import io.meshport.pie.PieEvent;
import io.meshport.pie.PieFileExtra;
import io.meshport.pie.PieFlags;
import io.meshport.pie.PieLevelExtra;
import io.meshport.pie.PieShadowPoints;
import io.meshport.pie.PieShadowPolygons;
import io.meshport.pie.PieTexture;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What {@code meshport info} adds for a model read from PIE: TYPE flags by name, INTERPOLATE,
 * texture lines, events, and per level its points, polygons, connectors, ANIMOBJECT and shadow
 * mesh; as text and under {@code "pie"} in {@code --json}.
 */
final class PieReport {
    private final PieFileExtra file;
    private final List<Optional<PieLevelExtra>> levels = new ArrayList<>();
    private final List<Mesh> meshes;

    private PieReport(PieFileExtra file, Model model) {
        this.file = file;
        this.meshes = model.meshes();
        for (Mesh m : meshes) {
            levels.add(m.extra(PieLevelExtra.class));
        }
    }

    static Optional<PieReport> of(Model model) {
        return model.extra(PieFileExtra.class).map(f -> new PieReport(f, model));
    }

    Map<String, Object> toJson() {
        Map<String, Object> pie = new LinkedHashMap<>();
        pie.put("version", file.version());
        pie.put("type", Integer.toHexString(file.type()));
        pie.put("flags", PieFlags.names(file.type()));
        pie.put("interpolate", file.interpolate().isPresent() ? file.interpolate().getAsInt() : null);
        List<Object> textures = new ArrayList<>();
        for (PieTexture t : file.textures()) {
            Map<String, Object> texture = new LinkedHashMap<>();
            texture.put("kind", t.kind().keyword());
            texture.put("tileset", t.tileset());
            texture.put("file", t.name());
            textures.add(texture);
        }
        pie.put("textures", textures);
        List<Object> events = new ArrayList<>();
        for (PieEvent e : file.events()) {
            events.add(ordered("type", e.type(), "file", e.file()));
        }
        pie.put("events", events);
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < levels.size(); i++) {
            out.add(level(i));
        }
        pie.put("levels", out);
        return pie;
    }

    private Map<String, Object> level(int i) {
        Map<String, Object> level = new LinkedHashMap<>();
        level.put("level", i + 1);
        level.put("points", levels.get(i).map(e -> e.points().count()).orElse(0));
        level.put("polygons", meshes.get(i).triangleCount());
        levels.get(i).ifPresent(e -> {
            level.put("normals", e.normals() == PieLevelExtra.Normals.GIVEN ? "given" : "face");
            List<Object> connectors = new ArrayList<>();
            e.connectors().ifPresent(c -> {
                // in the file's own Z-up numbers, as modders write them
                PieConnectors z = c.withYzSwapped();
                for (int k = 0; k < z.count(); k++) {
                    connectors.add(List.of(z.get(k, 0), z.get(k, 1), z.get(k, 2)));
                }
            });
            level.put("connectors", connectors);
            e.animObject().ifPresent(a -> level.put("animObject",
                    ordered("time", a.time(), "cycles", a.cycles(), "frames", a.frameCount())));
            e.parts().stream().filter(PieShadowPoints.class::isInstance).map(PieShadowPoints.class::cast).findFirst()
                    .ifPresent(s -> level.put("shadowPoints", s.points().count()));
            e.parts().stream().filter(PieShadowPolygons.class::isInstance).map(PieShadowPolygons.class::cast)
                    .findFirst().ifPresent(s -> level.put("shadowPolygons", s.polygons().count()));
        });
        return level;
    }

    String toText() {
        StringBuilder b = new StringBuilder();
        b.append("pie: version ").append(file.version()).append(", TYPE ").append(Integer.toHexString(file.type()))
                .append(' ').append(PieFlags.names(file.type()));
        file.interpolate().ifPresent(v -> b.append(", INTERPOLATE ").append(v));
        b.append('\n');
        for (PieTexture t : file.textures()) {
            b.append("  ").append(t.kind().keyword()).append(" tileset ").append(t.tileset()).append(": ")
                    .append(t.name()).append('\n');
        }
        for (PieEvent e : file.events()) {
            b.append("  EVENT ").append(e.type()).append(": ").append(e.file()).append('\n');
        }
        for (int i = 0; i < levels.size(); i++) {
            Map<String, Object> level = level(i);
            b.append("  level ").append(i + 1).append(": ").append(level.get("points")).append(" points, ")
                    .append(level.get("polygons")).append(" polygons");
            Object connectors = level.get("connectors");
            if (connectors instanceof List<?> list && !list.isEmpty()) {
                b.append(", connectors ").append(list);
            }
            if (level.get("animObject") instanceof Map<?, ?> anim) {
                b.append(", ANIMOBJECT ").append(anim.get("frames")).append(" frames in ").append(anim.get("time"))
                        .append(" ms");
            }
            if (level.containsKey("shadowPoints")) {
                b.append(", shadow mesh ").append(level.get("shadowPoints")).append(" points");
            }
            b.append('\n');
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return toText();
    }

    /** Keys in the order given: {@code Map.of} iterates in an order that changes from run to run. */
    private static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }
}
