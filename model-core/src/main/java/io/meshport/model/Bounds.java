package io.meshport.model;

/**
 * The bounds of one animation frame: the axis-aligned box, the radius of the circle around the
 * up axis (Z in IQM) that holds every vertex ({@code xyRadius}) and of the sphere around the origin.
 */
public record Bounds(float minX, float minY, float minZ, float maxX, float maxY, float maxZ, float xyRadius,
        float radius) {
}
