#!/usr/bin/env python3
"""The web front end in a real browser: Debian's headless Chromium, driven by Selenium through chromedriver.

Walks the shop to an order, presses back and forward and reloads, acts on pages reached with Back and Forward
and from two windows of one session, follows a link from a page of another site, pastes a guarded link while
signed out,
checks that two browser profiles never share a cart, and restarts the server in the middle of a session (the
first form posted after it comes from a page loaded before it) and on an order's confirmation.
Screenshots go to the artifacts folder. Prints one line per check and "N passed, M failed"; exits non-zero on
any failure.

Usage: browser-test.py WEB_BINARY ARTIFACTS_FOLDER
"""
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

WEB, ARTIFACTS = sys.argv[1], sys.argv[2]
os.makedirs(ARTIFACTS, exist_ok=True)
DATABASE = os.path.join(tempfile.mkdtemp(), "sessions.sqlite")
passed, failed = 0, 0


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


PORT = free_port()
BASE = f"http://127.0.0.1:{PORT}"


def start_server():
    server = subprocess.Popen([WEB, "--port", str(PORT), "--database", DATABASE, "--connection-timeout", "3",
                               "--max-connections", str(MAX_CONNECTIONS)])
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", PORT), timeout=0.2).close()
            return server
        except OSError:
            if server.poll() is not None:
                raise SystemExit(f"the server exited with {server.returncode}")
            time.sleep(0.1)
    raise SystemExit("the server did not start")


def start_other_site(page):
    """Serves `page` at http://localhost:PORT/ from a thread: localhost is another site than 127.0.0.1, where the
    app is, so a link on it is a link from another site. Returns the page's address."""
    import http.server
    import threading

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            body = page.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *arguments):
            pass

    site = http.server.HTTPServer(("127.0.0.1", free_port()), Handler)
    threading.Thread(target=site.serve_forever, daemon=True).start()
    return f"http://localhost:{site.server_address[1]}/"


