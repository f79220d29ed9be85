package io.meshport.io;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.Conventions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What a format can hold, as its {@link ModelFormat} declares it. One declaration drives the loss
 * report of every writer ({@link LossCheck}), the CLI's {@code formats} listing, the harness's model
 * generator (which makes only models the format must round-trip) and the cross-format matrix.
 *
 * @param layouts per standard kind, the (component type, size) pairs the format stores losslessly;
 *     a kind that is absent is not stored at all
 * @param customLayouts the layouts of named custom vertex streams, empty if the format has none
 * @param texcoordSets how many texcoord sets it holds (0 = none, 1 = set 0 only)
 * @param colorSets how many colour sets it holds
 * @param triangleStreamLayouts the layouts of per-triangle streams, empty if it has none
 * @param skeleton joints with base poses
 * @param animations animations of the skeleton's joints
 * @param bounds per-frame bounds as stored data (a writer may compute them for a model without)
 * @param comment a free-text comment
 * @param meshNames meshes keep arbitrary names (else they get the format's own)
 * @param materials meshes keep a material name
 * @param conventions what the format's coordinates mean; an {@code UNKNOWN} part is not recorded
 * @param extras extra types (model or mesh) the format holds natively
 * @param codecExtras whether it carries any extra that has an {@link ExtraCodec}
 * @param required kinds every mesh read back has (a format that derives missing normals, say)
 * @param tangentsWithTexcoords whether a mesh with texcoords always reads back with tangents
 * @param uniformStreams whether every mesh of a file has the same streams in the same layouts
 * @param keepsVertices whether vertices come back as they were, in number and order; a format that
 *     stores corners (PIE: points, and texture coordinates per polygon corner) gives back the same
 *     triangles and corner values, welded its own way, and is compared corner by corner
 * @param singleMesh whether a file holds one mesh only (VIF: several meshes become one, a patch each)
 * @param jointScale whether joints' poses keep a scale (MD5 and SMD hold position and rotation only)
 * @param joinsByMaterial whether meshes of one material come back as one mesh (SMD lists triangles
 *     by material, and its readers make a mesh of each material)
 */
public record Capabilities(Map<AttributeKind, List<Layout>> layouts, List<Layout> customLayouts, int texcoordSets,
        int colorSets, List<Layout> triangleStreamLayouts, boolean skeleton, boolean animations, boolean bounds,
        boolean comment, boolean meshNames, boolean materials, Conventions conventions, Set<Class<?>> extras,
        boolean codecExtras, Set<AttributeKind> required, boolean tangentsWithTexcoords, boolean uniformStreams,
        boolean keepsVertices, boolean singleMesh, boolean jointScale, boolean joinsByMaterial) {

    /**
     * One (component type, size) pair: how a stream's values are stored.
     *
     * @param component the type of each value
     * @param size how many values a vertex (or triangle) has, 1 to 4 in every format today
     */
    public record Layout(ComponentType component, int size) {
        /**
         * Checks the component type is given; a size is taken as declared.
         *
         * @throws NullPointerException when {@code component} is null
         */
        public Layout {
            Objects.requireNonNull(component, "component");
        }

        /**
         * The layout of an array.
         *
         * @param descriptor the array's descriptor
         * @return its component type and size
         */
        public static Layout of(VertexArrayDescriptor descriptor) {
            return new Layout(descriptor.component(), descriptor.size());
        }

        @Override
        public String toString() {
            return component.word() + "×" + size;
        }
    }

    /**
     * Copies every collection, so that a declaration cannot change after it is made.
     *
     * @throws NullPointerException when a collection or {@code conventions} is null
     */
    public Capabilities {
        EnumMap<AttributeKind, List<Layout>> copy = new EnumMap<>(AttributeKind.class);
        layouts.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        layouts = Collections.unmodifiableMap(copy);
        customLayouts = List.copyOf(customLayouts);
        triangleStreamLayouts = List.copyOf(triangleStreamLayouts);
        Objects.requireNonNull(conventions, "conventions");
        extras = Set.copyOf(extras);
        required = Set.copyOf(required);
    }

    /** The layout of {@code size} values of type {@code component} each: shorthand for declarations. */
    public static Layout layout(ComponentType component, int size) {
        return new Layout(component, size);
    }

    /** Every component type in sizes 1 to 4: what a binary format that stores any layout holds. */
    public static List<Layout> anyLayout() {
        List<Layout> all = new ArrayList<>();
        for (ComponentType t : ComponentType.values()) {
            for (int size = 1; size <= 4; size++) {
                all.add(layout(t, size));
            }
        }
        return List.copyOf(all);
    }

    /** Whether {@code kind} is stored at all. */
    public boolean holds(AttributeKind kind) {
        return kind == AttributeKind.CUSTOM ? !customLayouts.isEmpty() : !layouts.getOrDefault(kind, List.of()).isEmpty();
    }

    /** How many sets of {@code kind} are held (1 for a kind without sets that is held). */
    public int sets(AttributeKind kind) {
        if (!holds(kind)) {
            return 0;
        }
        return switch (kind) {
            case TEXCOORD -> texcoordSets;
            case COLOR -> colorSets;
            default -> 1;
        };
    }

    /** The layouts held for {@code kind} (the custom layouts for {@link AttributeKind#CUSTOM}). */
    public List<Layout> layoutsOf(AttributeKind kind) {
        return kind == AttributeKind.CUSTOM ? customLayouts : layouts.getOrDefault(kind, List.of());
    }

    /** What both hold: for two formats, the subset a conversion between them keeps. */
    public Capabilities intersect(Capabilities o) {
        Map<AttributeKind, List<Layout>> both = new EnumMap<>(AttributeKind.class);
        layouts.forEach((kind, mine) -> {
            List<Layout> common = mine.stream().filter(o.layoutsOf(kind)::contains).toList();
            if (!common.isEmpty()) {
                both.put(kind, common);
            }
        });
        Set<AttributeKind> req = new LinkedHashSet<>(required);
        req.addAll(o.required);
        Set<Class<?>> commonExtras = new LinkedHashSet<>(extras);
        commonExtras.retainAll(o.extras);
        return new Capabilities(both, customLayouts.stream().filter(o.customLayouts::contains).toList(),
                Math.min(texcoordSets, o.texcoordSets), Math.min(colorSets, o.colorSets),
                triangleStreamLayouts.stream().filter(o.triangleStreamLayouts::contains).toList(),
                skeleton && o.skeleton, animations && o.animations, bounds && o.bounds, comment && o.comment,
                meshNames && o.meshNames, materials && o.materials,
                conventions.equals(o.conventions) ? conventions : Conventions.UNKNOWN, commonExtras,
                codecExtras && o.codecExtras, req, tangentsWithTexcoords || o.tangentsWithTexcoords,
                uniformStreams || o.uniformStreams, keepsVertices && o.keepsVertices, singleMesh || o.singleMesh,
                jointScale && o.jointScale, joinsByMaterial || o.joinsByMaterial);
    }

    /** A builder with nothing held yet: no streams, no skeleton, unknown conventions, vertices kept. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a declaration; everything starts absent (no streams, no skeleton, unknown conventions). */
    public static final class Builder {
        private final Map<AttributeKind, List<Layout>> layouts = new EnumMap<>(AttributeKind.class);
        private List<Layout> customLayouts = List.of();
        private int texcoordSets;
        private int colorSets;
        private List<Layout> triangleStreamLayouts = List.of();
        private boolean skeleton;
        private boolean animations;
        private boolean bounds;
        private boolean comment;
        private boolean meshNames;
        private boolean materials;
        private Conventions conventions = Conventions.UNKNOWN;
        private final Set<Class<?>> extras = new LinkedHashSet<>();
        private boolean codecExtras;
        private final Set<AttributeKind> required = new LinkedHashSet<>();
        private boolean tangentsWithTexcoords;
        private boolean uniformStreams;
        private boolean keepsVertices = true;
        private boolean singleMesh;
        private boolean jointScale = true;
        private boolean joinsByMaterial;

        private Builder() {
        }

        /** The layouts {@code kind} is stored in; a texcoord or colour kind then has one set. */
        public Builder layouts(AttributeKind kind, List<Layout> kindLayouts) {
            if (kind == AttributeKind.CUSTOM) {
                customLayouts = List.copyOf(kindLayouts);
            } else {
                layouts.put(kind, List.copyOf(kindLayouts));
            }
            if (kind == AttributeKind.TEXCOORD && texcoordSets == 0) {
                texcoordSets = 1;
            }
            if (kind == AttributeKind.COLOR && colorSets == 0) {
                colorSets = 1;
            }
            return this;
        }

        /**
         * How many texcoord sets are held (0 = none, 1 = set 0 only); {@link #layouts} for {@link
         * AttributeKind#TEXCOORD} already makes it at least 1.
         */
        public Builder texcoordSets(int count) {
            texcoordSets = count;
            return this;
        }

        /**
         * How many colour sets are held; {@link #layouts} for {@link AttributeKind#COLOR} already makes it at
         * least 1.
         */
        public Builder colorSets(int count) {
            colorSets = count;
            return this;
        }

        /** The layouts of per-triangle streams the format stores; empty (the default) for none. */
        public Builder triangleStreams(List<Layout> streamLayouts) {
            triangleStreamLayouts = List.copyOf(streamLayouts);
            return this;
        }

        /** Whether joints with their base poses are held. */
        public Builder skeleton(boolean value) {
            skeleton = value;
            return this;
        }

        /** Whether joints' poses (base poses and animation frames) keep a scale; true unless told. */
        public Builder jointScale(boolean value) {
            jointScale = value;
            return this;
        }

        /** Whether meshes of one material come back as one mesh; false unless told. */
        public Builder joinsByMaterial(boolean value) {
            joinsByMaterial = value;
            return this;
        }

        /** Whether animations of the skeleton's joints are held. */
        public Builder animations(boolean value) {
            animations = value;
            return this;
        }

        /** Whether per-frame bounds are stored data. */
        public Builder bounds(boolean value) {
            bounds = value;
            return this;
        }

        /** Whether a free-text model comment is held. */
        public Builder comment(boolean value) {
            comment = value;
            return this;
        }

        /** Whether meshes keep arbitrary names. */
        public Builder meshNames(boolean value) {
            meshNames = value;
            return this;
        }

        /** Whether meshes keep a material name. */
        public Builder materials(boolean value) {
            materials = value;
            return this;
        }

        /** What the format's coordinates mean; {@link Conventions#UNKNOWN} (the default) records nothing. */
        public Builder conventions(Conventions value) {
            conventions = value;
            return this;
        }

        /** Adds an extra type (model or mesh) the format holds natively; call once per type. */
        public Builder extra(Class<?> type) {
            extras.add(type);
            return this;
        }

        /** Whether any extra that has an {@link ExtraCodec} is carried, as a container format does. */
        public Builder codecExtras(boolean value) {
            codecExtras = value;
            return this;
        }

        /** Adds a kind every mesh read back has, though the model written had none (derived on reading). */
        public Builder required(AttributeKind kind) {
            required.add(kind);
            return this;
        }

        /** Whether a mesh with texcoords always reads back with tangents. */
        public Builder tangentsWithTexcoords(boolean value) {
            tangentsWithTexcoords = value;
            return this;
        }

        /**
         * Whether vertices come back as they were, in number and order; true by default. See {@link
         * Capabilities#keepsVertices()} for what a format that stores corners gives back.
         */
        public Builder keepsVertices(boolean value) {
            keepsVertices = value;
            return this;
        }

        /** Whether a file holds one mesh only, several meshes becoming one. */
        public Builder singleMesh(boolean value) {
            singleMesh = value;
            return this;
        }

        /** Whether every mesh of a file has the same streams in the same layouts. */
        public Builder uniformStreams(boolean value) {
            uniformStreams = value;
            return this;
        }

        /** The declaration as set so far; the builder can go on being used. */
        public Capabilities build() {
            return new Capabilities(layouts, customLayouts, texcoordSets, colorSets, triangleStreamLayouts, skeleton,
                    animations, bounds, comment, meshNames, materials, conventions, extras, codecExtras, required,
                    tangentsWithTexcoords, uniformStreams, keepsVertices, singleMesh, jointScale,
                    joinsByMaterial);
        }
    }
}
