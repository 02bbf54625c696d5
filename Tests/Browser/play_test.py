"""Play mode in a real browser: `bind play` on a pseudo-terminal, its page in headless
Chromium (Debian's package, driven by Playwright). A marble is dragged with real mouse
events; the page's output lanes must then equal what `bind` draws for the edited script, and
forged edits must be refused without changing the session. Usage:
    python3 play_test.py PATH/TO/bind [SCREENSHOT_FOLDER]"""

import json
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.request
import xml.etree.ElementTree as ElementTree

from playwright.sync_api import sync_playwright

from pty_session import PtySession

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts",
                      "demos", "play.bind")
LANES = ["clicks", "doubled", "big", "total", "typing", "settled"]
NUMBER_LANES = ["clicks", "doubled", "big", "total"]

PAGE_LANES = """() => {
  const lanes = {};
  document.querySelectorAll('#marbles .lane[data-lane]').forEach(lane => {
    lanes[lane.getAttribute('data-lane')] = Array.from(lane.querySelectorAll('.marble')).map(m =>
      [m.getAttribute('data-time'), m.getAttribute('data-value') || m.getAttribute('class')]);
  });
  return lanes;
}"""

POST = """async ([path, body, type]) => {
  const response = await fetch(path, {method: 'POST', headers: {'Content-Type': type}, body});
  return [response.status, (await response.text()).trim()];
}"""


def launch(playwright):
    return playwright.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"])


def wait_page(page, condition, what, limit=10.0):
    """Polls a JavaScript condition (the page's content security policy forbids the eval
    that Playwright's wait_for_function needs)."""
    deadline = time.monotonic() + limit
    while not page.evaluate(condition):
        if time.monotonic() > deadline:
            raise AssertionError(f"the page did not show {what}:\n" + page.inner_text("body")[:2000])
        time.sleep(0.01)


def svg_lanes(svg_text):
    """Each lane's marbles, as (data-time, data-value or class), from a marble SVG."""
    root = ElementTree.fromstring(svg_text)
    lanes = {}
    for group in root.iter("{http://www.w3.org/2000/svg}g"):
        name = group.get("data-lane")
        if name is None:
            continue
        lanes[name] = [
            [marble.get("data-time"), marble.get("data-value") or marble.get("class")]
            for marble in group.iter("{http://www.w3.org/2000/svg}g")
            if "marble" in (marble.get("class") or "").split()]
    return lanes


def text_lane(marbles):
    """A lane of one-character values as `:marbles` prints it, 100 ms a frame."""
    frames = {}
    for time_text, value in marbles:
        frame = int(float(time_text)) // 100
        frames[frame] = "|" if value == "marble completed" else value
    return "".join(frames.get(frame, "-") for frame in range(max(frames) + 1))


def run_bind(binary, statements):
    """Runs statements through `bind -q` from a pipe (it goes on past a failed expect)."""
    done = subprocess.run([binary, "-q"], input=statements, capture_output=True, text=True,
                          timeout=60)
    return done.stdout


def drag(page, lane, from_time, to_time, kind=".marble"):
    """Drags the marble of `lane` at `from_time` to `to_time` with real mouse events."""
    marble = page.locator(f'#marbles .lane[data-lane="{lane}"] {kind}[data-time="{from_time}"]')
    # A state drawn just then replaces the picture, and the marble with it, for a moment.
    box = None
    for _ in range(100):
        box = marble.first.bounding_box(timeout=5000)
        if box:
            break
        page.wait_for_timeout(20)
    assert box, f"no marble of {lane} at {from_time} ms to drag"
    scale = page.evaluate("""() => {
      const root = document.querySelector('#marbles svg.bind-marbles');
      return parseFloat(root.getAttribute('data-px-per-ms')) * root.getScreenCTM().a;
    }""")
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + (to_time - from_time) * scale, y + 2, steps=12)
    page.mouse.up()


