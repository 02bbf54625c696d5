"""The live view in a real browser: `bind serve` on a pseudo-terminal, its page in headless
Chromium (Debian's package, driven by Playwright). Usage:
    python3 live_view_test.py PATH/TO/bind [SCREENSHOT.png]"""

import os
import re
import sys
import tempfile
import time
import urllib.error
import urllib.request

from playwright.sync_api import sync_playwright

from pty_session import PtySession

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SECOND = 1000  # what the issue allows from a statement to the page, in milliseconds


def status_of(url):
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def launch(playwright):
    return playwright.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"])


class Shell:
    """`bind serve` on a pty: type statements, wait for what they print."""

    def __init__(self, binary, home):
        self.session = PtySession([binary, "serve"], env={"HOME": home})
        first = self.session.wait_for(r"^(.*)\n")
        match = re.fullmatch(r"view: (http://127\.0\.0\.1:(\d+)/([0-9a-f]{32})/)", first.group(1))
        assert match, f"the first line is not the view's address: {first.group(1)!r}"
        self.url, self.port, self.token = match.group(1), match.group(2), match.group(3)
        self.session.wait_for(r"bind> ")

    def run(self, statement, expected=r"bind> "):
        """Types a statement; returns when the shell has printed `expected` and a new prompt."""
        mark = len(self.session.text)
        self.session.type(statement + "\r")
        self.session.wait_for(expected, start=mark)
        self.session.wait_for(r"bind> $", start=mark)
        return self.session.text[mark:]


def wait_page(page, condition, what, started, limit=SECOND):
    """Waits at most `limit` ms from `started` for a JavaScript condition; returns the time
    taken. Polls with evaluate: the page's content security policy forbids the eval that
    Playwright's wait_for_function needs."""
    while not page.evaluate(condition):
        elapsed = (time.monotonic() - started) * 1000
        if elapsed > limit:
            raise AssertionError(
                f"the page did not show {what} within {limit} ms:\n"
                + page.inner_text("body")[:2000])
        time.sleep(0.01)
    return (time.monotonic() - started) * 1000


NODE = "document.querySelector('#graph .node[data-node=\"{0}\"]') !== null"
HIGHLIGHTED = "document.querySelector('#graph .node.highlight[data-node=\"{0}\"]') !== null"
MARBLES = "document.querySelectorAll('#marbles .lane[data-lane=\"{0}\"] .marble').length"


