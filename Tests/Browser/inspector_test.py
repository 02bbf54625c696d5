"""The inspector in a real browser: the example program `bind-inspector-demo --leak`, run with
BIND_INSPECT=1, and its page in headless Chromium (Debian's package, driven by Playwright).
Checks the graph's nodes and edges, a lane's marbles and the leak's creation site against what
the program does. Usage:
    python3 inspector_test.py PATH/TO/bind-inspector-demo [SCREENSHOT.png]
Then exports a session of two visits and opens it with `bind inspect FILE` (the `bind` beside
the demo)."""

import os
import re
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

from live_view_test import launch, status_of, wait_page
from page_measure import MARBLES_SHOWN, settle, whole_within_a_second

HERE = os.path.dirname(os.path.abspath(__file__))
SCREEN = os.path.join(HERE, "..", "..", "Sources", "BindInspectorDemo", "SignUpScreen.swift")
MODEL = os.path.join(HERE, "..", "..", "Sources", "BindInspectorDemo", "SignUpViewModel.swift")


def line_of(path, text):
    """The number of the first line of `path` that contains `text`."""
    with open(path) as source:
        for number, line in enumerate(source, 1):
            if text in line:
                return number
    raise AssertionError(f"{text!r} is not in {path}")


def node_ids(page):
    return page.evaluate(
        "Array.from(document.querySelectorAll('#graph .node')).map(n => n.getAttribute('data-node'))")


def unfold(page, group, member, started, limit=20000):
    """Waits for the folded node `group`, clicks it, and waits for its node `member` to be drawn."""
    wait_page(page, f"document.querySelector('#graph .node.group[data-node=\"{group}\"]') !== null",
              f"the folded node {group}", started, limit=limit)
    held = page.evaluate(f"document.querySelector('#graph .node[data-node=\"{group}\"] .value').textContent")
    page.evaluate(f"document.querySelector('#graph .node[data-node=\"{group}\"]')"
                  ".dispatchEvent(new MouseEvent('click', { bubbles: true }))")
    wait_page(page, f"document.querySelector('#graph .node[data-node=\"{member}\"]') !== null",
              f"the node {member}, {group} unfolded", time.monotonic(), limit=20000)
    print(f"PASS inspector: {group} drawn as one node ({held}); a click unfolds it: {member}")


def read_until(page, expression, holds, limit):
    """Evaluates the JavaScript `expression` every 10 ms until `holds` is true of its value or
    `limit` ms have passed, and returns the last value: the page draws a new state up to twenty
    times a second, so what is asserted is what was waited for, not a read after it."""
    deadline = time.monotonic() + limit / 1000
    while not holds(value := page.evaluate(expression)) and time.monotonic() < deadline:
        time.sleep(0.01)
    return value


def click_until(page, selector, done, what):
    """Clicks `selector` until the JavaScript condition `done` holds, at most 10 s: the page lays
    itself out again with each state, up to twenty a second, and a click that lands as its
    button moves does not reach it (its handler sets `done` before the click returns)."""
    deadline = time.monotonic() + 10
    page.click(selector)
    while not page.evaluate(done) and time.monotonic() < deadline:
        page.click(selector)
    assert page.evaluate(done), f"clicks on {selector} did not bring {what}"


def edges_into(node):
    """JavaScript for the names of the nodes with an edge into `node` in the graph drawn."""
    return (f"Array.from(document.querySelectorAll('#graph .edge[data-to=\"{node}\"]'))"
            ".map(e => e.getAttribute('data-from'))")


def live_subscribers(page):
    match = re.search(r"(\d+) live subscribers", page.inner_text("#statement"))
    return int(match.group(1)) if match else -1


def first_view_address(stream, who):
    """Reads the first line `who` writes to `stream`, which must be the view's address
    (`view: http://127.0.0.1:PORT/TOKEN/`); returns the match: the address, the port, the
    token."""
    first = stream.readline().strip()
    match = re.fullmatch(r"view: (http://127\.0\.0\.1:(\d+)/([0-9a-f]{32})/)", first)
    assert match, f"the first line {who} wrote is not the view's address: {first!r}"
    return match


