/**
 * Reading and writing text of independent lines on several threads, in file order:
 * {@link io.meshport.text.ordered.OrderedBlockReader} cuts the text into blocks of whole lines
 * (as chars or as bytes each parsing thread decodes), has each parsed by a format's
 * {@link io.meshport.text.ordered.LineReader} into a builder of the format's
 * {@link io.meshport.text.ordered.LineFormat}, and appends the builders in file order, with the
 * warnings, errors and verbatim rest a read line by line would give;
 * {@link io.meshport.text.ordered.OrderedTextWriter} and
 * {@link io.meshport.text.ordered.OrderedBatches} format or build batches of items on several
 * threads and hand them on in order. Both run on the same shared worker threads.
 *
 * <p>Internal to meshport: exported only to the text format modules (iqe, pie, vif, obj), not to
 * users, and may change without notice.
 */
package io.meshport.text.ordered;
