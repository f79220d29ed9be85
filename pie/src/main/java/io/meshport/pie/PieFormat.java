package io.meshport.pie;

import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.io.ReaderCheck;
import io.meshport.io.WriteOptions;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** PIE for {@link io.meshport.io.ModelIO}: found through {@code META-INF/services}. */
public final class PieFormat implements ModelFormat {
    /**
     * What a PIE file holds exactly: float positions, one set of float texture coordinates and
     * float normals (every mesh read back has normals: the game's face normals when the file has
     * none), and its own extras and the per-triangle streams its compiler makes (polygon flags,
     * texture animation), but no other triangle streams. Vertices come back as the game welds
     * polygon corners, not as they were. Materials are not declared: a PIE file names one texture
     * page (PIE 4: one per level), a PNG file name, so only some material names come back as they
     * were; the exporter says which. No mesh names; a skeleton only as ANIMOBJECT levels and
     * connector joints, which the exporter takes itself; no colours, no tangents. Y up,
     * left-handed, clockwise ({@link PieCompiler#CONVENTIONS}).
     */
    static final Capabilities CAPABILITIES = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.FLOAT, 2)))
            .layouts(AttributeKind.NORMAL, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .keepsVertices(false)
            .conventions(PieCompiler.CONVENTIONS).required(AttributeKind.NORMAL)
            .extra(PieFileExtra.class).extra(PieLevelExtra.class).build();

    /** The declaration with materials, for the loss check: the exporter reports materials itself. */
    static final Capabilities CAPABILITIES_WITH_MATERIALS = withMaterials(CAPABILITIES);

    private static Capabilities withMaterials(Capabilities c) {
        return new Capabilities(c.layouts(), c.customLayouts(), c.texcoordSets(), c.colorSets(),
                c.triangleStreamLayouts(), c.skeleton(), c.animations(), c.bounds(), c.comment(), c.meshNames(), true,
                c.conventions(), c.extras(), c.codecExtras(), c.required(), c.tangentsWithTexcoords(),
                c.uniformStreams(), c.keepsVertices(), c.singleMesh());
    }

    /** The setting that picks the PIE version written: 2, 3 or 4 (default: a PIE model's own, else 3). */
    public static final String VERSION_SETTING = "pie.version";
    /** The setting that splits meshes over the game's polygon limit into several levels ("true"). */
    public static final String SPLIT_LEVELS_SETTING = "pie.split-levels";

    /** The version asked for; else the version a model read from PIE came in; else 3. */
    static int version(WriteOptions options, Model model) {
        String v = options.formatSettings().get(VERSION_SETTING);
        if (v == null) {
            return Pie.versionFor(model);
        }
        try {
            int version = Integer.parseInt(v.strip());
            if (PieRules.versionProblem(version) == null) {
                return version;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("PIE version '" + v + "': meshport writes 2, 3 or 4");
    }

    @Override
    public String name() {
        return "pie";
    }

    @Override
    public List<String> extensions() {
        return List.of("pie");
    }

    /** {@code PIE} and a blank at the very start, as every game file begins. */
    @Override
    public boolean probe(byte[] head) {
        return head != null && head.length >= 4 && head[0] == 'P' && head[1] == 'I' && head[2] == 'E'
                && (head[3] == ' ' || head[3] == '\t');
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    /** Degenerate polygons are reported as read, with their level, number and line ({@link PieDegeneratePolygons}). */
    @Override
    public Set<ReaderCheck> readerChecks() {
        return Set.of(ReaderCheck.DEGENERATE_TRIANGLES);
    }

    @Override
    public Optional<DocumentCodec<?>> documents() {
        return Optional.of(DocumentCodec.of(Pie::readDocument, Pie::writeDocument, Pie::toModel));
    }

    @Override
    public Optional<ModelReader> reader() {
        return Optional.of(Pie::read);
    }

    @Override
    public Optional<ModelWriter> writer() {
        return Optional.of(new ModelWriter() {
            @Override
            public void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
                Pie.write(model, out, losses);
            }

            /**
             * {@code pie.version}: 2, 3 or 4, by default a PIE model's own version, else 3;
             * {@code pie.split-levels}: true to split big meshes.
             */
            @Override
            public void write(Model model, OutputStream out, WriteOptions options, Diagnostics losses)
                    throws IOException {
                boolean split = Boolean.parseBoolean(options.formatSettings().getOrDefault(SPLIT_LEVELS_SETTING, "false"));
                Pie.writeDocument(Pie.fromModel(model, version(options, model), split, losses), out);
            }
        });
    }
}
