package io.meshport.conformance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The corpus models the judge scripts ({@code .ci/*-judges.sh}) hand to outside readers, picked
 * the same way for every format: each MD5 model with the animations of its reference command line,
 * each file of a kind, and a share of the PIE corpus.
 */
final class JudgeCorpus {
    private JudgeCorpus() {
    }

    /** A model to write: its name in its folder, and its files (a mesh file, then animation files). */
    record Input(Path name, List<Path> files) {
    }

    /**
     * Each MD5 model of the corpus with the animations of its {@code <mesh>.reference.cmd}
     * ({@code iqm out.iqm mesh.md5mesh anim.md5anim ...}), named by the mesh file's path under {@code md5/}.
     */
    static List<Input> md5Models(Path corpus) throws IOException {
        Path md5 = corpus.resolve("md5");
        List<Input> models = new ArrayList<>();
        for (Path cmd : files(md5, ".reference.cmd")) {
            List<String> words = Arrays.asList(Files.readString(cmd, StandardCharsets.UTF_8).trim().split("\\s+"));
            List<Path> parts = words.subList(2, words.size()).stream().map(cmd::resolveSibling).toList();
            models.add(new Input(md5.relativize(parts.get(0)), parts));
        }
        return models;
    }

    /** Every Warzone 2100 file of the corpus that is 8th in order, or has {@code ANIMOBJECT} (as {@code .ci/assimp-check.sh} picks them). */
    static List<Input> pieShare(Path corpus) throws IOException {
        Path pie = corpus.resolve("pie");
        List<Path> pies = files(pie, ".pie");
        List<Input> some = new ArrayList<>();
        for (int i = 0; i < pies.size(); i++) {
            Path p = pies.get(i);
            if (i % 8 == 0 || Files.readString(p, StandardCharsets.ISO_8859_1).contains("ANIMOBJECT")) {
                some.add(new Input(pie.relativize(p), List.of(p)));
            }
        }
        return some;
    }

    /** Each file under {@code dir} whose name ends with {@code suffix}, a model of its own, in path order. */
    static List<Input> each(Path dir, String suffix) throws IOException {
        return files(dir, suffix).stream().map(p -> new Input(dir.relativize(p), List.of(p))).toList();
    }

    private static List<Path> files(Path dir, String suffix) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(Files::isRegularFile).filter(p -> p.getFileName().toString().endsWith(suffix))
                    .sorted().toList();
        }
    }
}
