package io.meshport.text.number;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The char-buffer float reader gives exactly what {@link Float#parseFloat} gives. */
class DecimalFloatParserTest {

    private static void check(String s) {
        char[] padded = ("  " + s + " x").toCharArray();
        float want = Float.parseFloat(s);
        float got = DecimalFloatParser.parse(padded, 2, 2 + s.length());
        assertEquals(Float.floatToRawIntBits(want), Float.floatToRawIntBits(got), s);
    }

    @Test
    void handPickedCases() {
        for (String s : new String[] {"0", "-0", "+0", "0.0", "-0.0", ".5", "5.", "-.5e-3", "1e22", "1e23", "1e-22",
                "1e-23", "0.49979168", "0.1", "3.4028235e38", "3.4028236e38", "1.4e-45", "1e-46", "1.17549435e-38",
                "123456789012345", "1234567890123456", "0.000000000000000000000000000000000001", "16777217",
                "16777217.0", "33554435", "9007199254740993", "00000000000000000000001.5", "1E5", "1e+5",
                "-1.5E-10", "0.30000001192092896", "7.038531e-26"}) {
            check(s);
        }
    }

    @Test
    void shortestFloatStringsAsExportersWriteThem() {
        SplittableRandom r = new SplittableRandom(1);
        for (int i = 0; i < 1_000_000; i++) {
            float f = Float.intBitsToFloat(r.nextInt());
            if (Float.isNaN(f) || Float.isInfinite(f)) {
                continue;
            }
            check(Float.toString(f));
            check(new BigDecimal(f).round(new java.math.MathContext(1 + r.nextInt(12))).toPlainString());
        }
    }

    @Test
    void randomDecimals() {
        SplittableRandom r = new SplittableRandom(2);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 2_000_000; i++) {
            b.setLength(0);
            int sign = r.nextInt(3);
            b.append(sign == 0 ? "" : sign == 1 ? "-" : "+");
            int whole = r.nextInt(12);
            for (int k = 0; k < whole; k++) {
                b.append((char) ('0' + r.nextInt(10)));
            }
            int fraction = whole == 0 ? 1 + r.nextInt(20) : r.nextInt(3) == 0 ? -1 : r.nextInt(20);
            if (fraction >= 0) {
                b.append('.');
                for (int k = 0; k < fraction; k++) {
                    b.append((char) ('0' + r.nextInt(10)));
                }
            }
            if (r.nextInt(3) == 0) {
                b.append(r.nextBoolean() ? 'e' : 'E');
                int e = r.nextInt(3);
                b.append(e == 0 ? "" : e == 1 ? "-" : "+");
                b.append(r.nextInt(60));
            }
            check(b.toString());
        }
    }

    /** Decimals exactly halfway between two floats, and a hair either side: where double rounding bites. */
    @Test
    void midpointsBetweenFloats() {
        SplittableRandom r = new SplittableRandom(3);
        for (int i = 0; i < 300_000; i++) {
            float f = Math.abs(Float.intBitsToFloat(r.nextInt(0x0080_0000, 0x7F7F_FFFF)));
            BigDecimal lo = new BigDecimal(f);
            BigDecimal mid = lo.add(new BigDecimal(Math.nextUp(f))).divide(BigDecimal.valueOf(2));
            BigDecimal ulp = BigDecimal.ONE.movePointLeft(60);
            check(mid.toString());
            check(mid.add(ulp).toString());
            check(mid.subtract(ulp).toString());
            check(mid.round(new java.math.MathContext(15)).toString());
            check(mid.round(new java.math.MathContext(9)).toString());
        }
    }

    @Test
    void smallIntegersAndShortFractions() {
        SplittableRandom r = new SplittableRandom(4);
        for (int i = 0; i < 1_000_000; i++) {
            long m = r.nextLong(1_000_000_000_000_000L) >> r.nextInt(60);
            String digits = Long.toString(m);
            int point = r.nextInt(digits.length() + 1);
            check(digits.substring(0, point) + (point < digits.length() ? "." + digits.substring(point) : ""));
        }
    }
}
