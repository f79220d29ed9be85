#!/usr/bin/env bash
# Issue #30's consumer checks, two projects outside meshport's build that resolve meshport from the
# repository .ci/artifacts.sh deployed (target/local-repo) through meshport-bom:
# - consumers/pie-to-iqm, a library user's program on the module path: it reads a corpus PIE and
#   writes IQM; and a probe module proves that only the modules' API packages are reachable;
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
# what the modules do not export is not reachable from a user's module: a probe module that
# requires io.meshport.pie (and the modules that serve it) compiles against what they export, and
# not against any internal package
probe="$work/probe"
mkdir -p "$probe/src/org.example.probe/org/example/probe"
echo 'module org.example.probe { requires io.meshport.pie; requires io.meshport.text; requires io.meshport.grammars; }' > "$probe/src/org.example.probe/module-info.java"
reach() {
    echo "package org.example.probe; class Probe { Class<?> c = $1.class; }" \
        > "$probe/src/org.example.probe/org/example/probe/Probe.java"
    rm -rf "$probe/out"
    javac --module-path "$(cat "$work/path.txt")" --module-source-path "$probe/src" -m org.example.probe \
        -d "$probe/out" 2> "$probe/err"
}
reach io.meshport.pie.PieDocument || { cat "$probe/err"; echo "consumer: the exported API is not reachable"; exit 1; }
for internal in io.meshport.text.ordered.LineFormat io.meshport.model.derive.SmoothNormals io.meshport.grammars.pie.PieParser \
        io.meshport.pie.internal.read.PieReader; do
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
