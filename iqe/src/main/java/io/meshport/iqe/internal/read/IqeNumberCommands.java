package io.meshport.iqe.internal.read;

import io.meshport.iqe.IqeCommand;
import io.meshport.iqe.IqeDocument;
import io.meshport.text.number.NumberLine;

/**
 * Reads IQE's vertex, face and pose lines that hold only plain numbers ({@code vp 1 2 3},
 * {@code fm 0 1 2}, {@code pq ...}), nearly all of a large file, with {@link NumberLine} instead
 * of the grammar. It takes a line only where {@code Iqe.g4} would read the same command with the
 * same values: a count the rule allows, integers where the rule wants {@code INT}. Every other
 * line, and every line with something to report, goes to the grammar ({@code IqeNumberCommandsTest}
 * compares both readings).
 */
final class IqeNumberCommands {
    private final NumberLine numbers = new NumberLine();
    private float[] floats = new float[16];

    /** True if the line was read into {@code doc}; false leaves it, untouched, to the grammar. */
    boolean read(char[] text, int from, int to, int line, IqeDocument.Builder doc) {
        if (!numbers.scan(text, from, to) || numbers.keywordLength() != 2) {
            return false;
        }
        char first = numbers.keywordChar(0);
        char second = numbers.keywordChar(1);
        return switch (first) {
            case 'v' -> vertex(second, line, doc);
            case 'f' -> second == 'a' ? ints(IqeCommand.FACE_ABSOLUTE, line, doc)
                    : second == 'm' ? ints(IqeCommand.FACE_MESH, line, doc)
                    : second == 's' && ints(IqeCommand.FACE_SMOOTHING, line, doc);
            case 'p' -> second == 'q' ? floats(IqeCommand.POSE_QUATERNION, 10, line, doc)
                    : second == 'm' ? floats(IqeCommand.POSE_MATRIX, 15, line, doc)
                    : second == 'a' && floats(IqeCommand.POSE_ANGLES, 9, line, doc);
            default -> false;
        };
    }

    private boolean vertex(char second, int line, IqeDocument.Builder doc) {
        return switch (second) {
            case 'p' -> floats(IqeCommand.POSITION, 4, line, doc);
            case 't' -> floats(IqeCommand.TEXCOORD, 2, line, doc);
            case 'n' -> floats(IqeCommand.NORMAL, 3, line, doc);
            case 'x' -> floats(IqeCommand.TANGENT, 6, line, doc);
            case 'c' -> floats(IqeCommand.COLOR, 4, line, doc);
            case 'b' -> blend(line, doc);
            default -> second >= '0' && second <= '9' && floats(IqeCommand.custom(second - '0'), 4, line, doc);
        };
    }

    /** {@code (INT | FLOAT)?} up to {@code most} times. */
    private boolean floats(IqeCommand kind, int most, int line, IqeDocument.Builder doc) {
        int n = numbers.count();
        if (n > most || !readFloats(n)) {
            return false;
        }
        doc.command(kind, line);
        for (int i = 0; i < n; i++) {
            doc.addFloat(floats[i]);
        }
        return true;
    }

    /** {@code INT INT INT+}: a face. */
    private boolean ints(IqeCommand kind, int line, IqeDocument.Builder doc) {
        int n = numbers.count();
        if (n < 3) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (!numbers.isInteger(i)) {
                return false;
            }
        }
        doc.command(kind, line);
        for (int i = 0; i < n; i++) {
            doc.addInt(numbers.intAt(i));
        }
        return true;
    }

    /** {@code (INT (INT | FLOAT))*}: joint index and weight pairs. */
    private boolean blend(int line, IqeDocument.Builder doc) {
        int n = numbers.count();
        if (n % 2 != 0) {
            return false;
        }
        for (int i = 0; i < n; i += 2) {
            if (!numbers.isInteger(i)) {
                return false;
            }
        }
        if (!readFloats(n)) {
            return false;
        }
        doc.command(IqeCommand.BLEND, line);
        for (int i = 0; i < n; i += 2) {
            doc.addInt(numbers.intAt(i));
            doc.addFloat(floats[i + 1]);
        }
        return true;
    }

    /** Converts the line's numbers before anything reaches the document, so a false leaves it untouched. */
    private boolean readFloats(int n) {
        if (floats.length < n) {
            floats = new float[Math.max(n, 2 * floats.length)];
        }
        try {
            for (int i = 0; i < n; i++) {
                floats[i] = numbers.floatAt(i);
            }
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
