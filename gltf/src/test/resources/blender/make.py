"""Exports the Blender fixtures of GltfReaderBlenderTest as .glb, with Blender 3.4's glTF add-on:

    blender -b --factory-startup --python make.py -- OUTPUT_DIR

character.glb: an armature of three bones in a chain, a mesh parented with automatic weights, a
keyframed action of 24 frames; prop.glb: a cube with two materials and two UV layers;
painted.glb: a plane with vertex colours."""
import sys
import numpy as np
np.bool = bool  # the add-on uses np.bool, which numpy 1.24 removed
import bpy
from mathutils import Vector

out = sys.argv[sys.argv.index("--") + 1] if "--" in sys.argv else "."

def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    bpy.context.scene.render.fps = 24

def export(name, **kw):
    bpy.ops.export_scene.gltf(filepath=f"{out}/{name}", export_format="GLB", **kw)

# character
reset()
bpy.ops.object.armature_add(enter_editmode=True, location=(0, 0, 0))
arm = bpy.context.object
arm.name = "Armature"
bones = arm.data.edit_bones
root = bones[0]
root.name = "hips"
root.head, root.tail = Vector((0, 0, 0)), Vector((0, 0, 1))
prev = root
for name, z in (("spine", 2), ("head", 3)):
    b = bones.new(name)
    b.head, b.tail = prev.tail.copy(), Vector((0, 0, z))
    b.parent = prev
    b.use_connect = True
    prev = b
bpy.ops.object.mode_set(mode="OBJECT")
bpy.ops.mesh.primitive_cylinder_add(vertices=8, radius=0.3, depth=3, location=(0, 0, 1.5))
body = bpy.context.object
body.name = "Body"
bpy.ops.object.mode_set(mode="EDIT")
bpy.ops.mesh.subdivide(number_cuts=4)
bpy.ops.object.mode_set(mode="OBJECT")
body.select_set(True)
arm.select_set(True)
bpy.context.view_layer.objects.active = arm
bpy.ops.object.parent_set(type="ARMATURE_AUTO")
bpy.ops.object.mode_set(mode="POSE")
scene = bpy.context.scene
scene.frame_start, scene.frame_end = 1, 24
for frame, angle in ((1, 0.0), (12, 0.6), (24, 0.0)):
    scene.frame_set(frame)
    for pb in arm.pose.bones:
        pb.rotation_mode = "XYZ"
        pb.rotation_euler = (angle, 0, 0) if pb.name != "hips" else (0, 0, angle)
        pb.keyframe_insert("rotation_euler")
arm.animation_data.action.name = "Sway"
bpy.ops.object.mode_set(mode="OBJECT")
export("character.glb", export_animations=True, export_skins=True)

# prop: two materials, two UV layers
reset()
bpy.ops.mesh.primitive_cube_add(size=2)
cube = bpy.context.object
cube.name = "Crate"
mesh = cube.data
mesh.uv_layers.new(name="Detail")
for i, name in enumerate(("Wood", "Metal")):
    mat = bpy.data.materials.new(name)
    mesh.materials.append(mat)
for poly in mesh.polygons:
    poly.material_index = poly.index % 2
export("prop.glb")

# painted: vertex colours
reset()
bpy.ops.mesh.primitive_plane_add(size=2)
plane = bpy.context.object
plane.name = "Painted"
colors = plane.data.color_attributes.new("Col", "BYTE_COLOR", "CORNER")
for i, c in enumerate(colors.data):
    c.color = ((i % 4) / 3, 1 - (i % 4) / 3, 0.5, 1)
export("painted.glb", export_colors=True)
