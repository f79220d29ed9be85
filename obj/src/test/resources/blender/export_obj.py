# Makes two small OBJ files with Blender's own OBJ exporter (Blender 3.4, headless):
#   blender -b --factory-startup --python export_obj.py -- OUTDIR
# two_materials.obj: a cube whose top and bottom faces use material "Red", the rest "Blue".
# quads_ngons.obj: a cylinder (8 sides: quads around, octagon caps) and a concave L-shaped 6-gon.
import sys
import bpy
import bmesh

out = sys.argv[sys.argv.index("--") + 1]
bpy.ops.wm.read_factory_settings(use_empty=True)

def export(path):
    if hasattr(bpy.ops.wm, "obj_export"):
        bpy.ops.wm.obj_export(filepath=path, export_selected_objects=False, export_triangulated_mesh=False,
                              export_materials=True, export_normals=True, export_uv=True)
    else:
        bpy.ops.export_scene.obj(filepath=path, use_selection=False, use_triangles=False, use_materials=True,
                                 use_normals=True, use_uvs=True)

# two materials on one cube
bpy.ops.mesh.primitive_cube_add(size=2)
cube = bpy.context.active_object
cube.name = "Crate"
red = bpy.data.materials.new("Red")
blue = bpy.data.materials.new("Blue")
cube.data.materials.append(red)
cube.data.materials.append(blue)
for poly in cube.data.polygons:
    poly.material_index = 0 if abs(poly.normal.z) > 0.5 else 1
export(out + "/two_materials.obj")

bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.ops.mesh.primitive_cylinder_add(vertices=8, radius=1, depth=2)
bpy.context.active_object.name = "Drum"
mesh = bpy.data.meshes.new("L")
bm = bmesh.new()
pts = [(0, 0, 0), (2, 0, 0), (2, 1, 0), (1, 1, 0), (1, 2, 0), (0, 2, 0)]
verts = [bm.verts.new(p) for p in pts]
bm.faces.new(verts)
bm.to_mesh(mesh)
bm.free()
ell = bpy.data.objects.new("Ell", mesh)
ell.location = (4, 0, 0)
bpy.context.scene.collection.objects.link(ell)
export(out + "/quads_ngons.obj")
