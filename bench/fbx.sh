#!/usr/bin/env bash
# FBX for BENCHMARKS.md: the benchmark model (bench/md5.sh's, written as MD5 first when WORK has
# none) converted to GLB by meshport, then to binary and ASCII FBX by assimp (FBX 7.5, arrays
# raw), then FBX -> IQM whole process: meshport on the binary file, meshport on the ASCII file and
# the reference compiler on the ASCII file (it reads no binary FBX), alternating in rounds.
# Called by bench/run.sh; alone:
#
#   IQM_REF=/path/to/iqm BUILD=0 bench/fbx.sh WORKDIR    # after a build (BUILD=0 skips it); needs assimp
#
# ROUNDS (default 3). The sizes are bench/md5.sh's (VERTICES, JOINTS, FRAMES).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
if [[ "${BUILD:-1}" != 0 ]]; then
    ./mvnw -q -B -DskipTests package -pl cli,tests -am >/dev/null
fi
command -v assimp >/dev/null || { echo "FBX: skipped (assimp, which writes the FBX files, is not on the PATH)"; exit 0; }
jar=cli/target/meshport.jar
if [[ ! -f "$work/bench.md5mesh" ]]; then
    RUNS=1 WARMUPS=0 BUILD=0 bench/md5.sh "$work" >/dev/null
fi
java -Xmx12g -jar "$jar" convert --force "$work/bench.md5mesh" "$work"/bench-*.md5anim "$work/bench.glb" >/dev/null 2>&1
assimp export "$work/bench.glb" "$work/bench.fbx" -ffbx >/dev/null
assimp export "$work/bench.glb" "$work/bench-ascii.fbx" -ffbxa >/dev/null
ls -l "$work/bench.fbx" "$work/bench-ascii.fbx" | awk '{print $5, $9}'

measure() { # LABEL COMMAND...: wall, CPU (user + sys) and peak RSS of one whole process
    local label="$1"; shift
    /usr/bin/time -o "$work/time.txt" -f "%e %U %S %M" "$@" >/dev/null 2>&1 || { echo "$label: FAILED"; return; }
    read -r wall user sys rss < "$work/time.txt"
    printf '%s: wall %.2f s, cpu %.2f s, peak RSS %d MiB\n' "$label" "$wall" "$(echo "$user + $sys" | bc)" $(( rss / 1024 ))
}
echo "== FBX -> IQM, whole process, side by side: meshport (binary, ASCII) and the reference (ASCII) alternating"
for round in $(seq 1 "${ROUNDS:-3}"); do
    measure "round $round: meshport convert bench.fbx out.iqm (binary)" \
        java -jar "$jar" convert --force "$work/bench.fbx" "$work/meshport-fbx-out.iqm"
    measure "round $round: meshport convert bench-ascii.fbx out.iqm" \
        java -jar "$jar" convert --force "$work/bench-ascii.fbx" "$work/meshport-fbxa-out.iqm"
    if [[ -n "${IQM_REF:-}" ]]; then
        measure "round $round: reference iqm out.iqm bench-ascii.fbx" \
            "$IQM_REF" "$work/reference-fbx-out.iqm" "$work/bench-ascii.fbx"
    fi
done
