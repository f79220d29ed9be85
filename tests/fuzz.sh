#!/usr/bin/env bash
# Coverage-guided fuzzing of meshport's readers and same-format round trips with Jazzer.
#
#   tests/fuzz.sh                 # list the targets
#   tests/fuzz.sh all [SECONDS]   # every target for SECONDS each (default 35); what .ci/run does
#   tests/fuzz.sh TARGET [SECONDS]
#
# Each target is a @FuzzTest that `./mvnw verify` replays from its seeds (src/test/resources/
# .../<Test>Inputs/<method>/); here Jazzer mutates them for real. Before a run the target's
# generated corpus (<module>/.cifuzz-corpus/, gitignored) is seeded with the real files of its
# format from ../shared/corpus (up to 64 KB each). Every meshport class is instrumented
# (jazzer.instrument), not only the test module's own: the formats come to `tests` as jars. A finding fails the run: Jazzer writes the input
# as crash-<hash> into the seeds folder; keep it there (renamed) with the fix, so that verify
# replays it from then on. Installs the build first (FUZZ_NO_INSTALL=1 skips that), since a target
# runs in its module alone and takes the others from the local repository.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${MESHPORT_CORPUS:-$root/../shared/corpus}"
cd "$root"

# target  module  class#method  corpus-folder  extension  [more classes to instrument than meshport's:
# the texture target's are the JDK's image readers, which it meets and whose branches guide it]
targets=(
    "iqe-reader  iqe         io.meshport.iqe.IqeReaderFuzzTest#readerOnlyThrowsModelFormatException  iqe  iqe"
    "iqm-reader  iqm-binary  io.meshport.iqm.IqmReaderFuzzTest#readerOnlyThrowsModelFormatException  iqm  iqm"
    "pie-reader  pie         io.meshport.pie.PieReaderFuzzTest#readerOnlyThrowsModelFormatException  pie  pie"
    "md5-reader  md5         io.meshport.md5.Md5ReaderFuzzTest#readerOnlyThrowsModelFormatException  md5  md5*"
    "fbx-binary  fbx         io.meshport.fbx.internal.read.FbxTreeReaderFuzzTest#binaryReaderOnlyThrowsModelFormatException  -  fbx"
    "fbx-ascii   fbx         io.meshport.fbx.internal.read.FbxTreeReaderFuzzTest#asciiReaderOnlyThrowsModelFormatException  -  fbx"
    "smd-reader  smd         io.meshport.smd.SmdReaderFuzzTest#readerOnlyThrowsModelFormatException  -    smd"
    "vif-reader  vif         io.meshport.vif.VifReaderFuzzTest#readerOnlyThrowsModelFormatException  -    vif"
    "obj-reader  obj         io.meshport.obj.ObjReaderFuzzTest#readerOnlyThrowsModelFormatException  -    obj"
    "gltf-reader gltf        io.meshport.gltf.internal.read.GltfReaderFuzzTest#readerOnlyThrowsModelFormatException  -    glb"
    "gltf-side-files gltf    io.meshport.gltf.internal.read.GltfSideFilesFuzzTest#bufferReferencesStayInTheModelsFolder  -  gltf"
    "obj-mtllib  obj         io.meshport.obj.ObjMaterialLibraryFuzzTest#referenceStaysInsideTheFolder  -  mtl"
    "texture-names cli       io.meshport.cli.textures.SurfaceFinderFuzzTest#materialNamesStayInTheirFolders  -  png"
    "texture-bytes cli       io.meshport.cli.textures.TextureBytesFuzzTest#anyImageDecodesWithinTheCapsOrNot  -  png  com.sun.imageio.**,javax.imageio.**,sun.awt.image.**"
    "archive-any cli         io.meshport.cli.files.ArchiveInputFuzzTest#anyArchiveIsListedAndReadOrRefused  -  zip"
    "iqe-copy    tests       io.meshport.fuzz.SameFormatFuzzTest#iqe                                  iqe  iqe"
    "iqm-copy    tests       io.meshport.fuzz.SameFormatFuzzTest#iqm                                  iqm  iqm"
    "pie-copy    tests       io.meshport.fuzz.SameFormatFuzzTest#pie                                  pie  pie"
    "vif-copy    tests       io.meshport.fuzz.SameFormatFuzzTest#vif                                  -    vif"
    "convert-any tests       io.meshport.fuzz.ConvertFuzzTest#anyFormatToEvery                        -    -"
    "render-any  tests       io.meshport.fuzz.RenderFuzzTest#anyModelIsDrawn                           -    -"
    "edits-any   tests       io.meshport.fuzz.EditsFuzzTest#anyModelThroughEdits                      -    -"
)

if [[ $# -eq 0 ]]; then
    printf '%s\n' "${targets[@]}" | awk '{ print $1 "\t" $3 }'
    exit 0
fi
want="$1"
seconds="${2:-35}"

run() { # target module test corpus-folder extension [instrumented]
    local name="$1" module="$2" test="$3" folder="$4" ext="$5" more="${6:-}"
    local class="${test%#*}" method="${test#*#}"
    local seeds="$module/.cifuzz-corpus/$class/$method"
    mkdir -p "$seeds"
    if [[ "$folder" != "-" && -d "$corpus/$folder" ]]; then
        find "$corpus/$folder" -type f -name "*.$ext" -size -64k -exec cp -t "$seeds" {} + 2>/dev/null || true
    fi
    local log="$module/target/fuzz-$name.log"
    mkdir -p "$module/target"
    local status=0
    JAZZER_FUZZ=1 ./mvnw -B test -pl "$module" -Dtest="$test" -Dsurefire.failIfNoSpecifiedTests=false \
        -Djazzer.max_duration="${seconds}s" -Djazzer.instrument="io.meshport.**${more:+,$more}" >"$log" 2>&1 || status=$?
    local stats
    stats="$(grep -E '^#[0-9]+[[:space:]]+(DONE|pulse)' "$log" | tail -1 || true)"
    if [[ $status -ne 0 ]]; then
        echo "$name: FINDING or failure (log: $log)"
        grep -E 'crash-|==[0-9]+== ERROR|Exception|AssertionError' "$log" | head -8 || true
        return 1
    fi
    echo "$name: ${seconds}s, no finding; ${stats:-no libFuzzer statistics in $log}"
}

if [[ "${FUZZ_NO_INSTALL:-0}" != 1 ]]; then
    ./mvnw -B -q install -DskipTests >/dev/null
fi
status=0
for t in "${targets[@]}"; do
    read -r name module test folder ext more <<<"$t"
    if [[ "$want" == all || "$want" == "$name" ]]; then
        run "$name" "$module" "$test" "$folder" "$ext" "$more" || status=1
    fi
done
exit $status
