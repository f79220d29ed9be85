package io.meshport.text.parse;

import io.meshport.io.ModelFormatException;
import org.antlr.v4.runtime.misc.ParseCancellationException;

/**
 * Carries a {@link ModelFormatException} out of ANTLR callbacks and visitor methods, which
 * cannot throw checked exceptions. {@link io.meshport.text.ordered.OrderedBlockReader} unwraps it;
 * a format's visitor throws it for a bad value in a line that parsed. It never escapes a format
 * module.
 */
public final class TextSyntaxError extends ParseCancellationException {
    private static final long serialVersionUID = 1L;

    private final transient ModelFormatException error;

    /** Carries {@code error}, with its message as this exception's message. */
    public TextSyntaxError(ModelFormatException error) {
        super(error.getMessage());
        this.error = error;
    }

    /** The error carried, to be thrown once out of ANTLR's and the visitor's frames. */
    public ModelFormatException error() {
        return error;
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        // Thrown once per bad file, on a path where only the message matters.
        return this;
    }
}
