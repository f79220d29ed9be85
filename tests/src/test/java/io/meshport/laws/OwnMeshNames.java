package io.meshport.laws;

import io.meshport.io.Capabilities;
import io.meshport.model.Model;

/**
 * Mesh names where a format gives meshes names of its own (SMD names a mesh after its material):
 * the generator gives such a format's meshes blank names, which is not what it keeps, so a model
 * read back from it is compared with its mesh names blank.
 */
final class OwnMeshNames {
    private OwnMeshNames() {
    }

    /** {@code back} with every mesh name blank when {@code caps} keeps no mesh names, else as it is. */
    static Model blanked(Capabilities caps, Model back) {
        if (caps.meshNames() || back.meshes().stream().allMatch(m -> m.name().isEmpty())) {
            return back;
        }
        return back.toBuilder().meshes(back.meshes().stream().map(m -> m.toBuilder().name("").build()).toList())
                .build();
    }
}
