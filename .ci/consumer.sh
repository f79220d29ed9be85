#!/usr/bin/env bash
# Issue #30's consumer checks, two projects outside meshport's build that resolve meshport from the
# repository .ci/artifacts.sh deployed (target/local-repo) through meshport-bom:
# - consumers/pie-to-iqm, a library user's program on the module path: it reads a corpus PIE and
#   writes IQM;
# - consumers/gltf-on-module-path, one on glTF and OBJ, whose libraries (JglTF, javagl Obj, Jackson)
#   name no module or are required by name: it makes an OBJ of a corpus IQE, reads it, writes a .glb,
#   reads that back and writes the OBJ again, the same bytes; and the Jackson it gets is one version;
# - a probe module that proves that only the modules' API packages are reachable;
# - consumers/toy-format, a third party's format on meshport's template (its stages and one services
#   line), whose tests run meshport-harness's laws on it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${MESHPORT_CORPUS:-$root/../shared/corpus}"
repo="$root/target/local-repo"
[[ -d "$repo/io/meshport" ]] || { echo "consumer: no deployed artifacts in $repo (run .ci/artifacts.sh first)"; exit 1; }
consumer="$root/consumers/pie-to-iqm"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# its own local repository: what it finds of meshport comes from the deployed artifacts only
mvn_local="$work/m2"
"$root/mvnw" -B -q -f "$consumer/pom.xml" -Dmaven.repo.local="$mvn_local" -Dmeshport.repo="file://$repo" \
    package dependency:build-classpath -Dmdep.outputFile="$work/path.txt"
model="$(find "$corpus/pie" -name '*.pie' | sort | sed -n 1p)"
java --module-path "$consumer/target/classes:$(cat "$work/path.txt")" \
    -m org.example.consumer/org.example.consumer.PieToIqm "$model" "$work/out.iqm"
rm -rf "$consumer/target"
echo "consumer: built from the deployed artifacts and ran on the module path"
gltf="$root/consumers/gltf-on-module-path"
"$root/mvnw" -B -q -f "$gltf/pom.xml" -Dmaven.repo.local="$mvn_local" -Dmeshport.repo="file://$repo" \
    package dependency:build-classpath -Dmdep.outputFile="$work/gltf-path.txt"
# Jackson's parts must be one release: jackson-core and jackson-databind are released together, and
# JglTF alone would bring two (2.13.1 and 2.13.4.2); the version is the folder of the jar in the repository
jackson() { tr ':' '\n' < "$work/gltf-path.txt" | sed -n "s|.*/$1/\([^/]*\)/$1-[^/]*\.jar$|\1|p"; }
core="$(jackson jackson-core)" databind="$(jackson jackson-databind)"
if [[ -z "$core" || "$core" != "$databind" ]]; then
    echo "consumer: a glTF user gets jackson-core '$core' and jackson-databind '$databind', not one version"; exit 1
fi
iqe="$(find "$corpus/iqe" -name '*.iqe' | sort | sed -n 1p)"
java --module-path "$gltf/target/classes:$(cat "$work/gltf-path.txt")" \
    -m org.example.gltfconsumer/org.example.gltfconsumer.ObjThroughGlb "$iqe" "$work/gltf"
rm -rf "$gltf/target"
echo "consumer: glTF and OBJ ran on the module path (Jackson $core)"
# what the modules do not export is not reachable from a user's module: a probe module that
# requires io.meshport.pie, .gltf and .obj (and the modules that serve them) compiles against what
# they export, and not against any internal package
probe="$work/probe"
mkdir -p "$probe/src/org.example.probe/org/example/probe"
echo 'module org.example.probe { requires io.meshport.pie; requires io.meshport.text; requires io.meshport.grammars;
    requires io.meshport.gltf; requires io.meshport.obj; }' > "$probe/src/org.example.probe/module-info.java"
# both consumers' module paths, each jar once
probe_path="$(tr ':' '\n' < <(cat "$work/path.txt"; echo; cat "$work/gltf-path.txt") | sed '/^$/d' | sort -u | paste -sd:)"
reach() {
    echo "package org.example.probe; class Probe { Class<?> c = $1.class; }" \
        > "$probe/src/org.example.probe/org/example/probe/Probe.java"
    rm -rf "$probe/out"
    javac --module-path "$probe_path" --module-source-path "$probe/src" -m org.example.probe \
        -d "$probe/out" 2> "$probe/err"
}
for api in io.meshport.pie.PieDocument io.meshport.gltf.GltfDocument io.meshport.obj.ObjFormat; do
    reach "$api" || { cat "$probe/err"; echo "consumer: the exported API ($api) is not reachable"; exit 1; }
done
for internal in io.meshport.text.ordered.LineFormat io.meshport.model.derive.SmoothNormals io.meshport.grammars.pie.PieParser \
        io.meshport.pie.internal.read.PieReader io.meshport.gltf.internal.read.GltfReader io.meshport.gltf.internal.GltfExtras \
        io.meshport.gltf.internal.write.GltfWriter io.meshport.obj.internal.read.ObjFileReader \
        io.meshport.obj.internal.write.ObjExporter; do
    if reach "$internal"; then
        echo "consumer: $internal, an internal, is reachable from a user's module"; exit 1
    fi
    grep -q "is not visible\|does not export\|not exported" "$probe/err" || { cat "$probe/err"; exit 1; }
done
echo "consumer: the modules export their API and nothing else"
toy="$root/consumers/toy-format"
"$root/mvnw" -B -q -f "$toy/pom.xml" -Dmaven.repo.local="$mvn_local" -Dmeshport.repo="file://$repo" verify
rm -rf "$toy/target"
echo "consumer: a format of a third party's, on the template, passed the harness's laws"
