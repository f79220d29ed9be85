#!/usr/bin/env bash
# Issue #33's side by side: meshport's --weld, --dedup, --center and --resample against
# gltf-transform's weld, dedup, center and resample (npm @gltf-transform/cli, installed outside
# this repository: 'npm install @gltf-transform/cli' in any folder).
#   GLTF_TRANSFORM  the gltf-transform executable, or the folder npm installed it in (its
#                   node_modules/.bin/gltf-transform); the helper this script writes loads
#                   @gltf-transform/core and functions from beside it, so the two never differ
#   JOBS            gltf-transform runs at a time (default 2)
#   MESHPORT_JAR    a meshport.jar to use instead of building cli/target/meshport.jar
# Inputs: every corpus model meshport reads (IQE, IQM, PIE; each MD5 mesh with the animations of
# its reference.cmd) written as .glb with no edit (A). gltf-transform runs each command with its
# defaults on A; meshport runs the same edit on the original model, written straight to .glb
# (--resample at the frame rate most of the model's animations have: gltf-transform resample drops
# redundant keys, meshport's samples again, so their keys are printed, not compared, and the poses
# both give at A's keys are). Compared: vertices and triangles of the meshes the scene reaches (each
# once), the scene's bounds (getBounds: triangle corners, node transforms, no skinning) within 1e-5.
# A difference is explained only when the two tools' rules (gltf-transform's from its source,
# meshport's from docs/edits.md), applied to A by the helper this script writes, give exactly what
# each tool wrote; it is printed with that reason. A difference no reason covers, or a file either
# tool fails on, fails the script. Image files a glTF names are written beside it as placeholders
# (gltf-transform refuses a missing one; the corpus has no texture pages). About 20 minutes on
# 2 cores (1,368 gltf-transform runs). Not run by .ci/run (npm is not on every machine).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${MESHPORT_CORPUS:-$root/../shared/corpus}"
out="${1:-$(mktemp -d)}"
if [[ -z "${GLTF_TRANSFORM:-}" ]]; then
    echo "gltf-transform side by side: skipped (GLTF_TRANSFORM not set)"
    exit 0
fi
gt="$GLTF_TRANSFORM"
[[ -d "$gt" ]] && gt="$gt/node_modules/.bin/gltf-transform"
gt="$(command -v "$gt" || true)"
[[ -n "$gt" && -x "$gt" ]] || { echo "GLTF_TRANSFORM: no gltf-transform executable at $GLTF_TRANSFORM" >&2; exit 2; }
cli_js="$(readlink -f "$gt")"
jobs="${JOBS:-2}"
cd "$root"
if [[ -n "${MESHPORT_JAR:-}" ]]; then
    jar="$(readlink -f "$MESHPORT_JAR")"
else
    ./mvnw -q -B -DskipTests package -pl cli -am >/dev/null
    jar="$root/cli/target/meshport.jar"
fi
mkdir -p "$out"
out="$(cd "$out" && pwd)"
helper="$out/judge.cjs"

cat >"$helper" <<'EOF'
// node judge.cjs CLI_JS textures GLB...   placeholder images beside each glTF for the URIs it names
// node judge.cjs CLI_JS animated OUT     the lines of OUT/models.tsv whose A.glb has animations
// node judge.cjs CLI_JS fps              the frame rate most animations of 'meshport info --json' (stdin lines) have
// node judge.cjs CLI_JS report OUT       the tables; exit 1 on a difference no reason covers or a failed file
'use strict';
const fs = require('fs'), path = require('path'), zlib = require('zlib');
const { createRequire } = require('module');
const [cliJs, mode, ...args] = process.argv.slice(2);
const req = createRequire(cliJs);

