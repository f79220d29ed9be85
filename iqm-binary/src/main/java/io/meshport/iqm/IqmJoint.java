package io.meshport.iqm;

/**
 * One v2 {@code iqmjoint}: name offset, parent index (negative for a root) and the base pose,
 * relative to the parent: translate, rotate (quaternion x, y, z, w) and scale.
 */
public record IqmJoint(int name, int parent, float tx, float ty, float tz, float qx, float qy, float qz, float qw,
        float sx, float sy, float sz) {

    /** The ten pose values in IQM channel order (translate, rotate, scale). */
    public float channel(int channel) {
        switch (channel) {
            case 0: return tx;
            case 1: return ty;
            case 2: return tz;
            case 3: return qx;
            case 4: return qy;
            case 5: return qz;
            case 6: return qw;
            case 7: return sx;
            case 8: return sy;
            case 9: return sz;
            default: throw new IllegalArgumentException("channel " + channel);
        }
    }
}
