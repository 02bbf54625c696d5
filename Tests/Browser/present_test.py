"""`bind present` on a pseudo-terminal and from a pipe: Enter runs the next statement, c runs
the rest, q stops. Usage: python3 present_test.py PATH/TO/bind"""

import os
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

from playwright.sync_api import sync_playwright

from live_view_test import launch, wait_page
from pty_session import PtySession

SCRIPT = """mutable a = 1
# b is derived from a, one more.
let b = a.map { $0 + 1 }
a = 5
# The class checks b.
expect b == 6
"""


def present(binary, path):
    return PtySession([binary, "present", path])


def enter_then_rest(binary, path):
    session = present(binary, path)
    try:
        session.wait_for(r"\[1/4\] mutable a = 1\s*Enter: run")
        assert "[2/4]" not in session.text, "present ran ahead without a key"
        session.type("\r")
        session.wait_for(r"\[2/4\] let b = a\.map")
        session.type("\r")
        mark = len(session.text)
        session.wait_for(r"\[3/4\] a = 5", start=mark)
        session.type("c")
        session.wait_for(r"a = 5\s+└─ b = 6", start=mark)
        session.wait_for(r"the end: 4 statements ran", start=mark)
        assert session.exit_status() == 0
    finally:
        session.close()


def quit_at_once(binary, path):
    session = present(binary, path)
    try:
        session.wait_for(r"Enter: run")
        session.type("q")
        session.wait_for(r"stopped before statement 1 of 4")
        assert session.exit_status() == 0
        assert "b = 2" not in session.text
    finally:
        session.close()


def from_a_pipe(binary, path):
    result = subprocess.run(
        [binary, "present", path], input="\n\nq\n", capture_output=True, text=True, timeout=60,
        env={**os.environ, "NO_COLOR": "1"})
    assert result.returncode == 0, result
    assert "b = 2" in result.stdout, result.stdout
    assert "stopped before statement 3 of 4" in result.stdout, result.stdout
    assert "b = 6" not in result.stdout, result.stdout


def with_the_live_view(binary, path):
    session = PtySession([binary, "present", "--serve", path])
    try:
        url = session.wait_for(r"^view: (http://127\.0\.0\.1:\d+/[0-9a-f]{32}/)\n").group(1)
        with sync_playwright() as playwright:
            browser = launch(playwright)
            try:
                page = browser.new_page(viewport={"width": 1280, "height": 720})
                page.goto(url)
                session.wait_for(r"Enter: run")
                wait_page(page, "document.getElementById('next').textContent === 'mutable a = 1'",
                          "the statement shown next", time.monotonic(), 5000)
                session.type("\r")
                wait_page(page, "document.getElementById('statement').textContent === "
                          "'mutable a = 1' && document.getElementById('next').textContent"
                          ".startsWith('let b') && document.getElementById('next-narration')"
                          ".textContent === 'b is derived from a, one more.'",
                          "the step, the one after and its narration", time.monotonic())
                session.type("c")
                session.wait_for(r"the end: 4 statements ran\s+the live view stays on the final "
                                 r"state: q to leave")
                session.read_for(1.0)
                assert os.waitpid(session.pid, os.WNOHANG)[0] == 0, "it ended before q"
                wait_page(page, "document.getElementById('statement').textContent === "
                          "'expect b == 6' && document.getElementById('status').textContent "
                          "!== 'session ended'", "the final state, still live", time.monotonic())
                wait_page(page, "document.getElementById('narration').textContent === "
                          "'The class checks b.' && document.getElementById('trace')"
                          ".textContent.includes('b = 6') && document.getElementById("
                          "'trace-earlier').textContent.startsWith('earlier, from a = 5')",
                          "the last statement's narration, and the last real trace kept as earlier",
                          time.monotonic())
                shots = os.environ.get("BIND_SHOTS")
                if shots:
                    page.screenshot(path=os.path.join(shots, "present-end.png"))
                session.type("q")
                assert session.exit_status() == 0
                wait_page(page, "document.getElementById('status').textContent === "
                          "'session ended'", "the page told the session ended after q",
                          time.monotonic())
            finally:
                browser.close()
        try:
            urllib.request.urlopen(url, timeout=2)
            raise AssertionError("the live view still answers after the presentation ended")
        except urllib.error.URLError as error:
            assert not isinstance(error, urllib.error.HTTPError), error
    finally:
        session.close()


