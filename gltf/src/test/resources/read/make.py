#!/usr/bin/env python3
"""Writes the reader's small glTF fixtures (GltfReader*Test): JSON with its buffer as a data URI,
so that each file reads on its own and its structure stays readable. Run from this folder."""
import base64, json, math, struct

class Asset:
    def __init__(self):
        self.data = bytearray()
        self.gltf = {"asset": {"version": "2.0", "generator": "meshport read/make.py"},
                     "buffers": [], "bufferViews": [], "accessors": []}

    def view(self, raw):
        while len(self.data) % 4:
            self.data.append(0)
        self.gltf["bufferViews"].append({"buffer": 0, "byteOffset": len(self.data), "byteLength": len(raw)})
        self.data += raw
        return len(self.gltf["bufferViews"]) - 1

    def accessor(self, fmt, ctype, atype, rows, normalized=False, extra=None):
        raw = b"".join(struct.pack("<" + fmt * len(r), *r) for r in rows)
        a = {"bufferView": self.view(raw), "componentType": ctype, "count": len(rows), "type": atype}
        if normalized:
            a["normalized"] = True
        if atype in ("VEC3",) and ctype == 5126 and extra is None:
            a["min"] = [min(r[i] for r in rows) for i in range(3)]
            a["max"] = [max(r[i] for r in rows) for i in range(3)]
        a.update(extra or {})
        self.gltf["accessors"].append(a)
        return len(self.gltf["accessors"]) - 1

    def floats(self, atype, rows, **kw):
        return self.accessor("f", 5126, atype, rows, **kw)

    def write(self, name, external=None):
        if external:
            self.gltf["buffers"] = [{"uri": external, "byteLength": len(self.data)}]
            open(external, "wb").write(self.data)
        else:
            self.gltf["buffers"] = [{"byteLength": len(self.data), "uri": "data:application/octet-stream;base64,"
                                     + base64.b64encode(bytes(self.data)).decode()}]
        with open(name, "w") as f:
            json.dump(self.gltf, f, indent=1)
            f.write("\n")

def glb(gltf, binary):
    js = json.dumps(gltf).encode()
    js += b" " * (-len(js) % 4)
    binary = bytes(binary) + b"\0" * (-len(binary) % 4)
    body = struct.pack("<II", len(js), 0x4E4F534A) + js + struct.pack("<II", len(binary), 0x004E4942) + binary
    return struct.pack("<III", 0x46546C67, 2, 12 + len(body)) + body

FIVE = [(0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 1, 0), (0, 2, 0)]

# strips and fans: a strip of 5 indices, a fan without indices, indexed points and lines (skipped)
a = Asset()
pos = a.floats("VEC3", FIVE)
strip = a.accessor("H", 5123, "SCALAR", [(i,) for i in range(5)])
a.gltf["meshes"] = [{"name": "shapes", "primitives": [
    {"attributes": {"POSITION": pos}, "indices": strip, "mode": 5},
    {"attributes": {"POSITION": pos}, "mode": 6},
    {"attributes": {"POSITION": pos}, "indices": strip, "mode": 0},
    {"attributes": {"POSITION": pos}, "indices": strip, "mode": 1}]}]
a.gltf["nodes"] = [{"mesh": 0}]
a.gltf["scenes"] = [{"nodes": [0]}]
a.gltf["scene"] = 0
a.write("strip-fan.gltf")

# a sparse accessor over a buffer view, and one without (zeros, then substitutions)
a = Asset()
base = a.floats("VEC3", [(0, 0, 0), (1, 0, 0), (0, 1, 0)])
idx = a.view(struct.pack("<H", 1))
val = a.view(struct.pack("<3f", 5, 6, 7))
a.gltf["accessors"][base]["sparse"] = {"count": 1, "indices": {"bufferView": idx, "componentType": 5123},
                                       "values": {"bufferView": val}}
del a.gltf["accessors"][base]["min"], a.gltf["accessors"][base]["max"]
idx2 = a.view(struct.pack("<BB", 0, 2))
val2 = a.view(struct.pack("<2f", 0.5, 2.5))
a.gltf["accessors"].append({"componentType": 5126, "count": 3, "type": "SCALAR", "sparse": {
    "count": 2, "indices": {"bufferView": idx2, "componentType": 5121}, "values": {"bufferView": val2}}})
