package io.meshport.cli.command;

import io.meshport.cli.console.ExitCode;
import io.meshport.cli.files.InputFile;
import io.meshport.cli.textures.SurfaceFinder;
import io.meshport.io.AtomicFiles;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ReadOptions;
import io.meshport.model.Animation;
import io.meshport.model.Model;
import io.meshport.pie.PieTextureAnimation;
import io.meshport.render.RenderOptions;
import io.meshport.render.Renderer;
import io.meshport.render.View;
import io.meshport.vif.VifExtra;
import io.meshport.vif.VifLevelOfDetail;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code meshport render MODEL -o preview.png}: a software-rendered picture of a model. */
@Command(name = "render", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Draw a shaded preview of a model as a PNG: no GPU or display needed, the same pixels on"
                + " every machine.",
            "",
            "Meshes are drawn in their texture when a PNG named by their material is found (beside the model, in a"
                + " texpages folder beside it or up to two folders up, or under --textures), else each in its own"
                + " colour. A PIE page's team-colour mask (TCMASK, or <page>_tcmask.png) is painted in the team"
                + " colour; a texture or (with --team-colour) a mask not found is named on stderr, with the folders"
                + " searched. Front is the side a model faces in its own game, as its format implies it (-Y for IQM"
                + " and IQE, -Z for PIE, +Z for glTF, OBJ and VIF: one direction, so a model and its conversion"
                + " look alike). OUT is replaced if it exists."},
        footerHeading = "%nExamples:%n",
        footer = {"  meshport render examples/turret.iqe -o turret.png",
            "  meshport render body.pie -o body.png --view iso --size 256 --textures texpages",
            "  meshport render walker.iqm -o walk.png --animation walk --sheet",
            "  meshport render examples/mount.pie -o mount.png --wireframe",
            "  meshport render body.pie -o droid.png --attach 1=weapon.pie --view iso",
            "  meshport render examples/turret-lod.vif -o coarse.png --lod 1"})
