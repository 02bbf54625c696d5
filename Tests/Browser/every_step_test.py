"""Readable at every step (issue 32), in headless Chromium, measured by page_measure.py (graph
text at least 16 px; marble, trace and views text at least 14 px; what the statement touched
unfolded; no panel's content cut off or in a scroll box; a page that does not scroll), at
1280x720 and 1920x1080 (two pages on the same program, one at each size):
- every demo in scripts/demos walked through `bind present --serve` one statement at a time,
  measured after each step;
- `bind serve DEMO`: its page's timeline slider moved back from the end, statement by
  statement (the state after every statement);
- `bind play` of the demos with `marbles(...)` inputs and of ten gallery operators: a click on
  each playable lane adds a marble, and the page after each edit is measured;
- at the end of tour.bind (its serve walk, at 1280x720), a folded lane unfolded and pinned by
  a click on its name, and a node named under the graph brought back by a click.
Usage:
    python3 every_step_test.py PATH/TO/bind [DEMO.bind ...]
With BIND_SHOTS=FOLDER, a screenshot of every step at each size is written there."""

import functools
import glob
import os
import sys
import tempfile
import threading
import time

from playwright.sync_api import sync_playwright

from live_view_test import launch, wait_page
from page_measure import measure
from pty_session import PtySession

SIZES = [(1280, 720), (1920, 1080)]
# Ten gallery scripts for play mode: one, two and three inputs, groups, errors, time.
OPERATORS = ["debounce", "combineLatest", "merge", "zip", "scan", "flatMapLatest", "buffer",
             "catch", "sample", "withLatestFrom"]
ADDRESS = r"^view: (http://127\.0\.0\.1:\d+/[0-9a-f]{32}/)\n"


# Resolves with the page's `data-sequence` once it is over `before` and has not changed for
# `quiet` ms (a newer state drawn meanwhile starts the wait again), without polling; fails
# after `limit` ms without a newer state.
SETTLED = """([before, quiet, limit]) => new Promise((resolve, reject) => {
  const sequence = () => +(document.body.getAttribute('data-sequence') || -1);
  let timer = null;
  const observer = new MutationObserver(newer);
  const late = setTimeout(() => {
    observer.disconnect();
    reject(new Error('the page did not show the step\\'s state within ' + limit + ' ms:\\n'
      + document.body.innerText.slice(0, 2000)));
  }, limit);
  function newer() {
    if (sequence() <= before) return;
    clearTimeout(late);
    clearTimeout(timer);
    timer = setTimeout(() => { observer.disconnect(); resolve(sequence()); }, quiet);
  }
  observer.observe(document.body, { attributes: true, attributeFilter: ['data-sequence'] });
  newer();
})"""


def wait_settled(page, before):
    """Waits until the page has drawn a state newer than `before` and no newer one comes."""
    return page.evaluate(SETTLED, [before, 30, 5000])


class Walk:
    """One program (`bind ARGS...` on a pty) and its page in each of `pages` (one at each of
    SIZES, opened once for all the walks: a new page costs the browser more than the steps of
    a short walk): what each measure found wrong, the least size of each region's text, and
    how many steps were measured. A page draws a state at once (its `data-sequence` is set
    when the drawing is done, and measuring lays the page out), so a step is measured without
    waiting frames."""

    def __init__(self, binary, home, pages, arguments, shots):
        self.session = PtySession([binary, *arguments], env={"HOME": home})
        self.pages = pages
        self.page = self.pages[0]
        self.sequences = [-1 for _ in SIZES]
        self.shots = shots
        self.failures, self.least, self.steps = [], {}, 0

    def open(self, ready):
        """Waits for the page's address and then `ready` in the terminal; opens the pages."""
        url = self.session.wait_for(ADDRESS).group(1)
        found = self.session.wait_for(ready, timeout=60)
        for page in self.pages:
            page.goto(url)
        return found

    def settled(self):
        """Waits until each page has drawn a newer state than it had and no newer one comes."""
        self.sequences = [wait_settled(page, sequence)
                          for page, sequence in zip(self.pages, self.sequences)]

    def check(self, where, name, sizes=len(SIZES)):
        """Measures the pages (the first `sizes` of them) as they are."""
        self.steps += 1
        for page, (width, height) in zip(self.pages[:sizes], SIZES):
            if self.shots:
                suffix = "" if (width, height) == SIZES[0] else f"-{width}x{height}"
                page.screenshot(path=os.path.join(self.shots, f"{name}{suffix}.png"))
            found, smallest = measure(page)
            self.failures += [f"{where} at {width}x{height}: {problem}" for problem in found]
            for region, size in smallest.items():
                if region not in self.least or size["px"] < self.least[region]["px"]:
                    self.least[region] = size

    def __enter__(self):
        return self

    def __exit__(self, *error):
        self.session.close()

    def result(self):
        return self.failures, self.least, self.steps


