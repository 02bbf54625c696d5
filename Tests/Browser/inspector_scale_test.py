"""The inspector's page for a program of about 10,000 nodes, in headless Chromium:
`bind-inspector-demo --leak --crowd 1400` keeps 1,400 view models alive, each with its bag,
beside the sign-up screen the scripted user visits. Checks that the page stays usable: the graph
drawn has a bounded number of nodes, the view models' bags are one node that counts what it
holds, what changed is drawn and not folded, a click unfolds a bag, the page does not scroll,
nothing is cut off by its panel (the marbles show the most recent stretch of time that fits) and
no text is drawn below its size at 1280x720. Reports (does not assert) how long the states
took to draw. Usage:
    python3 inspector_scale_test.py PATH/TO/bind-inspector-demo [SCREENSHOT.png]"""

import json
import os
import re
import subprocess
import sys
import time

from playwright.sync_api import sync_playwright

from inspector_test import MODEL, first_view_address, line_of
from live_view_test import launch, wait_page
from page_measure import MARBLES_SHOWN, measure_and_read, settle, whole_within_a_second

CROWD = 1400
# What the page may draw of the graph: one node per line of the program that makes bags or
# stands alone, and what changed (at most 12 nodes of a group, InspectorPage.mostNodesPerGroup).
MOST_NODES_DRAWN = 80

DRAWN = "Array.from(document.querySelectorAll('#graph .node[data-node]')).map(n => n.getAttribute('data-node'))"
GROUPS = "Array.from(document.querySelectorAll('#graph .node.group')).map(n => " \
         "[n.getAttribute('data-node'), (n.querySelector('.value') || {}).textContent])"
CHANGED = "JSON.parse(document.body.getAttribute('data-changed') || '[]')"
ALIVE = r"(() => { const m = /inspecting: (\d+) of/.exec(document.getElementById('statement').textContent);" \
        r" return m ? +m[1] : 0; })()"


