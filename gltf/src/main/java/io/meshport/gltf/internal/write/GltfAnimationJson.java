package io.meshport.gltf.internal.write;

import de.javagl.jgltf.impl.v2.Animation;
import de.javagl.jgltf.impl.v2.AnimationChannel;
import de.javagl.jgltf.impl.v2.AnimationChannelTarget;
import de.javagl.jgltf.impl.v2.AnimationSampler;
import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.model.AccessorModel;
import de.javagl.jgltf.model.AnimationModel;
import de.javagl.jgltf.model.AnimationModel.Channel;
import de.javagl.jgltf.model.AnimationModel.Sampler;
import de.javagl.jgltf.model.AssetModel;
import de.javagl.jgltf.model.BufferModel;
import de.javagl.jgltf.model.BufferViewModel;
import de.javagl.jgltf.model.CameraModel;
import de.javagl.jgltf.model.ExtensionsModel;
import de.javagl.jgltf.model.GltfModel;
import de.javagl.jgltf.model.ImageModel;
import de.javagl.jgltf.model.MaterialModel;
import de.javagl.jgltf.model.MeshModel;
import de.javagl.jgltf.model.NodeModel;
import de.javagl.jgltf.model.SceneModel;
import de.javagl.jgltf.model.SkinModel;
import de.javagl.jgltf.model.TextureModel;
import de.javagl.jgltf.model.v2.GltfCreatorV2;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The glTF JSON of a built model, its animations made here rather than by JglTF's
 * {@code GltfCreatorV2}, which finds each channel's sampler by a search of the animation's samplers
 * ({@code List.indexOf}): the square of the channels, three a joint (a chain of 100,000 joints
 * took 20 s, and the time grew with the square of the file). The JSON is the same: each channel's
 * sampler is its own, in channel order.
 */
final class GltfAnimationJson {
    private GltfAnimationJson() {
    }

    /** The JSON of {@code gltf}: JglTF makes all but the animations (it sees none), this the animations. */
    static GlTF of(GltfModel gltf) {
        GlTF json = GltfCreatorV2.create(new WithoutAnimations(gltf));
        List<AnimationModel> animations = gltf.getAnimationModels();
        if (!animations.isEmpty()) {
            Map<NodeModel, Integer> nodes = indexes(gltf.getNodeModels());
            Map<AccessorModel, Integer> accessors = indexes(gltf.getAccessorModels());
            List<Animation> out = new ArrayList<>(animations.size());
            for (AnimationModel a : animations) {
                out.add(animation(a, nodes, accessors));
            }
            json.setAnimations(out);
        }
        return json;
    }

    private static Animation animation(AnimationModel model, Map<NodeModel, Integer> nodes,
            Map<AccessorModel, Integer> accessors) {
        Animation animation = new Animation();
        animation.setName(model.getName());
        animation.setExtensions(model.getExtensions());
        animation.setExtras(model.getExtras());
        List<AnimationChannel> channels = new ArrayList<>();
        List<AnimationSampler> samplers = new ArrayList<>();
        for (Channel c : model.getChannels()) {
            AnimationChannelTarget target = new AnimationChannelTarget();
            target.setNode(nodes.get(c.getNodeModel()));
            target.setPath(c.getPath());
            AnimationChannel channel = new AnimationChannel();
            channel.setTarget(target);
            channel.setSampler(samplers.size());
            channels.add(channel);
            Sampler s = c.getSampler();
            AnimationSampler sampler = new AnimationSampler();
            sampler.setInput(accessors.get(s.getInput()));
            sampler.setInterpolation(s.getInterpolation().name());
            sampler.setOutput(accessors.get(s.getOutput()));
            samplers.add(sampler);
        }
        animation.setChannels(channels);
        animation.setSamplers(samplers);
        return animation;
    }

    /** {@code whole} as JglTF sees it here: the same in all but its animations, of which it has none. */
    private record WithoutAnimations(GltfModel whole) implements GltfModel {
        @Override
        public List<AnimationModel> getAnimationModels() {
            return List.of();
        }

        @Override
        public List<AccessorModel> getAccessorModels() {
            return whole.getAccessorModels();
        }

        @Override
        public List<BufferModel> getBufferModels() {
            return whole.getBufferModels();
        }

        @Override
        public List<BufferViewModel> getBufferViewModels() {
            return whole.getBufferViewModels();
        }

        @Override
        public List<CameraModel> getCameraModels() {
            return whole.getCameraModels();
        }

        @Override
        public List<ImageModel> getImageModels() {
            return whole.getImageModels();
        }

        @Override
        public List<MaterialModel> getMaterialModels() {
            return whole.getMaterialModels();
        }

        @Override
        public List<MeshModel> getMeshModels() {
            return whole.getMeshModels();
        }

        @Override
        public List<NodeModel> getNodeModels() {
            return whole.getNodeModels();
        }

        @Override
        public List<SceneModel> getSceneModels() {
            return whole.getSceneModels();
        }

        @Override
        public List<SkinModel> getSkinModels() {
            return whole.getSkinModels();
        }

        @Override
        public List<TextureModel> getTextureModels() {
            return whole.getTextureModels();
        }

        @Override
        public ExtensionsModel getExtensionsModel() {
            return whole.getExtensionsModel();
        }

        @Override
        public AssetModel getAssetModel() {
            return whole.getAssetModel();
        }

        @Override
        public Map<String, Object> getExtensions() {
            return whole.getExtensions();
        }

        @Override
        public Object getExtras() {
            return whole.getExtras();
        }
    }

    /** Each element's place in {@code list}, by identity. */
    private static <T> Map<T, Integer> indexes(List<T> list) {
        Map<T, Integer> out = new IdentityHashMap<>();
        for (int i = 0; i < list.size(); i++) {
            out.putIfAbsent(list.get(i), i);
        }
        return out;
    }
}
