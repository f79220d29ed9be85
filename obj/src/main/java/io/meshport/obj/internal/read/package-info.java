/**
 * Internal: OBJ's reading stage, OBJ text to a model, on the text engine's parallel blocks.
 * {@code ObjFileReader} reads it: each block's thread reads its lines ({@code ObjLineReader}, which
 * joins continued lines with {@code ObjLines}) statement by statement ({@code ObjStatementReader},
 * {@code ObjFaceCorners} for each face's indices) into {@code ObjStatements}; {@code ObjBlockFormat}
 * puts the blocks ({@code ObjBlock}) together in file order and {@code ObjFileState} places their
 * statements: indices checked, each group's faces gathered by material ({@code ObjGroup},
 * {@code ObjPart}) and each part made a mesh ({@code ObjMeshBuilder}: distinct corners as vertices
 * in {@code ObjCornerTable}, polygons split by model-core's {@code PolygonTriangulator}); {@code ObjMaterialLibrary}
 * and {@code ObjMtlNames} check the material names against the {@code mtllib} files beside it.
 *
 * <p>Not part of meshport's API: {@code io.meshport.obj} ({@code Obj}, {@code ObjFormat}) is. What is
 * public here is public for that package and the writing stage; it may change without notice.
 */
package io.meshport.obj.internal.read;
