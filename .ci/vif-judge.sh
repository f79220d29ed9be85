#!/usr/bin/env bash
# DESIGN §6 law 7 for VIF: what meshport writes loads in VDSlib, the only public VIF reader.
#   VIF_JUDGE  VDSlib's Vif::ReadVif2_3 and Forest::GetDataFromVif from a fetched GLOD copy, GL
#              stubbed, built outside this repository (never copied here): a 'judge -s FILE' that
#              prints "ok version V" and a line "vertices N triangles T nodes N roots 1 ..." or
#              "error: ...". How to build it: docs/vif-conformance.md.
# Inputs: every corpus IQM, IQE and PIE model with triangles, as VIF 2.3 and 2.2 with the
# hierarchy meshport builds (VifJudgeInputs). Checks that VDSlib loads each file strictly (one
# root, every node reached, no broken ring, no bad index: its '-s') and builds as many nodes and
# triangles as meshport wrote. Not run by .ci/run (the judge needs a C++ build of GPL-free but
# foreign code).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${MESHPORT_CORPUS:-$root/../shared/corpus}"
out="${1:-$(mktemp -d)}"
if [[ -z "${VIF_JUDGE:-}" ]]; then
    echo "vif judge: skipped (VIF_JUDGE not set)"
    exit 0
fi
cd "$root"
./mvnw -q -B -DskipTests package -pl cli,tests -am >/dev/null
java -cp "tests/target/classes:tests/target/test-classes:cli/target/meshport.jar" \
    io.meshport.conformance.VifJudgeInputs "$corpus" "$out"
# VDSlib's forest builder asks for far more memory than the file needs; its 32-bit build is GLOD's own.
export VIF_JUDGE_MEMLIMIT_MB="${VIF_JUDGE_MEMLIMIT_MB:-16000}"
status=0
for dir in "$out"/*/; do
    dir="${dir%/}"
    total=0
    bad=0
    while IFS=$'\t' read -r file want; do
        total=$((total + 1))
        got="$("$VIF_JUDGE" -s "$file" 2>&1 || true)"
        if ! head -1 <<<"$got" | grep -q '^ok'; then
            bad=$((bad + 1))
            echo "  $file: $(head -1 <<<"$got")"
            continue
        fi
        # VDSlib's nodes reached from the root must be all of meshport's vertices
        read -r vertices triangles merges < <(awk '{ print $2, $4, $6 }' <<<"$want")
        stats="$(sed -n 2p <<<"$got")"
        if ! grep -q "^vertices $vertices triangles $triangles nodes $vertices roots 1 " <<<"$stats" \
            || ! grep -q " merges $merges " <<<"$(sed -n 3p <<<"$got")"; then
            bad=$((bad + 1))
            echo "  $file: wrote $want; VDSlib built: $stats"
        fi
    done < "$dir/expected.tsv"
    echo "VDSlib, $(basename "$dir"): $total files, $bad not loaded as written"
    [[ $bad -eq 0 ]] || status=1
done
exit $status