function crc32(buf) {
  let c = ~0;
  for (const b of buf) { c ^= b; for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1)); }
  return ~c >>> 0;
}
function png(text) { // 1x1 grey PNG whose tEXt chunk names it: no two placeholders are equal (dedup)
  const chunk = (type, data) => {
    const len = Buffer.alloc(4), crc = Buffer.alloc(4), td = Buffer.concat([Buffer.from(type), data]);
    len.writeUInt32BE(data.length); crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0])), chunk('tEXt', Buffer.from('Comment\0' + text)),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 128]))), chunk('IEND', Buffer.alloc(0))]);
}
function glbJson(file) {
  const b = fs.readFileSync(file);
  return JSON.parse(b.subarray(20, 20 + b.readUInt32LE(12)).toString());
}
const lines = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
if (mode === 'textures') {
  for (const file of args) for (const img of glbJson(file).images || []) {
    if (!img.uri || img.uri.startsWith('data:')) continue;
    const p = path.join(path.dirname(file), decodeURIComponent(img.uri));
    if (!fs.existsSync(p)) { fs.mkdirSync(path.dirname(p), { recursive: true }); fs.writeFileSync(p, png(img.uri)); }
  }
  process.exit(0);
}
if (mode === 'animated') {
  for (const l of lines(path.join(args[0], 'models.tsv'))) {
    const f = path.join(args[0], 'mp', 'A', l.split('\t')[0] + '.glb');
    if (fs.existsSync(f) && (glbJson(f).animations || []).length) console.log(l);
  }
  process.exit(0);
}
if (mode === 'fps') {
  const count = new Map();
  for (const line of fs.readFileSync(0, 'utf8').split('\n').filter((l) => l.trim()))
    for (const a of JSON.parse(line).animations || []) if (a.framerate > 0) count.set(a.framerate, (count.get(a.framerate) || 0) + 1);
  let best = 0, n = 0;
  for (const [fps, c] of count) if (c > n) { best = fps; n = c; }
  console.log(best || '');
  process.exit(0);
}

const { NodeIO, MathUtils } = req('@gltf-transform/core');
const { ALL_EXTENSIONS } = req('@gltf-transform/extensions');
const { getBounds } = req('@gltf-transform/functions');
const io = new NodeIO().registerExtensions(ALL_EXTENSIONS);
const EPS = 1e-5;

