package io.meshport.vif.internal.write;

import io.meshport.text.CommentedLineWriter;
import io.meshport.text.number.ShortestFloat;
import io.meshport.vif.VifDocument;
import io.meshport.vif.VifErrors;
import io.meshport.vif.VifMerges;
import io.meshport.vif.VifPositions;
import io.meshport.vif.VifTriangles;
import io.meshport.vif.VifVersion;
import io.meshport.vif.VifVertices;
import java.io.IOException;
import java.io.Writer;

/**
 * Writes a document as the spec's template lays it out: the header in its version's order (2.3's
 * size line spelled {@code errorparam size:} as the template and VDSlib's writer spell it, unless
 * the document read {@code errorparamsize:}), then one record per line, the index after every
 * {@code p} and {@code v}, floats in the shortest form that reads back exactly (VDSlib's own writer
 * rounds to six decimals), merges in the document's order, LF line ends. Comments go back where
 * they were.
 *
 * <p>Public for the format, which runs it; the package is internal, not exported.
 */
public final class VifDocumentWriter {
    private final CommentedLineWriter out;
    private final StringBuilder line = new StringBuilder(128);
    private final VifDocument doc;

    private VifDocumentWriter(Writer out, VifDocument doc) {
        this.out = new CommentedLineWriter(out, doc.comments());
        this.doc = doc;
    }

    /** Writes {@code doc} to {@code out} as the class says. */
    public static void write(VifDocument doc, Writer out) throws IOException {
        new VifDocumentWriter(out, doc).document();
    }

    private void document() throws IOException {
        VifVersion version = doc.version();
        VifPositions p = doc.positions();
        emit(start().append("VIF").append(version.text()));
        if (version.hasFormatLine()) {
            StringBuilder b = start().append("format: p");
            if (p.hasColors()) {
                b.append('c');
            }
            if (p.hasNormals()) {
                b.append('n');
            }
            if (p.texcoordSets() > 0) {
                b.append('x').append(p.texcoordSets());
            }
            emit(b);
        }
        if (version.hasPositions()) {
            emit(start().append("vertex positions: ").append(p.count()));
        }
        emit(start().append("vertices: ").append(doc.vertices().count()));
        emit(start().append("triangles: ").append(doc.triangles().count()));
        if (version.hasPositions()) {
            emit(start().append("patches: ").append(doc.patches()));
        }
        if (version.hasErrors()) {
            emit(start().append("errorparams: ").append(doc.errors().count()));
            if (doc.errors().count() > 0) {
                emit(start().append(doc.errorSizeJoined() ? "errorparamsize: " : "errorparam size: ")
                        .append(doc.errors().size()));
            }
        }
        VifMerges merges = doc.hierarchy();
        if (version.hasPositions() || doc.countLine()) {
            emit(start().append(merges.kind() == VifMerges.Kind.CLUSTERS ? "clusters: " : "merges: ")
                    .append(merges.count()));
        }
        for (int i = 0; i < p.count(); i++) {
            position(version, p, i);
        }
        if (version.hasPositions()) {
            VifVertices v = doc.vertices();
            for (int i = 0; i < v.count(); i++) {
                StringBuilder b = start().append('v').append(i).append(' ').append(v.position(i)).append(' ')
                        .append(v.patch(i));
                if (v.coincident(i) >= 0) {
                    b.append(' ').append(v.coincident(i));
                }
                emit(b);
            }
        }
        VifTriangles t = doc.triangles();
        for (int i = 0; i < t.count(); i++) {
            StringBuilder b = start().append("t ").append(t.corner(i, 0)).append(' ').append(t.corner(i, 1))
                    .append(' ').append(t.corner(i, 2));
            if (version.hasPositions()) {
                b.append(' ').append(t.patch(i));
            }
            emit(b);
        }
        VifErrors e = doc.errors();
        for (int i = 0; i < e.count(); i++) {
            StringBuilder b = start().append('e').append(i);
            for (int k = 0; k < e.size(); k++) {
                b.append(' ');
                ShortestFloat.append(b, e.value(i, k));
            }
            emit(b);
        }
        char tag = merges.kind() == VifMerges.Kind.CLUSTERS ? 'u' : 'm';
        for (int m = 0; m < merges.count(); m++) {
            StringBuilder b = start().append(tag).append(merges.parent(m));
            if (merges.error(m) >= 0) {
                b.append(" e").append(merges.error(m));
            }
            for (int k = 0; k < merges.childCount(m); k++) {
                b.append(' ').append(merges.child(m, k));
            }
            emit(b);
        }
        out.finish();
    }

    private void position(VifVersion version, VifPositions p, int i) throws IOException {
        StringBuilder b = start().append(version.hasPositions() ? 'p' : 'v').append(i);
        for (int axis = 0; axis < 3; axis++) {
            b.append(' ');
            ShortestFloat.append(b, p.coordinate(i, axis));
        }
        emit(b);
        if (p.hasColors()) {
            b = start().append("c ").append(p.color(i, 0)).append(' ').append(p.color(i, 1)).append(' ')
                    .append(p.color(i, 2));
            if (version.hasPositions()) {
                b.append(' ').append(p.color(i, 3));
            }
            emit(b);
        }
        if (p.hasNormals()) {
            b = start().append('n');
            for (int axis = 0; axis < 3; axis++) {
                b.append(' ');
                ShortestFloat.append(b, p.normal(i, axis));
            }
            emit(b);
        }
        for (int set = 0; set < p.texcoordSets(); set++) {
            b = start().append('x').append(set);
            for (int axis = 0; axis < 2; axis++) {
                b.append(' ');
                ShortestFloat.append(b, p.texcoord(i, set, axis));
            }
            emit(b);
        }
    }

    private StringBuilder start() {
        line.setLength(0);
        return line;
    }

    private void emit(StringBuilder b) throws IOException {
        out.line(b);
    }
}
