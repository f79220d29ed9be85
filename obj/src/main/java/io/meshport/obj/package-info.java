/**
 * Wavefront OBJ (with MTL material names) for meshport, read on meshport's text engine and
 * written through javagl's Obj library: {@link io.meshport.obj.ObjFormat} is the format on
 * meshport's template (its reading, exporting and printing stages), {@link io.meshport.obj.Obj} the
 * entry class with its reader and writer.
 *
 * <p>The stages themselves are in {@code io.meshport.obj.internal.read} (OBJ text and its MTL
 * library to a model) and {@code io.meshport.obj.internal.write} (a model to OBJ and MTL text):
 * not part of the API, and the module's descriptor does not export them.
 */
package io.meshport.obj;
