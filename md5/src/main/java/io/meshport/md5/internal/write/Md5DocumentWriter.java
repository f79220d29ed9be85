package io.meshport.md5.internal.write;

import io.meshport.io.ModelFormatException;
import io.meshport.md5.Md5AnimatedJoint;
import io.meshport.md5.Md5Document;
import io.meshport.md5.Md5Joint;
import io.meshport.md5.Md5Mesh;
import io.meshport.text.number.FiniteNumbers;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.util.List;

/**
 * Prints an MD5 document as idTech 4's exporters lay it out (tabs, one record a line, a blank line
 * between sections). Numbers are printed as the shortest decimal that reads back as the same
 * double, without an exponent (idTech 4's lexer reads none): what was read comes back exactly.
 *
 * <p>Public for {@link io.meshport.md5.Md5Format}'s print stage; the package is internal, not exported.
 */
public final class Md5DocumentWriter {
    /** The source a refusal names: {@link #write} is not told the file's name. */
    private static final String SOURCE = "md5";
    private static final String[] JOINT_VALUES = {"x", "y", "z", "qx", "qy", "qz"};

    private Md5DocumentWriter() {
    }

    /**
     * Prints {@code doc}: an {@code .md5mesh} file or an {@code .md5anim} file, as its kind says.
     *
     * @throws ModelFormatException when a number of the document is not finite ({@link #checkFinite});
     *     nothing is written then
     * @throws IOException when {@code w} fails
     */
    public static void write(Md5Document doc, Writer w) throws IOException {
        checkFinite(doc, SOURCE);
        w.write("MD5Version " + Md5Document.VERSION + "\n");
        w.write("commandline \"" + doc.commandLine() + "\"\n\n");
        if (doc.kind() == Md5Document.Kind.MESH) {
            mesh(doc, w);
        } else {
            animation(doc, w);
        }
    }

    /**
     * Refuses a document with a number that is not finite (an {@link Md5Document} takes any double,
     * and a model with values past float's range exports to one): MD5 text has no word for infinity
     * or NaN that its readers take, meshport's included, so the file would not read back.
     *
     * @param target the file or stream the document is for, naming the error
     * @throws ModelFormatException naming the first such number's place
     */
    public static void checkFinite(Md5Document doc, String target) throws ModelFormatException {
        FiniteNumbers.refuse(target, firstNonFinite(doc), "MD5");
    }

    /** Where the document's first number that is not finite is, or null. */
    private static String firstNonFinite(Md5Document doc) {
        List<Md5Joint> joints = doc.joints();
        for (int j = 0; j < joints.size(); j++) {
            Md5Joint k = joints.get(j);
            int at = FiniteNumbers.firstNonFinite(new double[] {k.x(), k.y(), k.z(), k.qx(), k.qy(), k.qz()});
            if (at >= 0) {
                return "joint " + j + " ('" + k.name() + "')'s " + JOINT_VALUES[at];
            }
        }
        List<Md5Mesh> meshes = doc.meshes();
        for (int m = 0; m < meshes.size(); m++) {
            Md5Mesh mesh = meshes.get(m);
            String which = "mesh " + m + " ('" + mesh.name() + "')'s ";
            int at = FiniteNumbers.firstNonFinite(mesh.texcoords());
            if (at >= 0) {
                return which + "vert " + at / 2 + " texture coordinate";
            }
            at = FiniteNumbers.firstNonFinite(mesh.weightBiases());
            if (at >= 0) {
                return which + "weight " + at + " bias";
            }
            at = FiniteNumbers.firstNonFinite(mesh.weightPositions());
            if (at >= 0) {
                return which + "weight " + at / 3 + " position";
            }
        }
        if (!Double.isFinite(doc.frameRate())) {
            return "the frame rate";
        }
        int at = FiniteNumbers.firstNonFinite(doc.bounds());
        if (at >= 0) {
            return "the bounds of frame " + at / 6;
        }
        at = FiniteNumbers.firstNonFinite(doc.baseFrame());
        if (at >= 0) {
            return "the base frame of joint " + at / 6;
        }
        int components = doc.animatedComponents();
        at = FiniteNumbers.firstNonFinite(doc.frames());
        if (at >= 0) {
            return "frame " + at / components + "'s component " + at % components;
        }
        List<Md5Document> beside = doc.animations();
        for (int a = 0; a < beside.size(); a++) {
            String where = firstNonFinite(beside.get(a));
            if (where != null) {
                return "animation " + a + " (" + beside.get(a).animationName().orElse("") + ")'s " + where;
            }
        }
        return null;
    }

