"""Readable at every step (issue 32): every demo in scripts/demos walked through
`bind present --serve` one statement at a time, its page in headless Chromium measured after
each step at 1280x720 and 1920x1080 (page_measure.py: graph text at least 16 px, marble, trace
and views text at least 14 px, what the statement touched unfolded, no panel's content cut off
or in a scroll box, a page that does not scroll). Usage:
    python3 every_step_test.py PATH/TO/bind [DEMO.bind ...]
With BIND_SHOTS=FOLDER, a screenshot of every step at 1280x720 is written there."""

import glob
import os
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

from live_view_test import launch, wait_page
from page_measure import measure, settle
from pty_session import PtySession

SIZES = [(1280, 720), (1920, 1080)]
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
        time.sleep(0.08)


def check_sizes(page, where, shots, name, failures, least):
    """Measures the page at each size, noting what is wrong in `failures` and the least
    sizes seen in `least`."""
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        settle(page)
        if shots and (width, height) == SIZES[0]:
            page.screenshot(path=os.path.join(shots, f"{name}.png"))
        found, sizes = measure(page)
        failures += [f"{where} at {width}x{height}: {problem}" for problem in found]
        for region, size in sizes.items():
            if region not in least or size["px"] < least[region]["px"]:
                least[region] = size
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})


def walk_present(binary, home, browser, path, shots):
    """`bind present --serve DEMO`, Enter after Enter: the page measured after each step."""
    demo = os.path.basename(path).removesuffix(".bind")
    session = PtySession([binary, "present", "--serve", path], env={"HOME": home})
    failures, least, steps = [], {}, 0
    page = browser.new_page(viewport={"width": SIZES[0][0], "height": SIZES[0][1]})
    try:
        url = session.wait_for(ADDRESS).group(1)
        total = int(session.wait_for(r"\[1/(\d+)\]").group(1))
        page.goto(url)
        sequence = wait_settled(page, -1)
        for step in range(1, total + 1):
            mark = len(session.text)
            session.type("\r")
            after = rf"\[{step + 1}/{total}\]" if step < total else r"the end: \d+ statements ran"
            session.wait_for(after, start=mark, timeout=60)
            sequence = wait_settled(page, sequence)
            steps += 1
            check_sizes(page, f"present {demo} step {step}", shots, f"present-{demo}-{step:02}",
                        failures, least)
        session.type("q")
        session.exit_status()
    finally:
        page.close()
        session.close()
    return failures, least, steps


def report(what, failures, least, steps):
    sizes = ", ".join(f"{region} {size['px']:.1f} px ({size['text']!r})"
                      for region, size in sorted(least.items()))
    if failures:
        print(f"FAIL every step: {what}, {steps} steps, {len(failures)} problems\n  "
              + "\n  ".join(failures[:40]) + ("\n  …" if len(failures) > 40 else ""))
    else:
        print(f"PASS every step: {what}, {steps} steps; least text: {sizes}")
    return not failures


def main():
    binary = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    demos = sys.argv[2:] or sorted(glob.glob(os.path.join(root, "scripts", "demos", "*.bind")))
    shots = os.environ.get("BIND_SHOTS")
    started = time.monotonic()
    failed = []
    with tempfile.TemporaryDirectory() as home, sync_playwright() as playwright:
        browser = launch(playwright)
        try:
            for path in demos:
                name = os.path.basename(path)
                if not report(f"bind present --serve {name}",
                              *walk_present(binary, home, browser, path, shots)):
                    failed.append(f"present {name}")
        finally:
            browser.close()
    print(f"every step: {time.monotonic() - started:.0f} s")
    if failed:
        raise SystemExit(f"not readable at every step: {', '.join(failed)}")


if __name__ == "__main__":
    main()
