#!/usr/bin/env bash
# Benchmarks for BENCHMARKS.md: IQM and IQE read/write throughput and retained heap on the
# generated benchmark model, VIF 2.3 of the same model, IQE read under a heap cap, and IQE -> IQM conversion side by side
# with the reference compiler when one is given.
#
#   bench/run.sh [WORKDIR]            # meshport only
#   IQM_REF=/path/to/iqm bench/run.sh # also time lsalzman/iqm's compiler on the same file
#   BASE_JAR=/path/to/meshport.jar bench/run.sh  # also time an earlier build's shaded jar
#                                                # (IQE read and IQE -> IQM), in the same run
#
# Sizes: VERTICES (default 1000000), JOINTS (60), FRAMES (100), RUNS (5).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
VERTICES="${VERTICES:-1000000}" JOINTS="${JOINTS:-60}" FRAMES="${FRAMES:-100}" RUNS="${RUNS:-10}" WARMUPS="${WARMUPS:-5}"

echo "== machine"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | xargs), cores: $(nproc), memory: $(free -g | awk '/Mem:/{print $2}') GiB"
java -version 2>&1 | head -1
echo "date: $(date -u +%Y-%m-%dT%H:%MZ), commit: $(git rev-parse --short HEAD 2>/dev/null || echo none)"

./mvnw -q -B -DskipTests package -pl cli,tests -am >/dev/null
cp="tests/target/classes:tests/target/test-classes:cli/target/meshport.jar"
jar=cli/target/meshport.jar

echo "== in-process (median of $RUNS runs after $WARMUPS warm-ups)"
java -Xmx12g -cp "$cp" io.meshport.bench.Benchmarks iqm "$work" "$VERTICES" "$JOINTS" "$FRAMES" "$RUNS" "$WARMUPS"
java -Xmx12g -cp "$cp" io.meshport.bench.Benchmarks iqe "$work" "$VERTICES" "$JOINTS" "$FRAMES" "$RUNS" "$WARMUPS"

echo "== IQM read alone, warm (the file the iqm benchmark wrote)"
java -Xmx4g -cp "$cp" io.meshport.bench.IqmReadBenchmark "$work/bench.iqm" 15 5

echo "== PIE: the Warzone 2100 corpus read and rewritten in one process, warm"
java -cp "$cp" io.meshport.bench.PieCorpusBenchmark "${PIE_CORPUS:-../shared/corpus/pie}" "$RUNS" "$WARMUPS"

echo "== VIF 2.3: hierarchy built and written, read strictly (every rule checked), written back, read as a model"
java -Xmx12g -cp "$cp" io.meshport.bench.VifBenchmark "$work" "$VERTICES" "$RUNS" "$WARMUPS"

echo "== render: a textured 100k-triangle sphere at 512×512, in-process"
java -cp "$cp" io.meshport.bench.RenderBenchmark 100000 512 "$RUNS" "$WARMUPS"

echo "== IQE compile time against the number of meshes"
java -cp "$cp" io.meshport.bench.IqeCompileScaling

iqm_bytes=$(stat -c %s "$work/bench.iqm")
cap_mb=$(( iqm_bytes * 4 / 1000000 ))
echo "== IQE read under a heap cap of 4x the IQM size (${cap_mb} MB)"
/usr/bin/time -f "meshport info bench.iqe with -Xmx${cap_mb}m: %e s, max RSS %M KB" \
    java -Xmx${cap_mb}m -jar "$jar" info "$work/bench.iqe" >/dev/null || echo "FAILED under the cap"

vif_cap_mb=$cap_mb
echo "== VIF validate under the same heap cap (${vif_cap_mb} MB)"
/usr/bin/time -f "meshport validate bench.vif with -Xmx${vif_cap_mb}m: %e s, max RSS %M KB" \
    java -Xmx${vif_cap_mb}m -jar "$jar" validate "$work/bench.vif" >/dev/null || echo "FAILED under the cap"

echo "== IQE -> IQM, whole process, best of 3"
best() { # label, command...
    local label="$1"; shift
    local best_s=""
    for _ in 1 2 3; do
        local t0 t1
        t0=$(date +%s.%N); "$@" >/dev/null 2>&1; t1=$(date +%s.%N)
        local s; s=$(echo "$t1 - $t0" | bc)
        if [[ -z "$best_s" ]] || (( $(echo "$s < $best_s" | bc) )); then best_s=$s; fi
    done
    printf '%s: %.2f s\n' "$label" "$best_s"
}
echo "== start-up: meshport info on a small file, whole process, best of 3"
./meshport --version >/dev/null # builds the launcher's class-data sharing archive once
best "./meshport info examples/cube.iqe (launcher: CDS archive, C1 for small inputs)" ./meshport info examples/cube.iqe
best "java -jar meshport.jar info examples/cube.iqe (plain JVM)" java -jar "$jar" info examples/cube.iqe
if [[ -n "${BASE_JAR:-}" ]]; then
    echo "== IQE read, whole process (meshport info), best of 3: this build, then BASE_JAR"
    best "meshport info bench.iqe" java -jar "$jar" info "$work/bench.iqe"
    best "base info bench.iqe" java -jar "$BASE_JAR" info "$work/bench.iqe"
    echo "== IQE -> IQM, whole process, best of 3"
fi
best "meshport convert bench.iqe out.iqm" java -jar "$jar" convert --force "$work/bench.iqe" "$work/meshport-out.iqm"
if [[ -n "${BASE_JAR:-}" ]]; then
    best "base convert bench.iqe out.iqm" java -jar "$BASE_JAR" convert --force "$work/bench.iqe" "$work/base-out.iqm"
fi
if [[ -n "${IQM_REF:-}" ]]; then
    best "reference iqm out.iqm bench.iqe" "$IQM_REF" "$work/reference-out.iqm" "$work/bench.iqe"
    ls -l "$work/meshport-out.iqm" "$work/reference-out.iqm" | awk '{print $5, $9}'
fi
