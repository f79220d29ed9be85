package io.meshport.vif.internal.read;

import io.meshport.grammars.vif.VifParser;
import org.antlr.v4.runtime.Token;

/**
 * What a {@code format:} line (2.1 on) declares each position has besides its coordinates.
 *
 * @param colors a {@code c} record per position
 * @param normals an {@code n} record per position
 * @param texcoordSets {@code x0} to {@code x<sets-1>} records per position
 */
record VifFormatLine(boolean colors, boolean normals, int texcoordSets) {
    /** No format line (1.0, 2.0): what each vertex has is seen from its records. */
    static final VifFormatLine NONE = new VifFormatLine(false, false, 0);

    /** {@code p}, {@code c}, {@code n} and {@code x<k>} in any order and spacing, as VDSlib reads them. */
    static VifFormatLine read(VifParser.FormatLineContext f, VifSourceErrors errors) {
        if (f.formatFlag().isEmpty()) {
            throw errors.at(f.EOF().getSymbol(), "the format line names no attributes: 'p' at least");
        }
        StringBuilder flags = new StringBuilder();
        for (VifParser.FormatFlagContext flag : f.formatFlag()) {
            flags.append(flag.getText());
        }
        Token first = f.formatFlag(0).getStart();
        boolean position = false;
        boolean colors = false;
        boolean normals = false;
        int texcoordSets = 0;
        String s = flags.toString();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case 'p' -> position = true;
                case 'c' -> colors = true;
                case 'n' -> normals = true;
                case 'x' -> {
                    int j = i + 1;
                    while (j < s.length() && Character.isDigit(s.charAt(j))) {
                        j++;
                    }
                    if (j == i + 1 || j - i > 4) {
                        throw errors.at(first, "format '" + s + "': 'x' takes the count of texture sets (1 to 999)");
                    }
                    texcoordSets = Integer.parseInt(s.substring(i + 1, j));
                    i = j - 1;
                }
                default -> throw errors.at(first, "format '" + s + "': '" + c + "' is not p, c, n or x<sets>");
            }
        }
        if (!position) {
            throw errors.at(first, "format '" + s + "' lacks 'p': VIF vertices always have positions");
        }
        return new VifFormatLine(colors, normals, texcoordSets);
    }
}
