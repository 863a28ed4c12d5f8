#!/usr/bin/env bash
# Type-checks every file that needs Apple's SDKs — the package's SwiftUI and UIKit hosts and the two example apps —
# against the stub modules in Stubs/, which declare what those files use as Apple's documentation declares it.
# Swift 6 language mode, warnings as errors. Stubs/README.md says what this proves and what it cannot.
# Then the Swift snippets of every doc comment in Sources/ (Scripts/doc-comment-snippets.py), against the same
# modules and the names of Scripts/DocComments/Context.swift: every warning fails them too, but that a value a
# snippet shows is not used afterwards.
# Usage: Scripts/check-apple-hosts.sh
set -euo pipefail
cd "$(dirname "$0")/.."

swift build >/dev/null
modules="$(swift build --show-bin-path)/Modules"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
flags=(-parse-as-library -swift-version 6 -warnings-as-errors -I "$out" -I "$modules")

module() { # name, sources...
    local name=$1
    shift
    swiftc -emit-module -module-name "$name" "${flags[@]}" -emit-module-path "$out/$name.swiftmodule" "$@"
}

module SwiftUI Stubs/SwiftUI/*.swift
module UIKit Stubs/UIKit/*.swift
module NavigationSwiftUI Sources/NavigationSwiftUI/*.swift
module NavigationUIKit Sources/NavigationUIKit/*.swift
swiftc -typecheck "${flags[@]}" Examples/SwiftUI/Sources/ShopSwiftUI/*.swift
swiftc -typecheck "${flags[@]}" Examples/UIKit/Sources/ShopUIKit/*.swift
echo "The SwiftUI and UIKit hosts and both examples type-check against the stubs."

Scripts/doc-comment-snippets.py "$out/DocCommentSnippets.swift"
snippets=(Scripts/DocComments/Context.swift "$out/DocCommentSnippets.swift")
if ! report="$(swiftc -typecheck -parse-as-library -swift-version 6 -I "$out" -I "$modules" "${snippets[@]}" 2>&1)"; then
    echo "$report"
    exit 1
fi
if grep -E "^[^ ].*warning:" <<<"$report" | grep -v "\[#no-usage\]"; then
    echo "A snippet of a doc comment compiles with the warnings above."
    exit 1
fi
echo "The snippets of the doc comments type-check."