def main():
    binary = os.path.abspath(sys.argv[1])
    screenshot = sys.argv[2] if len(sys.argv) > 2 else None
    program = subprocess.Popen(
        [binary, "--leak", "--pause", "150"], env={**os.environ, "BIND_INSPECT": "1"},
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        match = first_view_address(program.stderr, "the program")
        url, port = match.group(1), match.group(2)
        with sync_playwright() as playwright:
            browser = launch(playwright)
            try:
                page = browser.new_page(viewport={"width": 1280, "height": 720})
                page.goto(url)
                # The first state waits for the inspector to read the program's debug
                # information: seconds in a debug build on a loaded machine.
                started = time.monotonic()
                leak = f"map SignUpScreen.swift:{line_of(SCREEN, 'let counting')}"
                combine = f"combine SignUpViewModel.swift:{line_of(MODEL, 'Observable.combineLatest($username, $password)')}"
                # Each bag's nodes are one node (the bags made on one line, one node); the leaked
                # chains, held by no bag, one node named after the line that subscribed.
                unfold(page, f"no bag: subscribe SignUpScreen.swift:{line_of(SCREEN, 'let counting')}", leak, started,
                       limit=60000)
                unfold(page, f"SignUpViewModel SignUpViewModel.swift:{line_of(MODEL, 'private let disposeBag')}", combine,
                       time.monotonic())
                ids = node_ids(page)
                assert combine in ids, f"no node {combine} in {ids}"
                # A state taken while the view model subscribed holds the combineLatest before
                # its inputs' edges: the next one, at most 50 ms later, holds them.
                inputs = read_until(page, edges_into(combine), lambda sources: len(sources) == 2, 10000)
                ids = node_ids(page)
                assert len(inputs) == 2, f"{combine} has {len(inputs)} edges in, not 2: {', '.join(inputs)}"
                print(f"PASS inspector: {len(ids)} nodes, the view model's combineLatest with its two inputs")

                wait_page(page, f"document.querySelectorAll('#marbles .lane[data-lane=\"{combine}\"] .marble').length >= 2",
                          "marbles on the combineLatest's lane", time.monotonic(), limit=5000)
                values = page.evaluate(
                    f"Array.from(document.querySelectorAll('#marbles .lane[data-lane=\"{combine}\"] .marble'))"
                    ".map(m => m.textContent)")
                assert any("true" in value or "false" in value for value in values), values
                print(f"PASS inspector: the lane of {combine} shows its values ({len(values)} marbles)")

                bindings_and_controls(page)
                find_the_leak_with_mark_and_compare(page, leak)
                find_by_file(page)
                stepping_back_on_the_live_page(page)
                readable_at_a_projectors_size(page)

                before = live_subscribers(page)
                wait_page(page, f"(() => {{ const m = /(\\d+) live subscribers/.exec("
                          f"document.getElementById('statement').textContent); return m && +m[1] > {before}; }})()",
                          "the live subscribers growing with the leak", time.monotonic(), limit=8000)
                leaks = page.evaluate(
                    f"document.querySelectorAll('#graph .node[data-node^=\"{leak}\"]').length")
                assert leaks >= 2, f"one {leak} node a visit: {leaks}"
                print(f"PASS inspector: the leak grows ({before} -> {live_subscribers(page)} live subscribers), "
                      f"its chain named {leak}")

                if screenshot:
                    page.screenshot(path=screenshot, full_page=True)
                    print(f"screenshot: {screenshot}")
                base = f"http://127.0.0.1:{port}"
                assert status_of(url) == 200
                for path in ["/", "/" + "0" * 32 + "/"]:
                    assert status_of(base + path) == 404, path
                print("PASS inspector: only the token's page is served")
            finally:
                browser.close()
    finally:
        program.terminate()
        program.wait(timeout=10)
    reopen_exported_session(binary)


def bindings_and_controls(page):
    """The screen's nodes, folded under its type (a `BindingContext`), unfold to its controls:
    `viewModel.$username <=> nameField.rx.text ?? ""` draws `TextField.text` at its line, with
    an edge from what sets it (its `<=>`, or the screen's folded node when the binding stays
    folded: a binding sends nothing, so it is drawn after the nodes that changed); the list of
    subscriptions, found by `<=>`, names that line's two-way bindings, held by the screen."""
    line = line_of(SCREEN, "viewModel.$username <=>")
    screen = f"SignUpScreen SignUpScreen.swift:{line_of(SCREEN, 'let disposeBag')}"
    text, binding = f"TextField.text SignUpScreen.swift:{line}", f"<=> SignUpScreen.swift:{line}"
    unfold(page, screen, text, time.monotonic())
    # A state taken while a visit's screen runs its `binding` block, before its bag holds what
    # the block made, draws the `<=>` in `no bag: <=> ...`; between visits no screen is drawn.
    # The next state, at most 100 ms later, draws the screen's.
    def set_by_the_screen(into):
        return any(name.startswith(binding) or name == screen for name in into)
    into = read_until(page, edges_into(text), set_by_the_screen, 10000)
    assert set_by_the_screen(into), f"what sets {text}: {into}"
    page.fill("#find", "<=>")
    wait_page(page, "/\\d+ nodes?/.test(document.getElementById('find-count').textContent)",
              "the count of nodes found", time.monotonic(), limit=5000)
    # The list is drawn again with each state: wait for the screen's bindings in it.
    def held_by_the_screen(listed):
        return any(binding in entry and f"held by {screen}" in entry for entry in listed)
    listed = read_until(
        page, "Array.from(document.querySelectorAll('#subscriptions li.owned')).map(li => li.textContent)",
        held_by_the_screen, 10000)
    page.fill("#find", "")
    assert held_by_the_screen(listed), listed
    setter = next(name for name in into if name.startswith(binding) or name == screen)
    print(f"PASS inspector: the screen's bindings unfold to {text} (set by {setter}); "
          f"{binding} listed, held by {screen}")


def find_the_leak_with_mark_and_compare(page, leak):
    """Mark, let the user visit the screen again, compare: the leaked subscription heads the
    list, held by no bag, named by the line that subscribed; the screen's own bindings, held by
    its bag, end with each visit."""
    site = leak.split(" ", 1)[1]
    click_until(page, "#mark", "!document.getElementById('compare').disabled", "the moment marked")
    click_until(page, "#compare", "document.getElementById('compare').textContent === 'show all'",
                "comparing with the mark")
    # Compare stays on as the program goes on: each visit after the mark leaves one more.
    wait_page(page, "(() => { const li = document.querySelector('#subscriptions li.unowned');"
              f" return li !== null && /^([2-9]|\\d\\d+) × subscribe {re.escape(site)} /.test(li.textContent); }})()",
              "the leak, twice since the mark, heading the list", time.monotonic(), limit=20000)
    first = page.inner_text("#subscriptions li:first-child")
    note = page.inner_text("#mark-note")
    assert f"← {leak}" in first and "held by no bag" in first, first
    owned = page.evaluate(
        "Array.from(document.querySelectorAll('#subscriptions li.owned')).map(li => li.textContent)")
    assert all(re.search(r"held by (SignUpScreen SignUpScreen|SignUpViewModel SignUpViewModel)\.swift:\d+", text) for text in owned), owned
    assert note.startswith("left alive since the mark"), note
    print(f"PASS inspector: mark and compare find the leak: {first.splitlines()[0]}, held by no bag")


def find_by_file(page):
    """Typing a file's name shows its nodes, in the graph and the list, and only them."""
    page.fill("#find", "SignUpViewModel")
    wait_page(page, "/\\d+ nodes?/.test(document.getElementById('find-count').textContent)",
              "the count of nodes found", time.monotonic(), limit=5000)
    settle(page)
    shown = page.evaluate(
        "Array.from(document.querySelectorAll('#graph .node[data-node]'))"
        ".filter(n => n.getBoundingClientRect().width > 0).map(n => n.getAttribute('data-node'))")
    listed = page.evaluate(
        "Array.from(document.querySelectorAll('#subscriptions li.owned, #subscriptions li.unowned,"
        " #subscriptions li.inner')).map(li => li.textContent)")
    count = page.inner_text("#find-count")
    assert shown and all("SignUpViewModel" in name for name in shown), shown
    assert listed and all("SignUpViewModel" in text for text in listed), listed
    page.fill("#find", "")
    print(f"PASS inspector: find SignUpViewModel shows {len(shown)} nodes, all of that file (the count says {count}) "
          f"and {len(listed)} groups of subscriptions")


def readable_at_a_projectors_size(page):
    """At 1280x720 no text of the page is drawn below its size (page_measure.py), nothing is cut
    off by its panel or the screen and no panel holds more than its box (within a second: the
    program sends a state every 100 ms), and the list of subscriptions is whole in its panel. The
    marbles show the most recent stretch of time that fits their panel and count what came
    before. Not yet held: that the graph's changed nodes and the lanes all fit and the page never
    scrolls; a program's graph outgrows the screen (what does not fit is named under the graph)."""
    problems, smallest, marbles, cut = whole_within_a_second(page, MARBLES_SHOWN)
    small = [p for p in problems if " at " in p and "px" in p]
    assert not small, small
    assert not cut, cut
    # The program keeps sending states, and the page may show one for a frame with the list not
    # yet trimmed to its panel: the list must be whole within a second, not at every frame.
    whole = ("(() => { const s = document.getElementById('subscriptions-section').getBoundingClientRect();"
             " return Array.from(document.querySelectorAll('#subscriptions li')).every(li => {"
             " const r = li.getBoundingClientRect(); return r.top >= s.top && r.bottom <= s.bottom + 1; }); })()")
    deadline = time.monotonic() + 1
    while not (panel := page.evaluate(whole)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert panel, "a subscription group is cut off by its panel for a second"
    sizes = ", ".join(f"{region} {size['px']:.1f} px" for region, size in sorted(smallest.items()))
    print(f"PASS inspector: at 1280x720 no text below its size ({sizes}), nothing cut off, the subscriptions "
          f"whole; the marbles {marbles}; {len(problems)} parts folded (the graph and lanes of a program "
          f"outgrow the screen)")


def reopen_exported_session(binary):
    """Two visits exported with --export, opened with `bind inspect FILE` in Chromium."""
    leak = f"map SignUpScreen.swift:{line_of(SCREEN, 'let counting')}"
    with tempfile.TemporaryDirectory() as folder:
        session = os.path.join(folder, "session.json")
        subprocess.run(
            [binary, "--leak", "--visits", "2", "--pause", "60", "--export", session],
            env={**os.environ, "BIND_INSPECT": "1"}, check=True, timeout=300,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        bind = os.path.join(os.path.dirname(binary), "bind")
        viewer = subprocess.Popen([bind, "inspect", session], stdout=subprocess.PIPE, text=True)
        try:
            match = first_view_address(viewer.stdout, "bind inspect")
            with sync_playwright() as playwright:
                browser = launch(playwright)
                try:
                    page = browser.new_page(viewport={"width": 1600, "height": 1000})
                    page.goto(match.group(1))
                    wait_page(page, f"document.querySelectorAll('#graph .node[data-node^=\"{leak}\"]').length >= 2",
                              "the two leaked chains of the exported session", time.monotonic(), limit=10000)
                    states = stepping_back_through_the_session(page)
                    print(f"PASS inspector: bind inspect FILE shows the exported session, its leaks named {leak}; "
                          f"its timeline steps back through its {states} states to the first, with fewer nodes")
                finally:
                    browser.close()
        finally:
            viewer.terminate()
            viewer.wait(timeout=10)


STATEMENT = "document.getElementById('statement').textContent"
TIMELINE_LABEL = "document.getElementById('timeline-label').textContent"


def nodes_recorded(statement):
    """How many nodes a state's statement says were recorded (`inspecting: A of B nodes`)."""
    counted = re.search(r"inspecting: \d+ of (\d+) nodes", statement)
    assert counted, f"no count of nodes in {statement!r}"
    return int(counted.group(1))


def session_state(statement):
    """The number of the session's state a live state's statement names (`session state K`)."""
    numbered = re.match(r"session state (\d+)", statement)
    assert numbered, f"no session state in {statement!r}"
    return int(numbered.group(1))


def stepping_back_on_the_live_page(page):
    """While the program runs, the live page's timeline steps back through the session's
    states: the slider halfway, then the left arrow, shows an earlier state (a smaller number,
    fewer nodes recorded), and the page stays on it while new states keep arriving; End returns
    to live, the newest state."""
    wait_page(page, "+document.getElementById('timeline-slider').max >= 10", "ten states on the live timeline",
              time.monotonic(), 10000)
    newest = page.evaluate(STATEMENT)
    page.evaluate("""() => {
      const slider = document.getElementById('timeline-slider');
      slider.value = String(Math.floor(+slider.max / 2));
      slider.dispatchEvent(new Event('input'));
      slider.focus();
    }""")
    page.keyboard.press("ArrowLeft")
    wait_page(page, "document.body.classList.contains('past')", "an earlier step", time.monotonic(), 2000)
    held, label = page.evaluate(STATEMENT), page.evaluate(TIMELINE_LABEL)
    assert session_state(held) < session_state(newest), f"{held!r} is not earlier than {newest!r}"
    assert nodes_recorded(held) <= nodes_recorded(newest), f"{held!r} against {newest!r}"
    assert page.is_visible("#timeline-live"), "no way back to live while held"
    # New states keep coming (the label's count of steps, or its step as older ones go, moves)
    # while the page stays on the state it went back to.
    wait_page(page, f"{TIMELINE_LABEL} !== {label!r}", "new states arriving while held", time.monotonic(), 5000)
    assert page.evaluate(STATEMENT) == held, "the page left the state it stepped back to"
    assert page.evaluate("document.body.classList.contains('past')")
    moved = page.evaluate(TIMELINE_LABEL)
    page.keyboard.press("End")
    wait_page(page, f"!document.body.classList.contains('past') && {TIMELINE_LABEL} === 'live'",
              "live again, on End", time.monotonic(), 2000)
    back = page.evaluate(STATEMENT)
    assert session_state(back) > session_state(newest), f"{back!r} is not newer than {newest!r}"
    assert not page.is_visible("#timeline-live")
    print(f"PASS inspector: the live page steps back to state {session_state(held)} "
          f"({nodes_recorded(held)} nodes recorded), holds it while the program goes on ({label!r} -> {moved!r}), and End returns to live "
          f"(state {session_state(back)}, {nodes_recorded(back)} nodes)")


def stepping_back_through_the_session(page):
    """The reopened session's timeline has the states its page received, newest shown; its first
    state, stepped back to with the slider, shows fewer nodes. Returns how many states."""
    # The page draws the newest state it has when no other comes for 20 ms: on a loaded machine,
    # a state before the session's last. Wait for the last (`session state N of N`).
    slider_max, newest = read_until(
        page, f"[document.getElementById('timeline-slider').max, {STATEMENT}]",
        lambda shown: re.match(r"session state (\d+) of \1\b", shown[1]), 5000)
    last = int(slider_max)
    match = re.match(r"session state (\d+) of (\d+)", newest)
    assert match and match.group(1) == match.group(2) == str(last + 1) and last >= 2, \
        f"the timeline has {last + 1} steps, the statement {newest!r}: not the session's states"
    page.evaluate("""() => {
      const slider = document.getElementById('timeline-slider');
      slider.value = '0';
      slider.dispatchEvent(new Event('input'));
    }""")
    wait_page(page, f"{STATEMENT}.startsWith('session state 1 of ') && document.body.classList.contains('past')",
              "the session's first state, on the slider", time.monotonic(), 5000)
    first = page.evaluate(STATEMENT)
    assert nodes_recorded(first) < nodes_recorded(newest), f"the first state is not earlier: {first!r} against {newest!r}"
    return last + 1


if __name__ == "__main__":
    main()
