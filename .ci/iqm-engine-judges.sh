#!/usr/bin/env bash
# Issue #32: does each corpus IQM load in the engines' own IQM loaders? The judges are the
# loaders compiled standalone with their engine types stubbed, built outside this repository
# from their own sources (never copied here); docs/engines.md says how to build them, from
# which commits, and what they found. Each judge is a program 'judge FILE...' printing per file
#   <file>\tok\tmeshes M triangles T vertices V joints J frames F[\tlog: ...]
#   <file>\terror: <the engine's message>      (a crash, memory fault or hang is an error too)
#   DAEMON_IQM_JUDGE      Daemon (Unvanquished), src/engine/renderer/tr_model_iqm.cpp
#   DARKPLACES_IQM_JUDGE  DarkPlaces (Xonotic), model_alias.c Mod_INTERQUAKEMODEL_Load
#   FTE_IQM_JUDGE         FTE, engine/common/com_mesh.c Mod_ParseIQMMeshModel (not built yet)
#   TESSERACT_IQM_JUDGE   Tesseract / Red Eclipse, src/engine/iqm.h (not built yet)
# A judge that is not set is skipped with a message. Inputs: every .iqm of the corpus and the
# reference compiler's outputs there (md5/**/*.reference.iqm.gz, unpacked). The verdicts go to
# OUT/verdicts.tsv as "<engine>\t<corpus path>\t<ok|error>\t<detail>".
# Hook for meshport's profile verdicts: when IQM_ENGINE_EXPECTED (default OUT/expected-verdicts.tsv)
# names a file of "<engine>\t<corpus path>\t<ok|error>" lines, the judges' verdicts are diffed
# against it and any difference fails the script. Not run by .ci/run (the judges need C/C++ builds
# of GPL engine code that stays outside the repository).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="$(cd "${MESHPORT_CORPUS:-$root/../shared/corpus}" && pwd)"
out="${1:-$(mktemp -d)}"
mkdir -p "$out/unpacked"
expected="${IQM_ENGINE_EXPECTED:-$out/expected-verdicts.tsv}"

# the inputs: corpus IQMs as they are, the reference compiler's gzipped outputs unpacked
inputs=()
while IFS= read -r f; do inputs+=("$f"); done < <(find "$corpus" -name '*.iqm' | sort)
while IFS= read -r f; do
    rel="${f#"$corpus"/}"
    mkdir -p "$out/unpacked/$(dirname "$rel")"
    gunzip -c "$f" > "$out/unpacked/${rel%.gz}"
    inputs+=("$out/unpacked/${rel%.gz}")
done < <(find "$corpus" -name '*.reference.iqm.gz' | sort)
echo "${#inputs[@]} IQM files (corpus $corpus)"

: > "$out/verdicts.tsv"
ran=""
for engine in daemon darkplaces fte tesseract; do
    var="$(tr '[:lower:]' '[:upper:]' <<<"$engine")_IQM_JUDGE"
    judge="${!var:-}"
    if [[ -z "$judge" ]]; then
        echo "$engine: skipped ($var not set)"
        continue
    fi
    ran="$ran $engine"
    "$judge" "${inputs[@]}" | awk -F'\t' -v e="$engine" -v c="$corpus/" -v u="$out/unpacked/" '
        {
            f = $1
            if (index(f, c) == 1) f = substr(f, length(c) + 1)
            else if (index(f, u) == 1) f = substr(f, length(u) + 1) ".gz"
            if ($2 == "ok") { v = "ok"; d = $3 (NF >= 4 ? " " $4 : "") }
            else { v = "error"; d = $2; sub(/^error: /, "", d) }
            print e "\t" f "\t" v "\t" d
        }' >> "$out/verdicts.tsv"
    ok=$(awk -F'\t' -v e="$engine" '$1 == e && $3 == "ok"' "$out/verdicts.tsv" | wc -l)
    err=$(awk -F'\t' -v e="$engine" '$1 == e && $3 == "error"' "$out/verdicts.tsv" | wc -l)
    echo "$engine: $ok load, $err refused"
    awk -F'\t' -v e="$engine" '$1 == e && $3 == "error" { print "  " $2 ": " $4 }' "$out/verdicts.tsv" | sed -n 1,5p
    [[ $err -le 5 ]] || echo "  ... ($err in $out/verdicts.tsv)"
done
[[ -n "$ran" ]] || { echo "no IQM engine judge given: nothing compared"; exit 0; }

if [[ -f "$expected" ]]; then
    # only the engines whose judge ran are compared
    awk -F'\t' -v ran="$ran" 'BEGIN { n = split(ran, r, " "); for (i = 1; i <= n; i++) want[r[i]] = 1 }
        want[$1] { print $1 "\t" $2 "\t" $3 }' "$expected" | sort > "$out/expected-ran.tsv"
    cut -f1-3 "$out/verdicts.tsv" | sort > "$out/got.tsv"
    differ=$(diff "$out/got.tsv" "$out/expected-ran.tsv" | grep -c '^[<>]' || true)
    echo "expected verdicts ($expected, engines:$ran): $differ lines differ (< judge, > expected)"
    if [[ $differ -ne 0 ]]; then
        diff "$out/got.tsv" "$out/expected-ran.tsv" | sed -n 1,20p || true
        exit 1
    fi
else
    echo "no expected verdicts at $expected: judges' verdicts printed only"
fi
