// The meshoptimizer side of .ci/simplify-meshoptimizer.sh, driven by SimplifyMeasure.java.
//   node mo-simplify.mjs MESHOPTIMIZER_DIR
// MESHOPTIMIZER_DIR: the folder npm installed meshoptimizer in (its node_modules/meshoptimizer).
// Reads one command a line on stdin and answers one line on stdout ("error ..." on a failure):
//   version          "meshoptimizer V, node V"
//   load FILE        a mesh: int32 vertex count, int32 index count, float32 x y z a vertex,
//                    uint32 indices (little-endian), as meshport's Simplifier reads the mesh
//   run TARGET       MeshoptSimplifier.simplify(indices, positions, 3, TARGET indices, 1e10, []):
//                    default options, no error limit; "ms T triangles N error E", T the time of
//                    that call alone (performance.now), E the error meshoptimizer returned
//   save FILE        the last run's indices, uint32 little-endian
//   quit
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';

const dir = resolve(process.argv[2] || '.');
const main = createRequire(join(dir, 'noop.js')).resolve('meshoptimizer');
const { version } = JSON.parse(readFileSync(join(dirname(main), 'package.json'), 'utf8'));
const { MeshoptSimplifier } = await import(pathToFileURL(main).href);
await MeshoptSimplifier.ready;

const TARGET_ERROR = 1e10;
let positions = null;
let indices = null;
let last = null;

function load(file) {
  const b = readFileSync(file);
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const vertices = view.getInt32(0, true);
  const count = view.getInt32(4, true);
  // copies, aligned: the file's bytes are little-endian as typed arrays are on every machine node runs on
  positions = new Float32Array(b.buffer.slice(b.byteOffset + 8, b.byteOffset + 8 + 12 * vertices));
  indices = new Uint32Array(b.buffer.slice(b.byteOffset + 8 + 12 * vertices, b.byteOffset + 8 + 12 * vertices + 4 * count));
  last = null;
  return `ok vertices ${vertices} indices ${count}`;
}

function run(target) {
  const t0 = performance.now();
  const [result, error] = MeshoptSimplifier.simplify(indices, positions, 3, target, TARGET_ERROR, []);
  const ms = performance.now() - t0;
  last = result;
  return `ms ${ms.toFixed(4)} triangles ${result.length / 3} error ${error.toPrecision(6)}`;
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  const [command, arg] = [line.slice(0, line.indexOf(' ') < 0 ? line.length : line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)];
  let answer;
  try {
    switch (command) {
      case 'version':
        answer = `meshoptimizer ${version}, node ${process.version}`;
        break;
      case 'load':
        answer = load(arg);
        break;
      case 'run':
        if (!indices) throw new Error('no mesh loaded');
        answer = run(Number(arg));
        break;
      case 'save':
        if (!last) throw new Error('nothing simplified');
        writeFileSync(arg, new Uint8Array(last.buffer, last.byteOffset, last.byteLength));
        answer = 'ok';
        break;
      case 'quit':
        process.exit(0);
      default:
        throw new Error(`unknown command ${command}`);
    }
  } catch (e) {
    console.error(e);
    answer = `error ${String(e.message || e).replace(/\n/g, ' ')}`;
  }
  process.stdout.write(answer + '\n');
}
