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
check() { # $1: description, $2: haystack, $3: fixed string that must be in it, line breaks included
    if [[ "$2" == *"$3"* ]]; then echo "ok: $1"; else echo "FAIL: $1 (missing: $3)" >&2; failures=1; fi
}

titles() { grep '^== ' <<<"$1" | tr '\n' '|'; }
expect_titles() { # $1: description, $2: output, $3: the titles in order, each followed by |
    if [ "$(titles "$2")" = "$3" ]; then echo "ok: $1"; else echo "FAIL: $1: screens were $(titles "$2")" >&2; failures=1; fi
}

# The seed's flow: input screen, confirmation showing the text, input screen again; exit 0 at end of input.
output=$(printf 'text\nhello\nback\n' | "$demo" --fresh)
expect_titles "start → input → confirmation → input" "$output" \
    "== Start ==|== Text input ==|== Confirmation ==|== Text input ==|"
check "the confirmation screen shows the text" "$output" 'You confirmed: "hello"'
check "the breadcrumb shows the stack" "$output" "Stack: Start › Text input › Confirmation"

# Bad input gets one line each and the app goes on to the next line.
output=$(printf 'cooking\nback\ntext\n\n\\back\ndance\nback\nback\nback\nquit\nhello\n' | "$demo" --fresh)
check "an unknown choice on the start screen is explained" "$output" '! Unknown command "cooking" here'
check "back on the first screen is explained" "$output" "! Cannot go back: this is the first screen."
check "an empty text is explained" "$output" "! Type some text before confirming."
check "a backslash confirms a command word" "$output" 'You confirmed: "back"'
check "an unknown command is explained" "$output" '! Unknown command "dance" here'
check "quit ends the session" "$output" "Bye."
if grep -qF 'You confirmed: "hello"' <<<"$output"; then
    echo "FAIL: input after quit was read" >&2
    failures=1
fi

# A modal flow that returns a result, a guarded screen, and back/close/home.
output=$(printf 'text\nhello\nrate\n4\nback\nhistory\n0\nclose\nhistory\n1234\nhome\n' | "$demo" --fresh)
check "the rating opens as a modal flow" "$output" "Stack: Start › Text input › Confirmation [Rating]"
check "the rating comes back to the confirmation screen" "$output" "Rating: 4/5"
check "the history asks for the PIN first" "$output" "Stack: Start › Text input [Unlock]"
check "a wrong PIN is explained" "$output" "! Wrong PIN."
check "after unlocking, the history opens" "$output" "Stack: Start › Text input › History"

# The whole shop: browse, add, the cart as a modal flow, checkout as an anonymous user through sign-in,
# the order's confirmation, and done back to the catalog.
output=$(printf 'shop\n3\nadd 2\ncart\ncheckout\nada@example.com wrong\nada@example.com lovelace\nplace\ndone\n' |
    "$demo" --fresh)
expect_titles "catalog → product → cart → sign-in → checkout → order → catalog" "$output" \
    "== Start ==|== Catalog ==|== Product 3 ==|== Product 3 ==|== Cart ==|== Sign in ==|== Checkout ==|== Order 1 ==|== Catalog ==|"
check "the product was added" "$output" "In your cart: 2."
check "the cart opens as a modal flow" "$output" "Stack: Start › Catalog › Product 3 [Cart]"
check "the cart shows its lines and total" "$output" "Total: \$59.80"
check "checkout asks an anonymous user to sign in" "$output" "Stack: Start › Catalog › Product 3 [Cart] [Sign in]"
check "a wrong password is explained" "$output" "! Wrong email or password."
check "signing in continues to checkout" "$output" "Stack: Start › Catalog › Product 3 [Cart › Checkout]"
check "the checkout names the user" "$output" "Ordering as Ada (ada@example.com)."
check "the order is confirmed" "$output" "Order 1 is placed. Thank you, Ada!"
check "done returns to the catalog with the stack reset" "$output" "$(printf 'Stack: Start › Catalog\n  1  Green tea')"
check "the cart is empty after the order" "$output" "Cart: 0 items. Signed in as Ada."
output=$(printf 'shop\n1\nadd\ncart\ncheckout\ncancel\n' | "$demo" --fresh)
check "cancelling sign-in returns to the cart" "$output" "$(printf '> cancel\n\n== Cart ==')"
output=$(printf 'shop\ncart\ncheckout\n42\n' | "$demo" --fresh)
check "an empty cart does not check out" "$output" "! Your cart is empty: add a product first."

