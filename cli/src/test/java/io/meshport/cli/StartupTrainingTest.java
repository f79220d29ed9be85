package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;

import org.junit.jupiter.api.Test;

/**
 * The launcher's training runs (which record its class-data sharing archives, with glTF and OBJ
 * and without) run every command to the end: a command that fails would throw, and the launcher
 * would go without an archive.
 */
class StartupTrainingTest {
    @Test
    void everyTrainingCommandSucceeds() {
        assertDoesNotThrow(() -> StartupTraining.main(new String[0]));
        assertDoesNotThrow(() -> StartupTraining.main(new String[] {"--bridges"}));
    }
}
