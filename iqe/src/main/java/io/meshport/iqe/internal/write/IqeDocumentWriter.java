package io.meshport.iqe.internal.write;

import io.meshport.iqe.IqeCommand;
import io.meshport.iqe.IqeDocument;
import io.meshport.iqe.internal.rules.IqeNames;
import io.meshport.text.number.ShortestFloat;
import io.meshport.text.ordered.OrderedTextWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Prints an {@link IqeDocument} as IQE text that both meshport and the reference compiler
 * read back: the header, every command in order with exactly the arguments it holds, names
 * in double quotes, floats in their shortest exact form, then the comment section.
 *
 * <p>Public for {@link io.meshport.iqe.IqeFormat}, whose write stage this is and whose probe looks for
 * the header.
 */
public final class IqeDocumentWriter {
    /** The first line of every IQE file. */
    public static final String HEADER = "# Inter-Quake Export";

    private IqeDocumentWriter() {
    }

    /** Writes the document as UTF-8; the stream is flushed, not closed. */
    public static void write(IqeDocument doc, OutputStream out) throws IOException {
        out.write((HEADER + "\n").getBytes(StandardCharsets.US_ASCII));
        // Commands print independently of each other: batches of them are formatted on all cores.
        OrderedTextWriter.write(doc.commandCount(), (from, to, b) -> {
            for (int i = from; i < to; i++) {
                appendCommand(b, doc, i);
                b.append('\n');
            }
        }, out);
        if (doc.comment().isPresent()) {
            out.write(("comment\n" + doc.comment().get()).getBytes(StandardCharsets.UTF_8));
        }
        out.flush();
    }

    private static void appendCommand(StringBuilder b, IqeDocument doc, int i) {
        IqeCommand c = doc.command(i);
        int n = doc.argumentCount(i);
        if (c.layout() != IqeCommand.Layout.VERBATIM) {
            b.append(c.keyword());
        }
        switch (c.layout()) {
            case FLOATS:
                for (int k = 0; k < n; k++) {
                    ShortestFloat.append(b.append(' '), doc.floatArgument(i, k));
                }
                break;
            case INTS:
                for (int k = 0; k < n; k++) {
                    b.append(' ').append(doc.intArgument(i, k));
                }
                break;
            case BLEND_PAIRS:
                for (int k = 0; k + 1 < n; k += 2) {
                    b.append(' ').append(doc.intArgument(i, k));
                    ShortestFloat.append(b.append(' '), doc.floatArgument(i, k + 1));
                }
                break;
            case VERTEX_ARRAY:
                appendWord(b.append(' '), doc.stringArgument(i, 0));
                appendWord(b.append(' '), doc.stringArgument(i, 1));
                if (doc.intArgument(i, 2) != IqeDocument.ABSENT_INT) {
                    b.append(' ').append(doc.intArgument(i, 2));
                }
                if (doc.stringArgument(i, 3) != null) {
                    appendQuoted(b.append(' '), doc.stringArgument(i, 3));
                }
                break;
            case OPTIONAL_NAME:
                if (doc.stringArgument(i, 0) != null) {
                    appendQuoted(b.append(' '), doc.stringArgument(i, 0));
                }
                break;
            case JOINT:
                appendQuoted(b.append(' '), doc.stringArgument(i, 0));
                if (doc.intArgument(i, 1) != IqeDocument.ABSENT_INT) {
                    b.append(' ').append(doc.intArgument(i, 1));
                }
                break;
            case VERBATIM:
                b.append(doc.stringArgument(i, 0));
                break;
            case NONE:
                break;
        }
    }

    /** A word printed bare when it reads back as the same single bare word, else quoted. */
    private static void appendWord(StringBuilder b, String word) {
        if (IqeNames.isPlainWord(word)) {
            b.append(word);
        } else {
            appendQuoted(b, word);
        }
    }

    private static void appendQuoted(StringBuilder b, String name) {
        if (!IqeNames.isQuotable(name)) {
            throw new IllegalArgumentException("IQE cannot hold a name with a double quote or line break: " + name);
        }
        b.append('"').append(name).append('"');
    }
}
