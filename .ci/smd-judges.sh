#!/usr/bin/env bash
# DESIGN §6 law 7 for SMD: an SMD meshport writes from any corpus model reads in the reference
# compiler and in assimp with the same counts. The judges are built outside this repository:
#   SMD_REFERENCE_COMPILER  the 'iqm' program of lsalzman/iqm (make iqm in its source): each written
#                           reference .smd is compiled with the animation .smd files beside it (or,
#                           with -j, the animation files alone for a model without meshes) to IQM,
#                           whose header and animation records give meshes, triangles, vertices,
#                           joints and frames per animation
#   assimp                  Debian's assimp-utils ('assimp info -r' of each .smd, 'assimp dump' for
#                           an animation's keys); used when on the PATH
# How to build them: docs/smd-conformance.md. Inputs: every corpus MD5 model with the animations of
# its reference.cmd, every corpus IQM and IQE model, a share of the PIE corpus and meshport's own
# examples/, written as SMD (SmdJudgeInputs, which writes what meshport expects beside them). With
# SMD_REFERENCE_COMPILER set, the script also runs 'meshport iqm' and the reference compiler on the
# command lines of tests/src/test/resources/smd-reference (Blender Source Tools' files) and compares
# the two IQM files. A judge that is not set is skipped with a message. Not run by .ci/run (the
# reference compiler is a C++ build).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${MESHPORT_CORPUS:-$root/../shared/corpus}"
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
cd "$root"
./mvnw -q -B -DskipTests package -pl cli,tests -am >/dev/null
# the tests module's own dependencies (JUnit, for the IQM comparison) after meshport's fresh classes
./mvnw -q -B -o dependency:build-classpath -pl tests -Dmdep.includeScope=test -Dmdep.outputFile="$out/classpath.txt" >/dev/null
cp=(-cp "tests/target/classes:tests/target/test-classes:cli/target/meshport.jar:harness/target/classes:$(cat "$out/classpath.txt")")
java "${cp[@]}" io.meshport.conformance.SmdJudgeInputs "$corpus" "$root/examples" "$out"

# Each judge reads each file and leaves its output beside it; SmdJudgeInputs --check counts and compares.
status=0
for dir in "$out"/*/; do
    dir="${dir%/}"
    judges=()
    if [[ -n "${SMD_REFERENCE_COMPILER:-}" ]]; then
        ref="$(command -v "$SMD_REFERENCE_COMPILER" || echo "$SMD_REFERENCE_COMPILER")"
        while IFS=$'\t' read -r id files; do
            rm -f "$dir/$id.reference.iqm"
            # the compiler names animations after the files as typed: run it inside the group
            # shellcheck disable=SC2086
            (cd "$dir" && "$ref" "$id.reference.iqm" $files >"$id.reference.log" 2>&1) || true
        done < "$dir/inputs.tsv"
        judges+=(--reference)
    else
        echo "reference compiler: skipped (SMD_REFERENCE_COMPILER not set)"
    fi
    if command -v assimp >/dev/null 2>&1; then
        while IFS=$'\t' read -r file what; do
            # -r: raw import, no post-processing; an animation file's keys are in the dump
            assimp info "$dir/$file" -r >"$dir/$file.assimp.txt" 2>&1 || true
            rm -f "$dir/$file.assxml"
            [[ $what == meshes* ]] || assimp dump "$dir/$file" "$dir/$file.assxml" -r >/dev/null 2>&1 || true
        done < "$dir/expected-assimp.tsv"
        judges+=(--assimp)
    else
        echo "assimp: skipped (not installed; Debian: apt-get install assimp-utils)"
    fi
    java "${cp[@]}" io.meshport.conformance.SmdJudgeInputs --check "$dir" "${judges[@]}" || status=1
done

# Blender Source Tools' files: the reference compiler's IQM and meshport iqm's, from the same command line
if [[ -n "${SMD_REFERENCE_COMPILER:-}" ]]; then
    ref="$(command -v "$SMD_REFERENCE_COMPILER" || echo "$SMD_REFERENCE_COMPILER")"
    for cmd in tests/src/test/resources/smd-reference/*/*.reference.cmd; do
        case="$(basename "$(dirname "$cmd")")"
        work="$out/.drop-in/$case"
        mkdir -p "$work"
        cp "$(dirname "$cmd")"/*.smd* "$work"/
        for z in "$work"/*.smd.gz; do
            if [[ -e $z ]]; then gunzip -f "$z"; fi
        done
        read -r -a words < "$cmd"
        iqm_out="${words[1]}"
        args=("${words[@]:2}")
        # what each prints on stdout must be the same, but for the output's name
        if (cd "$work" && "$ref" "$iqm_out" "${args[@]}" >reference.log 2>reference.err) \
            && (cd "$work" && java -jar "$root/cli/target/meshport.jar" iqm "meshport-$iqm_out" "${args[@]}" >meshport.log 2>meshport.err) \
            && diff -q "$work/reference.log" <(sed "s/meshport-$iqm_out/$iqm_out/" "$work/meshport.log") >/dev/null; then
            if java "${cp[@]}" io.meshport.conformance.SmdJudgeInputs --same-iqm "$work/$iqm_out" "$work/meshport-$iqm_out"; then
                echo "meshport iqm, $case: the same model and output as the reference compiler (${words[*]})"
            else
                status=1
            fi
        else
            echo "meshport iqm, $case: FAILED or printed otherwise than the reference compiler (see $work/*.log)"
            status=1
        fi
    done
fi
exit $status
