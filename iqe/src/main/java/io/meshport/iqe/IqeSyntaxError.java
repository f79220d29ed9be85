package io.meshport.iqe;

import io.meshport.io.ModelFormatException;
import org.antlr.v4.runtime.misc.ParseCancellationException;

/**
 * Carries a {@link ModelFormatException} out of ANTLR callbacks and visitor methods, which
 * cannot throw checked exceptions. The reader unwraps it; it never escapes the module.
 */
final class IqeSyntaxError extends ParseCancellationException {
    private static final long serialVersionUID = 1L;

    private final transient ModelFormatException error;

    IqeSyntaxError(ModelFormatException error) {
        super(error.getMessage());
        this.error = error;
    }

    ModelFormatException error() {
        return error;
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        // Thrown once per bad file, on a path where only the message matters.
        return this;
    }
}
