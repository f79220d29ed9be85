package io.meshport.bench;

import ch.randelshofer.fastdoubleparser.JavaFloatParser;
import com.google.common.primitives.ImmutableIntArray;
import io.meshport.text.number.DecimalFloatParser;
import io.meshport.text.pool.IntChunks;
import io.meshport.text.pool.IntList;
import io.meshport.text.number.ShortestFloat;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Our text primitives against the libraries issue #8 names, on what an IQE reader does with
 * them: {@link DecimalFloatParser} against FastDoubleParser's {@code JavaFloatParser} (and
 * {@link Float#parseFloat} through a String) on numbers as IQE files write them, and
 * {@link IntList}/{@link IntChunks} against Guava's {@code ImmutableIntArray.Builder} on
 * building a few million ints and reading them back. Not a test: results go to BENCHMARKS.md.
 *
 * <p>Usage: {@code TextPrimitivesBenchmark [NUMBERS] [ROUNDS]}; prints the median ns per value.
 */
public final class TextPrimitivesBenchmark {
    private TextPrimitivesBenchmark() {
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4_000_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 15;
        Numbers numbers = Numbers.asIqeWritesThem(n, 42);
        checkSameFloats(numbers);
        report("float  DecimalFloatParser           ", n, rounds, () -> sumDecimalFloatParser(numbers));
        report("float  FastDoubleParser             ", n, rounds, () -> sumFastDoubleParser(numbers));
        report("float  Float.parseFloat(String)     ", n, rounds, () -> sumParseFloat(numbers));
        report("ints   IntList add+moveToArray      ", n, rounds, () -> intList(n));
        report("ints   ImmutableIntArray add+toArray", n, rounds, () -> immutableIntArray(n));
        report("ints   IntChunks add+get            ", n, rounds, () -> intChunks(n));
        report("ints   ImmutableIntArray add+get    ", n, rounds, () -> immutableIntArrayGet(n));
    }

    /** Numbers in one char buffer, as a line buffer holds them: a quarter indexes, the rest floats. */
    static final class Numbers {
        final char[] text;
        final int[] from;
        final int[] to;

        Numbers(char[] text, int[] from, int[] to) {
            this.text = text;
            this.from = from;
            this.to = to;
        }

        /** Positions within ±100, unit normals, texcoords and weights in 0..1, vertex indexes; printed shortest. */
        static Numbers asIqeWritesThem(int n, long seed) {
            SplittableRandom r = new SplittableRandom(seed);
            StringBuilder b = new StringBuilder(n * 10);
            int[] from = new int[n];
            int[] to = new int[n];
            for (int i = 0; i < n; i++) {
                from[i] = b.length();
                switch (i % 4) {
                    case 0:
                        ShortestFloat.append(b, (float) (r.nextDouble() * 200 - 100));
                        break;
                    case 1:
                        ShortestFloat.append(b, (float) (r.nextDouble() * 2 - 1));
                        break;
                    case 2:
                        ShortestFloat.append(b, (float) r.nextDouble());
                        break;
                    default:
                        b.append(r.nextInt(1_000_000));
                        break;
                }
                to[i] = b.length();
                b.append(' ');
            }
            char[] text = new char[b.length()];
            b.getChars(0, b.length(), text, 0);
            return new Numbers(text, from, to);
        }
    }

    private static void checkSameFloats(Numbers s) {
        for (int i = 0; i < s.from.length; i++) {
            float ours = DecimalFloatParser.parse(s.text, s.from[i], s.to[i]);
            float theirs = JavaFloatParser.parseFloat(s.text, s.from[i], s.to[i] - s.from[i]);
            if (Float.floatToRawIntBits(ours) != Float.floatToRawIntBits(theirs)) {
                throw new AssertionError(new String(s.text, s.from[i], s.to[i] - s.from[i]) + ": " + ours + " vs " + theirs);
            }
        }
    }

    private static double sumDecimalFloatParser(Numbers s) {
        double sum = 0;
        for (int i = 0; i < s.from.length; i++) {
            sum += DecimalFloatParser.parse(s.text, s.from[i], s.to[i]);
        }
        return sum;
    }

    private static double sumFastDoubleParser(Numbers s) {
        double sum = 0;
        for (int i = 0; i < s.from.length; i++) {
            sum += JavaFloatParser.parseFloat(s.text, s.from[i], s.to[i] - s.from[i]);
        }
        return sum;
    }

    private static double sumParseFloat(Numbers s) {
        double sum = 0;
        for (int i = 0; i < s.from.length; i++) {
            sum += Float.parseFloat(new String(s.text, s.from[i], s.to[i] - s.from[i]));
        }
        return sum;
    }

    /** As the IQE compiler uses it: grow from a small capacity, then take the array. */
    private static double intList(int n) {
        IntList list = new IntList(1024);
        for (int i = 0; i < n; i++) {
            list.add(i * 7);
        }
        return sum(list.moveToArray());
    }

    /** As the IQE document uses it: grow in chunks, then read back by index. */
    private static double intChunks(int n) {
        IntChunks chunks = new IntChunks();
        for (int i = 0; i < n; i++) {
            chunks.add(i * 7);
        }
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += chunks.get(i);
        }
        return sum;
    }

    /** Guava's equivalent of IntList: grow a builder, then take an int[] (the model holds arrays). */
    private static double immutableIntArray(int n) {
        ImmutableIntArray.Builder builder = ImmutableIntArray.builder(1024);
        for (int i = 0; i < n; i++) {
            builder.add(i * 7);
        }
        return sum(builder.build().toArray());
    }

    /** Guava's equivalent of IntChunks: grow a builder, build, read back by index. */
    private static double immutableIntArrayGet(int n) {
        ImmutableIntArray.Builder builder = ImmutableIntArray.builder(16);
        for (int i = 0; i < n; i++) {
            builder.add(i * 7);
        }
        ImmutableIntArray array = builder.build();
        long sum = 0;
        for (int i = 0; i < array.length(); i++) {
            sum += array.get(i);
        }
        return sum;
    }

    private static double sum(int[] values) {
        long sum = 0;
        for (int v : values) {
            sum += v;
        }
        return sum;
    }

    private static void report(String label, int n, int rounds, java.util.function.DoubleSupplier run) {
        double sink = 0;
        double[] ns = new double[rounds];
        for (int i = -rounds / 2; i < rounds; i++) {
            long t0 = System.nanoTime();
            sink += run.getAsDouble();
            double perValue = (System.nanoTime() - t0) / (double) n;
            if (i >= 0) {
                ns[i] = perValue;
            }
        }
        Arrays.sort(ns);
        System.out.printf(Locale.ROOT, "%s median %6.1f ns/value (min %.1f, max %.1f) [%s]%n", label, ns[rounds / 2],
                ns[0], ns[rounds - 1], sink == 0 ? "0" : "ok");
    }
}
