#!/usr/bin/env bash
# Builds and runs code outside the package the way apps ship it, in debug and in release: a release build
# compiles the framework's inlinable code in the app's own module, which a debug build and the package's own
# tests never do.
#
# Beside a copy of this repository named HeadlessNavigation, as the README's Installation section has it:
#   Examples/Outside/TopLevelApp   top-level code creating coordinators (show, pop, flows, guards, links,
#                                  a saved session, tabs) and the SwiftUI- and UIKit-shaped host models
#                                  following one; its output compared with expected-output.txt
#   Examples/Outside/SplitApp      a library target and an executable (output compared), and a test target
#                                  importing NavigationTesting, run with `swift test -c release`
#   a scale-generator app          Benchmarks/Scale/generate.py, 20 screens in modules, built in release
# and, in this repository, the example app's terminal demo built in release. (CI builds the web front end in
# release in its own step, with its tests: testing enabled there, which the packages here go without.)
#
# Usage: Scripts/check-outside-packages.sh [--keep]   (--keep leaves the packages in place and prints where)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
if [ "${1:-}" = --keep ]; then echo "kept $work"; else trap 'rm -rf "$work"' EXIT; fi

# A copy of the repository without its builds, named as a clone beside the app would be.
mkdir "$work/HeadlessNavigation"
(cd "$root" && tar --exclude='./.build' --exclude='./.build-*' --exclude='./.build_*' --exclude='./.git' \
    --exclude='./Benchmarks' --exclude='./Fuzz' --exclude='./Examples' -cf - .) | tar -xf - -C "$work/HeadlessNavigation"

fail() { echo "FAILED: $*" >&2; exit 1; }

build() { # $1 package, $2 configuration, then more flags
    local package=$1 configuration=$2
    shift 2
    echo "$ swift build --package-path $package -c $configuration $*"
    swift build --package-path "$package" -c "$configuration" -Xswiftc -warnings-as-errors "$@" >"$work/build.log" 2>&1 ||
        { cat "$work/build.log" >&2; fail "$package does not build in $configuration"; }
}

runs_as_expected() { # $1 package, $2 configuration, $3 product: its output must be the package's expected-output.txt
    local package=$1 configuration=$2 product=$3 printed
    printed=$("$(swift build --package-path "$package" -c "$configuration" --show-bin-path)/$product") ||
        fail "$product ($configuration) did not run to completion"
    diff <(printf '%s\n' "$printed") "$package/expected-output.txt" ||
        fail "$product ($configuration) printed something else than $package/expected-output.txt (above: < printed, > expected)"
    echo "  $product ($configuration): $(wc -l <"$package/expected-output.txt") lines as expected"
}

for app in TopLevelApp:TopLevelApp SplitApp:Notes; do
    package="$work/${app%%:*}"
    cp -R "$root/Examples/Outside/${app%%:*}" "$package"
    for configuration in debug release; do
        build "$package" "$configuration" --product "${app##*:}"
        runs_as_expected "$package" "$configuration" "${app##*:}"
    done
done

echo "$ swift test --package-path SplitApp -c release"
swift test --package-path "$work/SplitApp" -c release >"$work/test.log" 2>&1 ||
    { cat "$work/test.log" >&2; fail "SplitApp's tests fail in release"; }
grep -E "Executed [0-9]+ tests?|Test run with" "$work/test.log" | sed 's/^/  /'

echo "$ Benchmarks/Scale/generate.py --screens 20 --layout modules, in release"
"$root/Benchmarks/Scale/generate.py" --screens 20 --layout modules --out "$work/ScaleApp" \
    --framework "$work/HeadlessNavigation" >/dev/null
build "$work/ScaleApp" release
output=$("$(swift build --package-path "$work/ScaleApp" -c release --show-bin-path)/App")
[ "$output" = "$(printf 'Screen 0 › Screen 1\nready')" ] || fail "the scale app printed: $output"
echo "  App (release): as expected"

# The example app's terminal host, as it would ship.
build "$root" release --product demo
echo "Outside packages: built and ran in debug and release."
