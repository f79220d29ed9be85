package io.meshport.harness;

import java.util.Arrays;

/**
 * Damages a valid file the ways real corruption and hostile files do: flipped bits, truncation,
 * 32-bit fields set to boundary values (0, -1, 2^31, sizes just past the end), duplicated or
 * deleted ranges. Binary formats with 4-byte header fields are hit hardest by the boundary
 * writes; text formats by the others.
 */
public final class ByteMutator {
    private static final int[] BOUNDARY = {0, 1, -1, 0x7fffffff, 0x80000000, 0xffff, 0x10000, 3, 4, 0x7ffffff0};

    private ByteMutator() {
    }

    /** 1 to {@code maxEdits} random edits of {@code input} (which is not changed). */
    public static byte[] mutate(byte[] input, Source s, int maxEdits) {
        byte[] b = input.clone();
        int edits = s.nextInt(1, Math.max(1, maxEdits));
        for (int i = 0; i < edits && b.length > 0; i++) {
            switch (s.nextInt(0, 5)) {
                case 0: {
                    int at = s.nextInt(0, b.length - 1);
                    b[at] ^= (byte) (1 << s.nextInt(0, 7));
                    break;
                }
                case 1:
                    b = Arrays.copyOf(b, s.nextInt(0, b.length - 1));
                    break;
                case 2: {
                    if (b.length < 4) {
                        break;
                    }
                    int at = s.nextInt(0, (b.length - 4) / 4) * 4;
                    int v = s.nextBoolean() ? BOUNDARY[s.nextInt(0, BOUNDARY.length - 1)] : b.length + s.nextInt(-8, 8);
                    b[at] = (byte) v;
                    b[at + 1] = (byte) (v >>> 8);
                    b[at + 2] = (byte) (v >>> 16);
                    b[at + 3] = (byte) (v >>> 24);
                    break;
                }
                case 3: {
                    int from = s.nextInt(0, b.length - 1);
                    int len = s.nextInt(0, Math.min(64, b.length - from));
                    int to = s.nextInt(0, b.length);
                    byte[] n = new byte[b.length + len];
                    System.arraycopy(b, 0, n, 0, to);
                    System.arraycopy(b, from, n, to, len);
                    System.arraycopy(b, to, n, to + len, b.length - to);
                    b = n;
                    break;
                }
                case 4: {
                    int from = s.nextInt(0, b.length - 1);
                    int len = s.nextInt(0, Math.min(64, b.length - from));
                    byte[] n = new byte[b.length - len];
                    System.arraycopy(b, 0, n, 0, from);
                    System.arraycopy(b, from + len, n, from, b.length - from - len);
                    b = n;
                    break;
                }
                default: {
                    int at = s.nextInt(0, b.length - 1);
                    b[at] = (byte) s.nextInt(0, 255);
                }
            }
        }
        return b;
    }
}
