#!/usr/bin/env python3
"""Two server processes of the web front end over one PostgreSQL database, as behind a load balancer: one
browser session's requests go to either, and each server sees what the other did.

    two-servers.py WEB_BINARY postgres://user@host:port/database

Checks, over HTTP with one cookie jar (one browser, its session and version cookies): a first visit through one
server and its first change through the other are one session, whose cart each server shows; changes made in turn through both, each from the page its server last showed (out of date after
the other's change), are all kept; one form posted 40 times at once through both adds once; 40 forms of 40 pages
posted at once through both are each kept or answered 503 as not done; and both servers stop cleanly. Exits 1 if a check fails."""
import concurrent.futures
import html
import http.cookiejar
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

WEB, DATABASE = sys.argv[1], sys.argv[2]
# The servers share the secret that signs session ids, as servers behind one address do: a session that saved
# nothing yet goes on through either.
SECRET = os.urandom(24).hex()
PRODUCT = "/@shop/shop/catalog/shop/product;productID=3"
failed = 0


def check(description, condition, detail=""):
    global failed
    print(("PASS " if condition else "FAIL ") + description + ("" if condition else f": {detail}"), flush=True)
    if not condition:
        failed += 1


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server():
    port = free_port()
    server = subprocess.Popen([WEB, "--port", str(port), "--database", DATABASE],
                              env={**os.environ, "WEB_SECRET": SECRET})
    for _ in range(300):
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1) as response:
                if response.status == 200:
                    return server, f"http://127.0.0.1:{port}"
        except (OSError, urllib.error.URLError):
            if server.poll() is not None:
                raise SystemExit(f"a server exited with {server.returncode}")
            time.sleep(0.1)
    raise SystemExit("a server did not start")


class Page:
    """The last page a server showed this browser, with its forms' hidden fields."""

    def __init__(self, text):
        self.text = text
        self.fields = {name: html.unescape(value) for name, value in
                       re.findall(r'type="hidden" name="([a-z]+)" value="([^"]*)"', text)}

    def cart(self):
        match = re.search(r"In your cart: (\d+)\.", self.text)
        return int(match.group(1)) if match else None


jar = http.cookiejar.CookieJar()
browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))


def session_cookie():
    return next((cookie.value for cookie in jar if cookie.name == "session"), None)


def open_page(base, path):
    with browser.open(base + path, timeout=30) as response:
        return Page(response.read().decode())


def add(base, page, submission=None):
    """Posts the page's "Add to cart" form to `base` — as a form of another page, `submission`, when given;
    returns the page it leads to, or the HTTP status of a refusal."""
    form = dict(page.fields, action="add", quantity="1")
    if submission is not None:
        form["submission"] = submission
    try:
        with browser.open(base + "/act", urllib.parse.urlencode(form).encode(), timeout=30) as response:
            return Page(response.read().decode())
    except urllib.error.HTTPError as error:
        return error.code


(one, first), (two, second) = start_server(), start_server()
try:
    # A first visit writes nothing; its first change, through the other server, goes on in the same session.
    page = open_page(first, PRODUCT)
    session = session_cookie()
    page = add(second, page)
    check("a first visit through one server, its first change through the other",
          isinstance(page, Page) and page.cart() == 1, page)
    check("the other server took the session up under its id", session_cookie() == session, list(jar))
    other = open_page(first, PRODUCT)
    check("the first server shows the change, in the same session", other.cart() == 1, other.text[-400:])
    check("the first server kept the browser's session cookie", session_cookie() == session, list(jar))

    # In turn, each from the page its own server last showed: out of date after the other's change.
    pages = {first: other, second: page}
    for _ in range(10):
        for base in (first, second):
            result = add(base, pages[base])
            pages[base] = result if isinstance(result, Page) else pages[base]
    final = open_page(first, PRODUCT)
    check("changes made in turn through both servers are all kept", final.cart() == 21, final.cart())
    check("and both show the same", open_page(second, PRODUCT).cart() == 21)

    # One form posted 40 times at once through both, as by a double click many times over: it adds once.
    start = open_page(first, PRODUCT)
    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda index: add((first, second)[index % 2], start), range(40)))
    refused = [result for result in results if not isinstance(result, Page)]
    check("one form posted 40 times through both: each answered, or 503", all(code == 503 for code in refused),
          refused)
    check("one form posted 40 times through both adds once", open_page(second, PRODUCT).cart() == 22)

    # 40 forms at once, each of a page of its own: each change is kept, or refused as not done.
    start = open_page(first, PRODUCT)
    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda index: add((first, second)[index % 2], start, str(index)), range(40)))
    done = sum(isinstance(result, Page) for result in results)
    refused = [result for result in results if not isinstance(result, Page)]
    check("40 changes at once through both: each done or answered 503", all(code == 503 for code in refused), refused)
    after = open_page(second, PRODUCT).cart()
    check(f"every change done is kept ({done} done, {len(refused)} refused)", after == 22 + done, after)
finally:
    for server in (one, two):
        server.send_signal(signal.SIGTERM)
    codes = [server.wait(timeout=30) for server in (one, two)]
check("both servers stop cleanly", codes == [0, 0], codes)
sys.exit(1 if failed else 0)