def open_page(session, browser):
    """Waits for `session` (`bind play ...` on a pty) to print its page's address and its
    prompt, and opens the page at 1280x720 in `browser`."""
    url = session.wait_for(r"view: (http://127\.0\.0\.1:\d+/[0-9a-f]{32}/)").group(1)
    session.wait_for(r"bind> ")
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.goto(url)
    return page


def main():
    binary = os.path.abspath(sys.argv[1])
    shots = sys.argv[2] if len(sys.argv) > 2 else None
    with tempfile.TemporaryDirectory() as home, sync_playwright() as playwright:
        session = PtySession([binary, "play", SCRIPT], env={"HOME": home})
        browser = None
        try:
            url = session.wait_for(r"view: (http://127\.0\.0\.1:\d+/[0-9a-f]{32}/)").group(1)
            session.wait_for(r"play: drag the marbles of clicks, typing")
            session.wait_for(r"bind> ")
            browser = launch(playwright)
            page = browser.new_page(viewport={"width": 1280, "height": 720})
            page.goto(url)
            wait_page(page, "document.body.classList.contains('playing') && document.querySelector("
                      "'#marbles .lane.playable[data-lane=\"clicks\"] .marble[data-time=\"400\"]')"
                      " !== null", "the playable lanes")
            fits = page.evaluate("document.documentElement.scrollWidth <= 1280 && "
                                 "document.querySelector('#marbles svg').getBoundingClientRect()"
                                 ".bottom <= 720")
            assert fits, "the playable marbles do not fit a 1280x720 window"
            if shots:
                page.screenshot(path=os.path.join(shots, "play-before.png"))
            before = page.evaluate(PAGE_LANES)
            assert before["clicks"][1] == ["400", "2"], before["clicks"]
            print("PASS play: the page shows the playable lanes, fitting 1280x720")

            mark = len(session.text)
            drag(page, "clicks", 400, 700)
            session.wait_for(r'› let clicks = marbles\("-a-----bc--\|", a: 1, b: 2, c: 3\)',
                             start=mark)
            wait_page(page, "document.body.hasAttribute('data-play-latency') && document."
                      "querySelector('#marbles .lane[data-lane=\"clicks\"] .marble[data-time="
                      "\"700\"]') !== null", "the new run after the drop")
            latency = page.evaluate("document.body.getAttribute('data-play-latency')")
            if shots:
                page.screenshot(path=os.path.join(shots, "play-after.png"))
            print(f"PASS play: dragging b from 400 to 700 ms rewrote the literal; the page showed "
                  f"the new run {latency} ms after the drop")

            saved = os.path.join(home, "edited.bind")
            mark = len(session.text)
            session.type(f":save {saved}\r")
            session.wait_for(r"saved the played script", start=mark)
            with open(saved, encoding="utf-8") as file:
                edited = file.read()
            copied = page.evaluate("document.getElementById('script-text').value")
            assert copied == edited, "the copy-script text is not the saved script"
            page.click("#copy-script")
            wait_page(page, "document.getElementById('play-message').textContent.startsWith("
                      "'copied the script')", "that the script was copied")
            assert '"-a-----bc--|"' in edited and edited.count("\n") == open(SCRIPT).read().count("\n")

            names = " ".join(LANES)
            svg_path = os.path.join(home, "edited.svg")
            printed = run_bind(binary, edited + f"\n:marbles svg {svg_path} {names}\n:marbles {names}\n")
            with open(svg_path, encoding="utf-8") as file:
                expected = svg_lanes(file.read())
            after = page.evaluate(PAGE_LANES)
            for lane in LANES:
                assert after[lane] == expected[lane], (lane, after[lane], expected[lane])
            assert after["total"] != before["total"], "the drag changed nothing downstream"
            lines = {line.split()[0]: line.split()[1] for line in printed.splitlines() if line.strip()}
            for lane in NUMBER_LANES:
                assert lines[lane].rstrip("-") == text_lane(after[lane]).rstrip("-"), (
                    lane, lines[lane], text_lane(after[lane]))
            print("PASS play: every lane on the page equals what bind draws (:marbles svg and "
                  ":marbles) for the saved script")

            edit = url.split("127.0.0.1", 1)[1].split("/", 1)[1]
            path = "/" + edit + "edit"
            wrong = "/" + "0" * 32 + "/edit"
            forged = [
                ("a new statement", path, {"lane": "clicks", "diagram": '-a")\nlet evil = 1 //'}, 422),
                ("a value outside the literal", path, {"lane": "clicks", "diagram": "-a-z|"}, 422),
                ("a literal that is not one", path, {"lane": "doubled", "diagram": "-a|"}, 404),
                ("a wrong token", wrong, {"lane": "clicks", "diagram": "-a|"}, 404),
                ("an unknown field", path, {"lane": "clicks", "diagram": "-a|", "run": "x"}, 400),
            ]
            for what, target, body, status in forged:
                answer = page.evaluate(POST, [target, json.dumps(body), "application/json"])
                assert answer[0] == status, (what, answer)
            assert page.evaluate(POST, [path, "{not json", "application/json"])[0] == 400
            assert page.evaluate(POST, [path, json.dumps({"lane": "clicks", "diagram": "-a|"}),
                                        "text/plain"])[0] == 415
            big_body = json.dumps({"lane": "clicks", "diagram": "-" * 5000})
            assert page.evaluate(POST, [path, big_body, "application/json"])[0] == 413
            mark = len(session.text)
            session.type(f":save {saved}\r")
            session.wait_for(r"saved the played script", start=mark)
            with open(saved, encoding="utf-8") as file:
                assert file.read() == edited, "a refused edit changed the script"
            assert "evil" not in session.text and "edited on the page" not in session.text[mark:]
            assert page.evaluate(PAGE_LANES) == after, "a refused edit changed the page"
            print("PASS play: forged edits (a new statement, a value outside the literal, an "
                  "unknown literal, a wrong token, bad JSON, a wrong type, a large body) get a "
                  "4xx and change nothing")

            mark = len(session.text)
            remove_marble(page, "typing")
            session.wait_for(r'› let typing = marbles\("ab-c--------\|"\)', start=mark)
            print("PASS play: dragging a marble off its lane removes it")

            mark = len(session.text)
            wait_page(page, "document.querySelectorAll('#marbles .lane[data-lane=\"typing\"]"
                      " .marble.value').length === 3", "the typing lane without d")
            drag(page, "clicks", 1100, 1300, kind=".marble.completed")
            session.wait_for(r'› let clicks = marbles\("-a-----bc----\|"', start=mark)
            wait_page(page, "document.querySelector('#marbles .lane[data-lane=\"total\"] "
                      ".marble.completed[data-time=\"1300\"]') !== null", "the completion moved")
            print("PASS play: the completion drags like a marble, and the outputs follow it")

            mark = len(session.text)
            page.select_option('select[data-lane="clicks"]', "b")
            click_lane(page, "clicks", 1000)
            session.wait_for(r'› let clicks = marbles\("-a-----bc-b--\|"', start=mark)
            wait_page(page, "document.querySelector('#marbles .lane[data-lane=\"clicks\"] "
                      ".marble[data-time=\"1000\"][data-value=\"2\"]') !== null",
                      "the added marble")
            print("PASS play: a click on an empty spot of a lane adds the chosen value there")

            session.type(":quit\r")
            assert session.exit_status() == 0
        finally:
            if browser:
                browser.close()
            session.close()
        play_inside_the_shell(binary, home)
        play_a_gallery_script(binary, home, shots, playwright)
        edits_stay_well_formed(binary, home, shots, playwright)


