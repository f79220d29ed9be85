/**
 * VIF text to a document ({@code VifFormat}'s parse stage), on one thread since a record means
 * something only after the header and the records before it: {@code VifReader} drives the text
 * engine, {@code VifLineReader} splits the token-based body into records (with the engine's
 * {@code TaggedRecords}), {@code VifRecordDispatcher} hands each header line and record, in the
 * place {@code VifHeaderState} and {@code VifSections} say it stands, to {@code VifNumberRecords}
 * for the commonest records or to the grammar rule it calls for, visited by
 * {@code VifDocumentBuilder} into {@code VifDocumentParts}. The checks stand apart:
 * {@code VifValueRules}, {@code VifRecordRules}, {@code VifFormatLine} and
 * {@code VifWholeFileRules} (the shared rules of {@code io.meshport.vif.internal.rules} at the
 * end, strict or lenient), all reporting through {@code VifSourceErrors}; {@code VifExpectedWords}
 * words the parser's errors.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.vif.internal.read;