function transform(m, p) {
  return [0, 1, 2].map((i) => m[i] * p[0] + m[4 + i] * p[1] + m[8 + i] * p[2] + m[12 + i]);
}
function grow(b, p) {
  for (let i = 0; i < 3; i++) { b[i] = Math.min(b[i], p[i]); b[i + 3] = Math.max(b[i + 3], p[i]); }
}
const noBounds = () => [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
const finite = (b) => (b && b.every(Number.isFinite) ? b : null);

// The primitives of the meshes the scene's nodes reach, each mesh once, with what the judge needs:
// its node's world matrix, its streams as meshport's model holds them (the glTF attributes, where
// the writer mended values glTF forbids, a zero normal, a tangent's w, the originals it keeps in
// extras.meshport.originals), its triangles.
function primitives(doc) {
  const root = doc.getRoot(), accessors = root.listAccessors(), seen = new Set(), out = [];
  const scene = root.getDefaultScene() || root.listScenes()[0];
  if (scene) for (const top of scene.listChildren()) top.traverse((node) => {
    const mesh = node.getMesh();
    if (!mesh || seen.has(mesh)) return;
    seen.add(mesh);
    for (const prim of mesh.listPrimitives()) {
      const pos = prim.getAttribute('POSITION');
      if (!pos || prim.getMode() !== 4) continue;
      const originals = ((prim.getExtras() || {}).meshport || {}).originals || {};
      const streams = (withOriginals) => prim.listSemantics().sort().map((sem) => {
        const a = prim.getAttribute(sem);
        let array = a.getArray(), ct = a.getComponentType(), norm = a.getNormalized();
        if (withOriginals && originals[sem] !== undefined) {
          const o = accessors[originals[sem]].getArray();
          array = new Float32Array(o.buffer, o.byteOffset, o.length); ct = 5126; norm = false;
        }
        const size = a.getElementSize();
        return { sem, size, bytes: new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
          stride: array.BYTES_PER_ELEMENT * size,
          value: (v, c) => (norm ? MathUtils.decodeNormalizedInt(array[v * size + c], ct) : array[v * size + c]) };
      });
      const n = pos.getCount();
      const indices = prim.getIndices() ? Array.from(prim.getIndices().getArray()) : [...Array(n).keys()];
      out.push({ mesh, prim, node, n, indices, streams, matrix: node.getWorldMatrix(),
        position: (v) => pos.getElement(v, [0, 0, 0]), material: prim.getMaterial() });
    }
  });
  return out;
}

// vertices and triangles of the meshes the scene reaches, each mesh once (dedup: a duplicate is an
// instance in gltf-transform, left out in meshport); upload: distinct POSITION accessors; rendered:
// triangles per node; bounds: getBounds (what center centres: triangle corners, node transforms,
// no skinning); all: every vertex's bounds (what meshport's --center and --weld measure)
async function stats(file) {
  const doc = await io.read(file);
  const root = doc.getRoot();
  const scene = root.getDefaultScene() || root.listScenes()[0];
  const s = { doc, vertices: 0, triangles: 0, rendered: 0, upload: 0, unused: 0, keys: 0, anims: root.listAnimations().length };
  const positions = new Set(), all = noBounds();
  s.prims = primitives(doc);
  for (const p of s.prims) {
    s.vertices += p.n;
    s.triangles += p.indices.length / 3;
    const pos = p.prim.getAttribute('POSITION');
    if (!positions.has(pos)) { positions.add(pos); s.upload += p.n; }
    const used = new Uint8Array(p.n);
    for (const i of p.indices) used[i] = 1;
    s.unused += p.n - used.reduce((a, b) => a + b, 0);
    for (let v = 0; v < p.n; v++) grow(all, transform(p.matrix, p.position(v)));
  }
  if (scene) scene.traverse((node) => {
    for (const prim of node.getMesh() ? node.getMesh().listPrimitives() : []) {
      if (prim.getMode() === 4) s.rendered += (prim.getIndices() ? prim.getIndices().getCount() : prim.getAttribute('POSITION').getCount()) / 3;
    }
  });
  const b = scene ? getBounds(scene) : null;
  s.bounds = b ? finite([...b.min, ...b.max]) : null;
  s.all = finite(all);
  for (const a of root.listAnimations()) for (const sm of a.listSamplers()) s.keys += sm.getInput().getCount();
  return s;
}

// Exact weld of a primitive: vertices whose every stream holds the same bytes made one. gltf-transform
// weld (functions/src/weld.ts: weldPrimitive, hash-table.ts VertexStream: bitwise) looks only at the
// vertices the triangles use and compacts the rest away (compact-primitive.ts); meshport's --dedup
// (Welding.weld) keeps every vertex, the first of each group, and compares the model's streams.
function exactWeld(p, { usedOnly, withOriginals }) {
  const streams = p.streams(withOriginals), key = (v) => streams.map((s) =>
    Buffer.from(s.bytes.buffer, s.bytes.byteOffset + v * s.stride, s.stride).toString('latin1')).join('\u0001');
  const groups = new Map(), remap = new Int32Array(p.n).fill(-1);
  const order = usedOnly ? p.indices : [...Array(p.n).keys()];
  for (const v of order) {
    if (remap[v] >= 0) continue;
    const k = key(v);
    if (!groups.has(k)) groups.set(k, groups.size);
    remap[v] = groups.get(k);
  }
  return { vertices: groups.size, indices: p.indices.map((i) => remap[i]), key: () => [...groups.keys()].join('\u0002') };
}

// meshport's --weld (ToleranceWeld): in order, a vertex joins the first kept vertex of the 27 grid
// cells (of the tolerance's size) around it, at most 64 compared, whose position is within the
// tolerance in every axis and whose other streams' normalised values are within 1e-3; a triangle
// that loses a corner that way (not one degenerate before) is left out.
function toleranceWeld(p, tol) {
  const streams = p.streams(true), others = streams.filter((s) => s.sem !== 'POSITION');
  const cell = tol > 0 ? tol : 1, grid = new Map(), kept = [], newIndex = new Int32Array(p.n);
  const pos = [];
  for (let v = 0; v < p.n; v++) pos.push(p.position(v));
  const near = (a, b) => pos[a].every((x, c) => Math.abs(x - pos[b][c]) <= tol);
  const alike = (a, b) => others.every((s) => { for (let c = 0; c < s.size; c++) if (!(Math.abs(s.value(a, c) - s.value(b, c)) <= 1e-3)) return false; return true; });
  for (let v = 0; v < p.n; v++) {
    const [cx, cy, cz] = pos[v].map((x) => Math.floor(x / cell));
    let match = -1, compared = 0;
    for (let dx = -1; dx <= 1 && match < 0; dx++) for (let dy = -1; dy <= 1 && match < 0; dy++) for (let dz = -1; dz <= 1 && match < 0; dz++) {
      const list = grid.get(`${cx + dx},${cy + dy},${cz + dz}`) || [];
      for (let i = 0; i < list.length && match < 0 && compared < 64; i++, compared++) {
        if (near(kept[list[i]], v) && alike(kept[list[i]], v)) match = list[i];
      }
    }
    if (match < 0) {
      match = kept.length; kept.push(v);
      const k = `${cx},${cy},${cz}`;
      grid.set(k, (grid.get(k) || []).concat(match));
    }
    newIndex[v] = match;
  }
  const t = p.indices, out = [];
  for (let i = 0; i < t.length; i += 3) {
    const [a, b, c] = [newIndex[t[i]], newIndex[t[i + 1]], newIndex[t[i + 2]]];
    const collapsed = (a === b || b === c || a === c) && !(t[i] === t[i + 1] || t[i + 1] === t[i + 2] || t[i] === t[i + 2]);
    if (!collapsed) out.push(a, b, c);
  }
  const bounds = noBounds();
  for (const i of out) grow(bounds, transform(p.matrix, pos[kept[i]]));
  return { vertices: kept.length, triangles: out.length / 3, bounds };
}

function sum(list, f) {
  const r = { vertices: 0, triangles: 0, bounds: noBounds() };
  for (const x of list) {
    const y = f(x);
    r.vertices += y.vertices; r.triangles += y.triangles;
    if (y.bounds) for (let i = 0; i < 3; i++) { r.bounds[i] = Math.min(r.bounds[i], y.bounds[i]); r.bounds[i + 3] = Math.max(r.bounds[i + 3], y.bounds[i + 3]); }
  }
  r.bounds = finite(r.bounds);
  return r;
}

// glTF sampling (LINEAR: slerp for rotations; STEP), held outside the keys
function sample(s, p, t) {
  const times = s.getInput().getArray(), out = s.getOutput(), n = times.length, k = out.getElementSize();
  const el = (i) => out.getElement(i, new Array(k).fill(0));
  if (n === 1 || t <= times[0]) return el(0);
  if (t >= times[n - 1]) return el(n - 1);
  let i = 0;
  while (times[i + 1] < t) i++;
  if (s.getInterpolation() === 'STEP') return el(t >= times[i + 1] ? i + 1 : i);
  const u = (t - times[i]) / (times[i + 1] - times[i]), a = el(i), b = el(i + 1);
  if (p !== 'rotation') return a.map((x, j) => x + (b[j] - x) * u);
  let d = a.reduce((x, y, j) => x + y * b[j], 0);
  const c = d < 0 ? b.map((x) => -x) : b;
  d = Math.abs(d);
  if (d > 0.9995) { const r = a.map((x, j) => x + (c[j] - x) * u), l = Math.hypot(...r); return r.map((x) => x / l); }
  const th = Math.acos(Math.min(1, d)), sn = Math.sin(th), wa = Math.sin((1 - u) * th) / sn, wb = Math.sin(u * th) / sn;
  return a.map((x, j) => wa * x + wb * c[j]);
}
function channels(anim) {
  return new Map(anim.listChannels().map((c) => [c.getTargetNode().getName() + '/' + c.getTargetPath(), c]));
}
// the largest difference of an animated value between a and b at a's keys, per animation of a
function poseDeviation(a, b) {
  const nodes = new Map(b.getRoot().listNodes().map((n) => [n.getName(), n]));
  const anims = new Map(b.getRoot().listAnimations().map((x) => [x.getName(), x]));
  const per = new Map();
  for (const anim of a.getRoot().listAnimations()) {
    const other = anims.get(anim.getName());
    if (!other) { per.set(anim.getName(), Infinity); continue; }
    const oc = channels(other);
    let dev = 0;
    for (const [key, c] of channels(anim)) {
      const p = c.getTargetPath(), c2 = oc.get(key), node = nodes.get(c.getTargetNode().getName());
      const rest = p === 'rotation' ? node.getRotation() : p === 'scale' ? node.getScale() : node.getTranslation();
      for (const t of c.getSampler().getInput().getArray()) {
        const want = sample(c.getSampler(), p, t), got = c2 ? sample(c2.getSampler(), p, t) : rest;
        let d = Math.max(...want.map((x, j) => Math.abs(x - got[j])));
        if (p === 'rotation') d = Math.min(d, Math.max(...want.map((x, j) => Math.abs(x + got[j]))));
        dev = Math.max(dev, d);
      }
    }
    per.set(anim.getName(), dev);
  }
  return per;
}
function framerates(doc) { // frames a second of each animation, from its first sampler's keys (0: one key)
  return new Map(doc.getRoot().listAnimations().map((a) => {
    const t = a.listSamplers()[0] ? a.listSamplers()[0].getInput().getArray() : [];
    return [a.getName(), t.length > 1 ? (t.length - 1) / (t[t.length - 1] - t[0]) : 0];
  }));
}

const num = (v) => String(Math.abs(v) < 5e-10 ? 0 : Number(v.toPrecision(6)));
const fmtBounds = (b) => (b ? `(${b.slice(0, 3).map(num)})..(${b.slice(3).map(num)})` : 'none');
const boundsDiff = (x, y) => (!x || !y ? (x === y ? 0 : Infinity) : Math.max(...x.map((v, i) => Math.abs(v - y[i]))));
const centre = (b) => b && [0, 1, 2].map((i) => (b[i] + b[i + 3]) / 2);
const count = (n, what) => `${n} ${what}${n === 1 ? '' : what.endsWith('x') ? 'es' : 's'}`;

// What explains each kind of difference: the rules of the two tools, checked on A's data (a
// difference is explained only when both rules, applied to A, give exactly what each tool wrote).
const REASONS = {
  tolerance: 'meshport --weld also merges vertices within 1e-4 of the diagonal (other streams within 1e-3); gltf-transform 4 weld merges bitwise-equal vertices only (functions/src/weld.ts weldPrimitive, hash-table.ts VertexStream.equal; the tolerance option was removed in v4)',
  unused: 'gltf-transform weld keeps only the vertices a triangle uses (weld.ts walks the indices; compact-primitive.ts compactPrimitive drops the rest); meshport keeps every vertex',
  collapsed: 'meshport --weld leaves out triangles that lost a corner; gltf-transform weld keeps degenerate triangles (the index count never changes)',
  mended: 'vertices that differ in the model only in values glTF forbids (zero normals, tangent w), which the writer mends (to +Z, ±1) and keeps the originals of in extras.meshport.originals: equal bits in the glTF gltf-transform reads, not in the model meshport edits',
  exact: 'meshport --dedup also merges vertices equal in every stream (its exact weld); gltf-transform dedup merges no vertex, only accessors, meshes, materials, textures and skins (functions/src/dedup.ts)',
  meshes: 'meshport --dedup leaves out a mesh equal to an earlier one; gltf-transform dedup (dedupMeshes) makes it an instance of that mesh: the same triangles, still drawn twice',
  shared: 'gltf-transform dedup (dedupAccessors) shares identical accessors between meshes, so fewer vertices are uploaded; meshport meshes own their streams',
  extent: 'meshport --center centres the bounds of every vertex; gltf-transform center centres getBounds (core getMeshBounds), the triangles\' corners only',
};

async function report(dir) {
  const models = lines(path.join(dir, 'models.tsv')).map((l) => l.split('\t'));
  const fps = new Map(lines(path.join(dir, 'fps.tsv')).map((l) => l.split('\t')));
  const edits = ['weld', 'dedup', 'center', 'resample'];
  const rows = [], shown = [], skipped = [], used = new Map(), unexplained = [], failed = [], tally = new Map(), notes = [];
  const tallyOf = (group, edit) => {
    const k = `${group}\t${edit}`;
    if (!tally.has(k)) tally.set(k, { same: 0, explained: 0, unexplained: 0, failed: 0 });
    return tally.get(k);
  };
  for (const [id] of models) {
    const group = id.split('/')[0], file = (who, edit) => path.join(dir, who, edit, id + '.glb');
    let A;
    if (!fs.existsSync(file('mp', 'A'))) { skipped.push(id); continue; } // not converted: its reason in meshport.log
    try { A = await stats(file('mp', 'A')); } catch (e) {
      failed.push(`${id}: the glTF meshport wrote (no edit): ${e.message}`);
      for (const edit of edits) tallyOf(group, edit).failed++;
      continue;
    }
    for (const edit of edits) {
      let M, G;
      try { M = await stats(file('mp', edit)); } catch (e) { failed.push(`${id} ${edit}: meshport: ${e.message}`); tallyOf(group, edit).failed++; continue; }
      try { G = await stats(file('gt', edit)); } catch (e) {
        const log = path.join(dir, 'gt', edit, id + '.log');
        failed.push(`${id} ${edit}: gltf-transform: ${fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').pop() : e.message}`);
        tallyOf(group, edit).failed++;
        continue;
      }
      const db = boundsDiff(M.bounds, G.bounds), diffs = [], why = [];
      if (M.vertices !== G.vertices) diffs.push('vertices');
      if (M.triangles !== G.triangles) diffs.push('triangles');
      if (!(db <= EPS)) diffs.push('bounds');
      let extra = '', covered = false;
      if (edit === 'weld' && diffs.length) {
        const gtRule = sum(A.prims, (p) => ({ vertices: exactWeld(p, { usedOnly: true, withOriginals: false }).vertices, triangles: p.indices.length / 3 }));
        const exact = sum(A.prims, (p) => ({ vertices: exactWeld(p, { usedOnly: false, withOriginals: true }).vertices, triangles: 0 }));
        const exactGltf = sum(A.prims, (p) => ({ vertices: exactWeld(p, { usedOnly: false, withOriginals: false }).vertices, triangles: 0 }));
        const b = A.all, tol = b ? 1e-4 * Math.hypot(b[3] - b[0], b[4] - b[1], b[5] - b[2]) : 0;
        const mpRule = sum(A.prims, (p) => toleranceWeld(p, tol));
        covered = gtRule.vertices === G.vertices && gtRule.triangles === G.triangles && boundsDiff(A.bounds, G.bounds) <= EPS
          && mpRule.vertices === M.vertices && mpRule.triangles === M.triangles && boundsDiff(mpRule.bounds, M.bounds) <= EPS;
        if (mpRule.vertices < exact.vertices) why.push(['tolerance', `${exact.vertices - mpRule.vertices} merged within ${num(tol)}`]);
        if (A.unused > 0) why.push(['unused', `${A.unused} unused`]);
        if (mpRule.triangles < A.triangles) why.push(['collapsed', `${A.triangles - mpRule.triangles} left out`]);
        if (exactGltf.vertices < exact.vertices) why.push(['mended', `${exact.vertices - exactGltf.vertices} equal only in the glTF`]);
        if (!covered) extra = ` (rules on A: meshport ${mpRule.vertices}/${mpRule.triangles}, gltf-transform ${gtRule.vertices}/${gtRule.triangles})`;
      }
      if (edit === 'dedup') {
        // meshport: exact weld of the model's streams, then meshes equal but for their name left out;
        // gltf-transform: meshes of identical accessors and equal materials become one (an instance)
        const mpKeys = new Set(), gtKeys = new Map();
        let mpV = 0, mpT = 0, gtV = 0, gtT = 0, exactGltf = 0;
        for (const p of A.prims) {
          const w = exactWeld(p, { usedOnly: false, withOriginals: true });
          exactGltf += exactWeld(p, { usedOnly: false, withOriginals: false }).vertices;
          const k = `${p.material ? p.material.getName() : ''}\u0003${w.key()}\u0003${w.indices.join(',')}`;
          if (!mpKeys.has(k)) { mpKeys.add(k); mpV += w.vertices; mpT += p.indices.length / 3; }
          const g = exactWeld(p, { usedOnly: false, withOriginals: false });
          const gk = `${g.key()}\u0003${p.indices.join(',')}`;
          const twins = gtKeys.get(gk) || [];
          if (!twins.some((m) => m === p.material || (m && p.material && m.equals(p.material, new Set(['name']))))) {
            gtKeys.set(gk, twins.concat(p.material)); gtV += p.n; gtT += p.indices.length / 3;
          }
        }
        if (diffs.length) {
          covered = mpV === M.vertices && mpT === M.triangles && gtV === G.vertices && gtT === G.triangles && boundsDiff(A.bounds, G.bounds) <= EPS && boundsDiff(A.bounds, M.bounds) <= EPS;
          if (mpV < A.vertices) why.push(['exact', `${A.vertices - mpV} merged`]);
          if (mpT < A.triangles) why.push(['meshes', `${A.triangles - mpT} triangles`]);
          if (exactGltf < mpV) why.push(['mended', `${mpV - exactGltf} equal only in the glTF`]);
          if (!covered) extra = ` (rules on A: meshport ${mpV}/${mpT}, gltf-transform ${gtV}/${gtT})`;
        }
        if (G.upload < G.vertices) notes.push(['shared', `${id}: ${G.vertices} vertices, ${G.upload} uploaded`]);
        if (G.rendered > M.rendered && G.rendered === A.rendered) notes.push(['meshes', `${id}: drawn ${G.rendered} vs ${M.rendered} triangles`]);
      }
      if (edit === 'center' && diffs.length) {
        const atZero = (b) => b && centre(b).every((x) => Math.abs(x) <= EPS);
        covered = diffs.every((d) => d === 'bounds') && atZero(M.all) && atZero(G.bounds) && !atZero(M.bounds);
        if (covered) why.push(['extent', `${A.unused} unused vertices`]);
        extra = ` centres: meshport (${centre(M.bounds).map(num)}), gltf-transform (${centre(G.bounds).map(num)})`;
      }
      if (edit === 'resample' && A.anims > 0) {
        // gltf-transform resample (functions/src/resample.ts + keyframe-resample): drops keys a linear
        // (slerp) curve between the last kept key and the next does not need, within 1e-4 a value;
        // meshport --resample FPS samples every animation again at FPS (docs/edits.md)
        const dm = poseDeviation(A.doc, M.doc), dg = poseDeviation(A.doc, G.doc), rates = framerates(A.doc);
        const f = Number(fps.get(id) || 0);
        const worst = (m, pick) => Math.max(0, ...[...m].filter(([n]) => pick(n)).map(([, d]) => d));
        const sameRate = (n) => !(rates.get(n) > 0) || Math.abs(rates.get(n) - f) <= 1e-3 * f;
        const mSame = worst(dm, sameRate), mOther = worst(dm, (n) => !sameRate(n)), g = worst(dg, () => true);
        const others = [...rates.keys()].filter((n) => !sameRate(n));
        extra = ` keys: A ${A.keys}, meshport at ${num(f)}/s ${M.keys}, gltf-transform ${G.keys}; largest pose change: meshport ${mSame.toExponential(1)}`
          + (others.length ? ` (${count(others.length, 'animation')} at another rate, resampled: ${mOther.toExponential(1)})` : '')
          + `, gltf-transform ${g.toExponential(1)}`;
        if (mSame > EPS) diffs.push('poses (meshport, animations at the rate it kept)');
        if (!others.length && M.keys !== A.keys) diffs.push('keys (meshport at the same rate)');
        if (M.anims !== A.anims || G.anims !== A.anims) diffs.push('animations');
      }
      const verdict = !diffs.length ? 'same' : covered ? 'explained' : 'DIFFERENT';
      tallyOf(group, edit)[verdict === 'same' ? 'same' : covered ? 'explained' : 'unexplained']++;
      for (const [w, what] of why) if (covered) used.set(w, (used.get(w) || []).concat(`${id} (${what})`));
      const reasonText = why.length ? ': ' + why.map(([w, what]) => `${w} ${what}`).join(', ') : '';
      const line = [id, edit, `${M.vertices}/${M.triangles}`, `${G.vertices}/${G.triangles}`, fmtBounds(M.bounds),
        db === 0 ? 'same' : db <= EPS ? `within ${db.toExponential(0)}` : fmtBounds(G.bounds),
        verdict === 'DIFFERENT' ? `DIFFERENT (${diffs.join(', ')})${reasonText}${extra}` : `${verdict}${reasonText}${extra}`].join('\t');
      rows.push(line);
      if (verdict !== 'same' || edit === 'resample' && A.anims > 0) shown.push(line);
      if (verdict === 'DIFFERENT') unexplained.push(line);
    }
  }
  fs.writeFileSync(path.join(dir, 'table.tsv'), 'model\tedit\tmeshport vertices/triangles\tgltf-transform vertices/triangles\tmeshport bounds\tgltf-transform bounds\tverdict\n' + rows.join('\n') + '\n');
  const out = [];
  out.push('corpus\tedit\tsame\texplained\tunexplained\tfailed');
  for (const [k, t] of tally) out.push(`${k}\t${t.same}\t${t.explained}\t${t.unexplained}\t${t.failed}`);
  out.push('');
  out.push('model\tedit\tmeshport v/t\tgltf-transform v/t\tmeshport bounds\tgltf-transform bounds\tverdict');
  out.push(...shown);
  out.push('');
  for (const [w, list] of used) out.push(`${w} (${count(list.length, 'difference')}): ${REASONS[w]}. e.g. ${list.slice(0, 3).join('; ')}`);
  const noteKinds = new Map();
  for (const [w, what] of notes) noteKinds.set(w, (noteKinds.get(w) || []).concat(what));
  for (const [w, list] of noteKinds) out.push(`note, not compared (${count(list.length, 'model')}): ${REASONS[w]}. e.g. ${list.slice(0, 3).join('; ')}`);
  if (skipped.length) out.push(`skipped, meshport could not convert them (meshport.log says why): ${skipped.join(' ')}`);
  for (const f of failed) out.push(`FAILED ${f}`);
  for (const u of unexplained) out.push(`UNEXPLAINED ${u}`);
  out.push(`${rows.length} comparisons, ${unexplained.length} unexplained, ${failed.length} failed, ${skipped.length} models skipped; every row: ${path.join(dir, 'table.tsv')}`);
  console.log(out.join('\n'));
  process.exit(unexplained.length || failed.length ? 1 : 0);
}
if (mode === 'report') report(args[0]).catch((e) => { console.error(e); process.exit(2); });
EOF

# the models: id, folder to run in, inputs (MD5: the mesh and the animations of its reference.cmd)
: >"$out/models.tsv"
for group in iqe iqm pie; do
    (cd "$corpus/$group" && find . -type f \( -name '*.iqe' -o -name '*.iqm' -o -name '*.pie' \) | sed 's|^\./||' | sort) |
        while read -r f; do printf '%s\t%s\t%s\n' "$group/${f%.*}" "$corpus/$group" "$f"; done >>"$out/models.tsv"
done
for cmd in "$corpus"/md5/*/*/*.reference.cmd; do
    dir="$(dirname "$cmd")"
    read -r _ _ files <"$cmd"
    printf '%s\t%s\t%s\n' "md5/${dir#"$corpus/md5/"}" "$dir" "$files" >>"$out/models.tsv"
done

# meshport: no edit (A), and each edit on the original; a folder at a time, MD5 a model at a time
declare -A option=([A]="" [weld]="--weld" [dedup]="--dedup" [center]="--center" [resample]="--resample=30")
for edit in A weld dedup center resample; do
    for group in iqe iqm pie; do
        # shellcheck disable=SC2086
        java -jar "$jar" convert ${option[$edit]} -q --force --to glb --jobs "$jobs" "$corpus/$group" "$out/mp/$edit/$group" \
            >>"$out/meshport.log" 2>&1 || true
    done
    while IFS=$'\t' read -r id dir files; do
        [[ $id == md5/* ]] || continue
        mkdir -p "$(dirname "$out/mp/$edit/$id")"
        # shellcheck disable=SC2086
        (cd "$dir" && java -jar "$jar" convert ${option[$edit]} -q --force $files "$out/mp/$edit/$id.glb") >>"$out/meshport.log" 2>&1 || true
    done <"$out/models.tsv"
done
# --resample again, at the frame rate most of the model's animations have (A's without them: 30, no change)
: >"$out/fps.tsv"
while IFS=$'\t' read -r id dir files; do
    # shellcheck disable=SC2086
    fps="$(cd "$dir" && for f in $files; do java -jar "$jar" info --json "$f" 2>/dev/null | tr -d '\n'; echo; done |
           node "$helper" "$cli_js" fps)"
    [[ -n "$fps" ]] || continue
    printf '%s\t%s\n' "$id" "$fps" >>"$out/fps.tsv"
    # shellcheck disable=SC2086
    (cd "$dir" && java -jar "$jar" convert --resample="$fps" -q --force $files "$out/mp/resample/$id.glb") >>"$out/meshport.log" 2>&1 || true
done < <(node "$helper" "$cli_js" animated "$out")

# image files the glTF names, as placeholders beside each (gltf-transform fails on a missing one)
find "$out/mp" -name '*.glb' -print0 | xargs -0 -r node "$helper" "$cli_js" textures

# gltf-transform: each command with its defaults on A
export gt out
while IFS=$'\t' read -r id _; do
    [[ -f "$out/mp/A/$id.glb" ]] || continue
    for edit in weld dedup center resample; do printf '%s\0%s\0' "$edit" "$id"; done
done <"$out/models.tsv" |
    xargs -0 -r -n 2 -P "$jobs" bash -c 'mkdir -p "$(dirname "$out/gt/$1/$2")" &&
        "$gt" "$1" "$out/mp/A/$2.glb" "$out/gt/$1/$2.glb" >"$out/gt/$1/$2.log" 2>&1 || true' _
echo "gltf-transform $("$gt" --version 2>/dev/null | tail -n 1), node $(node --version), $(wc -l <"$out/models.tsv") models; files in $out"
node "$helper" "$cli_js" report "$out" | tee "$out/report.txt"
