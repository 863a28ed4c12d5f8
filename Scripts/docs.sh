#!/usr/bin/env bash
# Builds the DocC documentation of Navigation, NavigationTesting and NavigationHosting with the toolchain's docc, from symbol
# graphs, so that the root package needs no plugin. Broken links and wrong parameter names fail it.
# Usage: Scripts/docs.sh   (archives in .build-docs/<Module>.doccarchive)
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build-docs
# Symbol graphs are written when a module is compiled; keep those of modules that did not change.
mkdir -p "$out/symbol-graphs"
for target in NavigationTesting NavigationHosting; do
    swift build --target "$target" --scratch-path "$out" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$out/symbol-graphs" >/dev/null
done
for module in Navigation NavigationTesting NavigationHosting; do
    graphs="$out/graphs-$module"
    rm -rf "$graphs" "$out/$module.doccarchive"
    mkdir -p "$graphs"
    cp "$out/symbol-graphs/$module.symbols.json" "$graphs/"
    cp "$out/symbol-graphs/$module@"*.symbols.json "$graphs/" 2>/dev/null || true
    docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "navigation.$module" \
        --output-path "$out/$module.doccarchive" --warnings-as-errors
    echo "ok: $module documentation in $out/$module.doccarchive"
done
