package io.meshport.pie.internal.read;

/** The data blocks of a level: which lines are being read and what they are called in messages. */
enum PieBlock {
    POINTS("point"),
    NORMALS("normal"),
    POLYGONS("polygon"),
    CONNECTORS("connector"),
    ANIMOBJECT("frame"),
    SHADOWPOINTS("shadow point"),
    SHADOWPOLYGONS("shadow polygon");

    final String line;

    PieBlock(String line) {
        this.line = line;
    }
}
