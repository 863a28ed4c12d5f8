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
trap 'rm -f "$report"' EXIT
swift package --scratch-path .build-apidiff diagnose-api-breaking-changes "$baseline" \
    --products Navigation NavigationHosting NavigationTesting >"$report" 2>&1 || true
grep -q "No breaking changes detected in Navigation$\|API breakage" "$report" ||
    { cat "$report" >&2; echo "error: the API comparison with $version did not run" >&2; exit 1; }

# Each break names a declaration: `💔 API breakage: <kind> <Type.member(labels:)> <what happened>`. Its name, as
# written after the kind, must be in the Unreleased section in backticks (an enum case's may go on with its labels).
missing=0
while IFS= read -r line; do
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
echo "The public API since $version: $(grep -c "API breakage:" "$report" || true) break(s), each in the changelog."
