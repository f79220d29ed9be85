package io.meshport.smd.internal.write;

import io.meshport.io.ModelFormatException;
import io.meshport.smd.SmdDocument;
import io.meshport.smd.SmdFrame;
import io.meshport.smd.SmdNode;
import io.meshport.smd.SmdTriangles;
import io.meshport.text.number.FiniteNumbers;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.util.List;

/**
 * Prints an SMD document as studiomdl's exporters lay it out (one record a line, two blanks before
 * a record inside a block). Numbers are printed as the shortest decimal that reads back as the same
 * double, without an exponent: what was read comes back exactly.
 *
 * <p>Public for {@link io.meshport.smd.SmdFormat}'s print stage; the package is internal, not exported.
 */
public final class SmdDocumentWriter {
    /** The source a refusal names: {@link #write} is not told the file's name. */
    private static final String SOURCE = "smd";
    private static final String[] POSE_VALUES = {"x", "y", "z", "rx", "ry", "rz"};
    private static final String[] VERTEX_VALUES = {"x", "y", "z", "nx", "ny", "nz", "u", "v"};

    private SmdDocumentWriter() {
    }

    /**
     * Prints {@code doc}.
     *
     * @throws ModelFormatException when a number of the document is not finite ({@link #checkFinite});
     *     nothing is written then
     * @throws IOException when {@code w} fails
     */
    public static void write(SmdDocument doc, Writer w) throws IOException {
        checkFinite(doc, SOURCE);
        w.write("version " + SmdDocument.VERSION + "\n");
        if (doc.unskinnedMark()) {
            w.write(SmdDocument.UNSKINNED_MARK + "\n");
        }
        w.write("nodes\n");
        for (int b = 0; b < doc.nodes().size(); b++) {
            SmdNode n = doc.nodes().get(b);
            w.write("  " + b + " \"" + n.name() + "\" " + n.parent() + "\n");
        }
        w.write("end\nskeleton\n");
        StringBuilder line = new StringBuilder();
        List<SmdFrame> frames = doc.frames();
        for (int f = 0; f < frames.size(); f++) {
            w.write("time " + f + "\n");
            SmdFrame frame = frames.get(f);
            for (int i = 0; i < frame.size(); i++) {
                line.setLength(0);
                line.append("  ").append(frame.bone(i));
                for (int c = 0; c < SmdFrame.VALUES; c++) {
                    number(line.append(' '), frame.value(i, c));
                }
                w.append(line).append('\n');
            }
        }
        w.write("end\n");
        if (doc.triangles().isPresent()) {
            triangles(doc.triangles().get(), w, line);
        }
    }

    private static void triangles(SmdTriangles t, Writer w, StringBuilder line) throws IOException {
        w.write("triangles\n");
        List<String> materials = t.materials();
        int[] material = t.materialIndexes();
        int[] parent = t.parents();
        double[] values = t.values();
        int[] linkCount = t.linkCounts();
        int[] linkBone = t.linkBones();
        double[] linkWeight = t.linkWeights();
        int link = 0;
        for (int tri = 0; tri < material.length; tri++) {
            w.append(materials.get(material[tri])).append('\n');
            for (int v = tri * 3; v < tri * 3 + 3; v++) {
                line.setLength(0);
                line.append("  ").append(parent[v]);
                for (int c = 0; c < SmdTriangles.VALUES; c++) {
                    number(line.append(' '), values[v * SmdTriangles.VALUES + c]);
                }
                if (linkCount[v] != SmdTriangles.GOLDSRC) {
                    line.append(' ').append(linkCount[v]);
                    for (int k = 0; k < linkCount[v]; k++, link++) {
                        number(line.append(' ').append(linkBone[link]).append(' '), linkWeight[link]);
                    }
                }
                w.append(line).append('\n');
            }
        }
        w.write("end\n");
    }

    /**
     * Refuses a document with a number that is not finite (a document takes any double, and a model
     * with values past float's range exports to one): SMD text has no word for infinity or NaN that
     * its readers take, meshport's included, so the file would not read back.
     *
     * @param target the file or stream the document is for, naming the error
     * @throws ModelFormatException naming the first such number's place
     */
    public static void checkFinite(SmdDocument doc, String target) throws ModelFormatException {
        FiniteNumbers.refuse(target, firstNonFinite(doc), "SMD");
    }

    private static String firstNonFinite(SmdDocument doc) {
        List<SmdFrame> frames = doc.frames();
        for (int f = 0; f < frames.size(); f++) {
            int at = FiniteNumbers.firstNonFinite(frames.get(f).poses());
            if (at >= 0) {
                return "time " + f + "'s bone " + frames.get(f).bone(at / SmdFrame.VALUES) + " " + POSE_VALUES[at % 6];
            }
        }
        if (doc.triangles().isPresent()) {
            SmdTriangles t = doc.triangles().get();
            int at = FiniteNumbers.firstNonFinite(t.values());
            if (at >= 0) {
                return "vertex line " + at / SmdTriangles.VALUES + "'s " + VERTEX_VALUES[at % SmdTriangles.VALUES];
            }
            at = FiniteNumbers.firstNonFinite(t.linkWeights());
            if (at >= 0) {
                return "link " + at + "'s weight";
            }
        }
        List<SmdDocument> beside = doc.animations();
        for (int a = 0; a < beside.size(); a++) {
            String where = firstNonFinite(beside.get(a));
            if (where != null) {
                return "animation " + a + " (" + beside.get(a).animationName().orElse("") + ")'s " + where;
            }
        }
        return null;
    }

    /** The shortest decimal that reads back as {@code v}, without an exponent or a needless ".0". */
    static StringBuilder number(StringBuilder b, double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            if (v == 0 && Double.doubleToRawLongBits(v) != 0) {
                return b.append("-0");
            }
            return b.append((long) v);
        }
        String s = Double.toString(v);
        if (s.indexOf('E') >= 0) {
            s = new BigDecimal(s).stripTrailingZeros().toPlainString();
        }
        return b.append(s);
    }
}
