#!/usr/bin/env bash
# Proves the design's promise: adding a screen is adding a case, and the compiler then points at every
# place that must learn about it, and nowhere in Sources/Navigation.
#
# On a copy of the package, it adds a case to ControllersList and builds the way a person following the
# compiler would: each build's "switch must be exhaustive" errors name switches; it gives each flagged
# switch an arm for the new case and builds again, until the package builds. Then it checks which files
# were flagged.
#
# Usage: Scripts/check-adding-a-screen.sh   (from anywhere; needs git and the Swift toolchain)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/adding-a-screen.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The package as committed plus any uncommitted edits, without build folders.
(cd "$root" && git ls-files -z --cached --others --exclude-standard) |
    (cd "$root" && xargs -0 cp --parents -t "$work")
cd "$work"

python3 - <<'PY'
import re
path = "Sources/Screens/ControllersList.swift"
source = open(path).read()
end = source.rindex("}")
source = source[:end] + "    /// A screen added by the check.\n    case addedScreen(count: Int)\n" + source[end:]
open(path, "w").write(source)
PY
echo "Added 'case addedScreen(count: Int)' to Sources/Screens/ControllersList.swift"

flagged=()
for round in 1 2 3 4 5 6 7 8 9 10; do
    if swift build >build.log 2>&1; then
        echo "Round $round: the package builds."
        break
    fi
    places=$(grep -E "^/[^:]+:[0-9]+:[0-9]+: error: switch must be exhaustive" build.log | cut -d: -f1,2 | sort -u || true)
    if [ -z "$places" ]; then
        echo "Round $round: the build failed with something other than a non-exhaustive switch:" >&2
        grep -E "error:" build.log | sort -u | head -20 >&2
        exit 1
    fi
    echo "Round $round: the compiler asks for the new screen in:"
    # Give each flagged switch its arm, from the bottom of each file up so line numbers stay right.
    while IFS=: read -r file line; do
        relative=${file#"$work"/}
        echo "  $relative:$line"
        flagged+=("$relative")
        sed -i "${line}a\\        case .addedScreen: fatalError(\"arm added by the check\")" "$file"
    done < <(printf '%s\n' "$places" | sort -t: -k1,1 -k2,2nr)
    if [ "$round" = 10 ]; then
        echo "Still not building after 10 rounds." >&2
        exit 1
    fi
done

failures=0
expect_flagged() { # $1: a path prefix that must have been flagged, $2: what it is
    if printf '%s\n' "${flagged[@]}" | grep -q "^$1"; then
        echo "ok: $2 was flagged"
    else
        echo "FAIL: $2 ($1) was never flagged" >&2
        failures=1
    fi
}
expect_flagged "Sources/Assembly/RootAssembly.swift" "RootAssembly's switch"
expect_flagged "Sources/Screens/ControllersList+Routes.swift" "the screen's deep-link route"
expect_flagged "Sources/TerminalUI/" "the demo's drawing"
if printf '%s\n' "${flagged[@]}" | grep -q "^Sources/Navigation/"; then
    echo "FAIL: a file of Sources/Navigation was flagged; the framework must know no app screen" >&2
    failures=1
else
    echo "ok: no file of Sources/Navigation was flagged"
fi
exit $failures