a.gltf["meshes"] = [{"name": "sparse", "primitives": [{"attributes": {"POSITION": base, "_height": 1}}]}]
a.gltf["nodes"] = [{"mesh": 0}]
a.write("sparse.gltf")

# quantized and normalized attributes: ushort positions (KHR_mesh_quantization), normalized ubyte
# texcoords, float texcoord set 1, normalized ushort colours, a byte custom attribute
a = Asset()
pos = a.accessor("H", 5123, "VEC3", [(0, 0, 0), (2, 0, 0), (0, 3, 0)], extra={"min": [0, 0, 0], "max": [2, 3, 0]})
a.data += b"\0\0"
uv0 = a.accessor("B", 5121, "VEC2", [(0, 0), (255, 0), (0, 128)], normalized=True)
uv1 = a.floats("VEC2", [(0.25, 0.5), (0.75, 0.5), (0.5, 1)])
col = a.accessor("H", 5123, "VEC4", [(65535, 0, 0, 65535), (0, 65535, 0, 65535), (0, 0, 65535, 32768)], normalized=True)
ids = a.accessor("b", 5120, "SCALAR", [(-3,), (0,), (7,)])
a.gltf["extensionsUsed"] = ["KHR_mesh_quantization"]
a.gltf["extensionsRequired"] = ["KHR_mesh_quantization"]
a.gltf["materials"] = [{"name": "skin.png"}]
a.gltf["meshes"] = [{"name": "quantized", "primitives": [{"attributes": {
    "POSITION": pos, "TEXCOORD_0": uv0, "TEXCOORD_1": uv1, "COLOR_0": col, "_id": ids}, "material": 0}]}]
a.gltf["nodes"] = [{"mesh": 0}]
a.write("quantized.gltf")

# node transforms baked: a parent translated by (10, 0, 0) holding a child mirrored in x and
# scaled 2 in y; normals and tangents follow, the triangle is reversed
a = Asset()
pos = a.floats("VEC3", [(0, 0, 0), (1, 0, 0), (0, 1, 0)])
nor = a.floats("VEC3", [(0, 0, 1)] * 3)
tan = a.floats("VEC4", [(1, 0, 0, 1)] * 3)
ind = a.accessor("B", 5121, "SCALAR", [(0,), (1,), (2,)])
a.gltf["meshes"] = [{"primitives": [{"attributes": {"POSITION": pos, "NORMAL": nor, "TANGENT": tan},
                                     "indices": ind}]}]
a.gltf["nodes"] = [{"name": "parent", "translation": [10, 0, 0], "children": [1]},
                   {"name": "mirrored", "mesh": 0, "scale": [-1, 2, 1]}]
a.gltf["scenes"] = [{"nodes": [0]}]
a.write("node-transform.gltf")

# a skin of three joints in a chain, listed child first, with inverse bind matrices; two
# influence sets (one vertex has six influences); animations: LINEAR and STEP, and CUBICSPLINE
def translation(x, y, z):
    return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1]
a = Asset()
pos = a.floats("VEC3", [(0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 1, 0)])
j0 = a.accessor("B", 5121, "VEC4", [(0, 0, 0, 0), (1, 0, 0, 0), (2, 0, 0, 0), (0, 1, 2, 3)])
w0 = a.floats("VEC4", [(1, 0, 0, 0), (1, 0, 0, 0), (1, 0, 0, 0), (0.3, 0.2, 0.15, 0.1)])
j1 = a.accessor("B", 5121, "VEC4", [(0, 0, 0, 0)] * 3 + [(4, 0, 0, 0)])
w1 = a.floats("VEC4", [(0, 0, 0, 0)] * 3 + [(0.25, 0, 0, 0)])
ind = a.accessor("B", 5121, "SCALAR", [(0,), (1,), (2,), (2,), (1,), (3,)])
# skin order: tip (node 3), root (node 1), mid (node 2), left (5), right (6); binds at y = 0, 1, 2
ibm = a.floats("MAT4", [translation(0, -2, 0), translation(0, 0, 0), translation(0, -1, 0),
                        translation(1, -1, 0), translation(-1, -1, 0)])
