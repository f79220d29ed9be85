/**
 * Wavefront OBJ (with MTL material names) for meshport, read and written through javagl's Obj
 * library: {@link io.meshport.obj.Obj} is the facade, {@link io.meshport.obj.ObjFormat} the
 * format's registration.
 */
package io.meshport.obj;
