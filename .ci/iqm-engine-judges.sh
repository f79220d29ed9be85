#!/usr/bin/env bash
# Issue #32: does each corpus IQM load in the engines' own IQM loaders? The judges are the
# loaders compiled standalone with their engine types stubbed, built outside this repository
# from their own sources (never copied here); docs/engines.md says how to build them, from
# which commits, and what they found. Each judge is a program 'judge FILE...' printing per file
#   <file>\tok\tmeshes M triangles T vertices V joints J frames F[\tlog: ...]
#   <file>\terror: <the engine's message>      (a crash, memory fault or hang is an error too)
#   DAEMON_IQM_JUDGE      Daemon (Unvanquished), src/engine/renderer/tr_model_iqm.cpp
#   DARKPLACES_IQM_JUDGE  DarkPlaces (Xonotic), model_alias.c Mod_INTERQUAKEMODEL_Load
#   FTE_IQM_JUDGE         FTE, engine/common/com_mesh.c Mod_LoadInterQuakeModel
#   TESSERACT_IQM_JUDGE   Tesseract / Red Eclipse, src/engine/iqm.h (not built yet)
# A judge that is not set is skipped with a message. Inputs: every .iqm of the corpus and the
# reference compiler's outputs there (md5/**/*.reference.iqm.gz, unpacked). The verdicts go to
# OUT/verdicts.tsv as "<engine>\t<corpus path>\t<ok|error>\t<detail>".
# IQM_ENGINE_EXTRA names a folder of more IQM files (the judges' generated rule-breaking files,
# docs/engines.md), named extra/<file name> in the verdicts.
# meshport's verdicts: IQM_ENGINE_EXPECTED (default OUT/expected-verdicts.tsv) names a file of
# "<engine>\t<path>\t<ok|error>\t<detail>" lines; when it does not exist and the tests module is
# compiled, EngineJudgeInputs writes it (meshport's engine profiles on the same inputs). The judges'
# verdicts are diffed against it, with the agreement per engine printed; a difference fails the
# script unless meshport's detail is "unreadable: ..." (meshport's IQM reader refuses the file as
# broken, so it says nothing of what an engine makes of it; docs/engines.md explains each such
# file). Not run by .ci/run (the judges need C/C++ builds of GPL engine code that stays outside the
# repository).
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
extra="${IQM_ENGINE_EXTRA:-}"
if [[ -n "$extra" ]]; then
    while IFS= read -r f; do inputs+=("$f"); done < <(find "$extra" -maxdepth 1 -name '*.iqm' | sort)
fi
echo "${#inputs[@]} IQM files (corpus $corpus${extra:+, extra $extra})"

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
    "$judge" "${inputs[@]}" | awk -F'\t' -v e="$engine" -v c="$corpus/" -v u="$out/unpacked/" -v x="${extra:+$extra/}" '
        {
            f = $1
            if (index(f, c) == 1) f = substr(f, length(c) + 1)
            else if (x != "" && index(f, x) == 1) f = "extra/" substr(f, length(x) + 1)
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

if [[ ! -f "$expected" && -d "$root/tests/target/test-classes" ]]; then
    java -cp "$root/tests/target/classes:$root/tests/target/test-classes:$root/cli/target/meshport.jar:$root/engines/target/classes" \
        io.meshport.conformance.EngineJudgeInputs "$corpus" "$expected" ${extra:+"$extra"}
fi
if [[ -f "$expected" ]]; then
    # only the engines whose judge ran are compared
    awk -F'\t' -v ran="$ran" 'BEGIN { n = split(ran, r, " "); for (i = 1; i <= n; i++) want[r[i]] = 1 }
        want[$1]' "$expected" | sort > "$out/expected-ran.tsv"
    sort "$out/verdicts.tsv" > "$out/got.tsv"
    # per engine: inputs agreeing / all, corpus and extra apart; disagreements listed
    awk -F'\t' '
        NR == FNR { want[$1 "\t" $2] = $3; detail[$1 "\t" $2] = $4; next }
        {
            k = $1 "\t" $2; set = ($2 ~ /^extra\//) ? "generated" : "corpus"
            total[$1 " " set]++
            if (!(k in want)) { print "  no meshport verdict: " $1 " " $2; bad++; next }
            if (want[k] == $3) { agree[$1 " " set]++; next }
            unreadable = detail[k] ~ /^unreadable:/
            print "  " (unreadable ? "unreadable by meshport" : "DISAGREE") ": " $1 " " $2 ": judge " $3 " (" $4 "), meshport " want[k] " (" detail[k] ")"
            if (!unreadable) bad++
        }
        END {
            for (t in total) { split(t, p, " "); printf "%s: %d/%d %s files agree\n", p[1], agree[t] + 0, total[t], p[2] }
            exit (bad > 0)
        }' "$out/expected-ran.tsv" "$out/got.tsv" | sort > "$out/agreement.txt" && status=0 || status=$?
    cat "$out/agreement.txt"
    echo "expected verdicts: $expected (engines:$ran)"
    [[ $status -eq 0 ]] || { echo "meshport's profiles disagree with a judge on a file meshport reads"; exit 1; }
else
    echo "no expected verdicts at $expected: judges' verdicts printed only"
fi
