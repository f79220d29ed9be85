#!/usr/bin/env bash
# Issue #30's consumer check: consumers/pie-to-iqm, a program outside meshport's build, resolves
# meshport-bom, meshport-pie and meshport-iqm-binary from the repository .ci/artifacts.sh deployed
# (target/local-repo), and runs on the module path: it reads a corpus PIE and writes IQM.
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
