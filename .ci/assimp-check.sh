#!/usr/bin/env bash
# Cross-checks meshport's IQM writer against an independent reader (assimp): every IQM that
# meshport writes from the corpus must load in 'assimp info' with the vertex and face counts
# that 'meshport info --json' reports. Inputs: ../shared/corpus/iqm/**/*.iqm that have meshes and
# ../shared/corpus/iqe/*/*.iqe, each converted to IQM with the shaded jar.
#
# Outside CI a missing IQM writer, assimp or corpus skips with a message; with CI=true each fails.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${MESHPORT_CORPUS:-$root/../shared/corpus}"
jar="$root/cli/target/meshport.jar"
ci="${CI:-false}"

say() { echo "assimp-check: $*" >&2; }
skip_or_fail() {
    if [[ "$ci" == true ]]; then
        say "FAILED: $* (CI=true)"
        exit 1
    fi
    say "skipped: $*"
    exit 0
}

if [[ ! -f "$jar" ]]; then
    (cd "$root" && ./mvnw -q -B -DskipTests -pl cli -am package)
fi
meshport() { java -jar "$jar" "$@"; }

# 'meshport formats' prints: FORMAT EXTENSIONS... READ WRITE (yes/no)
formats="$(meshport formats)"
can() { # can <format> <read|write>
    awk -v f="$1" -v col="$2" '$1 == f { print (col == "read" ? $(NF-1) : $NF) }' <<<"$formats" | grep -qx yes
}
if ! can iqm write; then
    listed="$(awk 'NR>1{printf " %s", $1}' <<<"$formats")"
    skip_or_fail "no IQM writer on the classpath (formats found:${listed:- none})"
fi
command -v assimp >/dev/null 2>&1 || skip_or_fail "assimp is not installed (Debian: apt-get install assimp-utils)"
[[ -d "$corpus" ]] || skip_or_fail "no corpus at $corpus (set MESHPORT_CORPUS)"

inputs=()
if can iqm read; then
    while IFS= read -r -d '' f; do inputs+=("$f"); done < <(find "$corpus/iqm" -name '*.iqm' -print0 2>/dev/null | sort -z)
else
    say "no IQM reader on the classpath: the corpus .iqm files are not used"
fi
if can iqe read; then
    while IFS= read -r -d '' f; do inputs+=("$f"); done < <(find "$corpus/iqe" -mindepth 2 -maxdepth 2 -name '*.iqe' -print0 2>/dev/null | sort -z)
else
    say "no IQE reader on the classpath: the corpus .iqe files are not used"
fi
if can pie read; then
    # every 8th Warzone 2100 file, and every one with ANIMOBJECT (a skeleton in the IQM)
    while IFS= read -r f; do inputs+=("$f"); done < <(
        { find "$corpus/pie" -name '*.pie' 2>/dev/null | sort | awk 'NR % 8 == 1'
          grep -rl ANIMOBJECT "$corpus/pie" 2>/dev/null; } | sort -u)
else
    say "no PIE reader on the classpath: the corpus .pie files are not used"
fi
[[ ${#inputs[@]} -gt 0 ]] || skip_or_fail "no readable .iqm, .iqe or .pie input in $corpus"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# the number after "key": in meshport's own indented JSON (one key per line)
json_number() { sed -n "s/^  \"$1\": \([0-9][0-9]*\),\{0,1\}\$/\1/p" <<<"$2" | head -n 1; }
# the number after "Key:" at the start of a line of 'assimp info' output
assimp_number() { awk -v k="$1:" '$1 == k && $2 ~ /^[0-9]+$/ { print $2; exit }' <<<"$2"; }

checked=0 failed=0 skipped=0 n=0
for f in "${inputs[@]}"; do
    n=$((n + 1))
    rel="${f#"$corpus"/}"
    if [[ "$f" == *.iqm ]]; then
        json_in="$(meshport info --json "$f" 2>/dev/null)" || { say "FAIL $rel: meshport cannot read it"; failed=$((failed + 1)); continue; }
        if grep -q '^  "meshes": \[\]' <<<"$json_in"; then
            skipped=$((skipped + 1)) # animation-only file: assimp needs meshes
            continue
        fi
    fi
    out="$tmp/$n.iqm"
    if ! meshport convert "$f" "$out" 2>"$tmp/convert.err"; then
        say "FAIL $rel: meshport convert failed: $(tail -n 1 "$tmp/convert.err")"
        failed=$((failed + 1))
        continue
    fi
    json="$(meshport info --json "$out")"
    want_vertices="$(json_number totalVertices "$json")"
    want_faces="$(json_number totalTriangles "$json")"
    # -r: raw import, no post-processing that would merge vertices or drop degenerate faces
    if ! report="$(assimp info "$out" -r 2>&1)"; then
        say "FAIL $rel: assimp cannot load the IQM meshport wrote: $(grep -m 1 -i error <<<"$report" || true)"
        failed=$((failed + 1))
        continue
    fi
    got_vertices="$(assimp_number Vertices "$report")"
    got_faces="$(assimp_number Faces "$report")"
    if [[ -z "$got_vertices" || -z "$got_faces" ]]; then
        say "FAIL $rel: no vertex/face counts in 'assimp info' output"
        failed=$((failed + 1))
    elif [[ "$got_vertices" != "$want_vertices" || "$got_faces" != "$want_faces" ]]; then
        say "FAIL $rel: meshport says $want_vertices vertices, $want_faces triangles; assimp says $got_vertices, $got_faces"
        failed=$((failed + 1))
    else
        checked=$((checked + 1))
    fi
done

say "$checked files agree, $failed disagree, $skipped animation-only .iqm skipped"
[[ $failed -eq 0 ]]
