#!/usr/bin/env bash
# Builds the libFuzzer targets (deep-link parser, saved-state decoder) with AddressSanitizer and runs each
# for a bounded time, starting from the committed seed corpus. Fails on any crash or broken property.
# Usage: Scripts/fuzz.sh [seconds per target, default 60] [executions per target, default no limit]
# A run stops at whichever limit comes first; the README's figures come from `Scripts/fuzz.sh 7200 10000000`.
# A failing input is written to .build-fuzz/<target>-crash-*; replay it with
#   SWIFT_BACKTRACE=enable=no .build-fuzz/<target> <file>
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
runs="${2:--1}"
out=.build-fuzz
mkdir -p "$out"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -package-name main -I "$out")

# The framework's modules and the app's screens as static libraries, each after those it imports, then each
# target linked against them.
libraries=(NavigationCore NavigationRoutes NavigationFeatureGroups Navigation Screens)
for module in "${libraries[@]}"; do
    swiftc "${flags[@]}" -emit-library -static -module-name "$module" -emit-module-path "$out/$module.swiftmodule" \
        $(find "Sources/$module" -name '*.swift') -o "$out/lib$module.a"
done

# Both targets built, then run at once, each on a core of its own: the step takes one target's time.
targets=(DeepLinkFuzzer:DeepLinks StateFuzzer:SavedState)
for target in "${targets[@]}"; do
    name="${target%%:*}"
    swiftc "${flags[@]}" -use-ld=lld "Fuzz/$name.swift" Fuzz/ErrorText.swift Fuzz/MountedScreen.swift -L "$out" \
        $(printf -- '-l%s ' "${libraries[@]}") -o "$out/$name"
done

run() { # $1 target, $2 its corpus: exits with the fuzzer's status
    local name=$1 corpus=$2 work="$out/corpus-$2"
    mkdir -p "$work"
    SWIFT_BACKTRACE=enable=no "$out/$name" -max_total_time="$seconds" -runs="$runs" -max_len=4096 \
        -artifact_prefix="$out/$name-" -print_final_stats=1 "$work" "Fuzz/Corpus/$corpus" 2>"$out/$name.log"
}

pids=()
for target in "${targets[@]}"; do
    echo "== ${target%%:*}: $seconds s from Fuzz/Corpus/${target##*:}"
    run "${target%%:*}" "${target##*:}" &
    pids+=($!)
done

status=0
for index in "${!targets[@]}"; do
    name="${targets[$index]%%:*}"
    if ! wait "${pids[$index]}"; then
        tail -40 "$out/$name.log" >&2
        echo "FAIL: $name found a failing input (see $out/$name-crash-*)" >&2
        status=1
    else
        echo "== $name"
        grep -E "stat::number_of_executed_units|stat::new_units_added|stat::peak_rss_mb" "$out/$name.log" || true
        grep -E "^#[0-9]+[[:space:]]+DONE" "$out/$name.log" | tail -1 || true
        echo "ok: $name"
    fi
done
exit $status
