#!/usr/bin/env bash
# DESIGN §6 law 7 for MD5: an MD5 meshport writes from any corpus model reads in the reference
# compiler and in assimp with the same counts. The judges are built outside this repository:
#   MD5_REFERENCE_COMPILER  the 'iqm' program of lsalzman/iqm (make iqm in its source): each written
#                           .md5mesh is compiled with its .md5anim files (or the .md5anim files
#                           alone for a model without meshes) to IQM, whose header and animation
#                           records give meshes, triangles, vertices, joints and frames per anim
#   assimp                  Debian's assimp-utils ('assimp info -r' of each .md5mesh and .md5anim,
#                           'assimp dump' for an animation's frames); used when on the PATH
# How to build them: docs/md5-conformance.md. Inputs: every corpus MD5 model with the animations
# of its reference.cmd, every corpus IQM and IQE model, and a share of the PIE corpus, written as
# MD5 (Md5JudgeInputs, which writes what meshport expects beside them). A judge that is not set is
# skipped with a message. Not run by .ci/run (the reference compiler is a C++ build).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${MESHPORT_CORPUS:-$root/../shared/corpus}"
out="${1:-$(mktemp -d)}"
cd "$root"
./mvnw -q -B -DskipTests package -pl cli,tests -am >/dev/null
cp=(-cp "tests/target/classes:tests/target/test-classes:cli/target/meshport.jar")
java "${cp[@]}" io.meshport.conformance.Md5JudgeInputs "$corpus" "$out"

# the first lines of the difference of two sorted lists, and how many lines differ
compare() { # compare <judge> <group> <expected file> <got text> <what a line is>
    local differ
    differ=$(diff <(sort "$3") <(echo "$4") | grep -c '^[<>]' || true)
    echo "$1, $2: $(grep -c . "$3") $5, $differ lines differ from what meshport wrote"
    [[ $differ -eq 0 ]] || { diff <(sort "$3") <(echo "$4") | sed -n 1,10p || true; status=1; }
}
assimp_number() { awk -v k="$1:" '$1 == k && $2 ~ /^[0-9]+$/ { print $2; exit }' <<<"$2"; }

status=0
for dir in "$out"/*/; do
    dir="${dir%/}"
    group="$(basename "$dir")"
    if [[ -n "${MD5_REFERENCE_COMPILER:-}" ]]; then
        ref="$(command -v "$MD5_REFERENCE_COMPILER" || echo "$MD5_REFERENCE_COMPILER")"
        compiled=()
        while IFS=$'\t' read -r id files; do
            # the compiler names animations after the files as typed: run it inside the group
            # shellcheck disable=SC2086
            if (cd "$dir" && "$ref" "$id.reference.iqm" $files >"$id.reference.log" 2>&1); then
                compiled+=("$dir/$id.reference.iqm")
            else
                echo "reference compiler, $group: $id FAILED: $(tail -n 1 "$dir/$id.reference.log")"
            fi
        done < "$dir/inputs.tsv"
        got=""
        if ((${#compiled[@]})); then
            got="$(java "${cp[@]}" io.meshport.conformance.Md5JudgeInputs --iqm-counts "${compiled[@]}" \
                   | sed "s|^$dir/||; s|\.reference\.iqm\t|\t|" | sort)"
        fi
        compare "reference compiler" "$group" "$dir/expected.tsv" "$got" models
    else
        echo "reference compiler: skipped (MD5_REFERENCE_COMPILER not set)"
    fi
    if command -v assimp >/dev/null 2>&1; then
        got="$(while IFS=$'\t' read -r file _; do
                   # -r: raw import, no post-processing; assimp info exits 0 when it cannot load a file
                   if ! report="$(assimp info "$dir/$file" -r 2>&1)" || ! grep -q '^Nodes:' <<<"$report"; then
                       printf '%s\tassimp failed: %s\n' "$file" "$(grep -m 1 -i error <<<"$report" || true)"
                   elif [[ $file == *.md5mesh ]]; then
                       # the nodes are the joints and three of assimp's own: <MD5_Root>, <MD5_Mesh>, <MD5_Hierarchy>
                       printf '%s\tmeshes %s faces %s vertices %s bones %s joints %s\n' "$file" \
                           "$(assimp_number Meshes "$report")" "$(assimp_number Faces "$report")" \
                           "$(assimp_number Vertices "$report")" "$(assimp_number Bones "$report")" \
                           "$(( $(assimp_number Nodes "$report") - 3 ))"
                   else
                       # one key per frame and channel: the frames are the most keys a channel has
                       assimp dump "$dir/$file" "$dir/$file.assxml" -r >/dev/null 2>&1 || true
                       printf '%s\tchannels %s frames %s\n' "$file" "$(awk '$1 == "Animation" && $2 == "Channels:" { print $3; exit }' <<<"$report")" \
                           "$(grep -o 'PositionKeyList num="[0-9]*"' "$dir/$file.assxml" 2>/dev/null \
                              | tr -dc '0-9\n' | sort -n | tail -n 1)"
                       rm -f "$dir/$file.assxml"
                   fi
               done < "$dir/expected-assimp.tsv" | sort)"
        compare "assimp" "$group" "$dir/expected-assimp.tsv" "$got" files
    else
        echo "assimp: skipped (not installed; Debian: apt-get install assimp-utils)"
    fi
done
exit $status