def walk_present(binary, home, pages, path, shots):
    """`bind present --serve DEMO`, Enter after Enter: the pages measured after each step."""
    demo = os.path.basename(path).removesuffix(".bind")
    with Walk(binary, home, pages, ["present", "--serve", path], shots) as walk:
        total = int(walk.open(r"\[1/(\d+)\]").group(1))
        walk.settled()
        for step in range(1, total + 1):
            mark = len(walk.session.text)
            walk.session.type("\r")
            after = rf"\[{step + 1}/{total}\]" if step < total else r"the end: \d+ statements ran"
            walk.session.wait_for(after, start=mark, timeout=60)
            walk.settled()
            walk.check(f"present {demo} step {step}", f"present-{demo}-{step:02}")
        walk.session.type("q")
        walk.session.exit_status()
        return walk.result()


# Moves a page's timeline slider to a step, as a mouse would; the page draws it at once.
# Returns where the slider stands after.
SLIDE = """(index) => {
  const slider = document.getElementById('timeline-slider');
  slider.value = String(index);
  slider.dispatchEvent(new Event('input'));
  return slider.value;
}"""


def walk_serve(binary, home, pages, path, shots, then=None):
    """`bind serve DEMO`: the pages opened after the demo ran move their timeline's slider
    back, one statement at a time, measured at each; then `then(walk)`, if given."""
    demo = os.path.basename(path).removesuffix(".bind")
    with Walk(binary, home, pages, ["serve", path], shots) as walk:
        walk.open(r"bind> $")
        for page in walk.pages:
            wait_page(page, "!document.getElementById('timeline-slider').disabled",
                      "the session's timeline", time.monotonic(), 5000)
        walk.settled()
        last = int(walk.page.evaluate("document.getElementById('timeline-slider').max"))
        for index in range(last, -1, -1):
            for page in walk.pages:
                # Again if a late state of the session brought the page back to live.
                for _ in range(3):
                    if page.evaluate(SLIDE, index) == str(index):
                        break
            walk.check(f"serve {demo} step {index + 1}", f"serve-{demo}-{index + 1:02}")
        if then:
            then(walk)
        return walk.result()


# A free place on a lane: the middle of the widest gap between its marbles (and its start and
# the picture's now), where a click adds a marble.
FREE_PLACE = """(lane) => {
  const root = document.querySelector('#marbles svg.bind-marbles');
  const element = root.querySelector('.lane[data-lane="' + CSS.escape(lane) + '"]');
  const times = Array.from(element.querySelectorAll('.marble'))
    .map(m => parseFloat(m.getAttribute('data-time')));
  const now = Math.max(parseFloat(root.getAttribute('data-now')) || 0, ...times, 0) + 400;
  const ends = [0, ...times, now].sort((a, b) => a - b);
  let at = 0, widest = -1;
  for (let i = 1; i < ends.length; i++) {
    if (ends[i] - ends[i - 1] > widest) { widest = ends[i] - ends[i - 1]; at = (ends[i] + ends[i - 1]) / 2; }
  }
  const p = root.createSVGPoint();
  p.x = parseFloat(root.getAttribute('data-origin-x'))
    + (at - (parseFloat(root.getAttribute('data-from')) || 0)) * parseFloat(root.getAttribute('data-px-per-ms'));
  p.y = 0;
  return [p.matrixTransform(root.getScreenCTM()).x, element.getScreenCTM().f];
}"""


def walk_play(binary, home, pages, arguments, shots):
    """`bind play ...`: a click on each playable lane (of the first page) adds a marble; the
    pages after each edit are measured."""
    name = arguments[-1].removesuffix(".bind").split("/")[-1]
    with Walk(binary, home, pages, ["play", *arguments], shots) as walk:
        walk.open(r"bind> ")
        for page in walk.pages:
            wait_page(page, "document.body.classList.contains('playing')", "play mode",
                      time.monotonic(), 5000)
        walk.settled()
        walk.check(f"play {name} at first", f"play-{name}-0")
        lanes = walk.page.evaluate("Array.from(document.querySelectorAll('#play-lanes select"
                                   "[data-lane]')).map(s => s.getAttribute('data-lane'))")
        for lane in lanes:
            x, y = walk.page.evaluate(FREE_PLACE, lane)
            walk.page.mouse.click(x, y)
            walk.settled()
            walk.check(f"play {name} after an edit of {lane}", f"play-{name}-{walk.steps}")
        return walk.result()