def stop_server(server):
    server.send_signal(signal.SIGTERM)
    try:
        server.wait(timeout=15)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1000,800"]:
        options.add_argument(argument)
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def check(description, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok: {description}")
    else:
        failed += 1
        print(f"FAIL: {description} {detail}", file=sys.stderr)


def path(driver):
    return driver.current_url[len(BASE):]


def title(driver):
    return driver.find_element(By.TAG_NAME, "h1").text


def crumbs(driver):
    return driver.find_element(By.CSS_SELECTOR, "nav.crumbs").text


def replaced(page):
    """A wait condition: `page`'s root element is gone. Chromium reports an element of a document that is being
    replaced either as stale or, while the new document loads, as a node that "does not belong to the document"
    (an unknown error, which Selenium's own `staleness_of` lets through)."""
    def condition(_):
        try:
            page.is_enabled()
            return False
        except StaleElementReferenceException:
            return True
        except WebDriverException as error:
            if "does not belong to the document" in str(error):
                return True
            raise
    return condition


def click_and_wait(driver, element):
    """Clicks a link or a form's button and waits until the next page has replaced this one."""
    page = driver.find_element(By.TAG_NAME, "html")
    element.click()
    WebDriverWait(driver, 10).until(replaced(page))


def press(driver, label, value=None):
    if value is None:
        xpath = f"//button[normalize-space()='{label}']"
    else:
        xpath = f"//form[input[@name='value' and @value='{value}']]//button[normalize-space()='{label}']"
    click_and_wait(driver, driver.find_element(By.XPATH, xpath))


def buttons(driver):
    """The labels of the page's buttons, in order."""
    return [button.text.strip() for button in driver.find_elements(By.CSS_SELECTOR, "main button")]


def fill(driver, name, text):
    field = driver.find_element(By.NAME, name)
    field.clear()
    field.send_keys(text)


def expect_page(driver, description, expected_title, expected_path=None, expected_crumbs=None):
    check(f"{description}: the page is {expected_title}", title(driver) == expected_title, f"(was {title(driver)})")
    if expected_path is not None:
        check(f"{description}: the address is {expected_path}", path(driver) == expected_path, f"(was {path(driver)})")
    if expected_crumbs is not None:
        check(f"{description}: the stack is {expected_crumbs}", crumbs(driver) == expected_crumbs,
              f"(was {crumbs(driver)!r})")


CATALOG = "/@shop/shop/catalog"
PRODUCT = CATALOG + "/shop/product;productID=3"
CART = PRODUCT + "/+/shop/cart"
CHECKOUT = CART + "/shop/checkout"

MAX_CONNECTIONS = 24


def closed_within(seconds, sent=b""):
    """Opens a connection, sends `sent` and then nothing; says whether the server closed it within `seconds`."""
    connection = socket.create_connection(("127.0.0.1", PORT), timeout=seconds)
    try:
        if sent:
            connection.sendall(sent)
        return connection.recv(1) == b""
    except socket.timeout:
        return False
    except ConnectionResetError:
        return True
    finally:
        connection.close()


server = start_server()
ada = bob = None
try:
    # A connection that sends nothing, or never finishes its request, is closed (here after 3 s): idle and slow
    # connections do not hold the server's files for ever.
    check("an idle connection is closed", closed_within(8))
    check("a connection that never finishes its request is closed", closed_within(8, b"GET / HTTP/1.1\r\nHost: x\r\n"))
    # As many idle connections as the server serves at once: one more is closed at once; once they close, a page
    # is served again.
    held = [socket.create_connection(("127.0.0.1", PORT)) for _ in range(MAX_CONNECTIONS)]
    time.sleep(0.3)
    check("a connection past the limit is closed at once", closed_within(1))
    for connection in held:
        connection.close()
    time.sleep(0.3)
    probe = socket.create_connection(("127.0.0.1", PORT), timeout=5)
    probe.sendall(b"HEAD / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    check("under the limit again, a request is answered", probe.recv(12).startswith(b"HTTP/1.1 200"))
    probe.close()
    ada = browser()
    ada.get(BASE + "/")
    expect_page(ada, "a first visit", "Start", "/@start/startScreen", "Start")
    click_and_wait(ada, ada.find_element(By.PARTIAL_LINK_TEXT, "Shop: catalog"))
    expect_page(ada, "the start screen's shop", "Catalog", CATALOG, "Catalog")
    check("the tab bar marks the shop", ada.find_element(By.CSS_SELECTOR, "nav.tabs a.selected").text == "Shop")
    ada.save_screenshot(os.path.join(ARTIFACTS, "1-catalog.png"))
    press(ada, "View", "3")
    expect_page(ada, "a product", "Product 3", PRODUCT, "Catalog › Product 3")
    press(ada, "Add to cart")
    check("the product is in the cart", "In your cart: 1." in ada.page_source)
    press(ada, "Cart")
    expect_page(ada, "the cart", "Cart", CART, "Catalog › Product 3 Cart")
    check("the cart is a dialog over the product", ada.find_element(By.CSS_SELECTOR, "main.sheet").is_displayed()
          and ada.find_element(By.CSS_SELECTOR, ".beneath-title").text == "Product 3")
    # The site's style sheet loaded under the pages' policy (no inline style): the dialog sits over a backdrop.
    check("the cart's dialog is styled by the site's style sheet",
          ada.execute_script("return getComputedStyle(document.querySelector('.backdrop')).position") == "fixed")
    ada.save_screenshot(os.path.join(ARTIFACTS, "2-cart.png"))

    # The browser's own navigation: back, forward, reload.
    ada.back()
    expect_page(ada, "back", "Product 3", PRODUCT, "Catalog › Product 3")
    ada.back()
    expect_page(ada, "back again", "Product 3", PRODUCT)
    ada.forward()
    expect_page(ada, "forward", "Product 3", PRODUCT)
    ada.forward()
    expect_page(ada, "forward again", "Cart", CART, "Catalog › Product 3 Cart")
    ada.refresh()
    expect_page(ada, "reload", "Cart", CART, "Catalog › Product 3 Cart")
    check("reload keeps the cart", "Teapot" in ada.page_source)

    # A form of a page reached with Back does what that page says: the product's "Add to cart" adds, and is not
    # refused as out of date.
    ada.back()
    expect_page(ada, "back to the product", "Product 3", PRODUCT)
    press(ada, "Add to cart")
    expect_page(ada, "adding after back", "Product 3", PRODUCT, "Catalog › Product 3")
    check("adding after back adds", "In your cart: 2." in ada.page_source and "out of date" not in ada.page_source,
          "(the page says " + ada.find_element(By.TAG_NAME, "main").text.replace("\n", " ")[:120] + ")")
    press(ada, "Cart")
    expect_page(ada, "the cart after adding", "Cart", CART)

    # Two windows of one session: each window's forms act on its own page.
    first = ada.current_window_handle
    ada.switch_to.new_window("tab")
    second = ada.current_window_handle
    ada.get(BASE + CATALOG)
    press(ada, "View", "2")
    expect_page(ada, "the second window", "Product 2", CATALOG + "/shop/product;productID=2")
    ada.switch_to.window(first)
    fill(ada, "quantity", "3")
    press(ada, "Set", "3")
    expect_page(ada, "setting a quantity in the first window", "Cart", CART, "Catalog › Product 3 Cart")
    check("the first window's form set the teapots to 3", 'value="3"' in ada.page_source
          and "out of date" not in ada.page_source)
    # The second window adds coffee; Back in the first window shows the cart page before the quantity was set,
    # brought up to date (from the browser's cache it would lack the coffee), and so does Forward.
    ada.switch_to.window(second)
    press(ada, "Add to cart")
    ada.close()
    ada.switch_to.window(first)
    ada.back()
    expect_page(ada, "back after the other window added", "Cart", CART)
    check("a page shown again by Back is up to date", "Coffee beans" in ada.page_source and 'value="3"' in ada.page_source)
    ada.forward()
    expect_page(ada, "forward to the cart", "Cart", CART)
    check("a page shown again by Forward is up to date", "Coffee beans" in ada.page_source)
    press(ada, "Remove", "2")
    expect_page(ada, "the cart without the coffee", "Cart", CART)
    check("removing from a page reached with Forward removes", "Coffee beans" not in ada.page_source)

    # A link on a page of another site: the browser sends the session along (SameSite=Lax), so Ada keeps her cart.
    ada.get(start_other_site(f'<!doctype html><title>Elsewhere</title><a id="shop" href="{BASE}{CATALOG}">Shop</a>'))
    click_and_wait(ada, ada.find_element(By.ID, "shop"))
    expect_page(ada, "a link from another site", "Catalog", CATALOG)
    check("a link from another site keeps the session and its cart", "Cart: 3 items." in ada.page_source,
          "(the page says " + (ada.page_source.split("Cart: ")[1][:12] if "Cart: " in ada.page_source else "nothing") + ")")

    # A form another site's page posts by itself: refused, and Ada keeps her cookie, her session and her cart.
    cookie = ada.get_cookie("session")["value"]
    ada.get(start_other_site(
        f'<!doctype html><title>Elsewhere</title><form method="post" action="{BASE}/act">'
        '<input name="action" value="remove"><input name="value" value="3"></form>'
        '<script>document.forms[0].submit()</script>'))
    WebDriverWait(ada, 10).until(lambda driver: "from another site" in driver.page_source)
    check("a form another site posts is refused", "A form from another site was refused" in ada.page_source)
    check("a form another site posts leaves the cookie", ada.get_cookie("session")["value"] == cookie)
    ada.get(BASE + CART)
    expect_page(ada, "the cart again", "Cart", CART, "Catalog › Product 3 Cart")
    check("a form another site posts leaves the cart", "Teapot" in ada.page_source)

    # Bob, in a profile of his own, never sees Ada's cart.
    bob = browser()
    bob.get(BASE + CATALOG)
    expect_page(bob, "another browser", "Catalog", CATALOG)
    check("another browser's cart is empty", "Cart: 0 items." in bob.page_source)
    press(bob, "View", "2")
    press(bob, "Add to cart")
    press(bob, "Add to cart")
    ada.refresh()
    check("Ada's cart is still hers alone", "Teapot" in ada.page_source and "Coffee beans" not in ada.page_source)

    # A sheet's way out: the cart, the flow's first screen, is closed, not gone back from; then back, in the stack.
    press(bob, "Cart")
    expect_page(bob, "Bob's cart", "Cart")
    check("the cart's sheet offers Close and no Back", "Close" in buttons(bob) and "Back" not in buttons(bob),
          f"(buttons: {buttons(bob)})")
    press(bob, "Close")
    expect_page(bob, "the cart closed", "Product 2", CATALOG + "/shop/product;productID=2")
    press(bob, "Back")
    expect_page(bob, "back from the product", "Catalog", CATALOG)

    # A guarded link pasted while signed out: sign-in first, then the link's page.
    bob.get(BASE + "/@shop/shop/catalog/shop/product;productID=2/+/shop/cart/shop/checkout")
    expect_page(bob, "a pasted checkout link, signed out", "Sign in")
    check("the sign-in sheet's one way out is its Cancel", buttons(bob) == ["Sign in", "Cancel"],
          f"(buttons: {buttons(bob)})")
    fill(bob, "email", "ada@example.com")
    fill(bob, "password", "lovelace")
    press(bob, "Sign in")
    expect_page(bob, "after signing in", "Checkout",
                "/@shop/shop/catalog/shop/product;productID=2/+/shop/cart/shop/checkout")
    check("the checkout shows Bob's cart", "Coffee beans" in bob.page_source and "Teapot" not in bob.page_source)

    # The server restarts in the middle of Ada's session: she carries on where she was, and the first form she
    # posts from the page loaded before the restart does what it says.
    stop_server(server)
    server = start_server()
    press(ada, "Check out")
    expect_page(ada, "checkout while signed out", "Sign in", CART)
    fill(ada, "email", "ada@example.com")
    fill(ada, "password", "lovelace")
    press(ada, "Sign in")
    expect_page(ada, "signed in", "Checkout", CHECKOUT)
    check("after a restart the cart is kept", "Teapot" in ada.page_source)
    press(ada, "Place the order")
    expect_page(ada, "the order", "Order 1")
    check("the order thanks Ada", "Order 1 is placed. Thank you, Ada!" in ada.page_source)
    ada.save_screenshot(os.path.join(ARTIFACTS, "3-order.png"))
    # Another restart, on the order's confirmation: reloading it shows the same order, not the checkout.
    stop_server(server)
    server = start_server()
    ada.refresh()
    expect_page(ada, "the order after a restart", "Order 1", CHECKOUT)
    check("after a restart the order is kept",
          "Order 1 is placed. Thank you, Ada!" in ada.page_source and "Teapot" in ada.page_source)
    press(ada, "Done")
    expect_page(ada, "done", "Catalog", CATALOG, "Catalog")
    ada.back()
    check("back after the order shows a page of the app", title(ada) in {"Order 1", "Catalog", "Checkout"},
          f"(was {title(ada)})")
except WebDriverException as error:
    check("the browser ran the walk", False, str(error).splitlines()[0])
finally:
    for driver in (ada, bob):
        if driver is not None:
            driver.quit()
    stop_server(server)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
