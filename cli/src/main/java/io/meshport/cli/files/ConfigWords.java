package io.meshport.cli.files;

import io.meshport.io.ModelFormatException;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of a cubescript model configuration split into its words: blank-separated, a word in
 * double quotes kept whole (blanks and all, without the quotes, {@code ^} escapes read), {@code //}
 * outside quotes ending the line, {@code ;} separating commands as a line end does. Cubescript's
 * {@code [...]} blocks, {@code $} lookups and {@code (...)} calls are not evaluated: a config
 * written for a model names its files and values plainly.
 */
final class ConfigWords {
    /** A word and the column (1-based) it starts at. */
    record Word(String text, int column) {
    }

    private ConfigWords() {
    }

    /**
     * The commands of {@code line} (usually one), each as its words.
     *
     * @throws ModelFormatException at the quote of a quoted word the line does not close
     */
    static List<List<Word>> commands(String line, String source, int lineNumber) throws ModelFormatException {
        List<List<Word>> commands = new ArrayList<>();
        List<Word> words = new ArrayList<>();
        int i = 0;
        int n = line.length();
        while (i < n) {
            char c = line.charAt(i);
            if (c == '/' && i + 1 < n && line.charAt(i + 1) == '/') {
                break;
            }
            if (c == ';') {
                commands.add(words);
                words = new ArrayList<>();
                i++;
            } else if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '"') {
                i = quoted(line, i, source, lineNumber, words);
            } else {
                int start = i;
                while (i < n && !Character.isWhitespace(line.charAt(i)) && line.charAt(i) != ';'
                        && line.charAt(i) != '"' && !(line.charAt(i) == '/' && i + 1 < n && line.charAt(i + 1) == '/')) {
                    i++;
                }
                words.add(new Word(line.substring(start, i), start + 1));
            }
        }
        commands.add(words);
        commands.removeIf(List::isEmpty);
        return commands;
    }

    /**
     * Adds the word in quotes that starts at {@code open} to {@code words}, with cubescript's escapes
     * read ({@code ^"} a quote, {@code ^^} a caret, {@code ^n} {@code ^t} {@code ^f} a line end, tab
     * and form feed); returns the index after its closing quote.
     */
    private static int quoted(String line, int open, String source, int lineNumber, List<Word> words)
            throws ModelFormatException {
        StringBuilder text = new StringBuilder();
        int i = open + 1;
        while (i < line.length() && line.charAt(i) != '"') {
            char c = line.charAt(i++);
            if (c == '^' && i < line.length()) {
                char e = line.charAt(i++);
                text.append(e == 'n' ? '\n' : e == 't' ? '\t' : e == 'f' ? '\f' : e);
            } else {
                text.append(c);
            }
        }
        if (i >= line.length()) {
            throw ModelFormatException.atLine(source, lineNumber, open + 1,
                    "a quoted word that the line does not close");
        }
        words.add(new Word(text.toString(), open + 1));
        return i + 1;
    }
}
