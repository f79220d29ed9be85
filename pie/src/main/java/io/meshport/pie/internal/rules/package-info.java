/**
 * The rules a PIE file must follow to load in the game ({@code PieRules}), in one place: the
 * document types of {@code io.meshport.pie} refuse to be built breaking one, the reader reports a
 * broken one at its line and column, the compiler and exporter ask it for the versions' limits.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.pie.internal.rules;
