#!/usr/bin/env bash
# Hostile shapes at two sizes, four times apart, through every edit and writer that has a loop over
# neighbours, a hierarchy or a search (BENCHMARKS.md "Hostile shapes"): whole-process wall time of
# each command at both sizes, less the JVM's start (the time of `--version`), and their ratio. Time
# that grows more than 7x (4x the input, and the 1.75 slack of the Linearity law) is flagged, and
# the script exits 1 when any is. Not run by CI: the law tests (`SimplifierLinearityTest`,
# `GltfWriterLinearityTest`, the readers' `*LinearityTest`) hold the shapes found so far.
#
#   bench/hostile.sh [WORKDIR]        # N=20000 (then 80000); JAR=cli/target/meshport.jar
#   N=80000 JAR=/path/to/meshport.jar bench/hostile.sh /tmp/hostile
#
# Shapes (OBJ unless said, made by awk): fan (one centre, N rim points on a circle), copies (one
# triangle N times on three vertices), point (N triangles, every vertex at one place), soup (N random
# triangles), strip (a thin strip of N triangles), flatgrid (a grid of about N triangles, jittered by
# 1e-7), mtlswitch (N faces, each its own group and material), chain.iqe (N/4 joints in a chain, a
# one-frame animation, a mesh weighted to the last), schain.iqe (the same, every joint scaled).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
jar="$(cd "$(dirname "${JAR:-cli/target/meshport.jar}")" && pwd)/$(basename "${JAR:-cli/target/meshport.jar}")"
[[ -f "$jar" ]] || { echo "hostile: no $jar (build it: ./mvnw -B -q package -DskipTests -pl cli -am)" >&2; exit 2; }
small="${N:-20000}"
large=$(( 4 * small ))

shape() { # name n file
    local name="$1" n="$2" out="$3"
    awk -v n="$n" -v shape="$name" 'BEGIN {
        srand(7); pi = atan2(0, -1)
        if (shape == "fan") {
            print "v 0 0 0"
            for (i = 0; i < n; i++) printf "v %.7f %.7f 0\n", cos(2 * pi * i / n), sin(2 * pi * i / n)
            for (i = 0; i < n; i++) printf "f 1 %d %d\n", 2 + i, 2 + (i + 1) % n
        } else if (shape == "copies") {
            print "v 0 0 0\nv 1 0 0\nv 0 1 0"
            for (i = 0; i < n; i++) print "f 1 2 3"
        } else if (shape == "point") {
            for (i = 0; i < n + 2; i++) print "v 1 2 3"
            for (i = 0; i < n; i++) printf "f %d %d %d\n", i + 1, i + 2, i + 3
        } else if (shape == "soup") {
            for (i = 0; i < 3 * n; i++) printf "v %.6f %.6f %.6f\n", rand(), rand(), rand()
            for (i = 0; i < n; i++) printf "f %d %d %d\n", 3 * i + 1, 3 * i + 2, 3 * i + 3
        } else if (shape == "strip") {
            for (i = 0; i <= n / 2; i++) printf "v %d 0 0\nv %d 0.001 0\n", i, i
            for (i = 0; i < n / 2; i++) printf "f %d %d %d\nf %d %d %d\n", 2*i+1, 2*i+3, 2*i+2, 2*i+2, 2*i+3, 2*i+4
        } else if (shape == "flatgrid") {
            s = int(sqrt(n / 2)) + 1
            for (y = 0; y < s; y++) for (x = 0; x < s; x++) printf "v %d %d %.9f\n", x, y, rand() * 1e-7
            for (y = 0; y < s - 1; y++) for (x = 0; x < s - 1; x++) {
                a = y * s + x + 1; printf "f %d %d %d\nf %d %d %d\n", a, a + 1, a + s, a + 1, a + s + 1, a + s
            }
        } else if (shape == "mtlswitch") {
            for (i = 0; i < n; i++) printf "v %d 0 0\nv %d 1 0\nv %d 0 1\n", i, i, i
            for (i = 0; i < n; i++) printf "usemtl m%d\ng g%d\nf %d %d %d\n", i % 2, i, 3*i+1, 3*i+2, 3*i+3
        } else if (shape == "chain" || shape == "schain") {
            j = int(n / 4); pq = shape == "chain" ? "pq 0 0.001 0 0 0 0 1" : "pq 0 0.001 0 0 0 0 1 1.0001 1.0001 1.0001"
            print "# Inter-Quake Export"
            for (i = 0; i < j; i++) printf "joint j%d %d\n", i, i - 1
            for (i = 0; i < j; i++) print pq
            printf "mesh m\nvp 0 0 0\nvb %d 1\nvp 1 0 0\nvb 0 1\nvp 0 1 0\nvb 0 1\nfm 0 1 2\n", j - 1
            print "animation a\nframerate 30\nframe"
            for (i = 0; i < j; i++) print pq
        }
    }' >"$out"
}

seconds() { # command... : wall seconds of one run (its output to $work/last.err)
    local start end
    start=$(date +%s%N)
    timeout 600 java -jar "$jar" "$@" >/dev/null 2>"$work/last.err" || true
    end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
}

for name in fan copies point soup strip flatgrid mtlswitch; do
    for n in "$small" "$large"; do shape "$name" "$n" "$work/$name-$n.obj"; done
done
for name in chain schain; do
    for n in "$small" "$large"; do shape "$name" "$n" "$work/$name-$n.iqe"; done
done

start_ms=$(seconds --version)
echo "machine: $(nproc) cores, $(java -version 2>&1 | head -1); jar: $jar; JVM start ${start_ms} ms; sizes $small and $large"
printf '%-12s %-44s %10s %10s %7s\n' shape run "${small} ms" "${large} ms" growth
flagged=0
run() { # shape extension label args...
    local name="$1" ext="$2" label="$3"
    shift 3
    local a b
    a=$(seconds convert "$work/$name-$small.$ext" "$work/out-$label" --force "$@")
    b=$(seconds convert "$work/$name-$large.$ext" "$work/out-$label" --force "$@")
    local ga=$(( a > start_ms ? a - start_ms : 1 )) gb=$(( b > start_ms ? b - start_ms : 1 ))
    local growth
    growth=$(awk -v a="$ga" -v b="$gb" 'BEGIN { printf "%.1f", b / (a < 50 ? 50 : a) }')
    local mark=""
    if awk -v g="$growth" 'BEGIN { exit !(g > 7) }'; then mark="  <-- more than 7x"; flagged=1; fi
    printf '%-12s %-44s %10d %10d %6sx%s\n' "$name" "$label ${*}" "$a" "$b" "$growth" "$mark"
}
for name in fan copies point soup strip flatgrid; do
    run "$name" obj x.iqm --simplify 0.5
    run "$name" obj x.iqm --simplify-permissive --simplify 0.25
    run "$name" obj x.vif
    run "$name" obj x.iqm --weld
    run "$name" obj x.iqm --optimize
    run "$name" obj x.gltf --lod 3
    run "$name" obj x.iqm --normals 60
    run "$name" obj x.iqm --split-meshes max-vertices=1000
done
run mtlswitch obj x.glb
run mtlswitch obj x.iqm
for name in chain schain; do
    for out in x.iqm x.glb x.md5mesh x.smd x.vif x.iqe; do run "$name" iqe "$out"; done
    run "$name" iqe x.iqm --remove-joint-scale
    run "$name" iqe x.iqm --mirror x
    run "$name" iqe x.iqm --split-joints 2
done
exit "$flagged"
