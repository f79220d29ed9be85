package io.meshport.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What the formats share: meshes, skeleton, animations, per-frame bounds, a comment, the coordinate
 * conventions, and typed extras for what only one format knows (per-mesh extras live on their
 * {@link Mesh}). Immutable; a model is validated
 * when built and never holds an invalid state (every index in range, parents before children,
 * animations sized to the skeleton, one bounds per frame or none).
 */
public final class Model {
    private final List<Mesh> meshes;
    private final List<Joint> joints;
    private final List<Animation> animations;
    private final List<Bounds> frameBounds;
    private final String comment;
    private final Conventions conventions;
    private final Map<Class<?>, Object> extras;

    private Model(Builder b) {
        this.meshes = List.copyOf(b.meshes);
        this.joints = List.copyOf(b.joints);
        this.animations = List.copyOf(b.animations);
        this.frameBounds = List.copyOf(b.frameBounds);
        this.comment = b.comment;
        this.conventions = b.conventions;
        // insertion order kept: writers and loss reports go through the extras in the order they came
        this.extras = Collections.unmodifiableMap(new LinkedHashMap<>(b.extras));
    }

    /** A builder of an empty model: no meshes, no skeleton, no comment, unknown conventions. */
    public static Builder builder() {
        return new Builder();
    }

    /** The meshes, in the order the source had them. */
    public List<Mesh> meshes() {
        return meshes;
    }

    /** The skeleton, parents before children. */
    public List<Joint> joints() {
        return joints;
    }

    /**
     * The animations of the skeleton, in order; their frames follow one another in {@link #frameBounds()}.
     */
    public List<Animation> animations() {
        return animations;
    }

    /** One bounds per frame of all animations in order, or empty when unknown. */
    public List<Bounds> frameBounds() {
        return frameBounds;
    }

    /** The comment section, if the source had one. */
    public Optional<String> comment() {
        return Optional.ofNullable(comment);
    }

    /** Which axis is up, handedness, front-face winding, as the source recorded them. */
    public Conventions conventions() {
        return conventions;
    }

    /** The up axis of {@link #conventions()}. */
    public Axis axis() {
        return conventions.up();
    }

    /** The extra of type {@code type}, if present. */
    public <T> Optional<T> extra(Class<T> type) {
        return Optional.ofNullable(type.cast(extras.get(type)));
    }

    /** The model's extras, by type, in the order they were set. */
    public Map<Class<?>, Object> extras() {
        return extras;
    }

    /** Total number of frames over all animations. */
    public int frameCount() {
        int n = 0;
        for (Animation a : animations) {
            n += a.frameCount();
        }
        return n;
    }

    /** Total vertices over all meshes. */
    public long vertexCount() {
        long n = 0;
        for (Mesh m : meshes) {
            n += m.vertexCount();
        }
        return n;
    }

    /** Total triangles over all meshes. */
    public long triangleCount() {
        long n = 0;
        for (Mesh m : meshes) {
            n += m.triangleCount();
        }
        return n;
    }

    /** A builder holding everything this model has, for making a changed copy. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.meshes.addAll(meshes);
        b.joints.addAll(joints);
        b.animations.addAll(animations);
        b.frameBounds.addAll(frameBounds);
        b.comment = comment;
        b.conventions = conventions;
        b.extras.putAll(extras);
        return b;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Model m && meshes.equals(m.meshes) && joints.equals(m.joints)
                && animations.equals(m.animations) && frameBounds.equals(m.frameBounds)
                && Objects.equals(comment, m.comment) && conventions.equals(m.conventions) && extras.equals(m.extras);
    }

    @Override
    public int hashCode() {
        return Objects.hash(meshes, joints, animations, frameBounds, comment, conventions, extras);
    }

    @Override
    public String toString() {
        return "Model[" + meshes.size() + " meshes, " + joints.size() + " joints, " + animations.size()
                + " animations, " + frameBounds.size() + " bounds, " + conventions + ", extras " + extras.keySet() + "]";
    }

    /** Builds a {@link Model}; {@link #build()} validates it. */
    public static final class Builder {
        private final List<Mesh> meshes = new ArrayList<>();
        private final List<Joint> joints = new ArrayList<>();
        private final List<Animation> animations = new ArrayList<>();
        private final List<Bounds> frameBounds = new ArrayList<>();
        private String comment;
        private Conventions conventions = Conventions.UNKNOWN;
        private final Map<Class<?>, Object> extras = new LinkedHashMap<>();