WELL_FORMED_SCRIPT = """let typing = marbles("----a-a--c|")
let seen = typing.map { $0 }
advance 2s
"""


def lane_values(page, lane):
    """The times of lane `lane`'s value marbles on the page."""
    return page.evaluate("""(lane) => Array.from(document.querySelectorAll(
      '#marbles .lane[data-lane="' + lane + '"] .marble.value')).map(m => m.getAttribute('data-time'))""",
                         lane)


def edits_stay_well_formed(binary, home, shots, playwright):
    """Issue 32, item 4: a drag or click never leaves text after the end, never drops a marble
    silently, and every marble written into the literal is drawn and removable."""
    path = os.path.join(home, "well-formed.bind")
    with open(path, "w", encoding="utf-8") as file:
        file.write(WELL_FORMED_SCRIPT)
    session = PtySession([binary, "play", path], env={"HOME": home})
    browser = launch(playwright)
    try:
        page = open_page(session, browser)
        wait_page(page, "document.querySelector('#marbles .lane.playable[data-lane=\"typing\"]"
                  " .marble.completed[data-time=\"1000\"]') !== null", "the playable input")
        assert lane_values(page, "typing") == ["400", "600", "900"], lane_values(page, "typing")
        assert lane_values(page, "seen") == ["400", "600", "900"], "equal values in a row are each drawn"

        mark = len(session.text)
        drag(page, "typing", 1000, 700, kind=".marble.completed")
        session.wait_for(r'› let typing = marbles\("----a-a--c\|"\)', start=mark)
        wait_page(page, "document.getElementById('play-message').textContent.indexOf("
                  "'the end follows the last marble') >= 0", "why the end moved")
        assert lane_values(page, "typing") == ["400", "600", "900"], lane_values(page, "typing")
        print("PASS play: a completion dragged before a marble follows the last marble; "
              "nothing is written after it and no marble is lost")

        mark = len(session.text)
        drag(page, "typing", 600, 1200)
        session.wait_for(r'› let typing = marbles\("----a----c--a\|"\)', start=mark)
        wait_page(page, "document.querySelector('#marbles .lane[data-lane=\"typing\"] "
                  ".marble.completed[data-time=\"1300\"]') !== null", "the end moved along")
        assert lane_values(page, "typing") == ["400", "900", "1200"], lane_values(page, "typing")
        print("PASS play: a marble dragged past the end takes the end along")

        mark = len(session.text)
        page.select_option('select[data-lane="typing"]', "a")
        click_lane(page, "typing", 300)
        session.wait_for(r'› let typing = marbles\("---aa----c--a\|"\)', start=mark)
        wait_page(page, "document.querySelectorAll('#marbles .lane[data-lane=\"typing\"] "
                  ".marble.value').length === 4", "the added a beside the other a")
        assert lane_values(page, "seen") == ["300", "400", "900", "1200"], lane_values(page, "seen")
        mark = len(session.text)
        marble = page.locator('#marbles .lane[data-lane="typing"] .marble.value[data-time="300"]')
        box = marble.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x, y + 120, steps=8)
        page.mouse.up()
        session.wait_for(r'› let typing = marbles\("----a----c--a\|"\)', start=mark)
        if shots:
            page.screenshot(path=os.path.join(shots, "play-well-formed.png"))
        print("PASS play: a value equal to the one before is drawn when added, and removable")
        session.type(":quit\r")
        assert session.exit_status() == 0
    finally:
        if browser:
            browser.close()
        session.close()


