#!/usr/bin/env bash
# MD5 for BENCHMARKS.md: the benchmark model written as .md5mesh with its .md5anim beside it and
# read back in process (io.meshport.bench.Benchmarks md5), then MD5 -> IQM whole process, meshport
# and the reference compiler alternating, on the same files. Called by bench/run.sh; alone:
#
#   IQM_REF=/path/to/iqm BUILD=0 bench/md5.sh WORKDIR    # after a build (BUILD=0 skips it)
#
# Sizes as bench/run.sh: VERTICES (default 1000000), JOINTS (60), FRAMES (100), RUNS (10), WARMUPS (5).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# every ./meshport run here starts a JVM of its own, as it is timed (bench/daily.sh times the standby apart)
export MESHPORT_STANDBY=0
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
VERTICES="${VERTICES:-1000000}" JOINTS="${JOINTS:-60}" FRAMES="${FRAMES:-100}" RUNS="${RUNS:-10}" WARMUPS="${WARMUPS:-5}"
if [[ "${BUILD:-1}" != 0 ]]; then
    ./mvnw -q -B -DskipTests package -pl cli,tests -am >/dev/null
fi
cp="tests/target/classes:tests/target/test-classes:cli/target/meshport.jar"
jar=cli/target/meshport.jar

echo "== MD5: the benchmark model as .md5mesh (+ its .md5anim), in-process (median of $RUNS runs after $WARMUPS warm-ups)"
rm -f "$work"/bench.md5mesh "$work"/bench-*.md5anim
java -Xmx12g -cp "$cp" io.meshport.bench.Benchmarks md5 "$work" "$VERTICES" "$JOINTS" "$FRAMES" "$RUNS" "$WARMUPS"
anims=("$work"/bench-*.md5anim)
ls -l "$work/bench.md5mesh" "${anims[@]}" | awk '{print $5, $9}'

measure() { # LABEL COMMAND...: wall, CPU (user + sys) and peak RSS of one whole process
    local label="$1"; shift
    /usr/bin/time -o "$work/time.txt" -f "%e %U %S %M" "$@" >/dev/null 2>&1 || { echo "$label: FAILED"; return; }
    read -r wall user sys rss < "$work/time.txt"
    printf '%s: wall %.2f s, cpu %.2f s, peak RSS %d MiB\n' "$label" "$wall" "$(echo "$user + $sys" | bc)" $(( rss / 1024 ))
}
echo "== MD5 -> IQM, whole process, side by side: three rounds, meshport and the reference alternating"
for round in 1 2 3; do
    measure "round $round: ./meshport convert bench.md5mesh bench-*.md5anim out.iqm (launcher)" \
        ./meshport convert --force "$work/bench.md5mesh" "${anims[@]}" "$work/meshport-md5-out.iqm"
    measure "round $round: ./meshport iqm out.iqm bench.md5mesh bench-*.md5anim (launcher)" \
        ./meshport iqm "$work/meshport-iqm-out.iqm" "$work/bench.md5mesh" "${anims[@]}"
    if [[ -n "${IQM_REF:-}" ]]; then
        measure "round $round: reference iqm out.iqm bench.md5mesh bench-*.md5anim" \
            "$IQM_REF" "$work/reference-md5-out.iqm" "$work/bench.md5mesh" "${anims[@]}"
    fi
done
ls -l "$work"/meshport-md5-out.iqm "$work"/meshport-iqm-out.iqm "$work"/reference-md5-out.iqm 2>/dev/null | awk '{print $5, $9}'
