package io.meshport.text.number;

import io.meshport.io.ModelFormatException;

/**
 * Finds the numbers a text format cannot print: a format whose readers take no word for infinity
 * or NaN (MD5, SMD) refuses a document that holds one before anything is written, naming its place.
 */
public final class FiniteNumbers {
    private FiniteNumbers() {
    }

    /** The index of the first of {@code values} that is infinite or NaN, or -1 if all are finite. */
    public static int firstNonFinite(double[] values) {
        for (int i = 0; i < values.length; i++) {
            if (!Double.isFinite(values[i])) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Refuses to write a document of {@code format} that holds a number that is not finite.
     *
     * @param target the file or stream the document is for, naming the error
     * @param where the place of the document's first such number ("joint 3 ('hip')'s x"), or null
     *     when all are finite: then nothing happens
     * @param format the format's name in the message ({@code "MD5"})
     * @throws ModelFormatException when {@code where} is not null
     */
    public static void refuse(String target, String where, String format) throws ModelFormatException {
        if (where != null) {
            throw ModelFormatException.inSource(target, "not written: " + where
                    + " is not a finite number, and " + format + " text holds finite numbers only");
        }
    }
}