def main():
    binary = os.path.abspath(sys.argv[1])
    screenshot = sys.argv[2] if len(sys.argv) > 2 else None
    with tempfile.TemporaryDirectory() as home, sync_playwright() as playwright:
        shell = Shell(binary, home)
        first_browser = launch(playwright)
        second_browser = None
        try:
            page = first_browser.new_page(viewport={"width": 1600, "height": 1000})
            page.goto(shell.url)
            wait_page(page, "document.getElementById('status').textContent === 'live'",
                      "that it is live", time.monotonic(), limit=10000)

            started = time.monotonic()
            shell.run('mutable name = "ada"')
            shell.run('let greeting = name.map { "Hello, \\($0)!" }', r"greeting")
            took = wait_page(page, NODE.format("greeting"), "the new node greeting", started)
            print(f"PASS live view: new nodes shown ({took:.0f} ms after typing)")

            before = page.evaluate(MARBLES.format("greeting"))
            started = time.monotonic()
            shell.run("advance 200ms")
            shell.run('name = "grace"', r"└─ greeting = \"Hello, grace!\"")
            answered = time.monotonic()
            took = wait_page(
                page, HIGHLIGHTED.format("greeting") + " && " + HIGHLIGHTED.format("name"),
                "name and greeting highlighted", started)
            wait_page(page, f"{MARBLES.format('greeting')} > {before}", "a new marble", started)
            marble_time = page.evaluate(
                "Array.from(document.querySelectorAll('#marbles .lane[data-lane=\"greeting\"]"
                " .marble')).pop().getAttribute('data-time')")
            assert marble_time == "200", f"the new marble is at {marble_time}, not 200 ms"
            order = page.evaluate(
                "['name', 'greeting'].map(n => getComputedStyle(document.querySelector("
                "'#graph .node[data-node=\"' + n + '\"]')).getPropertyValue('--delay').trim())")
            delays = [float(delay.rstrip("s")) for delay in order]
            assert delays[0] < delays[1], f"the highlight does not follow the propagation: {order}"
            after_answer = max(0, took - (answered - started) * 1000)
            print(f"PASS live view: change highlighted in order {order}, marble at 200 ms "
                  f"({took:.0f} ms after typing, {after_answer:.0f} ms after the shell answered)")

            started = time.monotonic()
            shell.run("view card {\r  label title\r}")
            shell.run("greeting => card.title.text", r"card\.title\.text")
            wait_page(page, "document.getElementById('views').textContent.includes("
                      "'\"Hello, grace!\"')", "the view's mock-up", started)
            print("PASS live view: views drawn as :show draws them")

            timeline(shell, page)
            a_long_statement_is_shown_whole(shell, page)

            if screenshot:
                page.wait_for_timeout(1500)
                page.screenshot(path=screenshot, full_page=True)
                print(f"screenshot: {screenshot}")

            base = f"http://127.0.0.1:{shell.port}"
            assert status_of(shell.url) == 200
            for path in ["/", "/" + "0" * 32 + "/", f"/{shell.token}", f"/{shell.token}/x"]:
                assert status_of(base + path) == 404, path
            print("PASS live view: only the token's page is served; other paths get 404")

            second_browser = launch(playwright)
            other = second_browser.new_page()
            other.goto(shell.url)
            wait_page(other, NODE.format("greeting"), "the session in a second browser",
                      time.monotonic())
            other.evaluate(
                "new Promise(done => { const s = new WebSocket(location.href.replace(/^http/, 'ws')"
                " + 'socket'); s.onopen = () => { s.send('name = \"mallory\"'); done(); }; })")
            first_browser.close()
            first_browser = None
            answer = shell.run('name = "linus"', r"└─ greeting = \"Hello, linus!\"")
            assert "mallory" not in shell.session.text, "a page ran a statement"
            wait_page(other, "document.getElementById('statement').textContent === "
                      "'name = \"linus\"'", "the statement after the first browser closed",
                      time.monotonic() - 0.0)
            assert "greeting" in answer
            print("PASS live view: a second browser follows, a closed one changes nothing, "
                  "a page cannot run statements")

            shell.session.type(":quit\r")
            assert shell.session.exit_status() == 0
            wait_page(other, "document.getElementById('status').textContent === 'session ended'",
                      "that the session ended", time.monotonic(), limit=5000)
            assert status_of_closed(shell.url), "the server still answers after :quit"
            print("PASS live view: the server stops with the session")
            serve_from_inside_the_shell(binary, home, playwright)
            lanes_beside_their_cell(binary, home, playwright)
            a_long_session(binary, home, playwright)
        finally:
            for browser in (first_browser, second_browser):
                if browser:
                    browser.close()
            shell.session.close()


VALUE = ("(document.querySelector('#graph .node[data-node=\"{0}\"] .value') || {{}}).textContent")


# After a timeline step: the changed nodes, in the order the page marked them, each with its
# glow animation and its delay, and whether the graph was drawn afresh (so the animation runs
# again from its start).
REPLAY = """(() => {
  const nodes = Array.from(document.querySelectorAll('#graph .node.highlight')).map(node => ({
    name: node.getAttribute('data-node'),
    delay: parseFloat(getComputedStyle(node).getPropertyValue('--delay')),
    animation: getComputedStyle(node.querySelector('.shape')).animationName,
  }));
  nodes.sort((a, b) => a.delay - b.delay);
  const greeting = document.querySelector('#graph .node[data-node="greeting"]');
  return { nodes: nodes, fresh: greeting !== null && greeting !== window.liveGreeting };
})()"""


