"""Every demo on one projector screen: `bind serve DEMO` run to its end, its page in headless
Chromium at 1280x720 and at 1920x1080. The graph, the marbles and the latest trace must lie
inside the viewport without scrolling (and inside the panels that hold them), the graph's
text must be drawn at least 16 px high, and the marbles' text (the values in the marbles, the
lane names, the time labels and the legend) at least 14 px. (every_step_test.py measures every
step; this checks the end of each demo at both sizes.) Usage:
    python3 one_screen_test.py PATH/TO/bind [DEMO.bind ...]
With BIND_SHOTS=FOLDER, a screenshot of each demo at each size is written there."""

import glob
import os
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

from live_view_test import launch, wait_page
from pty_session import PtySession

SIZES = [(1280, 720), (1920, 1080)]
SMALLEST_TEXT = 16  # pixels, the least a class at the back of a room can read
SMALLEST_MARBLE_TEXT = 14  # pixels: the marbles' letters, lane names and time labels

# Each box as the page lays it out, and the part of it a viewer can see: clipped by the
# viewport and by every ancestor that scrolls or hides its overflow.
MEASURE = """() => {
  function seen(element) {
    if (!element) return null;
    const box = element.getBoundingClientRect();
    let left = 0, top = 0, right = innerWidth, bottom = innerHeight;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      if (parent === document.body || parent === document.documentElement) continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left); top = Math.max(top, clip.top);
      right = Math.min(right, clip.right); bottom = Math.min(bottom, clip.bottom);
    }
    return { box: [box.left, box.top, box.right, box.bottom], room: [left, top, right, bottom] };
  }
  const graph = document.querySelector("#graph svg");
  const scale = graph ? graph.getScreenCTM().a : 1;
  const sizes = graph ? Array.from(graph.querySelectorAll("text")).map(function (text) {
    return { text: text.textContent, px: parseFloat(getComputedStyle(text).fontSize) * scale };
  }) : [];
  const marbles = document.querySelector("#marbles svg");
  const marbleScale = marbles ? marbles.getScreenCTM().a : 1;
  const marbleSizes = marbles ? Array.from(
      marbles.querySelectorAll(".marble text, .lane-name, .legend text, .axis text")).filter(function (text) {
    return getComputedStyle(text).display !== "none" && !text.closest(".folded");
  }).map(function (text) {
    return { text: text.textContent, px: parseFloat(getComputedStyle(text).fontSize) * marbleScale };
  }) : [];
  return {
    parts: {
      graph: seen(graph),
      marbles: seen(document.querySelector("#marbles svg") || document.getElementById("marbles")),
      // A trace folded to its first line (an earlier statement's, with no room) is that line.
      trace: seen(document.querySelector("#trace:not(.folded)")
        || document.getElementById("trace-earlier")),
    },
    text: sizes,
    marbleText: marbleSizes,
    scrolls: document.documentElement.scrollHeight > innerHeight + 1
      || document.documentElement.scrollWidth > innerWidth + 1,
  };
}"""


def problems_at(page, demo, width, height, notes):
    """What does not fit at this size, in words (nothing when all fits). The smallest text of
    the graph and of the marbles goes to `notes`."""
    found = []
    measured = page.evaluate(MEASURE)
    for name, texts in [("graph", measured["text"]), ("marble", measured["marbleText"])]:
        if texts:
            least = min(texts, key=lambda t: t["px"])
            notes.append(f"{width}x{height}: {name} text {least['px']:.1f} px at least "
                         f"({least['text']!r})")
    for name, part in measured["parts"].items():
        if part is None:
            found.append(f"no {name} on the page")
            continue
        box, room = part["box"], part["room"]
        inside = (box[0] >= room[0] - 0.5 and box[1] >= room[1] - 0.5
                  and box[2] <= room[2] + 0.5 and box[3] <= room[3] + 0.5)
        if not inside:
            shown = ", ".join(f"{v:.0f}" for v in box)
            visible = ", ".join(f"{v:.0f}" for v in room)
            found.append(f"the {name} ({shown}) does not fit what is visible ({visible})")
    small = [t for t in measured["text"] if t["px"] < SMALLEST_TEXT - 0.01]
    if small:
        found.append(f"{len(small)} graph texts under {SMALLEST_TEXT} px, e.g. "
                     f"{small[0]['text']!r} at {small[0]['px']:.1f} px")
    least_marble = SMALLEST_MARBLE_TEXT
    small = [t for t in measured["marbleText"] if t["px"] < least_marble - 0.01]
    if small:
        found.append(f"{len(small)} marble texts under {least_marble} px, e.g. "
                     f"{small[0]['text']!r} at {small[0]['px']:.1f} px")
    if not measured["text"]:
        found.append("the graph has no text")
    if measured["scrolls"]:
        found.append("the page scrolls")
    return [f"{width}x{height}: {problem}" for problem in found]


def check_demo(binary, home, browser, path, shots, notes):
    session = PtySession([binary, "serve", path], env={"HOME": home})
    try:
        url = session.wait_for(r"^view: (http://127\.0\.0\.1:\d+/[0-9a-f]{32}/)\n").group(1)
        session.wait_for(r"bind> $", timeout=60)
        page = browser.new_page(viewport={"width": SIZES[0][0], "height": SIZES[0][1]})
        try:
            page.goto(url)
            wait_page(page, "document.querySelector('#graph svg .node') !== null && "
                      "!document.getElementById('statement').classList.contains('empty')",
                      "the demo's last state", time.monotonic(), 10000)
            found = []
            for width, height in SIZES:
                page.set_viewport_size({"width": width, "height": height})
                page.evaluate("() => new Promise(done => requestAnimationFrame(() => "
                              "requestAnimationFrame(done)))")
                if shots:
                    name = os.path.basename(path).removesuffix(".bind")
                    page.screenshot(path=os.path.join(shots, f"{name}-{width}x{height}.png"))
                found += problems_at(page, os.path.basename(path), width, height, notes)
            return found
        finally:
            page.close()
    finally:
        session.close()


def main():
    binary = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    demos = sys.argv[2:] or sorted(glob.glob(os.path.join(root, "scripts", "demos", "*.bind")))
    shots = os.environ.get("BIND_SHOTS")
    failures = []
    with tempfile.TemporaryDirectory() as home, sync_playwright() as playwright:
        browser = launch(playwright)
        try:
            for path in demos:
                notes = []
                found = check_demo(binary, home, browser, path, shots, notes)
                name = os.path.basename(path)
                if found:
                    failures.append(name)
                    print(f"FAIL one screen: {name}\n  " + "\n  ".join(found))
                else:
                    print(f"PASS one screen: {name}")
                print("  (" + "; ".join(notes) + ")")
        finally:
            browser.close()
    if failures:
        raise SystemExit(f"{len(failures)} of {len(demos)} demos do not fit one screen")


if __name__ == "__main__":
    main()
