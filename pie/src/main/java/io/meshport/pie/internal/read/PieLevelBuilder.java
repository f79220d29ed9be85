package io.meshport.pie.internal.read;

import io.meshport.pie.PieAnimObject;
import io.meshport.pie.PieConnectors;
import io.meshport.pie.PieLevel;
import io.meshport.pie.PieLevelPart;
import io.meshport.pie.PieLevelSettings;
import io.meshport.pie.PieNormals;
import io.meshport.pie.PiePoints;
import io.meshport.pie.PiePolygons;
import io.meshport.pie.PieShadowPoints;
import io.meshport.pie.PieShadowPolygons;
import io.meshport.pie.PieTexture;
import io.meshport.text.pool.FloatList;
import io.meshport.text.pool.IntList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** One level's lines as they are read, until the next LEVEL or the end of the file. */
final class PieLevelBuilder {
    final int number;
    OptionalInt type = OptionalInt.empty();
    OptionalInt interpolate = OptionalInt.empty();
    final List<PieTexture> textures = new ArrayList<>();
    Optional<String> materials = Optional.empty();
    Optional<String> shaders = Optional.empty();
    final FloatList points = new FloatList(48);
    FloatList normals;
    final PiePolygons.Builder polygons = PiePolygons.builder();
    /** Its degenerate polygons, for one warning at the first when POLYGONS ends. */
    final PieDegeneratePolygons degenerate = new PieDegeneratePolygons();
    boolean polygonsSeen;
    final List<PieLevelPart> parts = new ArrayList<>();
    FloatList shadowPoints;
    PiePolygons.Builder shadowPolygons;
    IntList connectors;
    int animTime;
    int animCycles;
    IntList animInts;
    FloatList animScales;
    /** The line of NORMALS, for the warning when its count does not match POLYGONS. */
    int normalsLine;
    int normalsColumn;
    /** Texture animation of the level's first animated polygon, which the game expects all to share. */
    int animFrames = -1;
    int animRate = -1;

    PieLevelBuilder(int number) {
        this.number = number;
    }

    int pointCount() {
        return points.size() / 3;
    }

    int shadowPointCount() {
        return shadowPoints == null ? 0 : shadowPoints.size() / 3;
    }

    /** Ends the block being read and adds it to the parts, if it is one. */
    void closePart(PieBlock block) {
        switch (block) {
            case CONNECTORS -> parts.add(new PieConnectors(connectors.toArray()));
            case ANIMOBJECT -> parts.add(new PieAnimObject(animTime, animCycles, animInts.toArray(),
                    animScales.toArray()));
            case SHADOWPOINTS -> parts.add(new PieShadowPoints(new PiePoints(shadowPoints.toArray())));
            case SHADOWPOLYGONS -> parts.add(new PieShadowPolygons(shadowPolygons.build()));
            default -> {
            }
        }
    }

    PieLevel build() {
        PieLevelSettings settings = type.isEmpty() && interpolate.isEmpty() && textures.isEmpty()
                ? PieLevelSettings.NONE : new PieLevelSettings(type, interpolate, textures);
        return new PieLevel(settings, materials, shaders, new PiePoints(points.toArray()),
                normals == null ? Optional.empty() : Optional.of(new PieNormals(normals.toArray())),
                polygons.build(), parts);
    }
}
