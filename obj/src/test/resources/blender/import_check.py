# Imports OBJ files meshport wrote into Blender 3.4 and prints, per file,
# "name objects triangles materials", to compare with what meshport printed (meshport_counts.txt):
#   blender -b --factory-startup --python import_check.py -- out/*.obj
#   blender -b --factory-startup --python import_check.py -- --legacy out/*.obj   (bpy.ops.import_scene.obj)
# Each mesh meshport writes is one "o" object; triangles are counted from Blender's polygons.
import sys
import os
import bpy

args = sys.argv[sys.argv.index("--") + 1:]
legacy = "--legacy" in args
for path in [a for a in args if a != "--legacy"]:
    bpy.ops.wm.read_factory_settings(use_empty=True)
    if hasattr(bpy.ops.wm, "obj_import") and not legacy:
        bpy.ops.wm.obj_import(filepath=path)
    else:
        bpy.ops.import_scene.obj(filepath=path)
    objects = [o for o in bpy.context.scene.objects if o.type == 'MESH']
    triangles = sum(len(p.vertices) - 2 for o in objects for p in o.data.polygons)
    materials = sorted({s.material.name for o in objects for s in o.material_slots if s.material})
    print("CHECK", os.path.basename(path), len(objects), triangles, "[" + ", ".join(materials) + "]")
