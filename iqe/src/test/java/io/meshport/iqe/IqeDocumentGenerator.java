package io.meshport.iqe;

import io.meshport.harness.Source;
import io.meshport.iqe.internal.rules.IqeNames;

/**
 * Random but valid documents for the syntax round trip, growing with {@code size} so that the
 * first failures are small. Floats cover specials and random bit patterns (NaN only as the
 * canonical NaN: text has no NaN payloads); names cover blanks, keywords, numbers and Unicode.
 *
 * <p>Public because the test jar ({@code meshport-iqe:tests}) offers it to other IQE readers.
 */
public final class IqeDocumentGenerator {
    private static final String[] WORDS = {"vp", "mesh", "a", "left arm", "", "1.5", "-3", "inf", "x#y", "caf\u00e9",
        "\u6f22\u5b57", "\ud83d\ude00", "tab\there", "models/a/b.tga", "comment", "#not first"};
    private static final String[] UNKNOWN_HEADS = {"tag", "x1", "Vp", "MESH", "5", "vpx", "bone"};

    private final Source source;

    public IqeDocumentGenerator(Source source) {
        this.source = source;
    }

    public IqeDocument document(int size) {
        IqeDocument.Builder b = IqeDocument.builder();
        int commands = below(size + 1);
        IqeCommand[] all = IqeCommand.values();
        for (int i = 0; i < commands; i++) {
            IqeCommand c = all[below(all.length)];
            b.command(c);
            switch (c) {
                case POSITION: case COLOR: case CUSTOM0: case CUSTOM5: case CUSTOM9: case CUSTOM1: case CUSTOM2:
                case CUSTOM3: case CUSTOM4: case CUSTOM6: case CUSTOM7: case CUSTOM8:
                    floats(b, below(5));
                    break;
                case TEXCOORD:
                    floats(b, below(3));
                    break;
                case NORMAL:
                    floats(b, below(4));
                    break;
                case TANGENT:
                    floats(b, below(7));
                    break;
                case BLEND:
                    for (int k = below(6); k > 0; k--) {
                        b.addInt(integer()).addFloat(number());
                    }
                    break;
                case SMOOTH_INDEX: case SMOOTH_GROUP:
                    b.addInt(integer());
                    break;
                case SMOOTH_UV:
                    if (source.nextBoolean()) {
                        b.addInt(integer());
                    }
                    break;
                case FACE_ABSOLUTE: case FACE_MESH: case FACE_SMOOTHING:
                    for (int k = 3 + below(4); k > 0; k--) {
                        b.addInt(integer());
                    }
                    break;
                case SMOOTH_ANGLE: case FRAMERATE:
                    b.addFloat(number());
                    break;
                case POSE_QUATERNION:
                    floats(b, below(11));
                    break;
                case POSE_MATRIX:
                    floats(b, below(16));
                    break;
                case POSE_ANGLES:
                    floats(b, below(10));
                    break;
                case VERTEX_ARRAY:
                    b.addString(word()).addString(word())
                            .addInt(source.nextBoolean() ? IqeDocument.ABSENT_INT : integer())
                            .addString(source.nextBoolean() ? null : word());
                    break;
                case MESH: case MATERIAL: case ANIMATION:
                    b.addString(below(4) == 0 ? null : word());
                    break;
                case JOINT:
                    b.addString(word()).addInt(source.nextBoolean() ? IqeDocument.ABSENT_INT : integer());
                    break;
                case FRAME:
                    if (source.nextBoolean()) {
                        b.addInt(integer());
                    }
                    break;
                case LOOP:
                    break;
                case HASH_COMMENT:
                    b.addString("#" + word());
                    break;
                case UNKNOWN: {
                    StringBuilder text = new StringBuilder(UNKNOWN_HEADS[below(UNKNOWN_HEADS.length)]);
                    for (int k = below(4); k > 0; k--) {
                        String w = word();
                        text.append(' ').append(IqeNames.isPlainWord(w) ? w : "\"" + w + "\"");
                    }
                    b.addString(text.toString());
                    break;
                }
                default:
                    throw new AssertionError(c);
            }
        }
        if (below(4) == 0) {
            b.comment(source.nextBoolean() ? "" : "free text\nvp 1 2 3\r\n\"" + word() + "\n");
        }
        return b.build();
    }

    private void floats(IqeDocument.Builder b, int n) {
        for (int k = 0; k < n; k++) {
            b.addFloat(number());
        }
    }

    private float number() {
        switch (below(8)) {
            case 0: return new float[] {0f, -0f, 1f, -1f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
                Float.MIN_VALUE, Float.MAX_VALUE, -Float.MIN_NORMAL, 0.1f, 1e10f, 123456789f}[below(13)];
            case 1: {
                float f = Float.intBitsToFloat(source.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE));
                return Float.isNaN(f) ? Float.NaN : f;
            }
            case 2: return source.nextInt(-1000, 999);
            default: return source.nextFloat(-1, 1) * (float) Math.pow(10, source.nextInt(-8, 8));
        }
    }

    private int integer() {
        switch (below(4)) {
            case 0: return source.nextBoolean() ? Integer.MAX_VALUE : Integer.MIN_VALUE + 1 + below(2);
            case 1: return source.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE);
            default: return source.nextInt(-10, 99);
        }
    }

    /** A number in {@code [0, n)}. */
    private int below(int n) {
        return source.nextInt(0, n - 1);
    }

    private String word() {
        return WORDS[below(WORDS.length)];
    }
}
