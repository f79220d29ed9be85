/**
 * A PIE document to text ({@code PieFormat}'s print stage): {@code PieDocumentWriter} writes it
 * as the game's own files look, comments where they were.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.pie.internal.write;
