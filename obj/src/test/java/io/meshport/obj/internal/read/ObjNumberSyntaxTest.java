package io.meshport.obj.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link ObjFileReader#isNumber}, a scan of the syntax, takes exactly the tokens it took when it
 * asked {@link Float#parseFloat}: those the parser takes, less the ones that end in a type suffix
 * or hold a hex form (which javagl's own reading would not agree on).
 */
class ObjNumberSyntaxTest {
    /** The definition the scan replaces. */
    private static boolean parses(String token) {
        char last = token.charAt(token.length() - 1);
        if (last == 'f' || last == 'F' || last == 'd' || last == 'D' || token.indexOf('x') >= 0
                || token.indexOf('X') >= 0) {
            return false;
        }
        try {
            Float.parseFloat(token);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    @Test
    void theScanTakesWhatTheParserTakes() {
        String[] fixed = {"0", "-1", "+2.5", "1.", ".5", ".", "-.", "1e5", "1E-5", "1e", "1e+", ".e1", "1.e2",
            "NaN", "-NaN", "+Infinity", "Infinity", "infinity", "nan", "Inf", "NaNf", "1f", "1d", "1F\u0001", "\u00011",
            "1\u0001", "\u0001", "0x1p3", "1_0", "--1", "+-1", "1e1.5", "١", "1e5f", "1.5D\u0000", "9".repeat(60)};
        for (String t : fixed) {
            assertEquals(parses(t), ObjFileReader.isNumber(t), "'" + t + "'");
        }
        long seed = Long.getLong("meshport.seed", 20261124L);
        SplittableRandom random = new SplittableRandom(seed);
        String alphabet = "0123456789.eE+-NaIfinty xXdDfF\u0001\u0000\u001f\u0020";
        for (int round = 0; round < 200_000; round++) {
            String t = random.nextBoolean() ? random(random, alphabet) : shaped(random);
            if (t.isEmpty()) {
                continue;
            }
            assertEquals(parses(t), ObjFileReader.isNumber(t),
                    "'" + t + "' (seed " + seed + ", replay with -Dmeshport.seed=" + seed + ")");
        }
    }

    private static String random(SplittableRandom random, String alphabet) {
        StringBuilder b = new StringBuilder();
        for (int n = 1 + random.nextInt(8); n > 0; n--) {
            b.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return b.toString();
    }

    /** Mostly well-formed numbers, with a part now and then missing, doubled or out of place. */
    private static String shaped(SplittableRandom random) {
        String[] signs = {"", "", "+", "-", "--"};
        String[] specials = {"NaN", "Infinity", "Infinit", "NaNN"};
        StringBuilder b = new StringBuilder();
        if (random.nextInt(8) == 0) {
            b.append('\u0001');
        }
        b.append(signs[random.nextInt(signs.length)]);
        if (random.nextInt(6) == 0) {
            b.append(specials[random.nextInt(specials.length)]);
        } else {
            digits(random, b);
            if (random.nextBoolean()) {
                b.append('.');
                digits(random, b);
            }
            if (random.nextInt(3) == 0) {
                b.append(random.nextBoolean() ? 'e' : 'E').append(signs[random.nextInt(signs.length)]);
                digits(random, b);
            }
        }
        if (random.nextInt(6) == 0) {
            b.append("fFdD.e".charAt(random.nextInt(6)));
        }
        if (random.nextInt(8) == 0) {
            b.append(random.nextBoolean() ? '\u0001' : ' ');
        }
        return b.toString();
    }

    private static void digits(SplittableRandom random, StringBuilder b) {
        for (int n = random.nextInt(4); n > 0; n--) {
            b.append((char) ('0' + random.nextInt(10)));
        }
    }
}
