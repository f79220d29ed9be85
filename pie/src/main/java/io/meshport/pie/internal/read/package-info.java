/**
 * PIE text to a document ({@code PieFormat}'s parse stage): {@code PieReader} drives the text
 * engine line by line on one thread, {@code PieLineReader} picks the grammar rule for each line,
 * {@code PieDocumentBuilder} (the typed visitor, with {@code PiePolygonLine} and
 * {@code PieLevelBuilder}) builds the document, asking {@code PieDirectiveOrder} where in the file
 * it is and what may come next; {@code PieExpectedWords} words the parser's errors and
 * {@code PieDegeneratePolygons} the warning about degenerate polygons.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.pie.internal.read;
