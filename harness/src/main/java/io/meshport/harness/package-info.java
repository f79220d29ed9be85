/**
 * The conformance kit that every implementation of a meshport format depends on, in test scope:
 * sources of choices ({@link io.meshport.harness.Source}, seeded or fuzzer-driven), model
 * generators driven by what a format declares it holds ({@link io.meshport.io.Capabilities}),
 * the laws every format must satisfy ({@link io.meshport.harness.Laws}), byte and text mutators,
 * {@link io.meshport.harness.ModelDiff}, and {@link io.meshport.harness.Property}, which runs
 * fixed seeds by default and prints the seed and size that replay a failure.
 *
 * <p>It knows no format: a format's own tests, and another implementation's, bring the format.
 */
package io.meshport.harness;
