package io.meshport.iqe;

import io.meshport.text.pool.ByteChunks;
import io.meshport.text.pool.IntChunks;
import io.meshport.text.pool.LineRuns;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An IQE file's meaning, faithful to the file: its commands in order with their arguments as
 * written (missing optional values stay missing, {@code #} comments and unknown lines are
 * kept), and the verbatim comment section. The same-format round trip goes through this type
 * and loses nothing; {@code IqeCompiler} turns it into a model.
 *
 * <p>Memory stays proportional to the numbers in the file, with no object per line: the
 * command kinds sit in a byte array and every argument in one int pool (floats as their raw
 * bits, names as indexes into a string table). The source line of each command is kept for
 * error messages but is not part of equality: two documents are equal when they say the same.
 */
public final class IqeDocument {
    /** Marks an optional int or string slot that the file left out. */
    public static final int ABSENT_INT = Integer.MIN_VALUE;

    private final ByteChunks kinds;
    private final IntChunks argStart;
    private final IntChunks args;
    private final String[] strings;
    private final LineRuns lines;
    private final String comment;

    private IqeDocument(ByteChunks kinds, IntChunks argStart, IntChunks args, String[] strings, LineRuns lines,
            String comment) {
        this.kinds = kinds;
        this.argStart = argStart;
        this.args = args;
        this.strings = strings;
        this.lines = lines;
        this.comment = comment;
    }

    /**
     * A new, empty builder, for a document made in code (an exporter's, a test's) rather than read
     * from a file.
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * How many commands the document holds: one per command line, one per unknown line and one per
     * {@code #} comment (a comment after a command on the same line is a command of its own). The
     * header line, blank lines, the {@code comment} line and the comment section after it are not
     * commands.
     */
    public int commandCount() {
        return kinds.size();
    }

    /**
     * The command at {@code index}, counted in file order from 0.
     *
     * @throws IndexOutOfBoundsException when {@code index} is not below {@link #commandCount()}
     */
    public IqeCommand command(int index) {
        // the chunked store does not check: a stray index would read a meaningless command
        return IqeCommand.ofOrdinal(kinds.get(Objects.checkIndex(index, kinds.size())));
    }

    /** How many argument slots the command has (for names and verbatim lines: see {@link IqeCommand}). */
    public int argumentCount(int index) {
        return end(index) - argStart.get(index);
    }

    /**
     * A float slot of command {@code index}: slot 0 is the first number after the keyword. Reading
     * an int or name slot this way gives its bits as a meaningless float; {@link IqeCommand} says
     * which slots are which.
     *
     * @throws IndexOutOfBoundsException when the command has no such slot: the file left trailing
     *     values out (the defaults iqe.txt gives for them are applied when the document becomes a
     *     model, not here)
     */
    public float floatArgument(int index, int slot) {
        return Float.intBitsToFloat(args.get(slot(index, slot)));
    }

    /** An int slot, or {@link #ABSENT_INT} where an optional value was left out. */
    public int intArgument(int index, int slot) {
        return args.get(slot(index, slot));
    }

    /** A string slot, or null where an optional name was left out. */
    public String stringArgument(int index, int slot) {
        int s = args.get(slot(index, slot));
        return s == ABSENT_INT ? null : strings[s];
    }

    /** The 1-based line the command was read from, or 0 for a document built in code. */
    public int sourceLine(int index) {
        return lines == null ? 0 : lines.get(index);
    }

    /**
     * Frees the storage of the commands before {@code index}, for a compiler that owns the
     * document and walks it once: a large file's document then shrinks while its model grows.
     * Those commands must not be read afterwards.
     */
    void discardBefore(int index) {
        kinds.discardBefore(index);
        argStart.discardBefore(index);
        args.discardBefore(index < kinds.size() ? argStart.get(index) : args.size());
    }

    /** The verbatim text after the {@code comment} command, if the file has one. */
    public Optional<String> comment() {
        return Optional.ofNullable(comment);
    }

    private int end(int index) {
        return index + 1 < kinds.size() ? argStart.get(index + 1) : args.size();
    }

    private int slot(int index, int slot) {
        int at = argStart.get(index) + slot;
        if (slot < 0 || at >= end(index)) {
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
        if (!kinds.contentEquals(d.kinds) || !argStart.contentEquals(d.argStart) || args.size() != d.args.size()
                || !Objects.equals(comment, d.comment)) {
            return false;
        }
        // Compare slot by slot so string slots compare text, not table positions.
        for (int i = 0; i < kinds.size(); i++) {
            IqeCommand c = command(i);
            int first = argStart.get(i);
            for (int k = first; k < end(i); k++) {
                int x = args.get(k);
                int y = d.args.get(k);
                if (isStringSlot(c, k - first)) {
                    String a = x == ABSENT_INT ? null : strings[x];
                    String b = y == ABSENT_INT ? null : d.strings[y];
                    if (!Objects.equals(a, b)) {
                        return false;
                    }
                } else if (x != y) {
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
        return 31 * (31 * kinds.contentHash() + argStart.contentHash()) + Objects.hashCode(comment);
    }

    @Override
    public String toString() {
        return "IqeDocument[" + kinds.size() + " commands, " + args.size() + " argument slots"
                + (comment == null ? "" : ", comment of " + comment.length() + " chars") + "]";
    }

    /**
     * Appends commands in file order. Start a command with {@link #command}, then add its
     * argument slots in the order its {@link IqeCommand} layout gives.
     */
    public static final class Builder {
        private final ByteChunks kinds = new ByteChunks();
        private final IntChunks argStart = new IntChunks();
        private final IntChunks args = new IntChunks();
        /** Lines as runs: one entry per stretch of commands on consecutive lines, not one per command. */
        private final LineRuns lines = new LineRuns();
        private final List<String> strings = new ArrayList<>();
        private boolean anyLine;
        private boolean built;
        private String comment;

        Builder() {
        }

        /** Starts a command read from {@code line} (0 when built in code). */
        public Builder command(IqeCommand kind, int line) {
            checkOpen();
            if (comment != null) {
                throw new IllegalStateException("no command may follow the comment section");
            }
            kinds.add((byte) kind.ordinal());
            lines.add(line);
            anyLine |= line > 0;
            argStart.add(args.size());
            return this;
        }

        /** Starts a command made in code, with no source line. */
        public Builder command(IqeCommand kind) {
            return command(kind, 0);
        }

        /**
         * Adds a float slot to the current command, bit for bit (a NaN keeps its payload).
         *
         * @throws IllegalStateException when no command was started, or the document was built
         */
        public Builder addFloat(float value) {
            return addSlot(Float.floatToRawIntBits(value));
        }

        /**
         * Adds an int slot to the current command; {@link IqeDocument#ABSENT_INT} marks an optional
         * value left out (a {@code joint} without a parent, a {@code vertexarray} without a size).
         *
         * @throws IllegalStateException when no command was started, or the document was built
         */
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
            return kinds.size();
        }

        private Builder addSlot(int value) {
            checkOpen();
            if (kinds.size() == 0) {
                throw new IllegalStateException("an argument needs a command");
            }
            args.add(value);
            return this;
        }

        /**
         * Appends every command of {@code block}, a builder that read a later part of the same
         * file; its name slots are renumbered into this builder's string table.
         *
         * <p>This is how a document is made in parts, on several threads, and joined in order: each
         * part fills a builder of its own, and the parts are appended as they come. The commands keep
         * their arguments and source lines; {@code block} is copied, not changed, and its comment
         * section, if it has one, is not taken.
         *
         * @return this builder
         * @throws IllegalStateException when this builder was built, or has a comment section and
         *     {@code block} has commands
         */
        public Builder append(Builder block) {
            checkOpen();
            if (comment != null && block.kinds.size() > 0) {
                throw new IllegalStateException("no command may follow the comment section");
            }
            int stringBase = strings.size();
            int commandBase = kinds.size();
            int slotBase = args.size();
            // Whole chunks at a time: this runs once per block of a file of millions of lines.
            kinds.addAll(block.kinds);
            lines.addAll(block.lines);
            anyLine |= block.anyLine;
            argStart.addAll(block.argStart, slotBase);
            args.addAll(block.args, 0);
            if (!block.strings.isEmpty()) {
                strings.addAll(block.strings);
                renumberNames(commandBase, stringBase);
            }
            return this;
        }

        /** Moves the name slots of the commands from {@code firstCommand} on past the first {@code stringBase} names. */
        private void renumberNames(int firstCommand, int stringBase) {
            int commands = kinds.size();
            for (int i = firstCommand; i < commands; i++) {
                IqeCommand c = IqeCommand.ofOrdinal(kinds.get(i));
                int first = argStart.get(i);
                int end = i + 1 < commands ? argStart.get(i + 1) : args.size();
                for (int k = first; k < end; k++) {
                    int value = args.get(k);
                    if (value != ABSENT_INT && isStringSlot(c, k - first)) {
                        args.set(k, value + stringBase);
                    }
                }
            }
        }

        private void checkOpen() {
            if (built) {
                throw new IllegalStateException("the document was built; start a new builder");
            }
        }

        /** The document; it takes over this builder's storage (no copy), so the builder is done. */
        public IqeDocument build() {
            checkOpen();
            built = true;
            return new IqeDocument(kinds, argStart, args, strings.toArray(new String[0]), anyLine ? lines : null,
                    comment);
        }
    }
}
