package io.meshport.fbx.internal.compile;

import io.meshport.fbx.internal.scene.FbxArrays;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.io.ModelFormatException;

/**
 * One layer element of a mesh geometry ({@code LayerElementNormal}, {@code LayerElementUV},
 * {@code LayerElementColor}): its values ({@code components} numbers each) and how a polygon
 * corner finds its value.
 *
 * <p>{@code MappingInformationType}: {@code ByPolygonVertex} (one per corner, in
 * {@code PolygonVertexIndex} order), {@code ByVertice}/{@code ByVertex}/{@code ByControlPoint} (one per
 * control point), {@code ByPolygon} (one per polygon), {@code AllSame} (one for all).
 * {@code ReferenceInformationType}: {@code Direct} (the values in that order) or
 * {@code IndexToDirect} (FBX 6: {@code Index}; an index array in that order picks the value; an
 * index of -1, which some writers give corners without a value, picks zeros). Anything else, and a
 * count that does not cover what the mapping asks, is an error at the layer; every index is checked
 * once, here, so a lookup needs no check.
 */
final class FbxLayer {
    enum Mapping {
        CORNER, CONTROL_POINT, POLYGON, ALL_SAME
    }

    final String name;
    final int components;
    final double[] values;
    private final Mapping mapping;
    /** The index of each element of the mapping's domain, or null for {@code Direct}. */
    private final int[] index;

    private FbxLayer(String name, int components, double[] values, Mapping mapping, int[] index) {
        this.name = name;
        this.components = components;
        this.values = values;
        this.mapping = mapping;
        this.index = index;
    }

    /**
     * The layer {@code element} ({@code path} its path), of values in its child {@code valuesName}
     * and indices in {@code indexName}, for a mesh of {@code corners} corners, {@code controlPoints}
     * control points and {@code polygons} polygons.
     */
    static FbxLayer read(FbxArrays arrays, FbxNode element, String path, String valuesName, String indexName,
            int components, int corners, int controlPoints, int polygons) throws ModelFormatException {
        Mapping mapping = mapping(arrays, element, path);
        boolean indexed = reference(arrays, element, path);
        FbxNode valuesNode = arrays.required(element, path, valuesName);
        double[] values = arrays.doubles(valuesNode, path + "/" + valuesName);
        if (values.length % components != 0) {
            throw arrays.tree().error(valuesNode, path + "/" + valuesName, values.length + " values do not make whole"
                    + " elements of " + components);
        }
        int elements = values.length / components;
        long domain = switch (mapping) {
            case CORNER -> corners;
            case CONTROL_POINT -> controlPoints;
            case POLYGON -> polygons;
            case ALL_SAME -> 1;
        };
        int[] index = null;
        if (indexed) {
            FbxNode indexNode = arrays.required(element, path, indexName);
            String indexPath = path + "/" + indexName;
            index = arrays.ints(indexNode, indexPath);
            if (index.length < domain) {
                throw arrays.tree().error(indexNode, indexPath, index.length + " indices for " + domain + " "
                        + domainWord(mapping));
            }
            for (int i = 0; i < domain; i++) {
                if (index[i] < -1 || index[i] >= elements) {
                    throw arrays.tree().error(indexNode, indexPath, "index " + i + " is " + index[i]
                            + ", out of range (" + elements + " elements)");
                }
            }
        } else if (elements < domain) {
            throw arrays.tree().error(valuesNode, path + "/" + valuesName, elements + " elements for " + domain + " "
                    + domainWord(mapping));
        }
        String name = FbxArrays.string(FbxArrays.child(element, "Name"), 0, "");
        return new FbxLayer(name, components, values, mapping, index);
    }

    private static String domainWord(Mapping m) {
        return switch (m) {
            case CORNER -> "polygon corners";
            case CONTROL_POINT -> "control points";
            case POLYGON -> "polygons";
            case ALL_SAME -> "(all the same)";
        };
    }

    static Mapping mapping(FbxArrays arrays, FbxNode element, String path) throws ModelFormatException {
        FbxNode m = FbxArrays.child(element, "MappingInformationType");
        String word = FbxArrays.string(m, 0, null);
        if (word == null) {
            throw arrays.tree().error(m == null ? element : m, path, "no MappingInformationType");
        }
        return switch (word) {
            case "ByPolygonVertex" -> Mapping.CORNER;
            case "ByVertice", "ByVertex", "ByControlPoint" -> Mapping.CONTROL_POINT;
            case "ByPolygon" -> Mapping.POLYGON;
            case "AllSame" -> Mapping.ALL_SAME;
            default -> throw arrays.tree().error(m, path + "/MappingInformationType", "\"" + word
                    + "\" is not a mapping read here (ByPolygonVertex, ByVertice, ByPolygon, AllSame)");
        };
    }

    /** Whether the element is {@code IndexToDirect}; false for {@code Direct} (or when it does not say). */
    static boolean reference(FbxArrays arrays, FbxNode element, String path) throws ModelFormatException {
        FbxNode r = FbxArrays.child(element, "ReferenceInformationType");
        String word = FbxArrays.string(r, 0, "Direct");
        return switch (word) {
            case "Direct" -> false;
            case "IndexToDirect", "Index" -> true;
            default -> throw arrays.tree().error(r, path + "/ReferenceInformationType", "\"" + word
                    + "\" is not Direct or IndexToDirect");
        };
    }

    /** The element of corner {@code corner} (of control point {@code point}, in polygon {@code polygon}); -1 for none. */
    int element(int corner, int point, int polygon) {
        int at = switch (mapping) {
            case CORNER -> corner;
            case CONTROL_POINT -> point;
            case POLYGON -> polygon;
            case ALL_SAME -> 0;
        };
        return index == null ? at : index[at];
    }

    /** Component {@code c} of element {@code e} (0 for the -1 element). */
    double value(int e, int c) {
        return e < 0 ? 0 : values[e * components + c];
    }
}
