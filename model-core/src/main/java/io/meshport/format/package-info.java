/**
 * The template a meshport format is written on ({@link io.meshport.format.DocumentFormat}: four
 * stages, the rest done once for all formats) and the reader and writer objects every format gives
 * its users ({@link io.meshport.format.FormatReader}, {@link io.meshport.format.FormatWriter}).
 * It stands apart from {@code io.meshport.io} because it brings models into a format's conventions,
 * an edit of the model: the file SPI depends on the model, the edits on the SPI's diagnostics, and
 * this package on both.
 */
package io.meshport.format;
