/**
 * The small math the model and its edits need, in double precision where formats store floats:
 * rotation quaternions, the affine maps edits apply to geometry and extras, and exact IEEE 754
 * half-float conversion (which Java 17 lacks).
 */
package io.meshport.model.math;