final class RenderCommand implements Callable<Integer> {
    /** The most frames a contact sheet shows. */
    static final int SHEET_FRAMES = 16;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "MODEL", description = "The model file.")
    Path file;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = "The picture to write: PNG, or JPEG when OUT ends in .jpg or .jpeg.")
    Path out;

    @Option(names = "--force", description = "Replace OUT if it exists (as convert does).")
    boolean force;

    @Option(names = "--size", paramLabel = "PIXELS", defaultValue = "512",
            description = "Width and height of the picture (of each frame of a sheet); default ${DEFAULT-VALUE}.")
    int size;

    @Option(names = "--view", paramLabel = "front|side|top|iso", defaultValue = "front",
            description = "Where the camera looks from: the model's front, its left side, above (front at the"
                    + " bottom), or above front-left; default ${DEFAULT-VALUE}.")
    String view;

    @Option(names = "--animation", paramLabel = "NAME",
            description = "Pose the model by this animation (default: the first, when --frame or --sheet is given).")
    String animation;

    @Option(names = "--frame", paramLabel = "N", description = "Draw frame N (from 0) of the animation.")
    Integer frame;

    @Option(names = "--sheet", description = "Draw a contact sheet: up to " + SHEET_FRAMES
            + " frames of the animation spread over it, in a grid.")
    boolean sheet;

    @Option(names = "--wireframe", description = "Draw the triangles' edges over the shading.")
    boolean wireframe;

    @Option(names = "--textures", paramLabel = "DIR", description = "Also look for textures in DIR (repeatable).")
    List<Path> textures = new ArrayList<>();

    @Option(names = "--team-colour", paramLabel = "RRGGBB", defaultValue = "00a000",
            description = "The colour a team-colour mask paints, as hex; default ${DEFAULT-VALUE}.")
    String teamColour;

    @Option(names = "--lod", paramLabel = "DEPTH",
            description = "VIF: draw the vertex hierarchy cut at DEPTH (0 is the root; deeper is finer).")
    Integer lod;

    @Option(names = "--attach", paramLabel = "N=MODEL", description = "PIE: place MODEL at connector N of the"
            + " body (its first level with connectors), as the game assembles droids and structures (repeatable).")
    Map<Integer, Path> attach = new LinkedHashMap<>();

    @Mixin
    ReadingOptions reading;

    @Override
    public Integer call() throws IOException {
        reading.format(); // checks --from before anything is read
        String imageFormat = imageFormat(out);
        // the rule of every command that writes: checked before the work, again by the write (a
        // folder, device or pipe is never replaced, and is named as such, --force or not)
        AtomicFiles.checkWritable(out, force);
        RenderOptions options = options();
        Model model = reading.read(file);
        model = assembled(detailed(model));
        int textureFrames = PieTextureAnimation.frames(model);
        int anim = animationIndex(model, textureFrames > 0);
        if (sheet && model.animations().isEmpty() && textureFrames == 0) {
            throw new ParameterException(spec.commandLine(), file + " has no animation to draw a sheet of");
        }
        if (frame != null && anim >= 0 && (frame < 0 || frame >= model.animations().get(anim).frameCount())) {
            throw new ParameterException(spec.commandLine(), "--frame " + frame + ": animation '"
                    + model.animations().get(anim).name() + "' has frames 0 to "
                    + (model.animations().get(anim).frameCount() - 1));
        }
        if (frame != null && anim < 0 && (frame < 0 || frame >= textureFrames)) {
            throw new ParameterException(spec.commandLine(), "--frame " + frame + ": the texture animation has frames"
                    + " 0 to " + (textureFrames - 1));
        }
        SurfaceFinder surfaces = SurfaceFinder.of(model, file, textures);
        BufferedImage image;
        if (sheet) {
            List<Renderer.Frame> frames = frames(model, anim, textureFrames);
            if ((long) frames.size() * size * size > Renderer.MAX_SHEET_PIXELS) {
                throw new ParameterException(spec.commandLine(), "--sheet of " + frames.size() + " frames at --size "
                        + size + " would be " + (long) frames.size() * size * size + " pixels; at most "
                        + Renderer.MAX_SHEET_PIXELS + ": take a smaller --size");
            }
            image = drawn(() -> Renderer.sheet(frames, options, surfaces));
        } else {
            int f = frame == null ? 0 : frame;
            Model shown = textureFrames > 0 ? PieTextureAnimation.atFrame(model, f) : model;
            RenderOptions framed = options.withFrame(anim, anim < 0 ? 0 : f);
            image = drawn(() -> Renderer.render(shown, framed, surfaces));
        }
        notFound(surfaces);
        BufferedImage written = imageFormat.equals("png") ? image : opaque(image);
        InputFile.writing(out, () -> AtomicFiles.write(out, force, stream -> {
            if (!ImageIO.write(written, imageFormat, stream)) {
                throw new IOException("no " + imageFormat + " writer in this Java");
            }
        }));
        return ExitCode.OK;
    }

    /**
     * One line on stderr for each texture the model names that was not found, and, when the user
     * gave {@code --team-colour} (and so expects to see it), for each texture with no mask: a
     * preview in flat colours says nothing of why.
     */
    private void notFound(SurfaceFinder surfaces) {
        boolean masks = spec.commandLine().getParseResult().hasMatchedOption("--team-colour");
        List<String> notes = surfaces.notes(masks, Path.of(""));
        if (!notes.isEmpty()) {
            PrintWriter err = spec.commandLine().getErr();
            for (String note : notes) {
                err.println("meshport: note: " + note);
            }
            err.flush();
        }
    }

    /** The image format {@code out}'s extension names: PNG by default, JPEG for .jpg and .jpeg; others refused. */
    private String imageFormat(Path out) {
        String name = out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        String ext = dot < 0 ? "" : name.substring(dot + 1);
        return switch (ext) {
            case "png", "" -> "png";
            case "jpg", "jpeg" -> "jpeg";
            default -> throw new ParameterException(spec.commandLine(), "-o " + out + ": render writes .png or .jpg,"
                    + " not ." + ext);
        };
    }

    /** {@code image} without alpha, as JPEG holds it: the background stays what the preview shows. */
    private static BufferedImage opaque(BufferedImage image) {
        BufferedImage rgb = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = rgb.createGraphics();
        g.setColor(java.awt.Color.WHITE);
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        g.drawImage(image, 0, 0, null);
        g.dispose();
        return rgb;
    }

    /** The model at {@code --lod}'s depth of its VIF hierarchy. */
    private Model detailed(Model model) {
        if (lod == null) {
            return model;
        }
        if (lod < 0) {
            throw new ParameterException(spec.commandLine(), "--lod takes a depth of 0 or more");
        }
        if (model.meshes().stream().noneMatch(m -> m.extra(VifExtra.class).isPresent())) {
            throw new ParameterException(spec.commandLine(), file + " has no VIF vertex hierarchy to cut (--lod)");
        }
        return VifLevelOfDetail.cut(model, lod);
    }

    /** The model with {@code --attach}'s parts at its connectors. */
    private Model assembled(Model body) throws IOException {
        if (attach.isEmpty()) {
            return body;
        }
        Map<Integer, Model> parts = new LinkedHashMap<>();
        for (Map.Entry<Integer, Path> e : attach.entrySet()) {
            Diagnostics ignored = new Diagnostics(0);
            parts.put(e.getKey(), InputFile.read(e.getValue(), null, ReadOptions.STRICT, ignored));
        }
        try {
            return PieAssembly.attach(body, parts);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--attach: " + e.getMessage());
        }
    }

    private RenderOptions options() {
        if (size < 1 || size > RenderOptions.MAX_SIZE) {
            throw new ParameterException(spec.commandLine(), "--size takes 1 to " + RenderOptions.MAX_SIZE);
        }
        View v;
        try {
            v = View.valueOf(view.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--view takes front, side, top or iso, not " + view);
        }
        int rgb;
        try {
            rgb = Integer.parseInt(teamColour.startsWith("#") ? teamColour.substring(1) : teamColour, 16);
        } catch (NumberFormatException e) {
            rgb = -1;
        }
        if (rgb < 0 || rgb > 0xffffff) {
            throw new ParameterException(spec.commandLine(), "--team-colour takes RRGGBB in hex, not " + teamColour);
        }
        return RenderOptions.DEFAULTS.withSize(size).withView(v).withWireframe(wireframe).withTeamColour(rgb);
    }

    /**
     * The picture {@code drawing} makes; what the renderer refuses after the checks above (a model
     * whose triangles would take hours to draw) is the model's error, named by its file.
     */
    private BufferedImage drawn(Supplier<BufferedImage> drawing) throws ModelFormatException {
        try {
            return drawing.get();
        } catch (IllegalArgumentException e) {
            throw ModelFormatException.inSource(file.toString(), e.getMessage());
        }
    }

    /**
     * The sheet's frames: those of the skeletal animation {@code anim} spread over it, or, for a
     * model that only has PIE texture animation, its texture frames; a texture animation steps
     * along with the sheet's frames either way.
     */
    private static List<Renderer.Frame> frames(Model model, int anim, int textureFrames) {
        List<Renderer.Frame> out = new ArrayList<>();
        int[] picked = anim >= 0 ? Renderer.sampled(model.animations().get(anim).frameCount(), SHEET_FRAMES)
                : Renderer.sampled(textureFrames, SHEET_FRAMES);
        for (int k = 0; k < picked.length; k++) {
            int f = Math.max(0, picked[k]);
            Model shown = textureFrames > 0 ? PieTextureAnimation.atFrame(model, anim >= 0 ? k : f) : model;
            out.add(new Renderer.Frame(shown, anim >= 0 && picked[k] >= 0 ? anim : -1, anim >= 0 ? f : 0));
        }
        return out;
    }

    /**
     * The animation asked for: by name, or the first when a frame or sheet asks for one; -1 for
     * the base pose (a frame of a model with only texture animation is a texture frame).
     */
    private int animationIndex(Model model, boolean textureAnimation) {
        List<Animation> all = model.animations();
        if (animation != null) {
            for (int i = 0; i < all.size(); i++) {
                if (all.get(i).name().equals(animation)) {
                    return i;
                }
            }
            throw new ParameterException(spec.commandLine(), "no animation '" + animation + "' in " + file
                    + (all.isEmpty() ? " (it has none)" : "; it has " + all.stream().map(a -> "'" + a.name() + "'")
                            .toList()));
        }
        if ((frame != null || sheet) && !all.isEmpty()) {
            return 0;
        }
        if (frame != null && !textureAnimation) {
            throw new ParameterException(spec.commandLine(), file + " has no animation to take frame " + frame + " of");
        }
        return -1;
    }
}
