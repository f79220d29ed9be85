package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.meshport.harness.junit.Corpus;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A PIE converted to glTF carries its texture page, found as {@code render} finds it (the game's
 * texpages folder, {@code --textures DIR}, inside the archive being converted): a {@code .glb} in
 * its binary chunk, a {@code .gltf} as a data URI. A page not found is reported with where it was
 * looked for.
 */
class ConvertTexturesTest {
    @TempDir
    Path dir;
    Path pie;
    String page;
    byte[] png;

    @BeforeEach
    void gameData() throws IOException {
        Path source = Corpus.files("pie", ".pie").stream().filter(p -> p.toString().contains("structs")).findFirst()
                .orElseThrow();
        Matcher m = Pattern.compile("(?m)^TEXTURE \\d+ (\\S+)").matcher(Files.readString(source,
                StandardCharsets.ISO_8859_1));
        assertTrue(m.find(), source + " names a texture page");
        page = m.group(1);
        pie = Files.createDirectories(dir.resolve("data/structs")).resolve(source.getFileName());
        Files.copy(source, pie);
        BufferedImage image = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB);
        image.setRGB(1, 1, 0xff0000);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ImageIO.write(image, "png", bytes);
        png = bytes.toByteArray();
    }

    /** The JSON chunk of a GLB and the bytes of its first image's buffer view. */
    private static byte[] firstImage(byte[] glb) {
        ByteBuffer b = ByteBuffer.wrap(glb).order(ByteOrder.LITTLE_ENDIAN);
        int jsonLength = b.getInt(12);
        JsonObject json = JsonParser.parseString(new String(glb, 20, jsonLength, StandardCharsets.UTF_8))
                .getAsJsonObject();
        JsonObject image = json.getAsJsonArray("images").get(0).getAsJsonObject();
        assertEquals("image/png", image.get("mimeType").getAsString());
        JsonObject view = json.getAsJsonArray("bufferViews").get(image.get("bufferView").getAsInt()).getAsJsonObject();
        int binStart = 20 + jsonLength + 8;
        int offset = view.has("byteOffset") ? view.get("byteOffset").getAsInt() : 0;
        return Arrays.copyOfRange(glb, binStart + offset, binStart + offset + view.get("byteLength").getAsInt());
    }

    @Test
    void theGamesTexturePageGoesIntoTheGlb() throws IOException {
        Files.write(Files.createDirectories(dir.resolve("data/texpages")).resolve(page), png);
        Path glb = dir.resolve("out.glb");
        Cli.Result r = Cli.run("convert", pie.toString(), glb.toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(!r.err().contains("texture"), r.err());
        assertArrayEquals(png, firstImage(Files.readAllBytes(glb)));

        Path gltf = dir.resolve("out.gltf");
        assertEquals(0, Cli.run("convert", pie.toString(), gltf.toString()).exit());
        JsonObject json = JsonParser.parseString(Files.readString(gltf)).getAsJsonObject();
        assertEquals("data:image/png;base64," + Base64.getEncoder().encodeToString(png),
                json.getAsJsonArray("images").get(0).getAsJsonObject().get("uri").getAsString());
    }

    @Test
    void aPageNotFoundIsReportedWithWhereItWasLookedFor() throws IOException {
        Path glb = dir.resolve("out.glb");
        Cli.Result r = Cli.run("convert", pie.toString(), glb.toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.err().contains("warning: texture '" + page + "' not found (looked in "
                + pie.toAbsolutePath().getParent() + ", "), r.err());

        Path elsewhere = Files.createDirectories(dir.resolve("pages"));
        Files.write(elsewhere.resolve(page), png);
        Cli.Result given = Cli.run("convert", "--force", "--textures", elsewhere.toString(), pie.toString(),
                glb.toString());
        assertEquals(0, given.exit(), given.toString());
        assertArrayEquals(png, firstImage(Files.readAllBytes(glb)), "--textures DIR is searched");
    }

    @Test
    void aBatchFindsPagesInsideTheArchive() throws IOException {
        Path wz = dir.resolve("base.wz");
        try (OutputStream out = Files.newOutputStream(wz); ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry("structs/" + pie.getFileName()));
            zip.write(Files.readAllBytes(pie));
            zip.putNextEntry(new ZipEntry("texpages/" + page));
            zip.write(png);
            zip.closeEntry();
        }
        Path out = dir.resolve("out");
        Cli.Result r = Cli.run("convert", "--to", "glb", wz.toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        String name = pie.getFileName().toString();
        Path glb = out.resolve("structs").resolve(name.substring(0, name.lastIndexOf('.')) + ".glb");
        assertArrayEquals(png, firstImage(Files.readAllBytes(glb)));
    }
}
