#!/usr/bin/env bash
# Instructions per operation of every workload of the Comparison benchmark, counted by callgrind: unlike
# time, the count is the same from run to run, whatever else the machine is doing. Each workload runs for
# two iteration counts; the difference, divided, leaves out setting up and starting the process.
#
# Usage: Benchmarks/instructions.sh [workload index …]   (needs valgrind; builds Comparison in release)
#        Benchmarks/instructions.sh --targets            the Targets table of BENCHMARKS.md, each row measured
# Without arguments, and with --targets, it also counts TopLevelRoundTrip, the round trip of an app's own
# top-level code after pushing 1 and 1,000 screens.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --package-path Benchmarks -c release --product Comparison >/dev/null
swift build --package-path Benchmarks -c release --product TopLevelRoundTrip >/dev/null
export SWIFT_DETERMINISTIC_HASHING=1  # the same hash seed every run, so that sets and dictionaries count the same
binary="$(swift build --package-path Benchmarks -c release --show-bin-path)/Comparison"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

instructions() { # the program and its arguments: the instructions of its whole run, its environment as given
    # No standard input: the loop below reads the list of workloads from it, which valgrind would swallow.
    valgrind --tool=callgrind --callgrind-out-file="$out/run" "$@" 2>&1 </dev/null |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

per_operation() { # $1 workload, $2 operations per run: instructions per operation
    # Enough iterations to dwarf the noise of a run, few enough for valgrind's pace.
    if [ "$2" -gt 1 ]; then small=2; else small=2000; fi
    first=$(PROFILE=$1 COUNT=$small instructions "$binary")
    second=$(PROFILE=$1 COUNT=$((2 * small)) instructions "$binary")
    echo $(( (second - first) / (small * $2) ))
}

# The round trip of an app's own top-level code (Benchmarks/Sources/TopLevelRoundTrip), after pushing $1 screens:
# the program's instructions for two counts of round trips, the difference divided.
top_level() {
    local program first second
    program="$(dirname "$binary")/TopLevelRoundTrip"
    first=$(DEPTH=$1 COUNT=2000 instructions "$program")
    second=$(DEPTH=$1 COUNT=4000 instructions "$program")
    echo $(( (second - first) / 2000 ))
}

targets="1 2 3 5 6 7 16 17 19 21 22 26 27 34 39 40"
[ $# -gt 0 ] || every_workload=1
if [ "${1:-}" = "--targets" ]; then
    set -- $targets
    only_targets=1
fi

# Measures the workloads asked for (every one without arguments), in one run.
declare -A value
rows=""
while IFS=$'\t' read -r index operations unit name; do
    if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$index"; then continue; fi
    value[$index]=$(per_operation "$index" "$operations")
    rows+="| $name | ${value[$index]} | $unit |"$'\n'
done < <(LIST=1 "$binary")
if [ -n "${every_workload:-}${only_targets:-}" ]; then
    value[top1]=$(top_level 1)
    value[top1000]=$(top_level 1000)
    rows+="| show + pop in a release program's top-level code, after pushing 1 screen | ${value[top1]} | op |"$'\n'
    rows+="| show + pop in a release program's top-level code, after pushing 1,000 screens | ${value[top1000]} | op |"$'\n'
fi

if [ -z "${only_targets:-}" ]; then
    echo "| workload | instructions | per |"
    echo "|---|---:|---|"
    printf '%s' "$rows"
fi

# The Targets table of BENCHMARKS.md, each row with its figure, the hand-written anchors beside them: printed
# with `--targets`, and after the full table.
for index in $targets top1; do [ -n "${value[$index]:-}" ] || exit 0; done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
verdict() { awk -v m="$1" -v t="$2" 'BEGIN { print (m <= t ? "met" : "**not met**") }'; }
[ -n "${only_targets:-}" ] || echo
echo "| target | anchor | measured | |"
echo "|---|---:|---:|---|"
echo "| show + pop, nobody observing, ≤ 3,000 | plain ${value[1]} · \`@Observable\` ${value[2]} | ${value[3]} | $(verdict "${value[3]}" 3000) |"
echo "| show + pop at depth 1,000, ≤ 3,000 | — | ${value[27]} | $(verdict "${value[27]}" 3000) |"
top=$(( value[top1] > value[top1000] ? value[top1] : value[top1000] ))
echo "| show + pop in a release program's top-level code after pushing 1 · 1,000 screens, ≤ 3,000 | — | ${value[top1]} · ${value[top1000]} | $(verdict "$top" 3000) |"
echo "| show + pop through view models' handles, ≤ 3,600 | \`@Observable\`, view models asking through a weak reference ${value[39]} | ${value[6]} | $(verdict "${value[6]}" 3600) |"
host=$(ratio "${value[7]}" "${value[3]}")
echo "| a host applying each change, ≤ 1.5× the unobserved round trip | — | ${value[7]} (${host}×) | $(verdict "$host" 1.5) |"
tracked=$(ratio "${value[5]}" "${value[26]}")
echo "| tracked with Observation, ≤ 1.1× the tracked hand-written \`@Observable\` | ${value[26]} | ${value[5]} (${tracked}×) | $(verdict "$tracked" 1.1) |"
beyond=$(( value[16] - value[17] ))
echo "| set a 10,000-entry stack, ≤ 1,500 per entry beyond building | building ${value[17]} | ${beyond} | $(verdict "$beyond" 1500) |"
restore=$(ratio "${value[19]}" "${value[21]}")
echo "| restore, ≤ 1.4× decoding the same bytes | decoding ${value[21]} | ${value[19]} (${restore}×) | $(verdict "$restore" 1.4) |"
echo "| parse a deep link, ≤ 200 per character | the same screens through the least \`Decoder\` ${value[34]} · read by code written for the screens ${value[40]} | ${value[22]} | $(verdict "${value[22]}" 200) |"
