package io.meshport.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The batch part of the launcher's training run with {@code --bridges} (the archive a run that
 * names a folder or a game archive maps): {@code convert} of a small {@code .wz} and of a folder,
 * to IQM and both glTF containers, and {@code validate} of the {@code .wz}, so that a batch's own
 * classes (the archive's index, the outputs' checks, the worker pool) and the PIE reader's ways
 * that a PIE meshport writes does not take (levels with their own animation, texture animation,
 * normals, connectors, an event, material maps, PIE 2's integer coordinates) are in the archive.
 * Without it a 753-file {@code base.wz} loaded some 120 classes from the jar (and spun their
 * lambdas) while its first files ran cold.
 */
final class BatchTraining {
    /** A PIE 3 as the game's newer models are written: two levels, the second animated. */
    private static final String PIE3 = String.join("\n",
            "PIE 3",
            "TYPE 10200",
            "TEXTURE 0 page-7-training.png 256 256",
            "NORMALMAP 0 page-7-training-normal.png",
            "SPECULARMAP 0 page-7-training-specular.png",
            "EVENT 1 older.pie",
            "LEVELS 2",
            "LEVEL 1",
            "POINTS 4",
            "\t0 0 0",
            "\t10 0 0",
            "\t0 10 0",
            "\t0 0 10",
            "NORMALS 2",
            "\t0 0 1 0 0 1 0 0 1",
            "\t1 0 0 1 0 0 1 0 0",
            "POLYGONS 2",
            "\t200 3 0 1 2 0 0 0.5 0 0 0.5",
            "\t4200 3 0 2 3 2 300 0.25 0.25 0.5 0.5 0.75 0.5 0.5 0.75",
            "CONNECTORS 1",
            "\t5 5 5",
            "LEVEL 2",
            "POINTS 3",
            "\t0 0 0",
            "\t4 0 0",
            "\t0 4 0",
            "POLYGONS 1",
            "\t200 3 0 1 2 0 0 1 0 0 1",
            "ANIMOBJECT 100 0 2",
            "\t0 0 0 0  0 0 0  1 1 1",
            "\t1 0 512 0  0 9000 0  1 1 1",
            "");

    /** A PIE 2 as the game's older models are written: integer coordinates, texels. */
    private static final String PIE2 = String.join("\n",
            "PIE 2",
            "TYPE 200",
            "TEXTURE 0 page-8-training.png 256 256",
            "LEVELS 1",
            "LEVEL 1",
            "POINTS 4",
            "\t-2 0 7",
            "\t-2 0 -7",
            "\t2 0 -7",
            "\t2 14 7",
            "POLYGONS 2",
            "\t200 3 3 2 1 192 69 192 54 203 54",
            "\t4200 3 3 1 0 2 1 14 18 28 146 16 146 16 162",
            "CONNECTORS 1",
            "\t0 0 14",
            "");

    private BatchTraining() {
    }

    /**
     * Converts, in {@code dir}, an archive and a folder of PIE files (and {@code models}, files
     * of other formats to be found among them) into each of {@code formats}, and validates the
     * archive.
     *
     * @param run runs one command line, failing the training when the command fails
     */
    static void run(Path dir, List<Path> models, List<String> formats, Consumer<String[]> run)
            throws IOException {
        Path archive = dir.resolve("training.wz");
        Path folder = Files.createDirectories(dir.resolve("training-folder/base/structs"));
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(archive))) {
            put(zip, "base/structs/newer.pie", PIE3.getBytes(StandardCharsets.US_ASCII));
            put(zip, "base/structs/older.pie", PIE2.getBytes(StandardCharsets.US_ASCII));
            // an entry that is no model is skipped, as a game archive's scripts and textures are
            put(zip, "base/script/readme.txt", "no model".getBytes(StandardCharsets.US_ASCII));
            for (Path model : models) {
                put(zip, "base/other/" + model.getFileName(), Files.readAllBytes(model));
            }
        }
        Files.writeString(folder.resolve("newer.pie"), PIE3, StandardCharsets.US_ASCII);
        Files.writeString(folder.resolve("older.pie"), PIE2, StandardCharsets.US_ASCII);
        for (String format : formats) {
            run.accept(new String[] {"convert", "--force", archive.toString(),
                dir.resolve("training-out-" + format).toString(), "--to", format});
        }
        run.accept(new String[] {"convert", "--force", dir.resolve("training-folder").toString(),
            dir.resolve("training-folder-out").toString(), "--to", formats.get(0)});
        run.accept(new String[] {"validate", archive.toString()});
    }

    private static void put(ZipOutputStream zip, String name, byte[] bytes) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(bytes);
        zip.closeEntry();
    }
}
