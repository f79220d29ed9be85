/**
 * Internal: OBJ's reading stage, OBJ text to a model. {@code ObjFileReader} reads it statement by
 * statement ({@code ObjLines} joins continued lines, javagl's {@code ObjReader} reads each statement
 * into {@code ObjStatementCapture}, {@code ObjFaceCorners} checks each face's indices), gathers each
 * group's faces by material ({@code ObjGroup}, {@code ObjPart}) and makes each part a mesh
 * ({@code ObjMeshBuilder}: distinct corners as vertices in {@code ObjCornerTable}, polygons split by
 * {@code ObjTriangulator}); {@code ObjMaterialLibrary} and {@code ObjMtlNames} check the material
 * names against the {@code mtllib} files beside it.
 *
 * <p>Not part of meshport's API: {@code io.meshport.obj} ({@code Obj}, {@code ObjFormat}) is. What is
 * public here is public for that package and the writing stage; it may change without notice.
 */
package io.meshport.obj.internal.read;
