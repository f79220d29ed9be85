package io.meshport.iqe.internal.compile;

import io.meshport.text.pool.IntList;
import java.util.List;

/**
 * What each triangle of a file carries for normal generation: the smoothing parameters it was
 * given under ({@code smoothgroup}, {@code smoothangle}, {@code smoothuv}) and, when the file has
 * {@code fs} commands, its edge flags.
 *
 * @param stateOfTriangle per triangle, an index into {@code states}
 * @param states the distinct runs of smoothing parameters, in file order
 * @param edgeFlags per triangle, bit i set when the edge from corner i to corner i+1 smooths;
 *     null when the file has no {@code fs}
 */
record IqeTriangleSmoothing(IntList stateOfTriangle, List<IqeSmoothingState> states, IntList edgeFlags) {
}
