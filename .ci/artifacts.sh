#!/usr/bin/env bash
# Issue #30's artifact checks, after `./mvnw -B verify` built everything once from a clean tree:
# 1. the build is reproducible: a second clean build gives byte-identical library jars;
# 2. every library module deploys (to a local file repository, as it would to Maven Central) with
#    its sources, javadoc and CycloneDX SBOM, and the BOM beside them.
# The repository is left in target/local-repo for the consumer projects (consumers/).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
libs=(grammars model-core harness harness-junit text iqe pie md5 smd fbx vif iqm-binary gltf obj engines render)
first="$(mktemp -d)"
trap 'rm -rf "$first"' EXIT
for m in "${libs[@]}"; do
    cp "$m/target/meshport-$m-"*.jar "$first/"
done
repo="$root/target/local-repo"
rm -rf "$repo"
./mvnw -B -q clean deploy -DskipTests -DaltDeploymentRepository="local::file:$repo"
status=0
for jar in "$first"/*.jar; do
    name="$(basename "$jar")"
    module="$(sed -E 's/^meshport-(.*)-[0-9]+\.[0-9]+\.[0-9]+(-SNAPSHOT)?(-[a-z]+)?\.jar$/\1/' <<<"$name")"
    if ! cmp -s "$jar" "$module/target/$name"; then
        echo "artifacts: $name differs between two clean builds (not reproducible)"; status=1
    fi
done
echo "artifacts: $(ls "$first" | wc -l) jars of ${#libs[@]} library modules byte-identical across two clean builds"
for m in "${libs[@]}"; do
    dir="$repo/io/meshport/meshport-$m"
    for kind in ".jar" "-sources.jar" "-javadoc.jar" "-cyclonedx.json" ".pom"; do
        if ! compgen -G "$dir/*/meshport-$m-*$kind" >/dev/null; then
            echo "artifacts: meshport-$m has no $kind in the deployed repository"; status=1
        fi
    done
done
compgen -G "$repo/io/meshport/meshport-bom/*/meshport-bom-*.pom" >/dev/null \
    || { echo "artifacts: no meshport-bom deployed"; status=1; }
echo "artifacts: deployed to $repo with sources, javadoc and SBOM for each library module, and the BOM"
exit $status
