/**
 * Previews of any model without a GPU or a display: a software z-buffer renderer with Lambert
 * lighting, per-mesh colours or the model's textures (with a team-colour mask), any animation
 * frame, contact sheets of frames, and wireframe overlays. Output is deterministic: the same
 * model and options give the same pixels on any machine.
 */
package io.meshport.render;
