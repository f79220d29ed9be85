/**
 * Numbers in text, read and printed exactly and without a {@code String} per number:
 * {@link io.meshport.text.number.DecimalFloatParser} reads a decimal from a char buffer as
 * {@link Float#parseFloat} would, {@link io.meshport.text.number.TokenNumbers} reads a parsed
 * line's number tokens as C's strtod and strtol do, {@link io.meshport.text.number.NumberLine}
 * reads the commonest line (a keyword and plain numbers) without the grammar, and
 * {@link io.meshport.text.number.ShortestFloat} prints the shortest decimal that reads back as the
 * same float.
 *
 * <p>Internal to meshport: exported only to the text format modules (iqe, pie, vif, obj), not to
 * users, and may change without notice.
 */
package io.meshport.text.number;
