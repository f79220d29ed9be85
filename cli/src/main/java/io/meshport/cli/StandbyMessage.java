package io.meshport.cli;

import java.util.List;

/**
 * What a launch wrote on a standby's request pipe ({@link Standby}), checked once as it is read:
 * a run to serve, an acknowledgement of its status, or the end of what the pipe can give.
 */
sealed interface StandbyMessage {
    /**
     * {@code run PID TTY N ARG...}: run a command for launch {@code pid}.
     *
     * @param pid the launch's process, whose streams and working folder the run takes
     * @param terminal whether the launch's stdout is a terminal (colours, progress)
     * @param arguments the command's arguments
     */
    record Run(long pid, boolean terminal, List<String> arguments) implements StandbyMessage {
        public Run {
            arguments = List.copyOf(arguments);
        }
    }

    /** {@code ack}: the launch took its status. */
    record Ack() implements StandbyMessage {
    }

    /** Something no launch writes, or a pipe that cannot be read: nothing more comes. */
    record End() implements StandbyMessage {
    }
}
