package io.meshport.model;

import java.util.List;

/**
 * A model extra that belongs to one format (what only that format knows, kept so that a round
 * trip through it loses nothing). A writer of another format cannot hold it and reports the
 * loss; the extra says what that loss amounts to, so the report names real data and stays quiet
 * about layout facts or data the model derives anyway (an adjacency table, say).
 */
public interface FormatExtra {
    /**
     * What another format loses by dropping this extra, one short phrase per item (e.g.
     * {@code "IQM extension 'tags' (128 bytes)"}); empty when nothing of substance is lost.
     */
    List<String> lossesElsewhere();
}
