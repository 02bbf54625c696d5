"""Readable at every step (issue 32), in headless Chromium, measured by page_measure.py (graph
text at least 16 px; marble, trace and views text at least 14 px; what the statement touched
unfolded; no panel's content cut off or in a scroll box; a page that does not scroll):
- every demo in scripts/demos walked through `bind present --serve` one statement at a time,
  measured after each step at 1280x720 and 1920x1080;
- `bind serve DEMO`: its page's timeline slider moved back from the end, statement by
  statement, at 1280x720 (the state after every statement);
- `bind play` of the demos with `marbles(...)` inputs and of ten gallery operators: a click on
  each playable lane adds a marble, and the page after each edit is measured at 1280x720;
- at the end of tour.bind, a folded lane unfolded and pinned by a click on its name, and a
  node named under the graph brought back by a click.
Usage:
    python3 every_step_test.py PATH/TO/bind [DEMO.bind ...]
With BIND_SHOTS=FOLDER, a screenshot of every step at 1280x720 is written there."""

import glob
import os
import sys
import tempfile
import threading
import time

from playwright.sync_api import sync_playwright

from live_view_test import launch, wait_page
from page_measure import measure, settle
from pty_session import PtySession

SIZES = [(1280, 720), (1920, 1080)]
# Ten gallery scripts for play mode: one, two and three inputs, groups, errors, time.
OPERATORS = ["debounce", "combineLatest", "merge", "zip", "scan", "flatMapLatest", "buffer",
             "catch", "sample", "withLatestFrom"]
ADDRESS = r"^view: (http://127\.0\.0\.1:\d+/[0-9a-f]{32}/)\n"


def wait_settled(page, before):
    """Waits until the page has drawn a state newer than `before` and no newer one comes."""
    wait_page(page, f"(+document.body.getAttribute('data-sequence') || -1) > {before}",
              "the step's state", time.monotonic(), 5000)
    last = None
    while True:
        now = page.evaluate("document.body.getAttribute('data-sequence')")
        if now == last:
            return int(now)
        last = now
        time.sleep(0.03)


class Walk:
    """One program (`bind ARGS...` on a pty) and its page at 1280x720: what each measure found
    wrong, the least size of each region's text, and how many steps were measured."""

    def __init__(self, binary, home, browser, arguments, shots):
        self.session = PtySession([binary, *arguments], env={"HOME": home})
        self.page = browser.new_page(viewport={"width": SIZES[0][0], "height": SIZES[0][1]})
        self.shots = shots
        self.failures, self.least, self.steps = [], {}, 0

    def open(self, ready):
        """Waits for the page's address and then `ready` in the terminal; opens the page."""
        url = self.session.wait_for(ADDRESS).group(1)
        found = self.session.wait_for(ready, timeout=60)
        self.page.goto(url)
        return found

    def check(self, where, name, sizes=SIZES):
        """Measures the page at each of `sizes` (back at the first after)."""
        self.steps += 1
        for width, height in sizes:
            self.page.set_viewport_size({"width": width, "height": height})
            settle(self.page)
            if self.shots and (width, height) == sizes[0]:
                self.page.screenshot(path=os.path.join(self.shots, f"{name}.png"))
            found, smallest = measure(self.page)
            self.failures += [f"{where} at {width}x{height}: {problem}" for problem in found]
            for region, size in smallest.items():
                if region not in self.least or size["px"] < self.least[region]["px"]:
                    self.least[region] = size
        if len(sizes) > 1:
            self.page.set_viewport_size({"width": sizes[0][0], "height": sizes[0][1]})

    def __enter__(self):
        return self

    def __exit__(self, *error):
        self.page.close()
        self.session.close()

    def result(self):
        return self.failures, self.least, self.steps


def walk_present(binary, home, browser, path, shots):
    """`bind present --serve DEMO`, Enter after Enter: the page measured after each step."""
    demo = os.path.basename(path).removesuffix(".bind")
    with Walk(binary, home, browser, ["present", "--serve", path], shots) as walk:
        total = int(walk.open(r"\[1/(\d+)\]").group(1))
        sequence = wait_settled(walk.page, -1)
        for step in range(1, total + 1):
            mark = len(walk.session.text)
            walk.session.type("\r")
            after = rf"\[{step + 1}/{total}\]" if step < total else r"the end: \d+ statements ran"
            walk.session.wait_for(after, start=mark, timeout=60)
            sequence = wait_settled(walk.page, sequence)
            walk.check(f"present {demo} step {step}", f"present-{demo}-{step:02}")
        walk.session.type("q")
        walk.session.exit_status()
        return walk.result()


def walk_serve(binary, home, browser, path, shots):
    """`bind serve DEMO`: the page opened after the demo ran moves its timeline's slider back,
    one statement at a time, measured at each."""
    demo = os.path.basename(path).removesuffix(".bind")
    with Walk(binary, home, browser, ["serve", path], shots) as walk:
        walk.open(r"bind> $")
        wait_page(walk.page, "!document.getElementById('timeline-slider').disabled",
                  "the session's timeline", time.monotonic(), 5000)
        wait_settled(walk.page, -1)
        last = int(walk.page.evaluate("document.getElementById('timeline-slider').max"))
        for index in range(last, -1, -1):
            # The slider moved to the step, as a mouse would (again if a late state of the
            # session brought the page back to live meanwhile).
            for _ in range(3):
                walk.page.evaluate("(index) => { const slider = document.getElementById("
                                   "'timeline-slider'); slider.value = String(index); "
                                   "slider.dispatchEvent(new Event('input')); }", index)
                settle(walk.page)
                if walk.page.evaluate("document.getElementById('timeline-slider').value") \
                        == str(index):
                    break
            walk.check(f"serve {demo} step {index + 1}", f"serve-{demo}-{index + 1:02}",
                       SIZES[:1])
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


