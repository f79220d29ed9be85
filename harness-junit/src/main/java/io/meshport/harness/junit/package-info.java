/**
 * The conformance kit's test-framework part, for test scope: {@link io.meshport.harness.junit.Corpus}
 * finds the real-file corpus and skips a test (JUnit's assumption) where it is absent, and
 * {@link io.meshport.harness.junit.FuzzedDataSource} drives the kit's generators from Jazzer's
 * fuzzed data. The kit itself ({@code io.meshport.harness}) needs no test framework.
 */
package io.meshport.harness.junit;
