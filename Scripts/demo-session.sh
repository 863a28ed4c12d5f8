#!/usr/bin/env bash
# Runs the demo as a user would, with piped input, and checks what it prints and how it exits.
# Usage: Scripts/demo-session.sh   (builds the demo first if needed)
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product demo >/dev/null
demo="$(swift build --show-bin-path)/demo"
failures=0
# Sessions are saved on exit: keep them in a folder of this run's own.
XDG_STATE_HOME=$(mktemp -d)
export XDG_STATE_HOME
trap 'rm -rf "$XDG_STATE_HOME"' EXIT
check() { # $1: description, $2: haystack, $3: fixed string that must be in it
    if grep -qF -- "$3" <<<"$2"; then echo "ok: $1"; else echo "FAIL: $1 (missing: $3)" >&2; failures=1; fi
}

# The seed's flow: input screen, confirmation showing the text, input screen again; exit 0 at end of input.
output=$(printf 'hello\nback\n' | "$demo" --fresh)
titles=$(grep '^== ' <<<"$output" | tr '\n' '|')
if [ "$titles" = "== Text input ==|== Confirmation ==|== Text input ==|" ]; then
    echo "ok: input → confirmation → input"
else
    echo "FAIL: screens were: $titles" >&2
    failures=1
fi
check "the confirmation screen shows the text" "$output" 'You confirmed: "hello"'
check "the breadcrumb shows the stack" "$output" "Stack: Text input › Confirmation"

# Bad input gets one line each and the app goes on to the next line.
output=$(printf '\nback\n\\back\ndance\nback\nquit\nhello\n' | "$demo" --fresh)
check "an empty text is explained" "$output" "! Type some text before confirming."
check "back on the root is explained" "$output" "! Cannot go back: this is the first screen."
check "a backslash confirms a command word" "$output" 'You confirmed: "back"'
check "an unknown command is explained" "$output" '! Unknown command "dance" here'
check "quit ends the session" "$output" "Bye."
if grep -qF 'You confirmed: "hello"' <<<"$output"; then
    echo "FAIL: input after quit was read" >&2
    failures=1
fi

# A modal flow that returns a result, a guarded screen, and back/close/home.
output=$(printf 'hello\nrate\n4\nhome\nhistory\n0\nclose\nhistory\n1234\nhome\n' | "$demo" --fresh)
check "the rating opens as a modal flow" "$output" "Stack: Text input › Confirmation [Rating]"
check "the rating comes back to the confirmation screen" "$output" "Rating: 4/5"
check "the history asks for the PIN first" "$output" "Stack: Text input [Unlock]"
check "a wrong PIN is explained" "$output" "! Wrong PIN."
check "after unlocking, the history opens" "$output" "Stack: Text input › History"

# Deep links: at start and while running; a bad one is explained and the app starts at the first screen.
output=$(printf 'quit\n' | "$demo" --fresh --open 'demo://confirm?text=hello%20there')
check "--open starts at the link's screen" "$output" 'You confirmed: "hello there"'
check "--open puts the expected screens beneath" "$output" "Stack: Text input › Confirmation"
output=$(printf 'quit\n' | "$demo" --fresh --open 'demo://nowhere' 2>&1)
check "a bad link is explained" "$output" 'error: Invalid link at character 7 ("nowhere")'
check "a bad link starts at the first screen" "$output" "Stack: Text input"
output=$(printf 'open demo://history\n1234\n' | "$demo" --fresh)
check "open goes through the PIN guard" "$output" "Stack: Text input [Unlock]"
check "open reaches the locked screen after unlocking" "$output" "Stack: Text input › History"

# The session is saved on exit and restored on the next start; a file that cannot be restored is kept aside.
state="$XDG_STATE_HOME/session.json"
printf 'hello\nrate\n' | "$demo" --state "$state" >/dev/null
output=$(printf 'quit\n' | "$demo" --state "$state")
check "the saved session is restored" "$output" "Restored your last session from $state."
check "the restored session is where the user left" "$output" "Stack: Text input › Confirmation [Rating]"
check "the default state file is used without --state" "$(ls "$XDG_STATE_HOME/navigation-demo")" "state.json"
printf 'garbage' >"$state"
output=$(printf 'quit\n' | "$demo" --state "$state" 2>&1)
check "a state that cannot be restored is explained" "$output" "error: Cannot restore the saved navigation: it is not readable JSON"
check "a state that cannot be restored starts at the first screen" "$output" "Stack: Text input"
check "a state that cannot be restored is kept aside" "$(cat "$state.unreadable")" "garbage"
output=$(printf 'quit\n' | "$demo" --state "$state" --fresh)
if grep -qF "Restored" <<<"$output"; then echo "FAIL: --fresh restored the session" >&2; failures=1; else echo "ok: --fresh ignores the saved session"; fi

help=$("$demo" --help)
check "--help explains the usage" "$help" "USAGE: demo"
if "$demo" --bogus >/dev/null 2>&1; then
    echo "FAIL: an unknown argument was accepted" >&2
    failures=1
else
    echo "ok: an unknown argument is refused"
fi
exit $failures