def play_a_gallery_script(binary, home, shots, playwright):
    """`bind play --operator debounce`: drag an input marble of the gallery's debounce script;
    the page's lanes equal what bind draws for the saved script."""
    session = PtySession([binary, "play", "--operator", "debounce"], env={"HOME": home})
    browser = launch(playwright)
    try:
        page = open_page(session, browser)
        wait_page(page, "document.querySelector('#marbles .lane.playable[data-lane=\"typing\"]"
                  " .marble[data-time=\"300\"]') !== null", "the gallery's playable input")
        if shots:
            page.screenshot(path=os.path.join(shots, "play-gallery-before.png"))
        mark = len(session.text)
        drag(page, "typing", 300, 600)
        session.wait_for(r'› let typing = marbles\("-a----b---c-----\|"\)', start=mark)
        wait_page(page, "document.querySelector('#marbles .lane[data-lane=\"typing\"] "
                  ".marble[data-time=\"600\"]') !== null", "the new run after the drop")
        if shots:
            page.screenshot(path=os.path.join(shots, "play-gallery-after.png"))
        saved = os.path.join(home, "debounce-edited.bind")
        mark = len(session.text)
        session.type(f":save {saved}\r")
        session.wait_for(r"saved the played script", start=mark)
        with open(saved, encoding="utf-8") as file:
            edited = file.read()
        svg_path = os.path.join(home, "debounce-edited.svg")
        run_bind(binary, edited + f"\n:marbles svg {svg_path} typing settled\n")
        with open(svg_path, encoding="utf-8") as file:
            expected = svg_lanes(file.read())
        after = page.evaluate(PAGE_LANES)
        for lane in ["typing", "settled"]:
            assert after[lane] == expected[lane], (lane, after[lane], expected[lane])
        assert [time for time, _ in after["settled"]][:2] == ["400", "900"], after["settled"]
        print("PASS play: a gallery script (bind play --operator debounce) plays; after a "
              "drag the page's lanes equal what bind draws for the saved script")
        session.type(":quit\r")
        assert session.exit_status() == 0
    finally:
        if browser:
            browser.close()
        session.close()


