#!/usr/bin/env bash
# meshport's simplifier (Simplifier.simplify, model-core) against meshoptimizer's
# (MeshoptSimplifier.simplify, npm meshoptimizer 1.x, installed outside this repository:
# 'npm install meshoptimizer' in any folder), on the same positions and triangle indices, at 50%,
# 25% and 10% of the triangles (per mesh: ceil(triangles * R); no error limit; meshoptimizer's
# default options). Inputs: every mesh of every corpus model meshport reads (IQE, IQM, PIE, MD5
# meshes, through ModelIO), and the benchmark grid (1000 x 1000 vertices, z = 20 sin(x/37)
# cos(y/53), 1,996,002 triangles; written as OBJ into the output folder, the same bytes every run).
# Per model, mesh and ratio: triangles before and after for both; SurfaceDistance (harness) mean
# and Hausdorff distance of each result to the original, the same seed and samples for both,
# relative to the mesh's extent; the time of the simplify call alone for both (meshport in one
# warmed JVM, meshoptimizer's WASM in one node process driven by it, every mesh simplified once by
# both before any is timed, then the two tools' repetitions interleaved, median of each, no I/O).
# Prints each row, then per ratio the mean and median of meshport/meshoptimizer ratios of mean
# distance, Hausdorff and time, the rows where meshport is worse (the worst 10), and the grid side
# by side; writes results.tsv, results.json and summary.txt to the output folder (first argument,
# or a temporary folder). Exit 1 on a tool failure (a file meshport cannot read, a crash, a
# meshoptimizer error), not on worse numbers; with STRICT=1 also when a done-when bar is missed:
# meshport's mean or Hausdorff distance above meshoptimizer's in a row, or its grid time above
# twice meshoptimizer's. About 15 minutes on 2 cores, most of it SurfaceDistance (SAMPLES). Not run
# by .ci/run (npm is not on every machine).
#   MESHOPTIMIZER       the folder npm installed meshoptimizer in (with node_modules/meshoptimizer)
#   MESHPORT_JAR        a meshport.jar to use instead of building cli/target/meshport.jar
#   MESHPORT_CLASSPATH  a class path with ModelIO, the readers, Simplifier and SurfaceDistance to use
#                       instead of the jar (e.g. a work tree's model-core jar before a meshport.jar)
#   MESHPORT_CORPUS     the corpus (default ../shared/corpus beside the checkout)
#   SAMPLES             SurfaceDistance samples a surface for corpus meshes (default 100000)
#   GRID_SAMPLES        the same for the grid (default 100000); GRID=0 leaves the grid out
#   WARMUPS, REPS       warm-up runs and timed repetitions a row, each tool (default 3 and 5)
#   SEED                the seed of SurfaceDistance's samples (default 1): a row whose verdict
#                       changes with the seed is parted by sampling alone
#   JOBS                threads measuring distances, once every row is timed (default 2)
#   DUMP                a folder for the input and both results of each row meshport loses, as OBJ
#   JAVA_OPTS           options for the JVM (default -Xmx6g)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${MESHPORT_CORPUS:-$root/../shared/corpus}"
out="${1:-$(mktemp -d)}"
if [[ -z "${MESHOPTIMIZER:-}" ]]; then
    echo "meshoptimizer simplification side by side: skipped (MESHOPTIMIZER not set)"
    exit 0
fi
mo="$(cd "$MESHOPTIMIZER" && pwd)"
[[ -f "$mo/node_modules/meshoptimizer/package.json" ]] || { echo "MESHOPTIMIZER: no node_modules/meshoptimizer in $MESHOPTIMIZER" >&2; exit 2; }
command -v node >/dev/null || { echo "simplify-meshoptimizer: node not found" >&2; exit 2; }
[[ -d "$corpus" ]] || { echo "simplify-meshoptimizer: no corpus at $corpus" >&2; exit 2; }
mkdir -p "$out"
out="$(cd "$out" && pwd)"
# the jars copied into the output folder: a build beside this run cannot change them under it
mkdir -p "$out/lib"
if [[ -n "${MESHPORT_CLASSPATH:-}" ]]; then
    classpath=""
    IFS=: read -ra entries <<<"$MESHPORT_CLASSPATH"
    for i in "${!entries[@]}"; do
        e="${entries[$i]}"
        if [[ -f "$e" ]]; then
            cp "$e" "$out/lib/$i-$(basename "$e")"
            e="$out/lib/$i-$(basename "$e")"
        fi
        classpath="${classpath:+$classpath:}$e"
    done
else
    if [[ -n "${MESHPORT_JAR:-}" ]]; then
        jar="$MESHPORT_JAR"
    else
        (cd "$root" && ./mvnw -B -q -o package -DskipTests -pl cli -am >/dev/null)
        jar="$root/cli/target/meshport.jar"
    fi
    cp "$jar" "$out/lib/meshport.jar"
    classpath="$out/lib/meshport.jar"
fi
javac --release 17 -nowarn -d "$out/classes" -cp "$classpath" "$root/.ci/simplify/SimplifyMeasure.java"
# shellcheck disable=SC2086
java_run() { java ${JAVA_OPTS:--Xmx6g} -cp "$out/classes:$classpath" "$@"; }

# the models: id, file, samples; MD5: the mesh alone (no animations: the simplifier sees only meshes)
samples="${SAMPLES:-100000}"
: >"$out/models.tsv"
for pattern in "iqe -name *.iqe" "iqm -name *.iqm" "md5 -name *.md5mesh" "pie -name *.pie"; do
    read -r group _ glob <<<"$pattern"
    [[ -d "$corpus/$group" ]] || continue
    (cd "$corpus/$group" && find . -type f -name "$glob" | sed 's|^\./||' | LC_ALL=C sort) |
        while read -r f; do printf '%s\t%s\t%s\n' "$group/$f" "$corpus/$group/$f" "$samples" >>"$out/models.tsv"; done
done
if [[ "${GRID:-1}" != 0 ]]; then
    [[ -f "$out/grid.obj" ]] || java_run SimplifyMeasure grid "$out/grid.obj"
    printf 'grid\t%s\t%s\n' "$out/grid.obj" "${GRID_SAMPLES:-100000}" >>"$out/models.tsv"
fi
echo "simplify-meshoptimizer: $(wc -l <"$out/models.tsv") models, meshoptimizer in $mo, files in $out"
status=0
java_run -Dratios=0.5,0.25,0.1 -Dwarmups="${WARMUPS:-3}" -Dreps="${REPS:-5}" -Dseed="${SEED:-1}" -Djobs="${JOBS:-2}" -Ddump="${DUMP:-}" \
    -Dstrict="$([[ "${STRICT:-0}" == 1 ]] && echo true || echo false)" \
    SimplifyMeasure compare "$out" "$out/models.tsv" node "$root/.ci/simplify/mo-simplify.mjs" "$mo" |
    tee "$out/report.txt" || status=$?
rm -rf "$out/meshes"
exit "$status"
