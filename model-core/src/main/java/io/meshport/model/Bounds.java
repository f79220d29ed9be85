package io.meshport.model;

/**
 * The bounds of one animation frame: the axis-aligned box, the radius of the circle around the
 * up axis (Z in IQM) that holds every vertex ({@code xyRadius}) and of the sphere around the origin.
 * All in the model's units.
 *
 * @param minX the box's least X
 * @param minY the box's least Y
 * @param minZ the box's least Z
 * @param maxX the box's greatest X
 * @param maxY the box's greatest Y
 * @param maxZ the box's greatest Z
 * @param xyRadius the radius of the circle around the up axis that holds every vertex
 * @param radius the radius of the sphere around the origin that holds every vertex
 */
public record Bounds(float minX, float minY, float minZ, float maxX, float maxY, float maxZ, float xyRadius,
        float radius) {
}
