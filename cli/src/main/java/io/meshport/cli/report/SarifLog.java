package io.meshport.cli.report;

import io.meshport.io.Diagnostic;
import io.meshport.io.Severity;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code validate --format sarif}: the findings as a SARIF 2.1.0 log (OASIS), the format CI systems
 * take for code-scanning annotations (GitHub's {@code upload-sarif}). One run of the tool
 * {@code meshport}; a rule per {@link FileValidation.Kind}; a result per diagnostic, located by
 * line and column in a text file, by byte offset in a binary one.
 */
public final class SarifLog {
    static final String VERSION = "2.1.0";
    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    private SarifLog() {
    }

    /** The log as a JSON tree for {@link io.meshport.harness.JsonText}. */
    public static Map<String, Object> of(List<FileValidation> files, String toolVersion) {
        List<Object> rules = new ArrayList<>();
        for (FileValidation.Kind kind : FileValidation.Kind.values()) {
            Map<String, Object> rule = new LinkedHashMap<>();
            rule.put("id", kind.id());
            rule.put("shortDescription", text(kind.description()));
            rules.add(rule);
        }
        Map<String, Object> driver = new LinkedHashMap<>();
        driver.put("name", "meshport");
        driver.put("version", toolVersion);
        driver.put("rules", rules);
        List<Object> results = new ArrayList<>();
        for (FileValidation f : files) {
            for (int i = 0; i < f.diagnostics().size(); i++) {
                results.add(result(f, i));
            }
        }
        Map<String, Object> run = new LinkedHashMap<>();
        run.put("tool", Map.of("driver", driver));
        run.put("results", results);
        Map<String, Object> log = new LinkedHashMap<>();
        log.put("version", VERSION);
        log.put("$schema", SCHEMA);
        log.put("runs", List.of(run));
        return log;
    }

    private static Map<String, Object> result(FileValidation f, int i) {
        Diagnostic d = f.diagnostics().get(i);
        FileValidation.Kind kind = f.kind(i);
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("ruleId", kind.id());
        r.put("ruleIndex", kind.ordinal());
        r.put("level", d.severity() == Severity.ERROR ? "error" : d.severity() == Severity.NOTE ? "note" : "warning");
        // a binary position's field has no place in a region; a reader of the annotation needs it
        r.put("message", text(d.field() != null && d.line() <= 0 ? d.message() + " (field " + d.field() + ")"
                : d.message()));
        Map<String, Object> physical = new LinkedHashMap<>();
        physical.put("artifactLocation", Map.of("uri", uri(f.file())));
        Map<String, Object> region = new LinkedHashMap<>();
        if (d.line() > 0) {
            region.put("startLine", d.line());
            if (d.column() > 0) {
                region.put("startColumn", d.column());
            }
        } else if (d.byteOffset() >= 0) {
            region.put("byteOffset", d.byteOffset());
        }
        if (!region.isEmpty()) {
            physical.put("region", region);
        }
        r.put("locations", List.of(Map.of("physicalLocation", physical)));
        return r;
    }

    private static Map<String, Object> text(String s) {
        return Map.of("text", s);
    }

    /**
     * The file as a SARIF artifact URI: a relative path stays relative (CI matches it to the
     * repository), with {@code /} separators and reserved characters escaped; an absolute one is a
     * {@code file:} URI.
     */
    static String uri(String file) {
        Path path = Path.of(file);
        if (path.isAbsolute()) {
            return path.toUri().toASCIIString();
        }
        String slashed = path.toString().replace(path.getFileSystem().getSeparator(), "/");
        // "c:x.iqe" would read as a URI with the scheme "c"
        if (slashed.indexOf(':') >= 0 && slashed.indexOf(':') < (slashed.indexOf('/') < 0 ? slashed.length()
                : slashed.indexOf('/'))) {
            slashed = "./" + slashed;
        }
        try {
            return new URI(null, null, slashed, null).toASCIIString();
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not a path: " + file, e);
        }
    }
}
