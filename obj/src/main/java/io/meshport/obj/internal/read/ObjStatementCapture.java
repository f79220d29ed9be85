package io.meshport.obj.internal.read;

import de.javagl.obj.FloatTuple;
import de.javagl.obj.FloatTuples;
import de.javagl.obj.ObjFace;
import de.javagl.obj.ObjFaces;
import de.javagl.obj.WritableObj;
import java.util.Collection;
import java.util.List;

/**
 * What javagl's {@code ObjReader} made of one statement. meshport hands javagl one statement at a
 * time (to know its line) and takes what it read from here, to check and place it itself: javagl
 * keeps no line numbers and checks no index against the tables.
 */
final class ObjStatementCapture implements WritableObj {
    FloatTuple tuple;
    ObjFace face;
    List<String> groupNames;
    String material;
    String materialLibrary;

    void clear() {
        tuple = null;
        face = null;
        groupNames = null;
        material = null;
        materialLibrary = null;
    }

    @Override
    public void addVertex(FloatTuple vertex) {
        tuple = vertex;
    }

    @Override
    public void addVertex(float x, float y, float z) {
        tuple = FloatTuples.create(x, y, z);
    }

    @Override
    public void addTexCoord(FloatTuple texCoord) {
        tuple = texCoord;
    }

    @Override
    public void addTexCoord(float x) {
        tuple = FloatTuples.create(x);
    }

    @Override
    public void addTexCoord(float x, float y) {
        tuple = FloatTuples.create(x, y);
    }

    @Override
    public void addTexCoord(float x, float y, float z) {
        tuple = FloatTuples.create(x, y, z);
    }

    @Override
    public void addNormal(FloatTuple normal) {
        tuple = normal;
    }

    @Override
    public void addNormal(float x, float y, float z) {
        tuple = FloatTuples.create(x, y, z);
    }

    @Override
    public void setActiveGroupNames(Collection<? extends String> names) {
        groupNames = List.copyOf(names);
    }

    @Override
    public void setActiveMaterialGroupName(String name) {
        material = name;
    }

    @Override
    public void addFace(ObjFace objFace) {
        face = objFace;
    }

    @Override
    public void addFace(int... v) {
        face = ObjFaces.create(v, null, null);
    }

    @Override
    public void addFaceWithTexCoords(int... v) {
        face = ObjFaces.create(v, v, null);
    }

    @Override
    public void addFaceWithNormals(int... v) {
        face = ObjFaces.create(v, null, v);
    }

    @Override
    public void addFaceWithAll(int... v) {
        face = ObjFaces.create(v, v, v);
    }

    @Override
    public void addFace(int[] v, int[] vt, int[] vn) {
        face = ObjFaces.create(v, vt, vn);
    }

    @Override
    public void setMtlFileNames(Collection<? extends String> names) {
        materialLibrary = names.isEmpty() ? "" : names.iterator().next();
    }
}
