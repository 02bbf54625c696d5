"""`bind report` printed: each demo's handout, laid out for print on A4 in headless Chromium
(Debian's package, driven by Playwright), draws every picture whole inside the page's width,
and the end's graph shows the end's values. Usage:
    python3 report_print_test.py PATH/TO/bind"""

import glob
import os
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
DEMOS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "demos")
# A4 is 210 mm wide; with the report's 12 mm margins, 186 mm at 96 px an inch.
A4_WIDTH = round(186 / 25.4 * 96)

PICTURES = """() => Array.from(document.querySelectorAll('.picture')).map(box => {
  const svg = box.querySelector('svg').getBoundingClientRect();
  const page = document.documentElement.getBoundingClientRect();
  return { left: svg.left, right: svg.right, boxRight: box.getBoundingClientRect().right,
           pageRight: page.right, scrolls: box.scrollWidth > box.clientWidth };
})"""


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"])
        try:
            page = browser.new_page(viewport={"width": A4_WIDTH, "height": 1000})
            page.emulate_media(media="print")
            for demo in sorted(glob.glob(os.path.join(DEMOS, "*.bind"))):
                name = os.path.basename(demo)
                out = os.path.join(folder, name + ".html")
                subprocess.run([binary, "report", demo, "-o", out], capture_output=True, timeout=120)
                page.goto("file://" + out)
                for picture in page.evaluate(PICTURES):
                    assert not picture["scrolls"], (name, picture)
                    assert picture["left"] >= 0 and picture["right"] <= picture["boxRight"] + 0.5 \
                        and picture["right"] <= A4_WIDTH, (name, picture)
                if name == "settings.bind":
                    values = page.evaluate(
                        "Array.from(document.querySelectorAll('#end .bind-graph "
                        ".node[data-node=\"saves\"] .value')).map(v => v.getAttribute('data-value'))")
                    assert values == ["1"], f"the end's graph shows saves {values}, not 1"
            print(f"PASS report: every demo's handout prints on A4 ({A4_WIDTH} px wide) with "
                  "each picture whole, and settings.bind's end graph shows saves 1")
        finally:
            browser.close()


if __name__ == "__main__":
    main()