def timeline(shell, page):
    """The timeline steps back through the states the page received, drawing each as it was,
    and a new statement brings the page back to live; it sends nothing."""
    shell.run('name = "lin"', r"greeting")
    wait_page(page, VALUE.format("name") + " === '\"lin\"'", "name = lin", time.monotonic())
    lin_marbles = page.evaluate(MARBLES.format("greeting"))
    shell.run('name = "hopper"', r"greeting")
    wait_page(page, VALUE.format("name") + " === '\"hopper\"'", "name = hopper", time.monotonic())
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.evaluate("window.liveGreeting = document.querySelector('#graph .node[data-node=\"greeting\"]')")
    page.keyboard.press("ArrowLeft")
    wait_page(page, VALUE.format("name") + " === '\"lin\"' && document.body.classList"
              ".contains('past')", "the step before, on the left arrow", time.monotonic())
    replay = page.evaluate(REPLAY)
    assert replay["fresh"], "the step did not draw the graph again, so nothing replays"
    assert all(n["animation"] == "glow" for n in replay["nodes"]), replay
    delays = [n["delay"] for n in replay["nodes"]]
    assert replay["nodes"][0]["name"] == "name" and delays == sorted(delays) and \
        len(set(delays)) == len(delays), f"the step does not replay in propagation order: {replay}"
    assert page.evaluate(MARBLES.format("greeting")) == lin_marbles, "the marbles as they stood"
    assert page.evaluate("document.getElementById('statement').textContent") == 'name = "lin"'
    label = page.evaluate("document.getElementById('timeline-label').textContent")
    assert label.startswith("step ") and "earlier" in label, label
    page.keyboard.press("ArrowRight")
    wait_page(page, VALUE.format("name") + " === '\"hopper\"' && !document.body.classList"
              ".contains('past')", "live again at the newest step", time.monotonic())
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    wait_page(page, "document.body.classList.contains('past')", "an earlier step",
              time.monotonic())
    shell.run('name = "liskov"', r"greeting")
    wait_page(page, VALUE.format("name") + " === '\"liskov\"' && !document.body.classList"
              ".contains('past')", "a new statement returning the page to live", time.monotonic())
    assert requests == [], f"the timeline sent requests: {requests}"
    shell.run('expect name == "liskov"')
    wait_page(page, "document.getElementById('statement').textContent.startsWith('expect') && "
              + HIGHLIGHTED.format("name") + " && " + HIGHLIGHTED.format("greeting") + " && "
              "document.querySelector('#graph .node.highlight.still[data-node=\"name\"]') !== null",
              "the last change's path still marked (not animated again) after a statement that "
              "changed nothing", time.monotonic())
    print("PASS live view: the timeline steps back to earlier values and marbles, replaying "
          "each step's propagation in order, and a new statement returns the page to live; it "
          "sends nothing; a statement that changes nothing leaves the last path marked")


def a_long_statement_is_shown_whole(shell, page):
    """Issue 32, item 1: the header shows the current statement whole, wrapped where it must
    be (item 6's ellipsis is kept for the next statement and the play hint, whose whole text
    is their title, shown on hover)."""
    long = 'let caption = "' + ", and then some more words" * 6 + '"'
    shell.run(long)
    wait_page(page, "document.getElementById('statement').textContent.startsWith('let caption')",
              "the long statement", time.monotonic())
    shown = page.evaluate("""(() => { const s = document.getElementById('statement');
      const line = parseFloat(getComputedStyle(s).lineHeight);
      return { whole: s.scrollWidth <= s.clientWidth && s.scrollHeight <= s.clientHeight + 1,
               lines: Math.round(s.getBoundingClientRect().height / line),
               text: s.textContent, title: s.title }; })()""")
    assert shown["whole"] and shown["text"] == long and shown["title"] == long, shown
    assert shown["lines"] > 1, f"the statement is not wrapped at 1280 px: {shown}"
    hint = page.evaluate("document.getElementById('play-message').title")
    assert hint.startswith("drag a marble"), hint
    print(f"PASS live view: a long statement is shown whole in the header, wrapped on "
          f"{shown['lines']} lines")

def serve_from_inside_the_shell(binary, home, playwright):
    """`:serve` in a running shell shows what the session holds already, then follows it."""
    session = PtySession([binary], env={"HOME": home})
    browser = None
    try:
        session.wait_for(r"bind> ")
        session.type('mutable before = "declared first"\r')
        session.wait_for(r"bind> .*\n.*bind> ")
        mark = len(session.text)
        session.type(":serve\r")
        url = session.wait_for(r"view: (http://127\.0\.0\.1:\d+/[0-9a-f]{32}/)", start=mark).group(1)
        browser = launch(playwright)
        page = browser.new_page()
        page.goto(url)
        wait_page(page, NODE.format("before"), "what the session held", time.monotonic(), 5000)
        started = time.monotonic()
        session.type('let later = before.map { $0 + "!" }\r')
        wait_page(page, NODE.format("later"), "the next statement", started)
        mark = len(session.text)
        session.type(":serve\r")
        session.wait_for(r"already serving", start=mark)
        print("PASS live view: :serve inside the shell")
    finally:
        if browser:
            browser.close()
        session.close()