    private static void mesh(Md5Document doc, Writer w) throws IOException {
        List<Md5Joint> joints = doc.joints();
        w.write("numJoints " + joints.size() + "\n");
        w.write("numMeshes " + doc.meshes().size() + "\n\n");
        w.write("joints {\n");
        StringBuilder b = new StringBuilder();
        for (Md5Joint j : joints) {
            b.setLength(0);
            b.append("\t\"").append(j.name()).append("\"\t").append(j.parent()).append(" ( ");
            number(b, j.x()).append(' ');
            number(b, j.y()).append(' ');
            number(b, j.z()).append(" ) ( ");
            number(b, j.qx()).append(' ');
            number(b, j.qy()).append(' ');
            number(b, j.qz()).append(" )");
            if (j.parent() >= 0) {
                b.append("\t\t// ").append(joints.get(j.parent()).name());
            }
            w.append(b).append('\n');
        }
        w.write("}\n");
        for (Md5Mesh m : doc.meshes()) {
            mesh(m, w, b);
        }
    }

    private static void mesh(Md5Mesh m, Writer w, StringBuilder b) throws IOException {
        w.write("\nmesh {\n");
        if (!m.name().isEmpty()) {
            w.write("\t// meshes: " + m.name() + "\n");
        }
        if (m.shader().isPresent()) {
            w.write("\tshader \"" + m.shader().get() + "\"\n");
        }
        double[] uv = m.texcoords();
        int[] start = m.weightStarts();
        int[] count = m.weightCounts();
        w.write("\n\tnumverts " + m.vertexCount() + "\n");
        for (int v = 0; v < m.vertexCount(); v++) {
            b.setLength(0);
            b.append("\tvert ").append(v).append(" ( ");
            number(b, uv[2 * v]).append(' ');
            number(b, uv[2 * v + 1]).append(" ) ").append(start[v]).append(' ').append(count[v]).append('\n');
            w.append(b);
        }
        int[] t = m.triangles();
        w.write("\n\tnumtris " + m.triangleCount() + "\n");
        for (int i = 0; i < m.triangleCount(); i++) {
            w.write("\ttri " + i + " " + t[3 * i] + " " + t[3 * i + 1] + " " + t[3 * i + 2] + "\n");
        }
        int[] joint = m.weightJoints();
        double[] bias = m.weightBiases();
        double[] p = m.weightPositions();
        w.write("\n\tnumweights " + m.weightCount() + "\n");
        for (int i = 0; i < m.weightCount(); i++) {
            b.setLength(0);
            b.append("\tweight ").append(i).append(' ').append(joint[i]).append(' ');
            number(b, bias[i]).append(" ( ");
            number(b, p[3 * i]).append(' ');
            number(b, p[3 * i + 1]).append(' ');
            number(b, p[3 * i + 2]).append(" )\n");
            w.append(b);
        }
        w.write("}\n");
    }

    private static void animation(Md5Document doc, Writer w) throws IOException {
        List<Md5AnimatedJoint> hierarchy = doc.hierarchy();
        StringBuilder b = new StringBuilder();
        w.write("numFrames " + doc.frameCount() + "\n");
        w.write("numJoints " + hierarchy.size() + "\n");
        b.append("frameRate ");
        number(b, doc.frameRate()).append('\n');
        w.append(b);
        w.write("numAnimatedComponents " + doc.animatedComponents() + "\n\n");
        w.write("hierarchy {\n");
        for (Md5AnimatedJoint j : hierarchy) {
            w.write("\t\"" + j.name() + "\"\t" + j.parent() + " " + j.flags() + " " + j.start());
            if (j.parent() >= 0) {
                w.write("\t// " + hierarchy.get(j.parent()).name());
            }
            w.write("\n");
        }
        w.write("}\n");
        double[] bounds = doc.bounds();
        if (bounds.length > 0) {
            w.write("\nbounds {\n");
            pairs(bounds, w, b);
            w.write("}\n");
        }
        w.write("\nbaseframe {\n");
        pairs(doc.baseFrame(), w, b);
        w.write("}\n");
        double[] frames = doc.frames();
        int components = doc.animatedComponents();
        for (int f = 0; f < doc.frameCount(); f++) {
            w.write("\nframe " + f + " {\n");
            for (int c = 0; c < components; c += 6) {
                b.setLength(0);
                b.append('\t');
                for (int k = c; k < Math.min(components, c + 6); k++) {
                    number(b, frames[f * components + k]).append(k + 1 < Math.min(components, c + 6) ? " " : "\n");
                }
                w.append(b);
            }
            w.write("}\n");
        }
    }

    /** Six values a line: {@code ( a b c ) ( d e f )}. */
    private static void pairs(double[] values, Writer w, StringBuilder b) throws IOException {
        for (int i = 0; i + 5 < values.length; i += 6) {
            b.setLength(0);
            b.append("\t( ");
            number(b, values[i]).append(' ');
            number(b, values[i + 1]).append(' ');
            number(b, values[i + 2]).append(" ) ( ");
            number(b, values[i + 3]).append(' ');
            number(b, values[i + 4]).append(' ');
            number(b, values[i + 5]).append(" )\n");
            w.append(b);
        }
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
            s = new BigDecimal(s).toPlainString();
        }
        return b.append(s);
    }
}