        private Builder() {
        }

        /**
         * Adds a mesh after those already added.
         *
         * @throws NullPointerException when {@code mesh} is null
         */
        public Builder addMesh(Mesh mesh) {
            meshes.add(Objects.requireNonNull(mesh, "mesh"));
            return this;
        }

        /**
         * Replaces the meshes with {@code newMeshes}.
         *
         * @throws NullPointerException when a mesh is null
         */
        public Builder meshes(List<Mesh> newMeshes) {
            meshes.clear();
            newMeshes.forEach(this::addMesh);
            return this;
        }

        /**
         * Adds a joint after those already added; its parent must be an earlier joint.
         *
         * @throws NullPointerException when {@code joint} is null
         */
        public Builder addJoint(Joint joint) {
            joints.add(Objects.requireNonNull(joint, "joint"));
            return this;
        }

        /**
         * Replaces the skeleton with {@code newJoints}, parents before children.
         *
         * @throws NullPointerException when a joint is null
         */
        public Builder joints(List<Joint> newJoints) {
            joints.clear();
            newJoints.forEach(this::addJoint);
            return this;
        }

        /**
         * Adds an animation after those already added.
         *
         * @throws NullPointerException when {@code animation} is null
         */
        public Builder addAnimation(Animation animation) {
            animations.add(Objects.requireNonNull(animation, "animation"));
            return this;
        }

        /**
         * Replaces the animations with {@code newAnimations}.
         *
         * @throws NullPointerException when an animation is null
         */
        public Builder animations(List<Animation> newAnimations) {
            animations.clear();
            newAnimations.forEach(this::addAnimation);
            return this;
        }

        /**
         * Replaces the per-frame bounds: one per frame of all animations in order, or empty for none.
         *
         * @throws NullPointerException when a bounds is null
         */
        public Builder frameBounds(List<Bounds> bounds) {
            frameBounds.clear();
            bounds.forEach(b -> frameBounds.add(Objects.requireNonNull(b, "bounds")));
            return this;
        }

        /** Sets the comment; null for none. */
        public Builder comment(String newComment) {
            this.comment = newComment;
            return this;
        }

        /**
         * Sets the coordinate conventions.
         *
         * @throws NullPointerException when {@code newConventions} is null ({@link Conventions#UNKNOWN} is
         *     "not known")
         */
        public Builder conventions(Conventions newConventions) {
            this.conventions = Objects.requireNonNull(newConventions, "conventions");
            return this;
        }

        /** Sets the up axis, keeping handedness and winding. */
        public Builder axis(Axis newAxis) {
            this.conventions = conventions.withUp(Objects.requireNonNull(newAxis, "axis"));
            return this;
        }

        /** Sets (or replaces) the extra of {@code type}. */
        public <T> Builder extra(Class<T> type, T value) {
            extras.put(Objects.requireNonNull(type, "type"), type.cast(Objects.requireNonNull(value, "value")));
            return this;
        }

        /** Removes the extra of {@code type}. */
        public Builder removeExtra(Class<?> type) {
            extras.remove(type);
            return this;
        }

        /**
         * The model, after checking it: joint parents precede their children, animations have
         * one pose per joint (or any common joint count when there is no skeleton: IQM allows
         * animation-only files), bounds are absent or one per frame.
         *
         * @throws IllegalArgumentException naming the first violation
         */
        public Model build() {
            for (int i = 0; i < joints.size(); i++) {
                int p = joints.get(i).parent();
                if (p >= i) {
                    throw new IllegalArgumentException("joint " + i + " (" + joints.get(i).name() + ") has parent " + p
                            + ", which is not an earlier joint");
                }
            }
            int animJoints = joints.size();
            for (Animation a : animations) {
                if (a.jointCount() == 0) {
                    continue;
                }
                if (animJoints == 0) {
                    animJoints = a.jointCount();
                }
                if (a.jointCount() != animJoints) {
                    throw new IllegalArgumentException("animation " + a.name() + " has poses for " + a.jointCount()
                            + " joints, expected " + animJoints);
                }
            }
            int frames = 0;
            for (Animation a : animations) {
                frames += a.frameCount();
            }
            if (!frameBounds.isEmpty() && frameBounds.size() != frames) {
                throw new IllegalArgumentException(frameBounds.size() + " frame bounds for " + frames + " frames");
            }
            return new Model(this);
        }
    }
}
