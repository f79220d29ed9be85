/**
 * Growable arrays of primitives for documents of millions of values, without a boxed value each
 * and never copying more than one chunk to grow: {@link io.meshport.text.pool.IntChunks} and
 * {@link io.meshport.text.pool.ByteChunks} hold values in fixed-size chunks,
 * {@link io.meshport.text.pool.IntList} and {@link io.meshport.text.pool.FloatList} are lists on
 * them that can be freed or moved to one array, and {@link io.meshport.text.pool.LineRuns} keeps
 * the file line of each item of a sequence as runs.
 *
 * <p>Internal to meshport: exported only to the text format modules (iqe, pie, vif, obj), not to
 * users, and may change without notice.
 */
package io.meshport.text.pool;
