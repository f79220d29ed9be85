/**
 * Internal: OBJ's export and writing stages, a model to OBJ text and its MTL library.
 * {@code ObjExporter} reports what only OBJ's spelling loses (the export stage: OBJ has no document
 * of its own, so that is all of it, and it shares the package with the writing it checks for) and
 * writes the OBJ and MTL text through javagl; {@code ObjNames} makes a name fit an OBJ line.
 *
 * <p>Not part of meshport's API: {@code io.meshport.obj} ({@code Obj}, {@code ObjFormat}) is. What is
 * public here is public for that package; it may change without notice.
 */
package io.meshport.obj.internal.write;
