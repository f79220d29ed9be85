#!/usr/bin/env bash
# Issue #14's judges: what meshport writes as glTF is what real glTF readers take, and glTF that
# Blender exports converts into every other format and loads in that format's real reader.
# The judges live outside this repository (docs/gltf-conformance.md says how to build them):
#   GLTF_VALIDATOR      node script over the Khronos validator (npm gltf-validator): prints
#                       "<file>\tok\t..." or "<file>\terror\t..." per file, exit 1 on any error
#   GLTF_BLENDER_JUDGE  headless Blender's glTF importer: 'judge-all DIR' prints
#                       "<file>\tok\tmeshes M triangles T bones B actions A frames F" per file
#   PIE_BLENDER_JUDGE   the Blender PIE add-on (as in .ci/pie-judges.sh), for Blender -> PIE
#   VIF_JUDGE           VDSlib's reader (as in .ci/vif-judge.sh), for Blender -> VIF
#   IQM_REF             the reference compiler (lsalzman/iqm), for Blender -> IQE: it compiles the IQE
#   assimp              Debian's assimp-utils, for Blender -> IQM
# Inputs: every corpus IQM, IQE and PIE model as .glb and .gltf (GltfJudgeInputs), and the
# Blender-made files in gltf/src/test/resources/blender. A judge that is not set is skipped with a
# message. Not run by .ci/run (Blender and npm are not on every machine).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${MESHPORT_CORPUS:-$root/../shared/corpus}"
out="${1:-$(mktemp -d)}"
cd "$root"
./mvnw -q -B -DskipTests package -pl cli,tests -am >/dev/null
java -cp "tests/target/classes:tests/target/test-classes:cli/target/meshport.jar" \
    io.meshport.conformance.GltfJudgeInputs "$corpus" "$out"
status=0
for dir in "$out"/glb "$out"/gltf; do
    total=$(wc -l < "$dir/expected.tsv")
    if [[ -n "${GLTF_VALIDATOR:-}" ]]; then
        report="$(node "$GLTF_VALIDATOR" "$dir" || true)"
        bad="$(awk -F'\t' '$2 != "ok"' <<<"$report")"
        echo "khronos validator, $(basename "$dir"): $total files, $(grep -c . <<<"$bad" || true) with errors"
        [[ -z "$bad" ]] || { head -10 <<<"$bad"; status=1; }
    else
        echo "khronos validator: skipped (GLTF_VALIDATOR not set)"
    fi
    if [[ -n "${GLTF_BLENDER_JUDGE:-}" ]]; then
        got="$("$GLTF_BLENDER_JUDGE" "$dir" | awk -F'\t' '{ print $1 "\t" ($2 == "ok" ? $3 : $2 " " $3) }' | sort)"
        differ=$(diff <(sort "$dir/expected.tsv") <(echo "$got") | grep -c '^[<>]' || true)
        echo "blender glTF importer, $(basename "$dir"): $total files, $differ lines differ from what meshport wrote"
        [[ $differ -eq 0 ]] || { diff <(sort "$dir/expected.tsv") <(echo "$got") | sed -n 1,10p || true; status=1; }
    else
        echo "blender glTF importer: skipped (GLTF_BLENDER_JUDGE not set)"
    fi
done

# Blender -> every other format -> that format's reader
blender_dir="$root/gltf/src/test/resources/blender"
conv="$out/from-blender"
mkdir -p "$conv/pie"
for f in "$blender_dir"/*.glb; do
    base="$(basename "$f" .glb)"
    for to in iqm iqe vif pie; do
        target="$conv/$base.$to"
        [[ $to == pie ]] && target="$conv/pie/$base.pie"
        java -jar cli/target/meshport.jar convert --force "$f" "$target" >/dev/null 2>&1 \
            || { echo "meshport could not convert $f to $to"; status=1; }
    done
done
echo "blender files converted: $(ls "$blender_dir"/*.glb | wc -l) x 4 formats"
if command -v assimp >/dev/null 2>&1; then
    for f in "$conv"/*.iqm; do
        if faces="$(assimp info "$f" 2>/dev/null | awk '/^Faces:/ { print $2 }')" && [[ -n "$faces" ]]; then
            echo "assimp: $(basename "$f") ok, $faces faces"
        else
            echo "assimp: $(basename "$f") FAILED"; status=1
        fi
    done
else
    echo "assimp: skipped (not installed)"
fi
if [[ -n "${PIE_BLENDER_JUDGE:-}" ]]; then
    "$PIE_BLENDER_JUDGE" "$conv/pie" | sed 's/^/pie add-on: /' || status=1
else
    echo "pie add-on: skipped (PIE_BLENDER_JUDGE not set)"
fi
if [[ -n "${IQM_REF:-}" ]]; then
    for f in "$conv"/*.iqe; do
        if "$IQM_REF" "$conv/ref-$(basename "$f" .iqe).iqm" "$f" >/dev/null 2>&1; then
            echo "reference compiler: $(basename "$f") ok"
        else
            echo "reference compiler: $(basename "$f") FAILED"; status=1
        fi
    done
else
    echo "reference compiler: skipped (IQM_REF not set)"
fi
if [[ -n "${VIF_JUDGE:-}" ]]; then
    # VDSlib's forest builder needs more than the judge's default 4 GB for a few thousand vertices
    export VIF_JUDGE_MEMLIMIT_MB="${VIF_JUDGE_MEMLIMIT_MB:-16000}"
    for f in "$conv"/*.vif; do
        if line="$("$VIF_JUDGE" -s "$f" 2>&1 | sed -n 2p)"; then echo "vdslib: $(basename "$f") ok, $line"; else echo "vdslib: $(basename "$f") FAILED"; status=1; fi
    done
else
    echo "vdslib: skipped (VIF_JUDGE not set)"
fi
exit $status
