package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code meshport} launcher script in the checkout's root: what it decides about a run from the
 * command line (a batch, small inputs, the bridges' libraries), and what it shows while it builds.
 */
class LauncherTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @BeforeAll
    static void bash() {
        assumeTrue(Files.isRegularFile(ROOT.resolve("meshport")) && Files.isExecutable(Path.of("/bin/bash")), "bash");
    }

    /** What the launcher decides for {@code args}, run from {@code dir}. */
    private static String decided(Path dir, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("bash", ROOT.resolve("meshport").toString()));
        command.addAll(List.of(args));
        return run(dir, Map.of("MESHPORT_LAUNCH_DRY_RUN", "1"), command).strip();
    }

    @Test
    void aFolderNamedLikeTheCommandOrGivenToAnOptionIsNoBatch() throws Exception {
        // the checkout's root has a folder render/ and docs/: neither makes `render` a batch
        assertTrue(Files.isDirectory(ROOT.resolve("render")));
        assertEquals(decided(ROOT.resolve("examples"), "render", "turret.iqe", "-o", "t.png", "--view", "iso")
                        .replaceAll(" bytes=.*", ""),
                decided(ROOT, "render", "examples/turret.iqe", "-o", "t.png", "--view", "iso").replaceAll(" bytes=.*", ""));
        assertEquals("small=1 bridges=0", decided(ROOT, "render", "examples/turret.iqe", "-o", "render", "--textures",
                "docs").replaceAll(" bytes=.*", ""));
        assertEquals("small=1 bridges=0", decided(ROOT, "info", "render").replaceAll(" bytes=.*", ""));
    }

    @Test
    void foldersAndArchivesAreBatchesOfConvertAndValidate(@TempDir Path dir) throws Exception {
        // a folder counts its files' bytes (du's, with its folders' own), an archive three times its size
        long files;
        try (var walk = Files.walk(ROOT.resolve("examples"))) {
            files = walk.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
        for (String command : List.of("convert --to iqm examples out", "validate --format json examples")) {
            String decided = decided(ROOT, command.split(" "));
            assertTrue(decided.startsWith("small=1 bridges=1 bytes="), decided);
            long bytes = Long.parseLong(decided.substring(decided.lastIndexOf('=') + 1));
            assertTrue(bytes >= files && bytes < files + 1024 * 1024, decided + " for " + files + " bytes of files");
        }
        try (var archive = new java.io.RandomAccessFile(dir.resolve("base.wz").toFile(), "rw")) {
            archive.setLength(1_500_000); // a zip of 1.5 MB: 4.5 MB of models, as the launcher counts
        }
        assertEquals("small=0 bridges=1 bytes=4500000", decided(dir, "convert", "--to", "iqm", "base.wz", "out"));
        assertEquals("small=1 bridges=0 bytes=1500000", decided(dir, "info", "base.wz"),
                "an archive is a batch of convert and validate only");
        assertEquals("small=1 bridges=1", decided(ROOT, "convert", "examples/cube.iqe", "cube.glb")
                .replaceAll(" bytes=.*", ""));
        assertEquals("small=1 bridges=0 bytes=" + Files.size(ROOT.resolve("examples/mount.pie")),
                decided(ROOT, "validate", "examples/mount.pie"));
    }

    @Test
    void aLargeConversionFromBinaryToBinaryGetsG1(@TempDir Path dir) throws Exception {
        for (String name : List.of("big.iqm", "big.glb", "big.iqe", "small.iqm")) {
            try (var file = new java.io.RandomAccessFile(dir.resolve(name).toFile(), "rw")) {
                file.setLength(name.startsWith("big") ? 5_000_000 : 1000);
            }
        }
        assertEquals("small=0 bridges=1 bytes=5000000 collector=g1",
                decided(dir, "convert", "big.iqm", "out.glb", "--force"));
        assertEquals("small=0 bridges=0 bytes=5000000 collector=g1", decided(dir, "convert", "big.iqm", "out.iqm"));
        assertEquals("small=0 bridges=1 bytes=5000000 collector=g1", decided(dir, "convert", "big.glb", "out.iqm"));
        // text read or written, an output named by its format only, or no conversion: the parallel collector
        assertEquals("small=0 bridges=0 bytes=5000000", decided(dir, "convert", "big.iqm", "out.iqe"));
        assertEquals("small=0 bridges=0 bytes=5000000", decided(dir, "convert", "big.iqe", "out.iqm"));
        assertEquals("small=0 bridges=0 bytes=5000000", decided(dir, "convert", "big.iqm", "out", "--to", "iqm"));
        assertEquals("small=0 bridges=0 bytes=5000000", decided(dir, "info", "big.iqm"));
        assertEquals("small=1 bridges=0 bytes=1000", decided(dir, "convert", "small.iqm", "out.iqm"),
                "a small conversion keeps the default");
    }

    @Test
    void convertsOutputIsNoInput(@TempDir Path dir) throws Exception {
        Path earlier = Files.createDirectories(dir.resolve("out"));
        for (Path file : List.of(dir.resolve("small.iqm"), dir.resolve("big.glb"), earlier.resolve("big.iqm"))) {
            try (var f = new java.io.RandomAccessFile(file.toFile(), "rw")) {
                f.setLength(file.getFileName().toString().startsWith("big") ? 5_000_000 : 1000);
            }
        }
        // an earlier batch's folder, or a large earlier output replaced with --force
        assertEquals("small=1 bridges=0 bytes=1000", decided(dir, "convert", "--to", "iqm", "small.iqm", "out"));
        assertEquals("small=1 bridges=1 bytes=1000", decided(dir, "convert", "small.iqm", "big.glb", "--force"),
                "the output's format still counts");
        // the same folder as an input is a batch
        assertEquals("small=0 bridges=1 bytes=", decided(dir, "convert", "--to", "gltf", "out", "gltf-out")
                .replaceAll("bytes=.*", "bytes="));
        assertEquals("small=0 bridges=1 bytes=5000000 collector=g1", decided(dir, "convert", "big.glb", "small.iqm"));
    }

    @Test
    void theFirstBuildShowsALinePerModule(@TempDir Path dir) throws Exception {
        // a checkout whose jar is missing, with a Maven wrapper that prints what Maven prints
        Files.copy(ROOT.resolve("meshport"), dir.resolve("meshport"));
        Files.createDirectories(dir.resolve("cli/src/main"));
        Files.writeString(dir.resolve("pom.xml"), "<project/>");
        Path mvnw = dir.resolve("mvnw");
        Files.writeString(mvnw, String.join("\n", "#!/usr/bin/env bash",
                "echo '[INFO] Scanning for projects...'",
                "echo '[INFO] Building meshport 0.1.0-SNAPSHOT                                  [1/3]'",
                "echo '[INFO] Building meshport model-core 0.1.0-SNAPSHOT                       [2/3]'",
                "echo '[INFO] Building meshport cli 0.1.0-SNAPSHOT                              [3/3]'",
                "exit 1", ""));
        Files.setPosixFilePermissions(mvnw, PosixFilePermissions.fromString("rwxr-xr-x"));
        String err = run(dir, Map.of(), List.of("bash", dir.resolve("meshport").toString(), "--version"));
        assertTrue(err.contains("meshport:   [1/3] meshport\nmeshport:   [2/3] meshport model-core\n"
                + "meshport:   [3/3] meshport cli\n"), err);
        assertTrue(err.contains("meshport: the build failed"), err);
    }

    private static String run(Path dir, Map<String, String> env, List<String> command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        builder.environment().putAll(env);
        Process p = builder.start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new String(out, StandardCharsets.UTF_8);
    }
}
