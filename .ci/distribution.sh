#!/usr/bin/env bash
# Issue #30's distribution check: the archive a modder downloads, unpacked into an empty folder,
# converts and describes a corpus file with bin/meshport; the app image (jpackage, no installed
# Java needed) does the same; and the app image's modules are still all the jar needs.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${MESHPORT_CORPUS:-$root/../shared/corpus}"
cd "$root"
./mvnw -B -q package -DskipTests -pl cli -Papp-image
version="$(sed -n 's/.*<version>\(.*\)<\/version>.*/\1/p' cli/pom.xml | sed -n 1p)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
model="$(find "$corpus/pie" -name '*.pie' | sort | sed -n 1p)"

check() { # check WHAT MESHPORT: convert and info from an empty folder
    local what="$1" meshport="$2" dir="$work/$1"
    mkdir -p "$dir" && cp "$model" "$dir/model.pie"
    if (cd "$dir" && XDG_CACHE_HOME="$dir/cache" "$meshport" convert model.pie model.iqm >/dev/null 2>&1 \
        && "$meshport" info model.iqm | grep '^model.iqm: iqm' >/dev/null); then
        echo "distribution: $what converts and describes $(basename "$model")"
    else
        echo "distribution: $what FAILED"; status=1
    fi
}

mkdir -p "$work/zip" "$work/tar"
(cd "$work/zip" && unzip -q "$root/cli/target/meshport-$version.zip")
(cd "$work/tar" && tar xzf "$root/cli/target/meshport-$version.tar.gz")
for kind in zip tar; do
    home="$work/$kind/meshport-$version"
    for f in bin/meshport bin/meshport.cmd lib/meshport.jar lib/meshport-standby.bash share/man/man1/meshport.1 \
        share/bash-completion/completions/meshport README.md LICENSE CHANGELOG.md; do
        [[ -e "$home/$f" ]] || { echo "distribution: the $kind archive has no $f"; status=1; }
    done
done
check "bin/meshport (from the .tar.gz)" "$work/tar/meshport-$version/bin/meshport"
check "the app image" "$root/cli/target/app-image/meshport/bin/meshport"

needed="$(jdeps --print-module-deps --ignore-missing-deps --multi-release 17 cli/target/meshport.jar | tail -1)"
listed="$(sed -n 's/.*<meshport.app.modules>\(.*\)<\/meshport.app.modules>.*/\1/p' cli/pom.xml)"
if [[ "$needed" != "$listed" ]]; then
    echo "distribution: the app image lists modules $listed, the jar needs $needed (cli/pom.xml meshport.app.modules)"
    status=1
fi
exit $status
