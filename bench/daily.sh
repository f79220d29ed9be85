#!/usr/bin/env bash
# Issue #35's table, "where users wait": each row's meshport command beside its anchor (the bare
# JVM, assimp, an earlier build) in alternating rounds of one run, as whole processes (best wall of
# ROUNDS, with that run's CPU and peak RSS), printed as a table and written as JSON
# (WORKDIR/daily.json) so that two runs of one machine can be compared. Called by bench/run.sh
# after it wrote the benchmark model (WORKDIR/bench.iqm); alone:
#
#   BUILD=0 bench/daily.sh WORKDIR            # after bench/run.sh (or Benchmarks iqm) wrote bench.iqm
#   BASE_JAR=/path/to/meshport.jar ...        # also the same commands on an earlier build's jar
#
# ROUNDS (default 5; 7 for the start-up rows), PIE_CORPUS (../shared/corpus/pie), ARCHIVE_FILES (753:
# the corpus' PIE files repeated under other folders until the archive holds as many as the game's
# base.wz), JITTER_SIDE (1000: the jittered grid IQE of io.meshport.bench.JitteredGrid, about 110 MB,
# and the same without its normals, each converted in a heap of 2.5 x its size; 0 skips them).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# every ./meshport row starts a JVM of its own, but the start-up rows "on standby" (their own lines)
export MESHPORT_STANDBY=0
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
ROUNDS="${ROUNDS:-5}" ARCHIVE_FILES="${ARCHIVE_FILES:-753}" JITTER_SIDE="${JITTER_SIDE:-1000}"
corpus="${PIE_CORPUS:-../shared/corpus/pie}"
if [[ "${BUILD:-1}" != 0 ]]; then
    ./mvnw -q -B -DskipTests package -pl cli,tests -am >/dev/null
fi
cp="tests/target/classes:tests/target/test-classes:cli/target/meshport.jar"
jar="$PWD/cli/target/meshport.jar"
assimp="$(command -v assimp || true)"
json=()

# once LABEL COMMAND...: one whole process; sets wall, cpu (s) and rss (MiB), or wall=FAILED
once() {
    local label="$1"; shift
    # stderr through a pipe, as on a terminal: a run whose stderr is a regular file is never run on
    # standby (the launcher's lib/meshport-standby.bash)
    if /usr/bin/time -o "$work/time.txt" -f "%e %U %S %M" "$@" >/dev/null 2> >(cat >"$work/stderr.txt"); then
        local user sys kb
        read -r wall user sys kb < "$work/time.txt"
        cpu=$(printf '%.2f' "$(echo "$user + $sys" | bc)")
        rss=$(( kb / 1024 ))
    else
        wall=FAILED cpu=0 rss=0
        echo "  $label failed: $(tail -n 1 "$work/stderr.txt")" >&2
    fi
}