times = a.floats("SCALAR", [(0,), (1 / 24,), (2 / 24,)])
moves = a.floats("VEC3", [(0, 1, 0), (0, 2, 0), (0, 4, 0)])
s = math.sqrt(0.5)
turns = a.floats("VEC4", [(0, 0, 0, 1), (0, 0, s, s), (0, 0, 1, 0)])
ctimes = a.floats("SCALAR", [(0,), (0.5,)])
cscale = a.floats("VEC3", [(0, 0, 0), (1, 1, 1), (0, 0, 0), (0, 0, 0), (3, 3, 3), (0, 0, 0)])
a.gltf["meshes"] = [{"name": "body", "primitives": [{"attributes": {
    "POSITION": pos, "JOINTS_0": j0, "WEIGHTS_0": w0, "JOINTS_1": j1, "WEIGHTS_1": w1}, "indices": ind}]}]
a.gltf["nodes"] = [
    {"name": "Armature", "children": [1, 4]},
    {"name": "root", "children": [2]},
    {"name": "mid", "translation": [0, 1, 0], "children": [3, 5, 6]},
    {"name": "tip", "translation": [0, 1, 0]},
    {"name": "body", "mesh": 0, "skin": 0},
    {"name": "left", "translation": [-1, 0, 0]},
    {"name": "right", "translation": [1, 0, 0]}]
a.gltf["skins"] = [{"joints": [3, 1, 2, 5, 6], "inverseBindMatrices": ibm}]
a.gltf["animations"] = [
    {"name": "walk", "samplers": [{"input": times, "output": moves},
                                  {"input": times, "output": turns, "interpolation": "STEP"}],
     "channels": [{"sampler": 0, "target": {"node": 2, "path": "translation"}},
                  {"sampler": 1, "target": {"node": 3, "path": "rotation"}}]},
    {"name": "grow", "samplers": [{"input": ctimes, "output": cscale, "interpolation": "CUBICSPLINE"}],
     "channels": [{"sampler": 0, "target": {"node": 1, "path": "scale"}},
                  {"sampler": 0, "target": {"node": 4, "path": "weights"}}],
     "extras": {"meshport": {"framerate": 4, "loop": True}}}]
a.gltf["scenes"] = [{"nodes": [0]}]
a.write("skinned.gltf")

# a buffer in a file beside the asset
a = Asset()
pos = a.floats("VEC3", [(0, 0, 0), (1, 0, 0), (0, 1, 0)])
a.gltf["meshes"] = [{"name": "outside", "primitives": [{"attributes": {"POSITION": pos}}]}]
a.gltf["nodes"] = [{"mesh": 0}]
a.write("external.gltf", external="external.bin")

# errors
a = Asset()
pos = a.floats("VEC3", [(0, 0, 0), (1, 0, 0), (0, 1, 0)])
a.gltf["accessors"].append({"bufferView": 9, "componentType": 5126, "count": 3, "type": "VEC3"})
a.gltf["meshes"] = [{"primitives": [{"attributes": {"POSITION": pos, "NORMAL": 1}}]}]
a.gltf["nodes"] = [{"mesh": 0}]
a.write("bad-index.gltf")

a = Asset()
pos = a.floats("VEC3", [(0, 0, 0), (1, 0, 0), (0, 1, 0)])
a.gltf["meshes"] = [{"primitives": [{"attributes": {"POSITION": pos}}]}]
a.gltf["nodes"] = [{"children": [1]}, {"children": [2], "mesh": 0}, {"children": [0]}]
a.write("cyclic-nodes.gltf")

a = Asset()
pos = a.floats("VEC3", [(0, 0, 0), (1, 0, 0), (0, 1, 0)])
a.gltf["meshes"] = [{"primitives": [{"attributes": {"POSITION": pos}}]}]
a.gltf["nodes"] = [{"mesh": 0}]
a.gltf["buffers"] = [{"uri": "missing.bin", "byteLength": len(a.data)}]
with open("missing-external.gltf", "w") as f:
    json.dump(a.gltf, f, indent=1)
    f.write("\n")

# a GLB whose BIN chunk is cut short
a = Asset()
pos = a.floats("VEC3", [(0, 0, 0), (1, 0, 0), (0, 1, 0)])
a.gltf["meshes"] = [{"primitives": [{"attributes": {"POSITION": pos}}]}]
a.gltf["nodes"] = [{"mesh": 0}]
a.gltf["buffers"] = [{"byteLength": len(a.data)}]
whole = glb(a.gltf, a.data)
open("triangle.glb", "wb").write(whole)
open("truncated.glb", "wb").write(whole[:-10])
