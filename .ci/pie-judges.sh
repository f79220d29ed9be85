#!/usr/bin/env bash
# DESIGN §6 law 7 for PIE: what meshport writes loads in the programs that read PIE in real life.
# The judges are built outside this repository from their own sources (never copied here):
#   PIE_BLENDER_JUDGE  the Blender PIE add-on (Warzone2100/blender-pie-addon) in headless Blender:
#                      a 'judge-all -v DIR' that prints "<file>\tok\tlevels N: P/Q/C ..." per file
#   PIE_GAME_JUDGE     the game's own parser (lib/ivis_opengl/imdload.cpp, types stubbed): a
#                      'judge-all DIR' that prints "<file>\tok version N" or "<file>\terror: ..."
# How to build both: docs/pie-conformance.md. Inputs: every corpus PIE through the model as PIE
# 2, 3 and 4, every corpus IQM/IQE model as PIE 3, and every corpus PIE/IQM/IQE/MD5 model as PIE 4
# with shadow meshes, hull and simplify, their shadow points and triangles checked too
# (PieJudgeInputs). A judge that is not set is skipped with a message. Not run by .ci/run (the judges need Blender and a C++ build).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${MESHPORT_CORPUS:-$root/../shared/corpus}"
out="${1:-$(mktemp -d)}"
cd "$root"
./mvnw -q -B -DskipTests package -pl cli,tests -am >/dev/null
java -cp "tests/target/classes:tests/target/test-classes:cli/target/meshport.jar" \
    io.meshport.conformance.PieJudgeInputs "$corpus" "$out"
status=0
for dir in "$out"/*/; do
    dir="${dir%/}"
    total=$(wc -l < "$dir/expected.tsv")
    if [[ -n "${PIE_BLENDER_JUDGE:-}" ]]; then
        judged="$("$PIE_BLENDER_JUDGE" -v "$dir")"
        got="$(awk -F'\t' 'NF >= 3 { print $1 "\t" $3 }' <<<"$judged" | sort)"
        differ=$(diff <(sort "$dir/expected.tsv") <(echo "$got") | grep -c '^[<>]' || true)
        echo "blender add-on, $(basename "$dir"): $total files, $differ lines differ from what meshport wrote"
        [[ $differ -eq 0 ]] || { diff <(sort "$dir/expected.tsv") <(echo "$got") | sed -n 1,10p || true; status=1; }
        if [[ -f "$dir/expected-shadow.tsv" ]]; then
            # its fourth field, 'shadow S/T ...' per level, is there where any level has a shadow mesh
            got="$(awk -F'\t' 'NF >= 3 { s = $4; sub(/^shadow /, "", s); print $1 "\t" s }' <<<"$judged" | sort)"
            want="$(awk -F'\t' '{ s = $2; if (s ~ /^(0\/0 ?)+$/) s = ""; print $1 "\t" s }' "$dir/expected-shadow.tsv" | sort)"
            differ=$(diff <(echo "$want") <(echo "$got") | grep -c '^[<>]' || true)
            echo "blender add-on, $(basename "$dir"): $differ files whose shadow meshes differ from what meshport wrote"
            [[ $differ -eq 0 ]] || { diff <(echo "$want") <(echo "$got") | sed -n 1,10p || true; status=1; }
        fi
    else
        echo "blender add-on: skipped (PIE_BLENDER_JUDGE not set)"
    fi
    if [[ -n "${PIE_GAME_JUDGE:-}" ]]; then
        failed="$("$PIE_GAME_JUDGE" "$dir" | awk -F'\t' 'NF >= 2 && $2 !~ /^ok/' || true)"
        echo "game parser, $(basename "$dir"): $total files, $(grep -c . <<<"$failed" || true) rejected"
        [[ -z "$failed" ]] || { head -10 <<<"$failed"; status=1; }
        # per level: points/polygons/connectors/animation frames/vertices after the game's welding
        one="$(dirname "$PIE_GAME_JUDGE")/judge"
        got="$(while IFS=$'\t' read -r file _; do
                   printf '%s\t%s\n' "$file" "$("$one" "$file" 2>/dev/null | awk '$1 == "level" {
                       printf "%s%s/%s/%s/%s/%s", (n++ ? " " : ""), $4, $6, $8, $10, $16 }')"
               done < "$dir/expected-game.tsv" | sort)"
        differ=$(diff <(sort "$dir/expected-game.tsv") <(echo "$got") | grep -c '^>' || true)
        echo "game parser, $(basename "$dir"): $differ files where its levels differ from meshport's model"
        [[ $differ -eq 0 ]] || { diff <(sort "$dir/expected-game.tsv") <(echo "$got") | sed -n 1,6p; status=1; }
        if [[ -f "$dir/expected-shadow.tsv" ]]; then
            # per level the shadow points and polygons the game kept
            got="$(while IFS=$'\t' read -r file _; do
                       printf '%s\t%s\n' "$file" "$("$one" "$file" 2>/dev/null | awk '$1 == "level" {
                           printf "%s%s/%s", (n++ ? " " : ""), $12, $14 }')"
                   done < "$dir/expected-shadow.tsv" | sort)"
            differ=$(diff <(sort "$dir/expected-shadow.tsv") <(echo "$got") | grep -c '^>' || true)
            echo "game parser, $(basename "$dir"): $differ files whose shadow meshes differ from what meshport wrote"
            [[ $differ -eq 0 ]] || { diff <(sort "$dir/expected-shadow.tsv") <(echo "$got") | sed -n 1,6p; status=1; }
        fi
    else
        echo "game parser: skipped (PIE_GAME_JUDGE not set)"
    fi
done
exit $status