def play_inside_the_shell(binary, home):
    """`:play` in a running shell plays the statements run so far."""
    session = PtySession([binary], env={"HOME": home})
    try:
        session.wait_for(r"bind> ")
        session.type('let keys = marbles("-a-b|")\r')
        session.wait_for(r"bind> .*\n.*bind> ")
        mark = len(session.text)
        session.type("advance 1s\r")
        session.wait_for(r"keys completed.*\n(.*\n)*bind> ", start=mark)
        mark = len(session.text)
        session.type(":play\r")
        url = session.wait_for(r"view: (http://127\.0\.0\.1:\d+/[0-9a-f]{32}/)", start=mark).group(1)
        session.wait_for(r"play: drag the marbles of keys", start=mark)
        request = urllib.request.Request(
            url + "edit", data=json.dumps({"lane": "keys", "diagram": "--b-a|"}).encode(),
            headers={"Content-Type": "application/json"}, method="POST")
        with urllib.request.urlopen(request, timeout=10) as response:
            assert response.status == 200
        session.wait_for(r'› let keys = marbles\("--b-a\|"\)', start=mark)
        mark = len(session.text)
        session.type(":marbles keys\r")
        session.wait_for(r"keys +--b-a\|", start=mark)
        print("PASS play: :play inside a running shell plays what it ran")
        session.type(":quit\r")
        assert session.exit_status() == 0
    finally:
        session.close()


def click_lane(page, lane, at_time):
    """Clicks lane `lane` at time `at_time`, where no marble is."""
    point = page.evaluate("""([lane, time]) => {
      const root = document.querySelector('#marbles svg.bind-marbles');
      const element = root.querySelector('.lane[data-lane="' + lane + '"]');
      const p = root.createSVGPoint();
      p.x = parseFloat(root.getAttribute('data-origin-x'))
        + time * parseFloat(root.getAttribute('data-px-per-ms'));
      p.y = 0;
      const x = p.matrixTransform(root.getScreenCTM()).x;
      return [x, element.getScreenCTM().f];
    }""", [lane, at_time])
    page.mouse.click(point[0], point[1])


def remove_marble(page, lane):
    """Drags the last value marble of `lane` well below the lane."""
    marble = page.locator(f'#marbles .lane[data-lane="{lane}"] .marble.value').last
    box = marble.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y + 120, steps=8)
    page.mouse.up()


if __name__ == "__main__":
    main()