def main():
    binary = os.path.abspath(sys.argv[1])
    screenshot = sys.argv[2] if len(sys.argv) > 2 else None
    program = subprocess.Popen(
        [binary, "--leak", "--crowd", str(CROWD), "--pause", "300"], env={**os.environ, "BIND_INSPECT": "1"},
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        match = first_view_address(program.stderr, "the program")
        with sync_playwright() as playwright:
            browser = launch(playwright)
            try:
                page = browser.new_page(viewport={"width": 1280, "height": 720})
                page.goto(match.group(1))
                started = time.monotonic()
                bag = f"SignUpViewModel SignUpViewModel.swift:{line_of(MODEL, 'private let disposeBag')}"
                wait_page(page, f"{ALIVE} >= {CROWD * 7}", f"the {CROWD * 7} nodes of the crowd", started,
                          limit=180000)
                print(f"PASS inspector at scale: {page.evaluate(ALIVE)} nodes alive after "
                      f"{time.monotonic() - started:.1f} s (the demo and its debug information loading)")
                a_bounded_graph_with_the_bags_folded(page, bag)
                usable_at_a_projectors_size(page)
                a_click_unfolds_a_bag(page, bag)
                if screenshot:
                    page.screenshot(path=screenshot)
                    print(f"screenshot: {screenshot}")
                report_drawing_times(page)
            finally:
                browser.close()
    finally:
        program.terminate()
        program.wait(timeout=10)


def a_bounded_graph_with_the_bags_folded(page, bag):
    """The view models' bags (one line of the program) are one node that counts thousands; the
    graph draws a few dozen nodes; the nodes that changed are drawn."""
    for _ in range(5):
        settle(page)
        # The nodes drawn, the folded ones and the names of what changed, read at once: states
        # come every 100 ms.
        drawn, groups, changed = page.evaluate(f"[{DRAWN}, {GROUPS}, {CHANGED}]")
        assert len(drawn) <= MOST_NODES_DRAWN, f"{len(drawn)} nodes drawn: {drawn[:20]}"
        counts = dict(groups)
        assert bag in counts, f"no folded node {bag}: {groups}"
        held = int(re.match(r"([\d,]+) (more )?nodes?", counts[bag]).group(1).replace(",", ""))
        assert held >= CROWD * 6, f"{bag} counts {counts[bag]}"
        missing = [name for name in changed if name not in set(drawn)]
        assert not missing, f"changed but not drawn: {missing[:20]}"
        time.sleep(0.7)
    print(f"PASS inspector at scale: {len(drawn)} nodes drawn (at most {MOST_NODES_DRAWN}), "
          f"{bag} folded with {counts[bag]}, the changed ones drawn")


def usable_at_a_projectors_size(page):
    """No text below its size, the page does not scroll, and what changed is on the screen: drawn
    in the graph, or, when more changed at once than a third of the screen holds (a visit's
    first step changes about 40 nodes), named under it (the first twelve, and a count of the
    rest), as the live page does for a script."""
    settle(page)
    # What is wrong, the names under the graph and the changed nodes marked, read from one
    # state: the program sends a new one every 100 ms.
    problems, smallest, (chips, shown) = measure_and_read(
        page, "[Array.from(document.querySelectorAll('#graph-rest > *')).map(c => c.textContent), "
              "document.querySelectorAll('#graph .node.highlight').length]")
    assert not any(" at " in p and "px" in p for p in problems), problems
    assert "the page scrolls" not in problems, problems
    # Nothing cut off by its panel or the screen, no panel over its box: the marbles' time axis
    # shows the most recent stretch that fits (within a second: a state comes every 100 ms).
    _, _, marbles, cut = whole_within_a_second(page, MARBLES_SHOWN)
    assert not cut, cut
    folded = [p[len("touched node "):-len(" folded")] for p in problems if p.startswith("touched node")]
    more = next((int(m.group(1)) for c in chips for m in [re.match(r"… and (\d+) more", c)] if m), 0)
    unnamed = [name for name in folded if name not in chips]
    assert len(unnamed) <= more, f"changed, neither drawn nor named under the graph: {unnamed} ({chips})"
    sizes = ", ".join(f"{region} {size['px']:.1f} px" for region, size in sorted(smallest.items()))
    print(f"PASS inspector at scale: at 1280x720 the page does not scroll, no text below its size ({sizes}); "
          f"of the nodes that changed, {shown - len(folded)} drawn whole, {len(folded) - len(unnamed)} named under "
          f"the graph, {len(unnamed)} counted; nothing cut off; the marbles {marbles}; "
          f"{len(problems) - len(folded)} other remarks, the first: {[p for p in problems if not p.startswith('touched')][:3]}")


def a_click_unfolds_a_bag(page, bag):
    """A click on the bag's node unfolds it: its view models' nodes are drawn (at most 12 of
    them), the node stays for the rest, counting more."""
    before = len(page.evaluate(DRAWN))
    page.evaluate("(name) => document.querySelector('#graph .node[data-node=\"' + CSS.escape(name) + '\"]')"
                  ".dispatchEvent(new MouseEvent('click', { bubbles: true }))", bag)
    wait_page(page, "document.querySelectorAll('#graph .node[data-node^=\"combine SignUpViewModel.swift\"]').length >= 2",
              "the bag's combinations, unfolded", time.monotonic(), limit=20000)
    settle(page)
    problems, _, (drawn, value) = measure_and_read(
        page, f"[{DRAWN}, document.querySelector('#graph .node[data-node=\"' + CSS.escape({json.dumps(bag)}) + '\"] .value')"
              ".textContent]")
    assert "more nodes" in value, value
    assert len(drawn) <= MOST_NODES_DRAWN, len(drawn)
    assert "the page scrolls" not in problems, problems
    cut = whole_within_a_second(page)[3]
    assert not cut, cut
    print(f"PASS inspector at scale: a click unfolds {bag}: {before} -> {len(drawn)} nodes drawn, "
          f"the rest counted ({value}), the page still does not scroll")


def report_drawing_times(page):
    """How long the page's longest tasks took while the program ran (reported, not asserted)."""
    longest = page.evaluate("""() => new Promise(done => {
      const seen = [];
      new PerformanceObserver(list => list.getEntries().forEach(e => seen.push(e.duration)))
        .observe({ type: "longtask", buffered: true });
      setTimeout(() => done(seen.sort((a, b) => b - a).slice(0, 3)), 3000);
    })""")
    print("timing (not asserted): the page's longest tasks over 3 s: "
          + (", ".join(f"{ms:.0f} ms" for ms in longest) or "none over 50 ms"))


if __name__ == "__main__":
    main()