def walk_play(binary, home, browser, arguments, shots):
    """`bind play ...`: a click on each playable lane adds a marble; the page after each edit
    is measured."""
    name = arguments[-1].removesuffix(".bind").split("/")[-1]
    with Walk(binary, home, browser, ["play", *arguments], shots) as walk:
        walk.open(r"bind> ")
        wait_page(walk.page, "document.body.classList.contains('playing')", "play mode",
                  time.monotonic(), 5000)
        sequence = wait_settled(walk.page, -1)
        walk.check(f"play {name} at first", f"play-{name}-0", SIZES[:1])
        lanes = walk.page.evaluate("Array.from(document.querySelectorAll('#play-lanes select"
                                   "[data-lane]')).map(s => s.getAttribute('data-lane'))")
        for lane in lanes:
            x, y = walk.page.evaluate(FREE_PLACE, lane)
            walk.page.mouse.click(x, y)
            sequence = wait_settled(walk.page, sequence)
            walk.check(f"play {name} after an edit of {lane}", f"play-{name}-{walk.steps}",
                       SIZES[:1])
        return walk.result()


def pinning(binary, home, browser, path, shots):
    """At the end of `bind serve DEMO` at 1280x720, where lanes are folded: a click on a folded
    lane's name unfolds it, pinned (and the page still measures right); a click on the
    pinned lane's name lets it fold again. A click on a node named under the graph brings it
    back."""
    with Walk(binary, home, browser, ["serve", path], shots) as walk:
        walk.open(r"bind> $")
        wait_page(walk.page, "document.querySelector('#folded-lanes .chip') !== null",
                  "a folded lane", time.monotonic(), 5000)
        wait_settled(walk.page, -1)
        lane = walk.page.evaluate("document.querySelector('#folded-lanes .chip').textContent")
        walk.page.click(f"#folded-lanes .chip:text-is('{lane}')")
        pinned = f"#marbles .lane.pinned[data-lane='{lane}']:not(.folded)"
        wait_page(walk.page, f"document.querySelector(\"{pinned}\") !== null",
                  f"the lane {lane} unfolded and pinned", time.monotonic(), 2000)
        walk.check(f"serve {os.path.basename(path)} with {lane} pinned", "pinned", SIZES[:1])
        walk.page.click(f"#marbles .lane[data-lane='{lane}'] .lane-name")
        wait_page(walk.page, f"document.querySelector(\"{pinned}\") === null",
                  f"the lane {lane} unpinned", time.monotonic(), 2000)
        node = walk.page.evaluate("(document.querySelector('#graph-rest .chip') || {}).textContent")
        if node:
            walk.page.click(f"#graph-rest .chip:text-is('{node}')")
            wait_page(walk.page, f"getComputedStyle(document.querySelector('#graph .node"
                      f"[data-node=\"{node}\"]')).display !== 'none'", f"the node {node} shown",
                      time.monotonic(), 2000)
        walk.check(f"serve {os.path.basename(path)} after the clicks", "unpinned", SIZES[:1])
        return walk.result()


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
    """Runs `walks` ((what, walk, argument) each) with a browser of their own, adding their
    report lines to `lines` and what failed to `failed`."""
    try:
        with sync_playwright() as playwright:
            browser = launch(playwright)
            try:
                for what, walk, argument in walks:
                    passed, line = report(what, *walk(binary, home, browser, argument, shots))
                    lines.append(line)
                    if not passed:
                        failed.append(what)
            finally:
                browser.close()
    except Exception as error:  # a walk that breaks fails the test, with what broke it
        lines.append(f"FAIL every step: {error!r}")
        failed.append(repr(error))


def main():
    binary = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    demos = sys.argv[2:] or sorted(glob.glob(os.path.join(root, "scripts", "demos", "*.bind")))
    shots = os.environ.get("BIND_SHOTS")
    started = time.monotonic()
    # Two browsers at once: `bind present` in one, `bind serve` and `bind play` in the other.
    presents = [(f"bind present --serve {os.path.basename(path)}", walk_present, path)
                for path in demos]
    others = []
    for path in demos:
        others.append((f"bind serve {os.path.basename(path)}", walk_serve, path))
        if "marbles(" in open(path).read():
            others.append((f"bind play {os.path.basename(path)}", walk_play, [path]))
    if not sys.argv[2:]:
        others.append(("pinning a folded lane in bind serve tour.bind", pinning,
                       os.path.join(root, "scripts", "demos", "tour.bind")))
    for operator in OPERATORS if not sys.argv[2:] else []:
        others.append((f"bind play --operator {operator}", walk_play, ["--operator", operator]))
    failed, outputs = [], [[], []]
    with tempfile.TemporaryDirectory() as home:
        threads = [threading.Thread(target=run_walks,
                                    args=(walks, binary, home, shots, lines, failed))
                   for walks, lines in zip((presents, others), outputs)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    print("\n".join(outputs[0] + outputs[1]))
    print(f"every step: {time.monotonic() - started:.0f} s")
    if failed:
        raise SystemExit(f"not readable at every step: {', '.join(failed)}")


if __name__ == "__main__":
    main()
