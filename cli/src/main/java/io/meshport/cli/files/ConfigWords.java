package io.meshport.cli.files;

import io.meshport.io.ModelFormatException;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of a cubescript model configuration split into its words: blank-separated, a word in
 * double quotes kept whole (blanks and all, without the quotes), {@code //} outside quotes ending
 * the line, {@code ;} separating commands as a line end does.
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
                int close = line.indexOf('"', i + 1);
                if (close < 0) {
                    throw ModelFormatException.atLine(source, lineNumber, i + 1, "a quoted word that the line does"
                            + " not close");
                }
                words.add(new Word(line.substring(i + 1, close), i + 1));
                i = close + 1;
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
}
