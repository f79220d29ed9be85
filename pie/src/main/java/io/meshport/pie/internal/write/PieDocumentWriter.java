package io.meshport.pie.internal.write;

import io.meshport.pie.PieAnimObject;
import io.meshport.pie.PieConnectors;
import io.meshport.pie.PieDocument;
import io.meshport.pie.PieEvent;
import io.meshport.pie.PieLevel;
import io.meshport.pie.PieLevelPart;
import io.meshport.pie.PieLevelSettings;
import io.meshport.pie.PieNormals;
import io.meshport.pie.PiePoints;
import io.meshport.pie.PiePolygons;
import io.meshport.pie.PieShadowPoints;
import io.meshport.pie.PieShadowPolygons;
import io.meshport.pie.PieTexture;
import io.meshport.text.CommentedLineWriter;
import io.meshport.text.number.ShortestFloat;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * Writes a document as the game's own files look, which every reader takes (the 4.1–4.3 token
 * readers, WMIT, the Blender add-on): directives at the start of the line, data lines indented
 * with a tab, one blank between values, flags in hex, floats in the shortest form that reads back
 * exactly, LF line ends and a final newline. Comments go back where they were.
 *
 * <p>Public for {@link io.meshport.pie.PieFormat}'s print stage; the package is internal, not exported.
 */
public final class PieDocumentWriter {
    private final CommentedLineWriter out;
    private final StringBuilder line = new StringBuilder(128);
    private final int version;

    private PieDocumentWriter(Writer out, PieDocument doc) {
        this.out = new CommentedLineWriter(out, doc.comments());
        this.version = doc.version();
    }

    /** Writes {@code doc} to {@code out}, comments included; {@code out} is left open. */
    public static void write(PieDocument doc, Writer out) throws IOException {
        new PieDocumentWriter(out, doc).document(doc);
    }

    private void document(PieDocument doc) throws IOException {
        emit(start("PIE").append(' ').append(doc.version()));
        emit(start("TYPE").append(' ').append(Integer.toHexString(doc.type())));
        if (doc.interpolate().isPresent()) {
            emit(start("INTERPOLATE").append(' ').append(doc.interpolate().getAsInt()));
        }
        textures(doc.textures());
        for (PieEvent e : doc.events()) {
            emit(start("EVENT").append(' ').append(e.type()).append(' ').append(e.file()));
        }
        emit(start("LEVELS").append(' ').append(doc.levels().size()));
        for (int i = 0; i < doc.levels().size(); i++) {
            level(i + 1, doc.levels().get(i));
        }
        out.finish();
    }

    private void level(int number, PieLevel level) throws IOException {
        emit(start("LEVEL").append(' ').append(number));
        PieLevelSettings settings = level.settings();
        if (settings.type().isPresent()) {
            emit(start("TYPE").append(' ').append(Integer.toHexString(settings.type().getAsInt())));
        }
        if (settings.interpolate().isPresent()) {
            emit(start("INTERPOLATE").append(' ').append(settings.interpolate().getAsInt()));
        }
        textures(settings.textures());
        if (level.materials().isPresent()) {
            emit(start("MATERIALS").append(level.materials().get().isEmpty() ? "" : " ")
                    .append(level.materials().get()));
        }
        if (level.shaders().isPresent()) {
            emit(start("SHADERS").append(level.shaders().get().isEmpty() ? "" : " ").append(level.shaders().get()));
        }
        points("POINTS", level.points());
        if (level.normals().isPresent()) {
            normals(level.normals().get());
        }
        polygons("POLYGONS", level.polygons());
        for (PieLevelPart part : level.parts()) {
            if (part instanceof PieConnectors c) {
                connectors(c);
            } else if (part instanceof PieAnimObject a) {
                animObject(a);
            } else if (part instanceof PieShadowPoints s) {
                points("SHADOWPOINTS", s.points());
            } else if (part instanceof PieShadowPolygons s) {
                polygons("SHADOWPOLYGONS", s.polygons());
            }
        }
    }

    private void textures(List<PieTexture> textures) throws IOException {
        for (PieTexture t : textures) {
            StringBuilder b = start(t.kind().keyword()).append(' ').append(t.tileset()).append(' ').append(t.name());
            t.legacySize().ifPresent(s -> b.append(' ').append(s.width()).append(' ').append(s.height()));
            emit(b);
        }
    }

    private void points(String keyword, PiePoints points) throws IOException {
        emit(start(keyword).append(' ').append(points.count()));
        for (int i = 0; i < points.count(); i++) {
            StringBuilder b = data();
            for (int axis = 0; axis < 3; axis++) {
                number(b, axis, points.get(i, axis));
            }
            emit(b);
        }
    }

    private void normals(PieNormals normals) throws IOException {
        emit(start("NORMALS").append(' ').append(normals.count()));
        for (int i = 0; i < normals.count(); i++) {
            StringBuilder b = data();
            for (int v = 0; v < 9; v++) {
                number(b, v, normals.get(i, v / 3, v % 3));
            }
            emit(b);
        }
    }

    private void polygons(String keyword, PiePolygons polygons) throws IOException {
        emit(start(keyword).append(' ').append(polygons.count()));
        for (int p = 0; p < polygons.count(); p++) {
            StringBuilder b = data().append(Integer.toHexString(polygons.flags(p))).append(' ')
                    .append(polygons.size(p));
            for (int c = 0; c < polygons.size(p); c++) {
                b.append(' ').append(polygons.corner(p, c));
            }
            if (polygons.animated(p)) {
                b.append(' ').append(polygons.animFrames(p)).append(' ').append(polygons.animRate(p));
                number(b, 1, polygons.animWidth(p));
                number(b, 1, polygons.animHeight(p));
            }
            if (polygons.textured(p)) {
                for (int c = 0; c < polygons.size(p); c++) {
                    number(b, 1, polygons.uv(p, c, 0));
                    number(b, 1, polygons.uv(p, c, 1));
                }
            }
            emit(b);
        }
    }

    private void connectors(PieConnectors connectors) throws IOException {
        emit(start("CONNECTORS").append(' ').append(connectors.count()));
        for (int i = 0; i < connectors.count(); i++) {
            emit(data().append(connectors.get(i, 0)).append(' ').append(connectors.get(i, 1)).append(' ')
                    .append(connectors.get(i, 2)));
        }
    }

    private void animObject(PieAnimObject a) throws IOException {
        emit(start("ANIMOBJECT").append(' ').append(a.time()).append(' ').append(a.cycles()).append(' ')
                .append(a.frameCount()));
        for (int f = 0; f < a.frameCount(); f++) {
            StringBuilder b = data().append(a.frameNumber(f));
            for (int i = 0; i < 3; i++) {
                b.append(' ').append(a.position(f, i));
            }
            for (int i = 0; i < 3; i++) {
                b.append(' ').append(a.rotation(f, i));
            }
            for (int i = 0; i < 3; i++) {
                number(b, 1, a.scale(f, i));
            }
            emit(b);
        }
    }

    /**
     * Appends a number, after a blank unless it is a line's first. PIE 2 readers that take
     * integers (WMIT's points and texture coordinates) need integral values without a fraction,
     * which the shortest form gives.
     */
    private static void number(StringBuilder b, int index, float v) {
        if (index > 0) {
            b.append(' ');
        }
        ShortestFloat.append(b, v);
    }

    private StringBuilder start(String keyword) {
        line.setLength(0);
        return line.append(keyword);
    }

    private StringBuilder data() {
        line.setLength(0);
        return line.append('\t');
    }

    private void emit(StringBuilder b) throws IOException {
        out.line(b);
    }
}
