#!/usr/bin/env bash
# Issue #30's consumer checks, two projects outside meshport's build that resolve meshport from the
# repository .ci/artifacts.sh deployed (target/local-repo) through meshport-bom:
# - consumers/pie-to-iqm, a library user's program on the module path: it reads a corpus PIE and
#   writes IQM;
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
model="$(find "$corpus/pie" -name '*.pie' | sort | head -1)"
java --module-path "$consumer/target/classes:$(cat "$work/path.txt")" \
    -m org.example.consumer/org.example.consumer.PieToIqm "$model" "$work/out.iqm"
rm -rf "$consumer/target"
echo "consumer: built from the deployed artifacts and ran on the module path"
toy="$root/consumers/toy-format"
"$root/mvnw" -B -q -f "$toy/pom.xml" -Dmaven.repo.local="$mvn_local" -Dmeshport.repo="file://$repo" verify
rm -rf "$toy/target"
echo "consumer: a format of a third party's, on the template, passed the harness's laws"
