package io.meshport.gltf.internal.read;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.ObjectMapper;
import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.model.io.JacksonUtils;
import de.javagl.jgltf.model.io.JsonError;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * glTF JSON as JglTF's typed {@link GlTF}, parsed by Jackson under {@link GltfJsonLimits} and
 * configured as JglTF configures it, and every problem named by its JSON path
 * ({@code bufferViews[2].byteStride}). JglTF's classes reject values the schema forbids in their
 * setters, which leaves the property null: read on, that would be a silent wrong answer (a stride
 * forgotten, data read as tightly packed), so such a value is an error, except where the reader
 * does not use the value or extensions legitimately widen it (materials, images, an animation
 * target's path), which is a warning. The first error ends the parse: past a broken string the
 * parser would only stumble on through the rest of the file.
 */
final class GltfReadJson {
    /**
     * Built once: Jackson introspects JglTF's classes the first time a mapper meets them, which
     * costs more than reading a small file. Problems reach the one error consumer it is configured
     * with, which passes them to the read under way on its thread.
     */
    private static final ObjectMapper MAPPER = mapper();
    private static final ThreadLocal<Problems> READING = new ThreadLocal<>();

    /** Top-level properties the reader takes nothing from but names (material names, image URIs). */
    private static final Set<String> UNUSED = Set.of("materials", "cameras", "samplers", "images", "textures",
            "extensionsUsed");
    /** Properties elsewhere the reader does not use, or that extensions widen (KHR_animation_pointer's path). */
    private static final Pattern UNUSED_PROPERTY = Pattern.compile("bufferViews\\[\\d+]\\.target"
            + "|accessors\\[\\d+]\\.(min|max)|(meshes|nodes)\\[\\d+]\\.weights"
            + "|animations\\[\\d+]\\.channels\\[\\d+]\\.target\\.path");
    /** JglTF's word for an empty list where glTF wants one element at least: it means what no list means. */
    private static final Pattern EMPTY_LIST = Pattern.compile("Number of \\w+ elements is < 1");
    private static final int SHOWN = 200;

    private GltfReadJson() {
    }

    /**
     * The JSON in {@code length} bytes of {@code bytes} from {@code offset}, read from {@code source};
     * tolerated problems go to {@code diagnostics} as warnings.
     */
    static GlTF read(byte[] bytes, int offset, int length, String source, GltfJsonLimits limits,
            Diagnostics diagnostics) throws ModelFormatException {
        if (length > limits.maxDocumentBytes()) {
            throw ModelFormatException.inSource(source, "the JSON is " + length + " bytes, more than the "
                    + limits.maxDocumentBytes() + " meshport reads");
        }
        JsonFactory factory = JsonFactory.builder().streamReadConstraints(limits.constraints()).build();
        Problems problems;
        GlTF gltf = null;
        try (JsonParser parser = factory.createParser(bytes, offset, length)) {
            problems = new Problems(parser, source, diagnostics);
            READING.set(problems);
            try {
                gltf = MAPPER.readValue(parser, GlTF.class);
            } catch (IOException | RuntimeException e) {
                problems.thrown(e);
            } finally {
                READING.remove();
            }
        } catch (IOException e) {
            throw ModelFormatException.inSource(source, "not glTF JSON: " + firstLine(e)).withCause(e);
        }
        Problem first = problems.first;
        if (first != null && first.kind() != Kind.VALUE) {
            throw ModelFormatException.inSource(source, first.message(limits)).withCause(first.cause());
        }
        String version = gltf != null && first == null && gltf.getAsset() != null ? gltf.getAsset().getVersion()
                : version(factory, bytes, offset, length);
        String major = version == null ? "1" : version.strip().split("\\.", 2)[0];
        if (major.equals("1") || major.isEmpty()) {
            throw ModelFormatException.inSource(source, "asset.version: glTF 1.0 (or no version), meshport reads 2.x");
        }
        if (!major.equals("2")) {
            throw ModelFormatException.inSource(source, "asset.version: '" + GltfReadContext.shown(version, 40)
                    + "', meshport reads 2.x");
        }
        if (first != null) {
            throw ModelFormatException.inSource(source, first.message(limits)).withCause(first.cause());
        }
        return gltf;
    }

    private enum Kind { LIMIT, SYNTAX, VALUE }

    /** A problem at {@code path}; {@code value} is the offending scalar as written, or null. */
    private record Problem(Kind kind, String path, String value, Throwable cause, JsonLocation at) {
        String message(GltfJsonLimits limits) {
            String where = at == null || at.getLineNr() < 0 ? ""
                    : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
            return switch (kind) {
                case LIMIT -> path + ": " + limit(cause, limits) + where;
                case SYNTAX -> "not glTF JSON: " + path + ": " + reason(cause) + where;
                case VALUE -> path + ": " + (value == null ? "" : value + " is ") + "not allowed by glTF 2.0 ("
                        + reason(cause) + ")";
            };
        }
    }

    /** The problems of one parse, in the order the parser meets them. */
    private static final class Problems {
        private final JsonParser parser;
        private final String source;
        private final Diagnostics diagnostics;
        private Problem first;

        Problems(JsonParser parser, String source, Diagnostics diagnostics) {
            this.parser = parser;
            this.source = source;
            this.diagnostics = diagnostics;
        }

        /** A property JglTF could not set: tolerated and warned, or the first error, which ends the parse. */
        void report(JsonError error) {
            if (first != null) {
                throw Stop.INSTANCE; // JglTF catches what a property throws: each enclosing one hands it on here
            }
            Throwable cause = error.getThrowable();
            if (cause == null) {
                return; // an unknown property: other tools' keys are allowed everywhere
            }
            String path = path(parser.getParsingContext());
            Kind kind = kind(cause);
            String value = kind == Kind.VALUE ? scalar(parser) : null;
            if (kind == Kind.VALUE && tolerated(path, cause)) {
                diagnostics.warn(source, path + ": " + (value == null ? "" : value + " is ")
                        + "not allowed by glTF 2.0 (" + reason(cause) + "): ignored");
                return;
            }
            first = new Problem(kind, path, value, cause, parser.currentTokenLocation());
            throw Stop.INSTANCE;
        }

        /** What the parse threw: the first problem already reported, or one outside every property. */
        void thrown(Exception e) {
            if (first == null && !(e instanceof Stop)) {
                first = new Problem(kind(e) == Kind.VALUE ? Kind.SYNTAX : kind(e), path(parser.getParsingContext()),
                        null, e, parser.currentLocation());
            }
        }
    }

    /** Ends a parse at its first error; without a stack trace, since it only carries control. */
    private static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final Stop INSTANCE = new Stop();

        private Stop() {
            super("glTF JSON error", null, false, false);
        }
    }

    private static ObjectMapper mapper() {
        ObjectMapper mapper = new ObjectMapper();
        JacksonUtils.configure(mapper, error -> {
            Problems problems = READING.get();
            if (problems != null) {
                problems.report(error);
            }
        });
        return mapper;
    }

    private static boolean tolerated(String path, Throwable cause) {
        int end = path.indexOf('[');
        String top = end < 0 ? path : path.substring(0, end);
        return UNUSED.contains(top) || UNUSED_PROPERTY.matcher(path).matches()
                || EMPTY_LIST.matcher(reason(cause)).matches();
    }

    private static Kind kind(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof StreamConstraintsException) {
                return Kind.LIMIT;
            }
            if (t instanceof StreamReadException) {
                return Kind.SYNTAX;
            }
        }
        return Kind.VALUE;
    }

    /** Why: a setter's rule ({@code byteStride > 252}), else Jackson's own words, first line only. */
    private static String reason(Throwable e) {
        Throwable deepest = e;
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof IllegalArgumentException && t.getMessage() != null) {
                return GltfReadContext.shown(t.getMessage(), SHOWN);
            }
            deepest = t;
        }
        String m = deepest instanceof JsonProcessingException j ? j.getOriginalMessage() : deepest.getMessage();
        return GltfReadContext.shown(firstLine(m == null ? deepest.getClass().getSimpleName() : m), SHOWN);
    }

    /** A limit Jackson enforced, in the words of {@link GltfJsonLimits}. */
    private static String limit(Throwable e, GltfJsonLimits limits) {
        String m = String.valueOf(e.getMessage());
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof StreamConstraintsException) {
                m = String.valueOf(t.getMessage());
            }
        }
        if (m.contains("getMaxStringLength")) {
            return "a string longer than " + limits.maxStringChars() + " characters, more than meshport reads in glTF"
                    + " JSON (a buffer this large belongs in a GLB, or in a file beside the .gltf)";
        } else if (m.contains("getMaxNestingDepth")) {
            return "nested deeper than " + limits.maxDepth() + " levels, more than meshport reads in glTF JSON";
        } else if (m.contains("getMaxNumberLength")) {
            return "a number longer than " + limits.maxNumberChars() + " characters";
        } else if (m.contains("getMaxNameLength")) {
            return "a property name longer than " + limits.maxNameChars() + " characters";
        } else if (m.contains("getMaxDocumentLength")) {
            return "the JSON is longer than " + limits.maxDocumentBytes() + " bytes, more than meshport reads";
        }
        return GltfReadContext.shown(firstLine(m), SHOWN);
    }

    /** The parser's place as glTF names it: {@code meshes[0].primitives[1].attributes.POSITION}. */
    private static String path(JsonStreamContext context) {
        Deque<String> parts = new ArrayDeque<>();
        for (JsonStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inArray()) {
                parts.push("[" + Math.max(0, c.getCurrentIndex()) + "]");
            } else if (c.getCurrentName() != null) {
                parts.push("." + c.getCurrentName());
            }
        }
        String path = String.join("", parts);
        path = path.startsWith(".") ? path.substring(1) : path;
        return path.isEmpty() ? "(root)" : GltfReadContext.shown(path, SHOWN);
    }

    /** The current token when it is a number, a boolean or a string, as the file writes it, shortened. */
    private static String scalar(JsonParser parser) {
        JsonToken t = parser.currentToken();
        if (t == null || !t.isScalarValue()) {
            return null;
        }
        try {
            String text = parser.getText();
            String shown = text == null ? null : GltfReadContext.shown(text, 60);
            return shown != null && t == JsonToken.VALUE_STRING ? "'" + shown + "'" : shown;
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * {@code asset.version} as the JSON writes it, or null, read without building anything: so a
     * glTF 1.0 file is named as such even when its JSON does not fit glTF 2.0's classes.
     */
    private static String version(JsonFactory factory, byte[] bytes, int offset, int length) {
        try (JsonParser p = factory.createParser(bytes, offset, length)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                if (name.equals("asset") && value == JsonToken.START_OBJECT) {
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String field = p.currentName();
                        JsonToken v = p.nextToken();
                        if (field.equals("version")) {
                            return v.isScalarValue() ? p.getText() : null;
                        }
                        p.skipChildren();
                    }
                    return null;
                }
                p.skipChildren();
            }
        } catch (IOException e) {
            // no version to be found: the caller says so
        }
        return null;
    }

    private static String firstLine(String m) {
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    private static String firstLine(Throwable e) {
        return firstLine(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }
}
