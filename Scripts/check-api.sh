#!/usr/bin/env bash
# The public API against the last version: every break that Swift's API digester finds in the library products
# since the last version's tag must be named, in backticks, in CHANGELOG.md's *Unreleased* section; and the README's
# installation names that version. Usage: Scripts/check-api.sh
set -euo pipefail
cd "$(dirname "$0")/.."

changelog=CHANGELOG.md
# The last version: the first `## X.Y.Z` heading of the changelog, which is also a tag.
version="$(sed -n 's/^## \([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\)\( .*\)\{0,1\}$/\1/p' "$changelog" | head -n 1)"
[ -n "$version" ] || { echo "error: $changelog has no version section (## X.Y.Z)" >&2; exit 1; }
# The version's tag; in a clone made without tags, the commit that added the version's section, which the tag names.
if git rev-parse -q --verify "refs/tags/$version^{commit}" >/dev/null; then
    baseline="$version"
else
    if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
        # A clone of the last commits only holds no earlier version to compare with (its oldest commit would seem
        # to add every line): say so, and compare nothing.
        echo "Not compared: this clone is shallow and has no tag $version; a full clone compares the API."
        exit 0
    fi
    baseline="$(git log --format=%H -S"## $version " -- "$changelog" | tail -n 1)"
    [ -n "$baseline" ] || {
        echo "error: the last version in $changelog, $version, has no tag of that name (git tag $version <commit>)" >&2
        exit 1
    }
    echo "No tag $version in this clone: comparing with $baseline, the commit that added its section."
fi
grep -q "from: \"$version\"" README.md ||
    { echo "error: README.md's installation does not name the last version (from: \"$version\")" >&2; exit 1; }

# The Unreleased section: from its heading to the next `## `.
unreleased="$(awk '/^## Unreleased/{on=1; next} /^## /{on=0} on' "$changelog")"

report="$(mktemp)"
work="$(mktemp -d)"
trap 'rm -rf "$report" "$work"' EXIT
swift package --scratch-path .build-apidiff diagnose-api-breaking-changes "$baseline" \
    --products NavigationHosting NavigationTesting >"$report" 2>&1 || true
grep -q "No breaking changes detected in NavigationTesting$\|API breakage" "$report" ||
    { cat "$report" >&2; echo "error: the API comparison with $version did not run" >&2; exit 1; }

# `Navigation` re-exports the modules an app reaches through it, which the digester does not follow: their APIs
# are merged into one (Scripts/api-union.py) and compared with `Navigation` as the baseline built it.
umbrella=(NavigationCore NavigationRoutes NavigationFeatureGroups)
baseline_commit="$(git rev-parse "$baseline^{commit}")"
baseline_modules="$(find .build-apidiff -path "*/apidiff/$baseline_commit-checkout/.build/debug/Modules" -type d | head -n 1)"
[ -n "$baseline_modules" ] || { echo "error: the baseline's modules were not built" >&2; exit 1; }
swift-api-digester -dump-sdk -I "$baseline_modules" -module Navigation -o "$work/baseline.json"
swift build >/dev/null
modules="$(swift build --show-bin-path)/Modules"
dumps=()
for module in "${umbrella[@]}"; do
    swift-api-digester -dump-sdk -I "$modules" -module "$module" -o "$work/$module.json"
    dumps+=("$work/$module.json")
done
Scripts/api-union.py --strip "$work/baseline.json"
Scripts/api-union.py Navigation "$work/current.json" "${dumps[@]}"
swift-api-digester -diagnose-sdk -input-paths "$work/baseline.json" -input-paths "$work/current.json" \
    -compiler-style-diags >>"$report" 2>&1

# Each break names a declaration: `💔 API breakage: <kind> <Type.member(labels:)> <what happened>`. Its name, as
# written after the kind, must be in the Unreleased section in backticks (an enum case's may go on with its labels).
missing=0
breaks=0
while IFS= read -r line; do
    # A type that only moved into a module `Navigation` re-exports is named the same in an app's code.
    if [[ "$line" =~ change\ from\ (.*)\ to\ (.*)$ ]]; then
        old="${BASH_REMATCH[1]}"
        new="$(sed -E 's/\b(NavigationCore|NavigationRoutes|NavigationFeatureGroups)\./Navigation./g' <<<"${BASH_REMATCH[2]}")"
    else
        old="" new=""
    fi
    if [ -n "$old" ] && [ "$old" = "$new" ]; then
        continue
    fi
    breaks=$((breaks + 1))
    declaration="$(sed -E 's/.*API breakage: (([a-z]+ )+)([^ ]+).*/\3/' <<<"$line")"
    # An accessor is named by its property: `NavigationState.selectedTab` names `NavigationState.selectedTab.Get()`.
    declaration="$(sed -E 's/\.(Get|Set|Modify)\(\)$//' <<<"$declaration")"
    # Named as it is, or with its labels: `SavingError.invalidAppVersion(_:)` names the case `SavingError.invalidAppVersion`.
    if ! grep -qF -e "\`$declaration\`" -e "\`$declaration(" <<<"$unreleased"; then
        echo "not in CHANGELOG.md's Unreleased section: \`$declaration\` — ${line#*API breakage: }" >&2
        missing=1
    fi
done < <(grep "API breakage:" "$report" | sort -u)
if [ "$missing" = 1 ]; then
    echo "error: public API changed since $version without a CHANGELOG entry (see *Breaking* in $changelog)" >&2
    exit 1
fi
echo "The public API since $version: $breaks break(s), each in the changelog."
