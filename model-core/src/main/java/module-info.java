/**
 * meshport's common model and the format SPI every format module plugs into: the {@link
 * io.meshport.model.Model}, reading and writing any installed format ({@link io.meshport.io.ModelIO}),
 * the template a format is written on ({@link io.meshport.format.DocumentFormat}), edits,
 * validation and the math they share. Formats are found as services: a format module
 * {@code provides io.meshport.io.ModelFormat}.
 *
 * <p>The derived-data machinery ({@code io.meshport.model.derive}: normals, tangents, skinned
 * bounds, welding) serves the writers, the renderer and the test kit; it is exported to them only,
 * not to users; so is {@code io.meshport.model.internal}, the writers' way to the model's arrays
 * without copies.
 */
module io.meshport.model {
    exports io.meshport.model;
    exports io.meshport.model.edit;
    exports io.meshport.model.math;
    exports io.meshport.model.simplify;
    exports io.meshport.model.validate;
    exports io.meshport.io;
    exports io.meshport.format;
    exports io.meshport.model.internal to io.meshport.iqm, io.meshport.gltf;
    exports io.meshport.model.derive to io.meshport.iqe, io.meshport.iqm, io.meshport.md5, io.meshport.render,
            io.meshport.harness, io.meshport.smd, io.meshport.fbx, io.meshport.vif, io.meshport.obj, io.meshport.pie;

    uses io.meshport.io.ModelFormat;
    uses io.meshport.io.ExtraCodec;
}