def lanes_beside_their_cell(binary, home, playwright):
    """The lanes a cell keeps beside its own, a group of groupBy and a subscription of a cold
    stream, show on the page as :marbles draws them, right after their cell's lane."""
    shell = Shell(binary, home)
    browser = launch(playwright)
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 720})
        page.goto(shell.url)
        wait_page(page, "document.getElementById('status').textContent === 'live'",
                  "that it is live", time.monotonic(), limit=10000)
        shell.run('let numbers = marbles("-a-b-c|", a: 1, b: 2, c: 3)')
        shell.run("let groups = numbers.groupBy { $0 % 2 }")
        shell.run('cold ticks = marbles("-a-b|", a: 1, b: 2)')
        shell.run("let first = ticks.map { $0 }", r"ticks sub 1 subscribed")
        shell.run("advance 200ms")
        shell.run("let second = ticks.map { $0 }", r"ticks sub 2 subscribed")
        started = time.monotonic()
        shell.run("advance 1s")
        for lane in ["groups[1]", "groups[0]", "ticks sub 1", "ticks sub 2"]:
            wait_page(page, f"{MARBLES.format(lane)} > 0", f"the lane {lane}", started)
        order = page.evaluate(
            "Array.from(document.querySelectorAll('#marbles .lane'))"
            ".map(l => l.getAttribute('data-lane'))")
        expected = ["numbers", "groups", "groups[1]", "groups[0]", "ticks sub 1", "ticks sub 2",
                    "first", "second"]
        assert order == expected, f"the page's lanes are {order}"
        print("PASS live view: group lanes and subscription lanes, each after its cell's lane")
    finally:
        browser.close()
        shell.session.type(":quit\r")
        shell.session.exit_status()


def a_long_session(binary, home, playwright):
    """A session of 1,500 string updates (past the 703 distinct values that once crashed the
    shell's pictures) serves a page that draws each lane's last 24 events and says how many
    came before, readable at 1280x720, and keeps following the shell."""
    script = os.path.join(home, "long.bind")
    with open(script, "w") as file:
        file.write('mutable s = ""\n')
        file.write("let t = s.map { $0.uppercased() }\n")
        for n in range(1, 1501):
            file.write(f's = "v{n:04d}"\n')
    session = PtySession([binary, "serve", "--trace", "off", script], env={"HOME": home})
    browser = launch(playwright)
    try:
        url = session.wait_for(r"view: (http://127\.0\.0\.1:\d+/[0-9a-f]{32}/)").group(1)
        session.wait_for(r"bind> ", timeout=120)
        page = browser.new_page(viewport={"width": 1280, "height": 720})
        page.goto(url)
        lane = "#marbles .lane[data-lane=\"s\"]"
        wait_page(page, f"document.querySelector('{lane}[data-earlier=\"1477\"]') !== null",
                  "the lane of s with 1,477 earlier events", time.monotonic(), limit=10000)
        drawn = page.evaluate(f"document.querySelectorAll('{lane} .marble.value').length")
        assert drawn == 24, f"the lane of s draws {drawn} marbles, not its last 24"
        caption = page.evaluate(
            f"(() => {{ const c = document.querySelector('{lane} .earlier');"
            " const box = c.getBoundingClientRect();"
            " return {text: c.textContent, visible: box.width > 0 && box.right <= innerWidth}; })()")
        assert caption["text"] == "\u2026 1,477 earlier" and caption["visible"], caption
        started = time.monotonic()
        session.type('s = "after"\r')
        after = (f"Array.from(document.querySelectorAll('{lane} .marble.value'))"
                 ".some(m => m.getAttribute('data-value') === '\"after\"')")
        wait_page(page, after, "the next statement's marble", started, limit=2 * SECOND)
        print("PASS live view: a session of 1,500 updates draws each lane's last 24 events and "
              "says how many came before, and follows the next statement")
    finally:
        browser.close()
        session.type(":quit\r")
        session.exit_status()


def status_of_closed(url):
    try:
        urllib.request.urlopen(url, timeout=2)
        return False
    except urllib.error.URLError as error:
        return not isinstance(error, urllib.error.HTTPError)


if __name__ == "__main__":
    main()
