package io.meshport.text.number;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class ShortestFloatTest {

    @ParameterizedTest
    @CsvSource({"1,1", "-1,-1", "0.5,0.5", "0.1,0.1", "100,100", "1.0E10,1e10", "1.0E-5,0.00001",
        "1.0E-6,1e-6", "-3.25841393E-6,-3.258414e-6", "1.4E-45,1e-45", "3.4028235E38,3.4028235e38",
        "0.99607843,0.99607843", "30.1034,30.1034", "1.23456791E8,123456790", "16777215,16777215", "-8388607.5,-8388607.5"})
    void shortestPlainText(float value, String text) {
        assertEquals(text, ShortestFloat.format(value));
    }

    @Test
    void specials() {
        assertEquals("0", ShortestFloat.format(0f));
        assertEquals("-0", ShortestFloat.format(-0f));
        assertEquals("nan", ShortestFloat.format(Float.NaN));
        assertEquals("inf", ShortestFloat.format(Float.POSITIVE_INFINITY));
        assertEquals("-inf", ShortestFloat.format(Float.NEGATIVE_INFINITY));
    }

    @Test
    void randomFloatsReadBackExactlyAndNeverLongerThanJava() {
        SplittableRandom r = new SplittableRandom(42);
        for (int i = 0; i < 200_000; i++) {
            float f = Float.intBitsToFloat(r.nextInt());
            if (Float.isNaN(f) || Float.isInfinite(f)) {
                continue;
            }
            String s = ShortestFloat.format(f);
            assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(Float.parseFloat(s)), s);
            assertTrue(!s.contains("E") && !s.endsWith(".0"), s);
            assertTrue(digits(s) <= digits(Float.toString(f)), s + " vs " + f);
        }
    }

    /**
     * Within 10^±20 every float is printed as the decimal of the fewest digits that reads back,
     * and of those the nearest: BigDecimal's rounding of the exact value, at 1, 2, ... digits.
     */
    @Test
    void printsTheNearestOfTheShortestDecimals() {
        SplittableRandom r = new SplittableRandom(7);
        int checked = 0;
        for (int i = 0; i < 300_000; i++) {
            float f = i % 2 == 0 ? Float.intBitsToFloat(r.nextInt()) : (float) ((r.nextDouble() - 0.5) * 200);
            float magnitude = Math.abs(f);
            if (!(magnitude >= 1e-20f && magnitude <= 1e20f) || f == (int) f) {
                continue;
            }
            checked++;
            java.math.BigDecimal exact = new java.math.BigDecimal(f);
            java.math.BigDecimal expected = null;
            for (int digits = 1; digits <= 9 && expected == null; digits++) {
                java.math.BigDecimal candidate = exact.round(new java.math.MathContext(digits, java.math.RoundingMode.HALF_EVEN));
                if (candidate.floatValue() == f) {
                    expected = candidate;
                }
            }
            String s = ShortestFloat.format(f);
            assertEquals(0, expected.compareTo(new java.math.BigDecimal(s)), f + " printed as " + s + ", expected " + expected);
        }
        assertTrue(checked > 100_000, "checked " + checked);
    }

    private static int digits(String s) {
        String mantissa = s.toLowerCase().split("e")[0].replace("-", "").replace(".", "");
        mantissa = mantissa.replaceFirst("^0+", "").replaceFirst("0+$", "");
        return mantissa.length();
    }
}