def pinning(walk):
    """At the end of a `bind serve` walk (its first page, at 1280x720, where lanes are folded):
    a click on a folded lane's name unfolds it, pinned (and the page still measures right); a
    click on the pinned lane's name lets it fold again. A click on a node named under the
    graph brings it back."""
    page, demo = walk.page, "the end"
    last = page.evaluate("document.getElementById('timeline-slider').max")
    assert page.evaluate(SLIDE, last) == last and page.evaluate(
        "!document.body.classList.contains('past')"), "the slider did not go back to live"
    wait_page(page, "document.querySelector('#folded-lanes .chip') !== null",
              "a folded lane", time.monotonic(), 5000)
    lane = page.evaluate("document.querySelector('#folded-lanes .chip').textContent")
    page.click(f"#folded-lanes .chip:text-is('{lane}')")
    pinned = f"#marbles .lane.pinned[data-lane='{lane}']:not(.folded)"
    wait_page(page, f"document.querySelector(\"{pinned}\") !== null",
              f"the lane {lane} unfolded and pinned", time.monotonic(), 2000)
    walk.check(f"{demo} with {lane} pinned", "pinned", 1)
    page.click(f"#marbles .lane[data-lane='{lane}'] .lane-name")
    wait_page(page, f"document.querySelector(\"{pinned}\") === null",
              f"the lane {lane} unpinned", time.monotonic(), 2000)
    node = page.evaluate("(document.querySelector('#graph-rest .chip') || {}).textContent")
    if node:
        page.click(f"#graph-rest .chip:text-is('{node}')")
        wait_page(page, f"getComputedStyle(document.querySelector('#graph .node"
                  f"[data-node=\"{node}\"]')).display !== 'none'", f"the node {node} shown",
                  time.monotonic(), 2000)
    walk.check(f"{demo} after the clicks", "unpinned", 1)


def report(what, failures, least, steps):
    """A line saying whether the walk `what` passed (with the least text it measured), or the
    problems it found; returns whether it passed."""
    sizes = ", ".join(f"{region} {size['px']:.1f} px ({size['text']!r})"
                      for region, size in sorted(least.items()))
    if failures:
        return False, (f"FAIL every step: {what}, {steps} steps, {len(failures)} problems\n  "
                       + "\n  ".join(failures[:40]) + ("\n  …" if len(failures) > 40 else ""))
    return True, f"PASS every step: {what}, {steps} steps; least text: {sizes}"


def run_walks(walks, binary, home, shots, lines, failed):
    """Takes walks ((what, walk, argument) each) from the shared list `walks` until none is
    left, with a browser of its own, adding their report lines to `lines` and what failed to
    `failed`."""
    try:
        with sync_playwright() as playwright:
            browser = launch(playwright)
            try:
                pages = [browser.new_page(viewport={"width": width, "height": height})
                         for width, height in SIZES]
                while True:
                    try:
                        what, walk, argument = walks.pop(0)
                    except IndexError:
                        return
                    passed, line = report(what, *walk(binary, home, pages, argument, shots))
                    lines.append((what, line))
                    if not passed:
                        failed.append(what)
            finally:
                browser.close()
    except Exception as error:  # a walk that breaks fails the test, with what broke it
        lines.append(("", f"FAIL every step: {error!r}"))
        failed.append(repr(error))


def main():
    binary = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    demos = sys.argv[2:] or sorted(glob.glob(os.path.join(root, "scripts", "demos", "*.bind")))
    shots = os.environ.get("BIND_SHOTS")
    started = time.monotonic()
    walks = []
    for path in demos:
        demo = os.path.basename(path)
        walks.append((f"bind present --serve {demo}", walk_present, path))
        if demo == "tour.bind" and not sys.argv[2:]:
            walks.append((f"bind serve {demo}, then pinning a folded lane",
                          functools.partial(walk_serve, then=pinning), path))
        else:
            walks.append((f"bind serve {demo}", walk_serve, path))
        if "marbles(" in open(path).read():
            walks.append((f"bind play {demo}", walk_play, [path]))
    for operator in OPERATORS if not sys.argv[2:] else []:
        walks.append((f"bind play --operator {operator}", walk_play, ["--operator", operator]))
    order = [what for what, _, _ in walks]
    # Two browsers at once, each taking the next walk when it is done with one; the walks
    # with the most steps first, so that neither is left with a long one at the end.
    def length(item):
        what, _, argument = item
        if isinstance(argument, list):
            return 0
        steps = sum(1 for line in open(argument) if line.strip() and not line.lstrip().startswith("#"))
        return steps * (2 if what.startswith("bind present") else 1)
    walks.sort(key=length, reverse=True)
    failed, lines = [], []
    with tempfile.TemporaryDirectory() as home:
        threads = [threading.Thread(target=run_walks,
                                    args=(walks, binary, home, shots, lines, failed))
                   for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    lines.sort(key=lambda item: order.index(item[0]) if item[0] in order else len(order))
    print("\n".join(line for _, line in lines))
    print(f"every step: {time.monotonic() - started:.0f} s")
    if failed:
        raise SystemExit(f"not readable at every step: {', '.join(failed)}")


if __name__ == "__main__":
    main()
