#!/usr/bin/env bash
# Proves the design's promise: adding a screen is adding a case, and the compiler then points at every
# place that must learn about it — and nowhere else, never in the framework's modules (Sources/Navigation*).
#
# Two scenarios on a copy of the package (and of its web front end, Examples/Web, a package of its own over the
# app's modules), put back as it was between them:
#   1. a screen of the app itself (a case of ControllersList): the compiler must flag the app-wide places;
#   2. a screen of a feature group (a case of ShopScreen): the compiler must flag the shop's own switches
#      and none of the app-wide ones.
# Each builds the way a person following the compiler would: each build's "switch must be exhaustive"
# errors name switches; it gives each flagged switch an arm for the new case and builds again, until the
# package builds. Then it checks which files were flagged, and that the new screen — with nothing filled
# in but the flagged switches — round-trips through a deep link and a saved session.
#
# Usage: Scripts/check-adding-a-screen.sh   (from anywhere; needs git, python3 and the Swift toolchain)
#        ADDING_A_SCREEN_WEB_SCRATCH=DIR builds the web front end's copies in DIR instead of .build-adding-a-screen-web,
#        and ADDING_A_SCREEN_WEB_FLAGS="…" with these `swift build` options (debug by default): CI names
#        Examples/Web/.build and the options its web step built with, so that the dependencies are not built again
#        (the copies' own modules are built there over the web package's, which its next build makes again).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
failures=0

# One copy serves both scenarios, so that the second builds only what its changes touch: the package as committed
# plus any uncommitted edits, without build folders.
work=$(mktemp -d "${TMPDIR:-/tmp}/adding-a-screen.XXXXXX")
trap 'rm -rf "$work"' EXIT
(cd "$root" && git ls-files -z --cached --others --exclude-standard) | (cd "$root" && xargs -0 cp --parents -t "$work")

# Puts back the files a scenario changed, and only those: a file copied again counts as changed for the build.
restore_the_copy() {
    sort -u "$work/flagged.txt" | while read -r file; do cp "$root/$file" "$work/$file"; done
    cp "$root/Sources/Screens/ControllersList.swift" "$work/Sources/Screens/ControllersList.swift"
    rm -f "$work/Tests/ScreensTests/AddedScreenRoundTripTests.swift" "$work/flagged.txt"
}

# $1: the enum to add the case to, $2: the new case's declaration, $3: the pattern of its arm
# Prints the flagged files, one per line, to flagged.txt in the copy ($work).
follow_the_compiler() {
    (
        cd "$work"
        ENUM="$1" CASE="$2" python3 - <<'PY'
import os, re
path = "Sources/Screens/ControllersList.swift"
source = open(path).read()
declaration = re.search(r"public enum %s\b[^{]*\{\n" % os.environ["ENUM"], source)
if not declaration:
    raise SystemExit("no enum %s in %s" % (os.environ["ENUM"], path))
case = "    /// A screen added by the check.\n    case %s\n" % os.environ["CASE"]
open(path, "w").write(source[:declaration.end()] + case + source[declaration.end():])
PY
        echo "Added 'case $2' to $1 in Sources/Screens/ControllersList.swift"
        export PATTERN="$3"
        : >flagged.txt
        follow_builds "the package" swift build --build-tests
        # The web front end is a package of its own over the app's modules: its views must be flagged too.
        # shellcheck disable=SC2086 # the flags are words
        follow_builds "the web front end" swift build --package-path Examples/Web --target WebApp \
            --scratch-path "${ADDING_A_SCREEN_WEB_SCRATCH:-$root/.build-adding-a-screen-web}" ${ADDING_A_SCREEN_WEB_FLAGS:-}
    )
}