# The Clean Swift scenes: home passes its message to detail; the profile shows the formatted phone number.
output=$(printf 'vip\nhello there\nback\nprofile\n' | "$demo" --fresh)
check "home passes its message to detail" "$output" 'Message from home: "hello there"'
check "the profile's phone number is formatted" "$output" "Phone: +7 (999) 111 22 33"

# Tabs: each part of the app has a tab with a stack of its own, kept across switches; the selected tab tapped
# again goes back to its root.
output=$(printf 'tab shop\n3\ntab text\nhello\ntab shop\ntab text\ntab text\ntab nowhere\n' | "$demo" --fresh)
check "the tab bar marks the selected tab" "$output" "$(printf '== Catalog ==\nTabs: start · text · [shop] · vip\nStack: Catalog')"
check "the shop tab keeps its stack while the text tab is used" "$output" \
    "$(printf '> tab shop\n\n== Product 3 ==\nTabs: start · text · [shop] · vip\nStack: Catalog › Product 3')"
check "the text tab keeps its stack too" "$output" \
    "$(printf '> tab text\n\n== Confirmation ==\nTabs: start · [text] · shop · vip\nStack: Text input › Confirmation')"
check "the selected tab tapped again goes back to its root" "$output" \
    "$(printf '> tab text\n\n== Text input ==\nTabs: start · [text] · shop · vip\nStack: Text input\n')"
check "an unknown tab is explained" "$output" '! No tab is named "nowhere". Tabs: start, text, shop, vip.'
tabs_state="$XDG_STATE_HOME/tabs.json"
printf 'tab text\nhello\ntab vip\nprofile\n' | "$demo" --state "$tabs_state" >/dev/null
output=$(printf 'tab text\n' | "$demo" --state "$tabs_state")
check "the next start restores the selected tab" "$output" "$(printf 'Tabs: start · text · shop · [vip]\nStack: VIP home › VIP profile')"
check "and the other tabs' stacks" "$output" "$(printf 'Tabs: start · [text] · shop · vip\nStack: Text input › Confirmation')"

# Deep links: at start and while running; a bad one is explained and the app starts at the first screen.
output=$(printf 'quit\n' | "$demo" --fresh --open 'demo://textConfirmationScreen;text=hello%20there')
check "--open starts at the link's screen" "$output" 'You confirmed: "hello there"'
check "--open puts the expected screens beneath, in the tab whose root is among them" "$output" \
    "$(printf 'Tabs: start · [text] · shop · vip\nStack: Text input › Confirmation')"
output=$(printf 'quit\n' | "$demo" --fresh --open 'demo://shop/product;productID=3')
check "a deep link reaches a shop screen, in the shop tab" "$output" \
    "$(printf 'Tabs: start · text · [shop] · vip\nStack: Catalog › Product 3\nTeapot, $29.90')"
output=$(printf 'quit\n' | "$demo" --fresh --open 'demo://shop/product;productID=99' 2>&1)
check "a link to an unknown product is explained" "$output" "error: Cannot open shop/product;productID=99: No product has the id 99."
output=$(printf 'quit\n' | "$demo" --fresh --open 'demo://nowhere' 2>&1)
check "a bad link is explained" "$output" 'error: Invalid link at character 8 ("nowhere")'
check "a bad link starts at the first screen" "$output" "Stack: Start"
# The history's link as the first version published it: it reads through ControllersList.routeHistory.
output=$(printf 'open demo://historyScreen\n1234\n' | "$demo" --fresh)
check "open goes through the PIN guard, over the screens before the locked one" "$output" "Stack: Text input [Unlock]"
check "open reaches the locked screen after unlocking" "$output" "Stack: Text input › History"

# The session is saved on exit and restored on the next start; a file that cannot be restored is kept aside.
state="$XDG_STATE_HOME/session.json"
printf 'text\nhello\nrate\n' | "$demo" --state "$state" >/dev/null
output=$(printf 'quit\n' | "$demo" --state "$state")
check "the saved session is restored" "$output" "Restored your last session from $state."
check "the restored session is where the user left" "$output" "Stack: Start › Text input › Confirmation [Rating]"
check "the default state file is used without --state" "$(ls "$XDG_STATE_HOME/navigation-demo")" "state.json"
printf 'garbage' >"$state"
output=$(printf 'quit\n' | "$demo" --state "$state" 2>&1)
check "a state that cannot be restored is explained" "$output" "error: Cannot restore the saved navigation: it is not readable JSON"
check "a state that cannot be restored starts at the first screen" "$output" "Stack: Start"
check "a state that cannot be restored is kept aside" "$(cat "$state.unreadable")" "garbage"
output=$(printf 'quit\n' | "$demo" --state "$state" --fresh)
if grep -qF "Restored" <<<"$output"; then echo "FAIL: --fresh restored the session" >&2; failures=1; else echo "ok: --fresh ignores the saved session"; fi

