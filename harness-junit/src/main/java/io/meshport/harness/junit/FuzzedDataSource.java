package io.meshport.harness.junit;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import io.meshport.harness.Source;

/**
 * A {@link Source} over Jazzer's {@link FuzzedDataProvider}, so the same generators drive
 * coverage-guided fuzzing. When the fuzzer's bytes run out, the provider returns minimal values,
 * which keeps generated cases small.
 */
public final class FuzzedDataSource implements Source {
    private final FuzzedDataProvider data;

    /** Choices taken from Jazzer's {@code data}, in the order the generators ask for them. */
    public FuzzedDataSource(FuzzedDataProvider data) {
        this.data = data;
    }

    @Override
    public int nextInt(int min, int max) {
        return data.consumeInt(min, max);
    }

    @Override
    public boolean nextBoolean() {
        return data.consumeBoolean();
    }

    @Override
    public float nextFloat(float min, float max) {
        return min == max ? min : data.consumeRegularFloat(min, max);
    }

    @Override
    public long nextLong() {
        return data.consumeLong();
    }

    @Override
    public byte[] nextBytes(int count) {
        byte[] got = data.consumeBytes(count);
        return got.length == count ? got : java.util.Arrays.copyOf(got, count);
    }
}
