/**
 * Wavefront OBJ (with MTL material names) for meshport, read and written through javagl's Obj
 * library: {@link io.meshport.obj.ObjFormat} is the format on meshport's template (its reading,
 * exporting and printing stages), {@link io.meshport.obj.Obj} the entry class with its reader and
 * writer.
 */
package io.meshport.obj;
