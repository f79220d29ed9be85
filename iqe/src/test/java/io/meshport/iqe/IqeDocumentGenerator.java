package io.meshport.iqe;

import java.util.SplittableRandom;

/**
 * Random but valid documents for the syntax round trip, growing with {@code size} so that the
 * first failures are small. Floats cover specials and random bit patterns (NaN only as the
 * canonical NaN: text has no NaN payloads); names cover blanks, keywords, numbers and Unicode.
 */
final class IqeDocumentGenerator {
    private static final String[] WORDS = {"vp", "mesh", "a", "left arm", "", "1.5", "-3", "inf", "x#y", "caf\u00e9",
        "\u6f22\u5b57", "\ud83d\ude00", "tab\there", "models/a/b.tga", "comment", "#not first"};
    private static final String[] UNKNOWN_HEADS = {"tag", "x1", "Vp", "MESH", "5", "vpx", "bone"};

    private final SplittableRandom random;

    IqeDocumentGenerator(long seed) {
        this.random = new SplittableRandom(seed);
    }

    IqeDocument document(int size) {
        IqeDocument.Builder b = IqeDocument.builder();
        int commands = random.nextInt(size + 1);
        IqeCommand[] all = IqeCommand.values();
        for (int i = 0; i < commands; i++) {
            IqeCommand c = all[random.nextInt(all.length)];
            b.command(c);
            switch (c) {
                case POSITION: case COLOR: case CUSTOM0: case CUSTOM5: case CUSTOM9: case CUSTOM1: case CUSTOM2:
                case CUSTOM3: case CUSTOM4: case CUSTOM6: case CUSTOM7: case CUSTOM8:
                    floats(b, random.nextInt(5));
                    break;
                case TEXCOORD:
                    floats(b, random.nextInt(3));
                    break;
                case NORMAL:
                    floats(b, random.nextInt(4));
                    break;
                case TANGENT:
                    floats(b, random.nextInt(7));
                    break;
                case BLEND:
                    for (int k = random.nextInt(6); k > 0; k--) {
                        b.addInt(integer()).addFloat(number());
                    }
                    break;
                case SMOOTH_INDEX: case SMOOTH_GROUP:
                    b.addInt(integer());
                    break;
                case SMOOTH_UV:
                    if (random.nextBoolean()) {
                        b.addInt(integer());
                    }
                    break;
                case FACE_ABSOLUTE: case FACE_MESH: case FACE_SMOOTHING:
                    for (int k = 3 + random.nextInt(4); k > 0; k--) {
                        b.addInt(integer());
                    }
                    break;
                case SMOOTH_ANGLE: case FRAMERATE:
                    b.addFloat(number());
                    break;
                case POSE_QUATERNION:
                    floats(b, random.nextInt(11));
                    break;
                case POSE_MATRIX:
                    floats(b, random.nextInt(16));
                    break;
                case POSE_ANGLES:
                    floats(b, random.nextInt(10));
                    break;
                case VERTEX_ARRAY:
                    b.addString(word()).addString(word())
                            .addInt(random.nextBoolean() ? IqeDocument.ABSENT_INT : integer())
                            .addString(random.nextBoolean() ? null : word());
                    break;
                case MESH: case MATERIAL: case ANIMATION:
                    b.addString(random.nextInt(4) == 0 ? null : word());
                    break;
                case JOINT:
                    b.addString(word()).addInt(random.nextBoolean() ? IqeDocument.ABSENT_INT : integer());
                    break;
                case FRAME:
                    if (random.nextBoolean()) {
                        b.addInt(integer());
                    }
                    break;
                case LOOP:
                    break;
                case HASH_COMMENT:
                    b.addString("#" + word());
                    break;
                case UNKNOWN: {
                    StringBuilder text = new StringBuilder(UNKNOWN_HEADS[random.nextInt(UNKNOWN_HEADS.length)]);
                    for (int k = random.nextInt(4); k > 0; k--) {
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
        if (random.nextInt(4) == 0) {
            b.comment(random.nextBoolean() ? "" : "free text\nvp 1 2 3\r\n\"" + word() + "\n");
        }
        return b.build();
    }

    private void floats(IqeDocument.Builder b, int n) {
        for (int k = 0; k < n; k++) {
            b.addFloat(number());
        }
    }

    private float number() {
        switch (random.nextInt(8)) {
            case 0: return new float[] {0f, -0f, 1f, -1f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
                Float.MIN_VALUE, Float.MAX_VALUE, -Float.MIN_NORMAL, 0.1f, 1e10f, 123456789f}[random.nextInt(13)];
            case 1: {
                float f = Float.intBitsToFloat(random.nextInt());
                return Float.isNaN(f) ? Float.NaN : f;
            }
            case 2: return random.nextInt(-1000, 1000);
            default: return (float) (random.nextDouble() * 2 - 1) * (float) Math.pow(10, random.nextInt(-8, 9));
        }
    }

    private int integer() {
        switch (random.nextInt(4)) {
            case 0: return random.nextBoolean() ? Integer.MAX_VALUE : Integer.MIN_VALUE + 1 + random.nextInt(2);
            case 1: return random.nextInt();
            default: return random.nextInt(-10, 100);
        }
    }

    private String word() {
        return WORDS[random.nextInt(WORDS.length)];
    }
}
