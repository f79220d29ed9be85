package io.meshport.gltf.internal.write;

import io.meshport.gltf.internal.GltfMatrix;
import io.meshport.model.Transform;

/**
 * A joint pose as glTF holds it: translation, rotation and scale of finite numbers with a rotation
 * of unit length (glTF's rule for node rotations and rotation keys). A pose that breaks the rule is
 * mended: non-finite translations become 0 and scales 1, a rotation that is no rotation becomes
 * the identity, one not of unit length is normalised.
 *
 * @param mended whether anything had to change
 */
record GltfWritePose(float[] translation, float[] rotation, float[] scale, boolean mended) {

    static GltfWritePose of(Transform t) {
        boolean[] mended = {false};
        float[] tr = {finite(t.tx(), 0, mended), finite(t.ty(), 0, mended), finite(t.tz(), 0, mended)};
        float[] sc = {finite(t.sx(), 1, mended), finite(t.sy(), 1, mended), finite(t.sz(), 1, mended)};
        float[] q = {t.qx(), t.qy(), t.qz(), t.qw()};
        double len = Math.sqrt((double) q[0] * q[0] + (double) q[1] * q[1] + (double) q[2] * q[2]
                + (double) q[3] * q[3]);
        if (!(len > 0) || !Double.isFinite(len)) {
            q = new float[] {0, 0, 0, 1};
            mended[0] = true;
        } else if (Math.abs(len - 1) > GltfWriteStreams.UNIT_SLACK) {
            for (int i = 0; i < 4; i++) {
                q[i] = (float) (q[i] / len);
            }
            mended[0] = true;
        } else if (Math.max(Math.max(Math.abs(q[0]), Math.abs(q[1])), Math.max(Math.abs(q[2]), Math.abs(q[3]))) > 1) {
            // of unit length within the slack, but a component beyond ±1 (a rotation of 180° whose
            // length is 1 + 4e-7) is no rotation to glTF: normalised, which is no mend worth a word
            for (int i = 0; i < 4; i++) {
                q[i] = (float) (q[i] / len);
            }
        }
        return new GltfWritePose(tr, q, sc, mended[0]);
    }

    private static float finite(float v, float otherwise, boolean[] mended) {
        if (Float.isFinite(v)) {
            return v;
        }
        mended[0] = true;
        return otherwise;
    }

    /** The column-major 4×4 matrix translation × rotation × scale, in double precision. */
    double[] matrix() {
        return GltfMatrix.of(new Transform(translation[0], translation[1], translation[2], rotation[0], rotation[1],
                rotation[2], rotation[3], scale[0], scale[1], scale[2]));
    }
}
