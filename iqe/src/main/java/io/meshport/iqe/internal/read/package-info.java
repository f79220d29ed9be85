/**
 * IQE text to a document ({@code IqeFormat}'s parse stage): {@code IqeReader} hands the text to the
 * text engine, which reads blocks of lines on all cores; {@code IqeLineReader} reads each line,
 * plain number lines with {@code IqeNumberCommands} and every other one with {@code Iqe.g4}, whose
 * trees {@code IqeDocumentBuilder} appends to the block's document; {@code IqeExpectedWords} says
 * what a bad line expected in IQE's words.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.iqe.internal.read;
