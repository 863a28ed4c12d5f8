#!/usr/bin/env bash
# Measures how debug builds of a synthetic app scale with its number of screens, in each layout (flat,
# grouped, a module per group — see Benchmarks/Scale/generate.py, which writes the apps), and prints a
# Markdown table.
#
# For each size and layout, on an app of its own:
#   clean      a clean debug build, with the toolchain's default settings (plus two warnings below);
#   builds     whether it builds at all (a flat switch over too many cases does not);
#   slow       the functions and expressions that took more than 100 ms to type-check
#              (-warn-long-function-bodies=100, -warn-long-expression-type-checking=100);
#   edit       an incremental rebuild after a one-line edit in the body of a view model;
#   add        an incremental rebuild after adding a screen: its case, view model and Assembly, and the
#              arms the compiler then asks for (its group's switches: assemblies, routes, drawing);
#   add/edit   the ratio the design's promise is judged by.
# Incremental times are the lowest of $REPEAT runs (2 unless told). A flat app that does not build is built
# again with the
# exhaustiveness checking limit raised (-switch-checking-invocation-threshold), marked "flat, limit raised",
# to show what the layout would cost if it built.
#
# Usage: Benchmarks/Scale/measure.sh [sizes…]   (default: 200 1000 3000; about two hours in all)
#   LAYOUTS="modules grouped flat"  the layouts measured, in this order
#   OBSERVATION=macro|manual         view models with the @Observable macro (default) or written by hand
#   GROUP_SIZE=100                   screens per feature group (grouped and modules layouts)
# The apps are kept in ${SCALE_WORK:-/tmp/navigation-scale} for a look afterwards.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
sizes=("${@:-200 1000 3000}")
# shellcheck disable=SC2206
sizes=(${sizes[*]})
work=${SCALE_WORK:-/tmp/navigation-scale}
layouts=${LAYOUTS:-modules grouped flat}
observation=${OBSERVATION:-macro}
group_size=${GROUP_SIZE:-100}
repeat=${REPEAT:-2}
mkdir -p "$work"
warnings=(-Xswiftc -Xfrontend -Xswiftc -warn-long-function-bodies=100
    -Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking=100)
raised=(-Xswiftc -Xfrontend -Xswiftc -switch-checking-invocation-threshold=100000000)

timed() { # runs "$@", its output to $log; sets $elapsed (wall-clock seconds) and $status (its exit status)
    local start end
    start=$(date +%s.%N)
    status=0
    "$@" >"$log" 2>&1 || status=$?
    end=$(date +%s.%N)
    elapsed=$(python3 -c "print(f'{$end - $start:.1f}')")
}

lowest() { python3 -c "import sys; print(min(float(x) for x in sys.argv[1:]))" "$@"; }

row() { # $1 label, $2 size, $3 layout, then extra swift build flags
    local label=$1 size=$2 layout=$3
    shift 3
    local app="$work/$layout-$observation-$group_size-$size"
    rm -rf "$app"
    generate=("$here/generate.py" --screens "$size" --layout "$layout" --observation "$observation" --group-size "$group_size" --out "$app")
    "${generate[@]}" >/dev/null
    log="$app/build.log"
    build=(swift build --package-path "$app" "${warnings[@]}" "$@")
    # Dependencies and the framework built once, outside the clean measurement: the app's own modules are
    # what scales with its screens.
    swift build --package-path "$app" --target Navigation "${warnings[@]}" "$@" >/dev/null 2>&1
    timed "${build[@]}"
    local clean=$elapsed
    local slow
    slow=$(grep -oE "^/[^ ]+: warning: .*took [0-9]+ms to type-check" "$log" | sort -u | wc -l)
    if [ "$status" != 0 ]; then
        local why
        why=$(grep -oE "error: [^\[]*" "$log" | sort | uniq -c | sort -rn | head -1 | sed 's/^ *[0-9]* //' || true)
        echo "| $label | $size | $clean | no: ${why:-see $log} | $slow | | | |"
        return 1
    fi
    # A one-line edit in a view model's body, twice; the file is put back and built in between.
    local model
    model=$(find "$app/Sources" -name 'S1ViewModel.swift')
    local edits=()
    for _ in $(seq "$repeat"); do
        sed -i 's/status = "screen 1: "/status = "screen one: "/' "$model"
        timed "${build[@]}"
        [ "$status" = 0 ] || { echo "| $label | $size | $clean | yes | $slow | the edit failed: see $log | | |"; return 1; }
        edits+=("$elapsed")
        sed -i 's/status = "screen one: "/status = "screen 1: "/' "$model"
        "${build[@]}" >/dev/null 2>&1
    done
    # Adding a screen, twice: from the app as generated, to the app with one more screen in its last group.
    local adds=()
    for _ in $(seq "$repeat"); do
        "${generate[@]}" --add-screen >/dev/null
        timed "${build[@]}"
        adds+=("$elapsed")
        [ "$status" = 0 ] || { echo "| $label | $size | $clean | yes | $slow | | adding a screen failed: see $log | |"; return 1; }
        find "$app/Sources" \( -name "S${size}ViewModel.swift" -o -name "S${size}Assembly.swift" \) -delete
        "${generate[@]}" >/dev/null
        "${build[@]}" >/dev/null 2>&1
    done
    local edit add
    edit=$(lowest "${edits[@]}")
    add=$(lowest "${adds[@]}")
    echo "| $label | $size | $clean | yes | $slow | $edit | $add | $(python3 -c "print(f'{$add / $edit:.2f}')") |"
}

echo "| layout | screens | clean build (s) | builds with default settings | functions or expressions over 100 ms | one-line edit (s) | add a screen (s) | add ÷ edit |"
echo "|---|---:|---:|---|---:|---:|---:|---:|"
suffix=""
[ "$observation" = macro ] || suffix=", $observation observation"
[ "$group_size" = 100 ] || suffix="$suffix, groups of $group_size"
for size in "${sizes[@]}"; do
    for layout in $layouts; do
        if ! row "$layout$suffix" "$size" "$layout" && [ "$layout" = flat ]; then
            row "flat, limit raised$suffix" "$size" flat "${raised[@]}" || true
        fi
    done
done
