package io.meshport.text.ordered;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/** Waiting on a worker's result so that its exception surfaces on the caller's thread as itself. */
final class Futures {
    private Futures() {
    }

    /** The result; a worker's unchecked exception is rethrown as it was, interruption is an I/O error. */
    static <T> T await(Future<T> f, String doing) throws IOException {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while " + doing);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw new IOException(cause);
        }
    }
}