def a_timeline_that_belongs_to_the_session(binary, path):
    """Issue 32, item 5: the server keeps the session's timeline. A page opened after three
    statements run with Enter and the rest with `c`, and the same page reloaded, steps through
    all of it, one step for each statement (multi-line ones too; the announcement of the next
    one joins the step), and the header keeps its height while stepping, so the slider never
    moves under the mouse."""
    demo = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts",
                        "demos", "login.bind")
    session = PtySession([binary, "present", "--serve", demo])
    try:
        url = session.wait_for(r"^view: (http://127\.0\.0\.1:\d+/[0-9a-f]{32}/)\n").group(1)
        session.wait_for(r"Enter: run")
        with sync_playwright() as playwright:
            browser = launch(playwright)
            try:
                live = browser.new_page(viewport={"width": 1280, "height": 720})
                live.goto(url)
                wait_page(live, "document.getElementById('next').textContent !== ''",
                          "the first statement announced", time.monotonic(), 5000)
                for number in range(2, 5):
                    session.type("\r")
                    session.wait_for(rf"\[{number}/\d+\]")
                    wait_page(live, "document.getElementById('next').textContent !== '' && "
                              "document.getElementById('statement').textContent !== ''",
                              "the statement run and the next announced", time.monotonic(), 5000)
                session.type("c")
                ran = int(session.wait_for(r"the end: (\d+) statements ran").group(1))
                page = browser.new_page(viewport={"width": 1280, "height": 720})
                page.goto(url)
                for attempt, shown in (("kept open", live), ("opened late", page),
                                       ("reloaded", page)):
                    if attempt == "reloaded":
                        page.reload()
                    check_every_step(shown, attempt, ran)
            finally:
                browser.close()
        session.type("q")
        assert session.exit_status() == 0
    finally:
        session.close()


def check_every_step(page, attempt, ran):
    """Steps back through the whole timeline of `page`: one step for each of the `ran`
    statements, and a header of one height, the slider fixed."""
    wait_page(page, "document.getElementById('statement').textContent === "
              "'dispose loginScreen' && !document.getElementById("
              "'timeline-slider').disabled", "the final state, with a timeline",
              time.monotonic())
    steps = int(page.evaluate("document.getElementById('timeline-slider').max")) + 1
    seen, heights, sliders = [], set(), set()
    for _ in range(steps):
        seen.append(page.evaluate("document.getElementById('statement').textContent"))
        page.keyboard.press("ArrowLeft")
        heights.add(page.evaluate("document.querySelector('header').offsetHeight"))
        sliders.add(round(page.evaluate("document.getElementById('timeline-slider')"
                                        ".getBoundingClientRect().top")))
    statements = [text for text in seen if text]
    distinct = [text for index, text in enumerate(statements)
                if index == 0 or statements[index - 1] != text]
    assert len(distinct) == ran, (attempt, ran, len(distinct), seen)
    assert len(statements) == ran, (attempt, "not one step a statement", seen)
    assert any(text.startswith("binding loginScreen {\n") for text in distinct)
    assert len(heights) == 1 and len(sliders) == 1, (attempt, heights, sliders)
    print(f"PASS present: a page {attempt} steps through all {ran} statements (three run with "
          f"Enter, the rest with c), one step each; the header stays {heights.pop()} px")

def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "steps.bind")
        with open(path, "w") as file:
            file.write(SCRIPT)
        for test in (enter_then_rest, quit_at_once, from_a_pipe, with_the_live_view):
            test(binary, path)
            print(f"PASS present: {test.__name__}")
        a_timeline_that_belongs_to_the_session(binary, path)


if __name__ == "__main__":
    main()
