package io.meshport.iqe;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An IQE file's meaning, faithful to the file: its commands in order with their arguments as
 * written (missing optional values stay missing, {@code #} comments and unknown lines are
 * kept), and the verbatim comment section. The same-format round trip goes through this type
 * and loses nothing; {@link IqeCompiler} turns it into a model.
 *
 * <p>Memory stays proportional to the numbers in the file, with no object per line: the
 * command kinds sit in a byte array and every argument in one int pool (floats as their raw
 * bits, names as indexes into a string table). The source line of each command is kept for
 * error messages but is not part of equality: two documents are equal when they say the same.
 */
public final class IqeDocument {
    /** Marks an optional int or string slot that the file left out. */
    public static final int ABSENT_INT = Integer.MIN_VALUE;

    private final byte[] kinds;
    private final int[] argStart;
    private final int[] args;
    private final String[] strings;
    private final int[] lines;
    private final String comment;

    private IqeDocument(byte[] kinds, int[] argStart, int[] args, String[] strings, int[] lines, String comment) {
        this.kinds = kinds;
        this.argStart = argStart;
        this.args = args;
        this.strings = strings;
        this.lines = lines;
        this.comment = comment;
    }

    public static Builder builder() {
        return new Builder();
    }

    public int commandCount() {
        return kinds.length;
    }

    public IqeCommand command(int index) {
        return IqeCommand.ofOrdinal(kinds[index]);
    }

    /** How many argument slots the command has (for names and verbatim lines: see {@link IqeCommand}). */
    public int argumentCount(int index) {
        return argStart[index + 1] - argStart[index];
    }

    public float floatArgument(int index, int slot) {
        return Float.intBitsToFloat(args[slot(index, slot)]);
    }

    /** An int slot, or {@link #ABSENT_INT} where an optional value was left out. */
    public int intArgument(int index, int slot) {
        return args[slot(index, slot)];
    }

    /** A string slot, or null where an optional name was left out. */
    public String stringArgument(int index, int slot) {
        int s = args[slot(index, slot)];
        return s == ABSENT_INT ? null : strings[s];
    }

    /** The 1-based line the command was read from, or 0 for a document built in code. */
    public int sourceLine(int index) {
        return lines == null ? 0 : lines[index];
    }

    /** The verbatim text after the {@code comment} command, if the file has one. */
    public Optional<String> comment() {
        return Optional.ofNullable(comment);
    }

    private int slot(int index, int slot) {
        int at = argStart[index] + slot;
        if (slot < 0 || at >= argStart[index + 1]) {
            throw new IndexOutOfBoundsException("command " + index + " has no argument " + slot);
        }
        return at;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof IqeDocument)) {
            return false;
        }
        IqeDocument d = (IqeDocument) o;
        if (!Arrays.equals(kinds, d.kinds) || !Arrays.equals(argStart, d.argStart)
                || !Objects.equals(comment, d.comment)) {
            return false;
        }
        // Compare slot by slot so string slots compare text, not table positions.
        for (int i = 0; i < kinds.length; i++) {
            IqeCommand c = command(i);
            for (int k = argStart[i]; k < argStart[i + 1]; k++) {
                if (isStringSlot(c, k - argStart[i])) {
                    String a = args[k] == ABSENT_INT ? null : strings[args[k]];
                    String b = d.args[k] == ABSENT_INT ? null : d.strings[d.args[k]];
                    if (!Objects.equals(a, b)) {
                        return false;
                    }
                } else if (args[k] != d.args[k]) {
                    return false;
                }
            }
        }
        return true;
    }

    static boolean isStringSlot(IqeCommand c, int slot) {
        switch (c.layout()) {
            case OPTIONAL_NAME:
            case VERBATIM:
                return true;
            case JOINT:
                return slot == 0;
            case VERTEX_ARRAY:
                return slot != 2;
            default:
                return false;
        }
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(kinds) + Arrays.hashCode(argStart)) + Objects.hashCode(comment);
    }

    @Override
    public String toString() {
        return "IqeDocument[" + kinds.length + " commands, " + args.length + " argument slots"
                + (comment == null ? "" : ", comment of " + comment.length() + " chars") + "]";
    }

    /**
     * Appends commands in file order. Start a command with {@link #command}, then add its
     * argument slots in the order its {@link IqeCommand} layout gives.
     */
    public static final class Builder {
        private byte[] kinds = new byte[256];
        private int[] argStart = new int[257];
        private int[] args = new int[1024];
        private int[] lines = new int[256];
        private final List<String> strings = new ArrayList<>();
        private int count;
        private int argCount;
        private boolean anyLine;
        private String comment;

        Builder() {
        }

        /** Starts a command read from {@code line} (0 when built in code). */
        public Builder command(IqeCommand kind, int line) {
            if (comment != null) {
                throw new IllegalStateException("no command may follow the comment section");
            }
            if (count == kinds.length) {
                int n = grow(count);
                kinds = Arrays.copyOf(kinds, n);
                lines = Arrays.copyOf(lines, n);
                argStart = Arrays.copyOf(argStart, n + 1);
            }
            kinds[count] = (byte) kind.ordinal();
            lines[count] = line;
            anyLine |= line > 0;
            argStart[count] = argCount;
            count++;
            argStart[count] = argCount;
            return this;
        }

        public Builder command(IqeCommand kind) {
            return command(kind, 0);
        }

        public Builder addFloat(float value) {
            return addSlot(Float.floatToRawIntBits(value));
        }

        public Builder addInt(int value) {
            return addSlot(value);
        }

        /** Adds a string slot; null means the optional name was left out. */
        public Builder addString(String value) {
            if (value == null) {
                return addSlot(ABSENT_INT);
            }
            strings.add(value);
            return addSlot(strings.size() - 1);
        }

        /** Sets the comment section; it ends the document. */
        public Builder comment(String text) {
            this.comment = Objects.requireNonNull(text, "text");
            return this;
        }

        /** Commands so far. */
        public int commandCount() {
            return count;
        }

        private Builder addSlot(int value) {
            if (count == 0) {
                throw new IllegalStateException("an argument needs a command");
            }
            if (argCount == args.length) {
                args = Arrays.copyOf(args, grow(argCount));
            }
            args[argCount++] = value;
            argStart[count] = argCount;
            return this;
        }

        private static int grow(int n) {
            if (n >= Integer.MAX_VALUE - 16) {
                throw new IllegalStateException("document too large");
            }
            return (int) Math.min(Integer.MAX_VALUE - 8, n + (n >> 1) + 16L);
        }

        public IqeDocument build() {
            return new IqeDocument(Arrays.copyOf(kinds, count), Arrays.copyOf(argStart, count + 1),
                    Arrays.copyOf(args, argCount), strings.toArray(new String[0]),
                    anyLine ? Arrays.copyOf(lines, count) : null, comment);
        }
    }
}