# A restored session behind the PIN shows everything up to the locked screen, with the PIN over it.
printf 'text\nhello\nback\nhistory\n1234\n' | "$demo" --state "$state" >/dev/null
output=$(printf 'quit\n' | "$demo" --state "$state")
check "a restored session behind the PIN keeps the screens beneath it" "$output" "Stack: Start › Text input [Unlock]"
# An order of an earlier run is dropped with a one-line note, not the session.
printf 'shop\n3\nadd\ncart\ncheckout\nada@example.com lovelace\nplace\n' | "$demo" --state "$state" --fresh >/dev/null
output=$(printf 'quit\n' | "$demo" --state "$state")
check "an order of an earlier run is dropped, and said so" "$output" \
    "Restored your last session from $state without its last screen: Cannot open shop/orderConfirmation;orderID=1"
check "the rest of the session is restored" "$output" "Stack: Start › Catalog › Product 3 [Cart]"
# --fresh leaves the saved session alone unless the user navigates.
before=$(cat "$state")
printf 'quit\n' | "$demo" --state "$state" --fresh >/dev/null
if [ "$(cat "$state")" = "$before" ]; then echo "ok: --fresh without navigating keeps the saved session"; else
    echo "FAIL: --fresh overwrote the saved session" >&2
    failures=1
fi

# Ctrl-C and termination requests: every change is already saved, a save that failed is finished, and the demo
# leaves with the signal's status.
interrupted() { # $1: signal, $2: the folder of the state file; types into the demo, then sends the signal
    local folder=$2 pid status
    mkfifo "$folder/input"
    "$demo" --state "$folder/state/s.json" <"$folder/input" >"$folder/output" 2>&1 &
    pid=$!
    exec 3>"$folder/input"
    printf 'text\nhello\n' >&3
    wait_for 'textConfirmationScreen;text=hello' "$folder/state/s.json"
    # The state's folder becomes a plain file: the next change cannot be saved, and says so.
    mv "$folder/state" "$folder/away" && touch "$folder/state"
    printf 'rate\n' >&3
    wait_for '! Could not save your session' "$folder/output"
    rm "$folder/state" && mv "$folder/away" "$folder/state"
    kill -s "$1" "$pid"
    status=0
    wait "$pid" || status=$?
    exec 3>&-
    echo "$status"
}
wait_for() { # $1: fixed string, $2: file; waits up to 20 s for the string to be in the file
    for _ in $(seq 200); do grep -qF -- "$1" "$2" 2>/dev/null && return 0; sleep 0.1; done
    echo "FAIL: timed out waiting for '$1' in $2" >&2
    failures=1
}
for signal in INT TERM; do
    folder=$(mktemp -d)
    status=$(interrupted "$signal" "$folder")
    expected=$((128 + $(kill -l "$signal")))
    if [ "$status" = "$expected" ]; then echo "ok: SIG$signal leaves with status $expected"; else
        echo "FAIL: SIG$signal left with status $status, not $expected" >&2
        failures=1
    fi
    check "SIG$signal finishes the save that failed" "$(cat "$folder/state/s.json")" '"ratingScreen;text=hello"'
    rm -rf "$folder"
done

# A session that cannot be saved is reported, and the exit status says so.
folder=$(mktemp -d)
touch "$folder/blocker"
status=0
output=$(printf 'text\n' | "$demo" --state "$folder/blocker/s.json" 2>&1) || status=$?
check "a failed save is reported when it happens" "$output" "! Could not save your session to $folder/blocker/s.json"
if [ "$status" = 74 ]; then echo "ok: an unsaved session exits with status 74"; else
    echo "FAIL: an unsaved session exited with status $status" >&2
    failures=1
fi
rm -rf "$folder"

help=$("$demo" --help)
check "--help explains the usage" "$help" "USAGE: demo"
if "$demo" --bogus >/dev/null 2>&1; then
    echo "FAIL: an unknown argument was accepted" >&2
    failures=1
else
    echo "ok: an unknown argument is refused"
fi
exit $failures
