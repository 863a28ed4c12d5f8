#!/usr/bin/env bash
# Instructions per operation of every workload of the Comparison benchmark, counted by callgrind: unlike
# time, the count is the same from run to run, whatever else the machine is doing. Each workload runs for
# two iteration counts; the difference, divided, leaves out setting up and starting the process.
#
# Usage: Benchmarks/instructions.sh [workload index …]   (needs valgrind; builds Comparison in release)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --package-path Benchmarks -c release --product Comparison >/dev/null
export SWIFT_DETERMINISTIC_HASHING=1  # the same hash seed every run, so that sets and dictionaries count the same
binary="$(swift build --package-path Benchmarks -c release --show-bin-path)/Comparison"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

count() { # $1 workload, $2 iterations: the instructions of the whole run
    # No standard input: the loop below reads the list of workloads from it, which valgrind would swallow.
    PROFILE=$1 COUNT=$2 valgrind --tool=callgrind --callgrind-out-file="$out/run" "$binary" 2>&1 </dev/null |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

echo "| workload | instructions | per |"
echo "|---|---:|---|"
LIST=1 "$binary" | while IFS=$'\t' read -r index operations unit name; do
    if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$index"; then continue; fi
    # Enough iterations to dwarf the noise of a run, few enough for valgrind's pace.
    if [ "$operations" -gt 1 ]; then small=2; else small=2000; fi
    first=$(count "$index" "$small")
    second=$(count "$index" $((2 * small)))
    echo "| $name | $(( (second - first) / (small * operations) )) | $unit |"
done
