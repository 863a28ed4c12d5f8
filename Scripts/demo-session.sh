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

# Deep links: at start and while running; a bad one is explained and the app starts at the first screen.
output=$(printf 'quit\n' | "$demo" --fresh --open 'demo://textConfirmationScreen;text=hello%20there')
check "--open starts at the link's screen" "$output" 'You confirmed: "hello there"'
check "--open puts the expected screens beneath" "$output" "Stack: Start › Text input › Confirmation"
output=$(printf 'quit\n' | "$demo" --fresh --open 'demo://shop/product;productID=3')
check "a deep link reaches a shop screen" "$output" "$(printf 'Stack: Start › Catalog › Product 3\nTeapot, $29.90')"
output=$(printf 'quit\n' | "$demo" --fresh --open 'demo://shop/product;productID=99' 2>&1)
check "a link to an unknown product is explained" "$output" "error: Cannot open shop/product;productID=99: No product has the id 99."
output=$(printf 'quit\n' | "$demo" --fresh --open 'demo://nowhere' 2>&1)
check "a bad link is explained" "$output" 'error: Invalid link at character 7 ("nowhere")'
check "a bad link starts at the first screen" "$output" "Stack: Start"
output=$(printf 'open demo://historyScreen\n1234\n' | "$demo" --fresh)
check "open goes through the PIN guard, over the screens before the locked one" "$output" "Stack: Start › Text input [Unlock]"
check "open reaches the locked screen after unlocking" "$output" "Stack: Start › Text input › History"

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

help=$("$demo" --help)
check "--help explains the usage" "$help" "USAGE: demo"
if "$demo" --bogus >/dev/null 2>&1; then
    echo "FAIL: an unknown argument was accepted" >&2
    failures=1
else
    echo "ok: an unknown argument is refused"
fi
exit $failures
