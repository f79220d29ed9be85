package io.meshport.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The BOM has no parent (importing it must not import the build's own pins), so its version and
 * module list are written out: they are held here to the build's, so that a new module or a new
 * version cannot leave it behind.
 */
class BomTest {
    private static final Path ROOT = Path.of(System.getProperty("meshport.root", "..")).toAbsolutePath().normalize();
    /** The reactor's modules that are no library a user depends on. */
    private static final List<String> NOT_PUBLISHED = List.of("tests", "bench", "bom");

    private static String version(String pom) {
        // the project's own version: the first <version> after </parent>, or the first at all
        int after = pom.indexOf("</parent>");
        Matcher m = Pattern.compile("<version>([^<]+)</version>").matcher(pom);
        return m.find(Math.max(after, 0)) ? m.group(1) : null;
    }

    @Test
    void theBomNamesEveryLibraryModuleAtTheBuildsVersion() throws IOException {
        String parent = Files.readString(ROOT.resolve("pom.xml"));
        String bom = Files.readString(ROOT.resolve("bom/pom.xml"));
        String buildVersion = version(parent);
        assertEquals(buildVersion, version(bom), "the BOM's own version");
        List<String> expected = new ArrayList<>();
        Matcher module = Pattern.compile("<module>([^<]+)</module>").matcher(parent);
        while (module.find()) {
            if (!NOT_PUBLISHED.contains(module.group(1))) {
                expected.add("meshport-" + module.group(1) + " " + buildVersion);
            }
        }
        List<String> named = new ArrayList<>();
        Matcher dependency = Pattern.compile("<artifactId>(meshport-[^<]+)</artifactId>\\s*<version>([^<]+)</version>")
                .matcher(bom.substring(bom.indexOf("<dependencyManagement>")));
        while (dependency.find()) {
            named.add(dependency.group(1) + " " + dependency.group(2));
        }
        assertEquals(expected, named);
    }
}