# Builds with "$@" until it builds, giving each switch the compiler flags an arm for the new case ($PATTERN);
# the flagged files go to flagged.txt. $1 names what is built.
follow_builds() {
    local what=$1
    shift
    for round in 1 2 3 4 5 6 7 8 9 10; do
        if "$@" >build.log 2>&1; then
            echo "Round $round: $what builds."
            return 0
        fi
        places=$(grep -E "^/[^:]+:[0-9]+:[0-9]+: error: switch must be exhaustive" build.log |
            cut -d: -f1,2 | sort -u || true)
        if [ -z "$places" ]; then
            echo "Round $round: the build of $what failed with something other than a non-exhaustive switch:" >&2
            grep -E "error:" build.log | sort -u | head -20 >&2
            exit 1
        fi
        echo "Round $round: the compiler asks for the new screen in:"
        # Give each flagged switch its arm, from the bottom of each file up so line numbers stay right: what
        # a person would write for the property the switch computes, and a stop where a view model or a
        # view would be (the round trip below builds none).
        while IFS=: read -r file line; do
            relative=${file#"$work"/}
            echo "  $relative:$line"
            echo "$relative" >>flagged.txt
            FILE="$file" LINE="$line" python3 - <<'PY'
import os, re
path, line, pattern = os.environ["FILE"], int(os.environ["LINE"]), os.environ["PATTERN"]
lines = open(path).read().split("\n")
owner = next((m.group(1) for text in reversed(lines[:line]) for m in [re.search(r"\bvar (\w+)\b", text)] if m), "")
body = {"requiresUnlock": "false", "requiresSignIn": "false", "coversTheScreen": "false", "screensBeneath": "[]", "linkRule": ".pushed"}
arm = "        case %s: %s" % (pattern, body.get(owner, 'fatalError("arm added by the check")'))
lines.insert(line, arm)
open(path, "w").write("\n".join(lines))
PY
        done < <(printf '%s\n' "$places" | sort -t: -k1,1 -k2,2nr)
    done
    echo "$what still does not build after 10 rounds." >&2
    exit 1
}

expect_flagged() { # $1: a path prefix that must have been flagged, $2: what it is
    if grep -q "^$1" "$work/flagged.txt"; then
        echo "ok: $2 was flagged"
    else
        echo "FAIL: $2 ($1) was never flagged" >&2
        failures=1
    fi
}

round_trips() { # $1: the new screen, $2: the screens beneath it in a stack
    cat >"$work/Tests/ScreensTests/AddedScreenRoundTripTests.swift" <<SWIFT
import Foundation
import Navigation
import Screens
import Testing

@Test func theAddedScreenRoundTripsThroughALinkAndASavedSession() throws {
    let stack: [ControllersList] = [$2, $1]
    let link = try ControllersList.links.url(for: stack)
    #expect(try ControllersList.links.stacks(in: link) == [stack])
    let entries = stack.enumerated().map { NavigationEntry(id: EntryID(rawValue: UInt64(\$0.offset)), screen: \$0.element) }
    let saved = SavedNavigation(state: try NavigationState(stacks: [entries], nextID: EntryID(rawValue: 9)))
    #expect(try SavedNavigation<ControllersList>(json: saved.json()) == saved)
    print("round trip: \(link)")
}
SWIFT
    if (cd "$work" && swift test --filter theAddedScreenRoundTrips >test.log 2>&1); then
        echo "ok: $1 round-trips: $(grep -o 'round trip: .*' "$work/test.log" | head -1)"
    else
        echo "FAIL: $1 does not round-trip through a link and a saved session" >&2
        grep -E "error|✘" "$work/test.log" | head -10 >&2
        failures=1
    fi
}

expect_not_flagged() { # $1: a path prefix that must not have been flagged, $2: what it is
    if grep -q "^$1" "$work/flagged.txt"; then
        echo "FAIL: $2 ($1) was flagged" >&2
        failures=1
    else
        echo "ok: $2 was not flagged"
    fi
}

echo "== A screen of the app itself"
follow_the_compiler ControllersList "addedScreen(count: Int)" ".addedScreen"
expect_flagged "Sources/Screens/ControllersList.swift" "ControllersList.requiresUnlock"
expect_flagged "Sources/Screens/ControllersList+Routes.swift" "the screen's link rule and the screens beneath it"
expect_flagged "Sources/Assembly/RootAssembly.swift" "RootAssembly's switch"
expect_flagged "Sources/TerminalUI/TerminalView.swift" "the demo's choice of a terminal view"
expect_flagged "Examples/Web/Sources/WebApp/Views/WebScreen.swift" "the web front end's choice of a view"
expect_not_flagged "Sources/Navigation" "the framework (its modules)"
expect_not_flagged "Sources/Assembly/Shop/" "the shop's assemblies"
expect_not_flagged "Sources/TerminalUI/Shop/" "the shop's terminal views"
round_trips ".addedScreen(count: 3)" ".startScreen"
restore_the_copy

echo
echo "== A screen of a feature group (the shop)"
follow_the_compiler ShopScreen "addedScreen(count: Int)" ".addedScreen"
expect_flagged "Sources/Screens/ControllersList.swift" "ShopScreen.requiresSignIn"
expect_flagged "Sources/Screens/Shop/ShopScreen+Routes.swift" "the shop screen's link rule and the screens beneath it"
expect_flagged "Sources/Assembly/Shop/ShopAssemblies.swift" "the shop's assemblies"
expect_flagged "Sources/TerminalUI/Shop/ShopViews.swift" "the shop's choice of a terminal view"
expect_flagged "Examples/Web/Sources/WebApp/Views/ShopViews.swift" "the shop's choice of a web view"
expect_not_flagged "Sources/Navigation" "the framework (its modules)"
expect_not_flagged "Sources/Assembly/RootAssembly.swift" "RootAssembly's switch"
expect_not_flagged "Sources/Screens/ControllersList+Routes.swift" "the app's link rules"
expect_not_flagged "Sources/TerminalUI/TerminalView.swift" "the app's choice of a terminal view"
expect_not_flagged "Examples/Web/Sources/WebApp/Views/WebScreen.swift" "the app's choice of a web view"
round_trips ".shop(.addedScreen(count: 3))" ".startScreen, .shop(.catalog)"

exit $failures