# row NAME ROUNDS [LABEL CLEANUP COMMAND]...: the commands in turn, ROUNDS times; prints each one's
# best wall (with that run's CPU and RSS) and its ratio to the first command's best, and adds them
# to the JSON. CLEANUP runs before each (what a command's earlier output would change), "" for none.
row() {
    local name="$1" rounds="$2"; shift 2
    local -a labels=() cleanups=() commands=()
    while (( $# )); do labels+=("$1"); cleanups+=("$2"); commands+=("$3"); shift 3; done
    local -a best=() bcpu=() brss=()
    local r i
    for (( r = 0; r < rounds; r++ )); do
        for i in "${!commands[@]}"; do
            [[ -n "${cleanups[$i]}" ]] && eval "${cleanups[$i]}"
            eval "once \"\${labels[$i]}\" ${commands[$i]}"
            if [[ "$wall" != FAILED ]] && { [[ -z "${best[$i]:-}" ]] || [[ "${best[$i]}" == FAILED ]] \
                    || (( $(echo "$wall < ${best[$i]}" | bc) )); }; then
                best[i]=$wall bcpu[i]=$cpu brss[i]=$rss
            elif [[ -z "${best[$i]:-}" ]]; then
                best[i]=FAILED bcpu[i]=0 brss[i]=0
            fi
        done
    done
    echo "== $name (best of $rounds, alternating)"
    local entries=()
    for i in "${!commands[@]}"; do
        local ratio=null
        if [[ "${best[$i]}" != FAILED && "${best[0]}" != FAILED ]] && (( $(echo "${best[0]} > 0" | bc) )); then
            ratio=$(printf '%.2f' "$(echo "scale=4; ${best[$i]} / ${best[0]}" | bc)")
        fi
        if [[ "${best[$i]}" == FAILED ]]; then
            printf '  %-58s FAILED (every round)\n' "${labels[$i]}"
        else
            printf '  %-58s wall %6s s  cpu %6s s  RSS %5s MiB  x%s of the first\n' "${labels[$i]}" "${best[$i]}" \
                "${bcpu[$i]}" "${brss[$i]}" "$ratio"
        fi
        local w="${best[$i]}"; [[ "$w" == FAILED ]] && w=null
        entries+=("{\"command\": \"${labels[$i]//\"/\\\"}\", \"wall_s\": $w, \"cpu_s\": ${bcpu[$i]}, \"rss_mib\": ${brss[$i]}, \"ratio_to_first\": $ratio}")
    done
    local joined; joined=$(IFS=,; echo "${entries[*]}")
    json+=("{\"row\": \"$name\", \"rounds\": $rounds, \"runs\": [$joined]}")
}

with_base() { # LABEL CLEANUP ARGS [JVM_OPTIONS]: the same arguments on BASE_JAR, when given
    if [[ -n "${BASE_JAR:-}" ]]; then
        printf '%s\0%s\0%s\0' "base: $1" "$2" "java ${4:-} -jar $BASE_JAR $3"
    fi
}
rows() { # NAME ROUNDS, then triples on stdin (NUL-separated); not in a pipeline: it adds to json
    local name="$1" rounds="$2" part
    local -a args=()
    while IFS= read -r -d '' part; do args+=("$part"); done
    row "$name" "$rounds" "${args[@]}"
}

echo "== machine"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | xargs), cores: $(nproc), load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "date: $(date -u +%Y-%m-%dT%H:%MZ), commit: $(git rev-parse --short HEAD 2>/dev/null || echo none)"

# start-up: a one-mesh IQM, whole process, against the JVM's own start
small="$work/daily-small.iqm"
java -jar "$jar" convert --force examples/cube.iqe "$small" >/dev/null 2>&1
./meshport --version >/dev/null # the launcher's class-data sharing archive, recorded once per build
# a JVM on standby for the rows that say so: two short runs leave one, ready once it trained
standby="env MESHPORT_STANDBY=1 MESHPORT_STANDBY_DIR=$work/standby ./meshport"
rm -rf "$work/standby"
$standby info "$small" >/dev/null 2>&1
$standby info "$small" >/dev/null 2>&1
for (( wait = 0; wait < 600; wait++ )); do
    compgen -G "$work/standby/*/ready" >/dev/null && break
    sleep 0.1
done
rows "start-up: a one-mesh IQM" "$(( ROUNDS > 7 ? ROUNDS : 7 ))" < <(
    printf '%s\0%s\0%s\0' "java -Xshare:auto -version (the bare JVM)" "" "java -Xshare:auto -version"
    printf '%s\0%s\0%s\0' "./meshport --version" "" "./meshport --version"
    printf '%s\0%s\0%s\0' "./meshport info cube.iqm" "" "./meshport info $small"
    printf '%s\0%s\0%s\0' "./meshport validate cube.iqm" "" "./meshport validate $small"
    printf '%s\0%s\0%s\0' "./meshport convert cube.iqe cube.iqm" "" "./meshport convert --force examples/cube.iqe $work/daily-out.iqm"
    printf '%s\0%s\0%s\0' "./meshport --version (on standby)" "" "$standby --version"
    printf '%s\0%s\0%s\0' "./meshport info cube.iqm (on standby)" "" "$standby info $small"
    printf '%s\0%s\0%s\0' "./meshport validate cube.iqm (on standby)" "" "$standby validate $small"
    printf '%s\0%s\0%s\0' "./meshport convert cube.iqe cube.iqm (on standby)" "" \
        "$standby convert --force examples/cube.iqe $work/daily-out.iqm"
    printf '%s\0%s\0%s\0' "java -jar meshport.jar info cube.iqm (plain JVM)" "" "java -jar $jar info $small"
    [[ -n "$assimp" ]] && printf '%s\0%s\0%s\0' "assimp info cube.iqm" "" "$assimp info $small"
    with_base "info cube.iqm" "" "info $small"
)

for pid in "$work"/standby/*/pid; do
    [[ -f "$pid" ]] && kill "$(<"$pid")" 2>/dev/null || true
done

# whole archives: the corpus' PIE files, repeated under other folders to ARCHIVE_FILES entries
archive="$work/base.wz"
if [[ ! -f "$archive" ]]; then
    tree="$work/archive-tree"
    rm -rf "$tree"
    copy=0
    while (( $(find "$tree" -name '*.pie' 2>/dev/null | wc -l) < ARCHIVE_FILES )); do
        mkdir -p "$tree/copy$copy"
        cp -r "$corpus"/. "$tree/copy$copy/"
        copy=$(( copy + 1 ))
    done
    (cd "$tree" && find . -name '*.pie' | sort | head -n "$ARCHIVE_FILES" | zip -q "$archive" -@)
fi
echo "archive: $(unzip -l "$archive" | tail -1 | awk '{print $2}') entries, $(stat -c %s "$archive") bytes"
# An earlier round's output is moved aside, not deleted, and deleted when every row has run: on
# an ext4 without a journal (this machine's) each new file's inode is looked for past every inode
# freed in the last 30 s, so deleting 1,506 files just before a run cost that run 0.15-0.2 s of
# system time that a user writing into a new folder does not pay (BENCHMARKS.md).
set_aside="$work/set-aside"
rm -rf "$set_aside"
mkdir -p "$set_aside"
aside() { # DIR: moved into the set-aside folder under a name of its own, when it exists
    [[ -e "$1" ]] && mv "$1" "$(mktemp -d "$set_aside/XXXXXX")/"
    return 0
}
for to in iqm gltf; do
    rows "a whole archive to $to ($ARCHIVE_FILES PIE files; targets 1.0 s to IQM, 1.5 s to glTF)" "$ROUNDS" < <(
        printf '%s\0%s\0%s\0' "./meshport convert base.wz OUT --to $to" "aside $work/wz-out" \
            "./meshport convert $archive $work/wz-out --to $to"
        printf '%s\0%s\0%s\0' "java -jar meshport.jar convert base.wz OUT --to $to" "aside $work/wz-out" \
            "java -jar $jar convert $archive $work/wz-out --to $to"
        with_base "convert base.wz OUT --to $to" "aside $work/wz-out" "convert $archive $work/wz-out --to $to"
    )
done

# the benchmark model: IQM -> .glb beside assimp, and OBJ read beside assimp
model="$work/bench.iqm"
if [[ -f "$model" ]]; then
    rows "the benchmark model, IQM to .glb (target: 0.5x assimp)" "$ROUNDS" < <(
        [[ -n "$assimp" ]] && printf '%s\0%s\0%s\0' "assimp export bench.iqm out.glb -f glb2" "rm -f $work/assimp.glb" \
            "$assimp export $model $work/assimp.glb -f glb2"
        printf '%s\0%s\0%s\0' "./meshport convert bench.iqm out.glb" "" "./meshport convert --force $model $work/daily.glb"
        with_base "convert bench.iqm out.glb" "" "convert --force $model $work/base.glb"
    )
    [[ -f "$work/bench.obj" ]] || java -jar "$jar" convert --force "$model" "$work/bench.obj" >/dev/null 2>&1
    echo "OBJ: $(stat -c %s "$work/bench.obj") bytes"
    rows "OBJ of the benchmark model, info" "$ROUNDS" < <(
        [[ -n "$assimp" ]] && printf '%s\0%s\0%s\0' "assimp info bench.obj" "" "$assimp info $work/bench.obj"
        printf '%s\0%s\0%s\0' "./meshport info bench.obj" "" "./meshport info $work/bench.obj"
        with_base "info bench.obj" "" "info $work/bench.obj"
    )
else
    echo "(no $model: run bench/run.sh, or Benchmarks iqm, first; the glTF and OBJ rows are left out)"
fi

# memory: an IQE of N MB converted to IQM in a heap of 2.5 x N MB, launcher and plain JVM; the same
# grid without its vn lines too (normals generated: smoothing sorts and groups every corner)
if (( JITTER_SIDE > 0 )); then
    jittered="$work/jittered-$JITTER_SIDE.iqe"
    [[ -f "$jittered" ]] || java -cp "$cp" io.meshport.bench.JitteredGrid "$jittered" "$JITTER_SIDE"
    unsmoothed="$work/jittered-$JITTER_SIDE-without-normals.iqe"
    [[ -f "$unsmoothed" ]] || grep -v '^vn ' "$jittered" > "$unsmoothed"
    for iqe in "$jittered" "$unsmoothed"; do
        mb=$(( $(stat -c %s "$iqe") / 1000000 ))
        heap=$(( mb * 5 / 2 ))
        what="vp/vt/vn"
        [[ "$iqe" == "$unsmoothed" ]] && what="vp/vt (no normals)"
        rows "a ${mb} MB IQE with $what to IQM in a heap of 2.5 x its size" 1 < <(
            printf '%s\0%s\0%s\0' "MESHPORT_JAVA_OPTS=-Xmx${heap}m ./meshport convert (${mb} MB IQE)" "" \
                "env MESHPORT_JAVA_OPTS=-Xmx${heap}m ./meshport convert --force $iqe $work/jittered.iqm"
            printf '%s\0%s\0%s\0' "java -Xmx${heap}m -jar meshport.jar convert (plain JVM)" "" \
                "java -Xmx${heap}m -jar $jar convert --force $iqe $work/jittered.iqm"
            with_base "java -Xmx${heap}m -jar base.jar convert" "" "convert --force $iqe $work/jittered-base.iqm" "-Xmx${heap}m"
        )
    done
fi

aside "$work/wz-out"
rm -rf "$set_aside"

{
    echo "{\"date\": \"$(date -u +%Y-%m-%dT%H:%M:%SZ)\", \"commit\": \"$(git rev-parse --short HEAD 2>/dev/null || echo none)\","
    echo " \"cores\": $(nproc), \"load\": \"$(cut -d' ' -f1-3 /proc/loadavg)\", \"rows\": ["
    for i in "${!json[@]}"; do
        echo "  ${json[$i]}$([[ $i -lt $(( ${#json[@]} - 1 )) ]] && echo ,)"
    done
    echo "]}"
} > "$work/daily.json"
echo "JSON: $work/daily.json"
