"""What a class at the back of a room can read on the live page: every text element visible in
the graph, the marbles, the trace and the views, measured as drawn (its computed font size
times the scale of the picture that holds it), and what is cut off, hidden in a scroll box,
folded though the statement touched it, or makes the page scroll. Shared by the walks of
every_step_test.py."""

import time

GRAPH_TEXT = 16  # pixels, the least a class at the back of a room reads in the graph
MARBLE_TEXT = 14  # the marbles' values, lane names and time labels
PANEL_TEXT = 14  # the trace and the views

MEASURE = """(limits) => {
  const found = [];
  const least = {};
  function shown(element) {
    for (let e = element; e && e.nodeType === 1; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.display === "none" || style.visibility === "hidden") return false;
    }
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  }
  function px(element) {
    const size = parseFloat(getComputedStyle(element).fontSize);
    if (!element.ownerSVGElement) return size;
    const m = element.getScreenCTM();
    return size * Math.hypot(m.a, m.b);
  }
  function ownText(element) {
    let text = "";
    element.childNodes.forEach(function (node) { if (node.nodeType === 3) text += node.nodeValue; });
    return text.trim();
  }
  function inside(box, room) {
    return box.left >= room.left - 1 && box.top >= room.top - 1
      && box.right <= room.right + 1 && box.bottom <= room.bottom + 1;
  }
  const screen = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
  const regions = [
    ["graph", "#graph svg text, #graph-rest > *", limits.graph, "graph-section"],
    ["marbles", "#marbles svg text, #folded-lanes > *", limits.marbles, "marbles-section"],
    ["trace", "#trace pre, #trace-earlier, #printed, #play-checks li", limits.panel, "trace-section"],
    ["views", "#views pre, #views .chips > *", limits.panel, "views-section"],
  ];
  regions.forEach(function (region) {
    const [name, selector, limit, sectionId] = region;
    const section = document.getElementById(sectionId);
    if (!section || !shown(section)) return;
    const room = section.getBoundingClientRect();
    document.querySelectorAll(selector).forEach(function (element) {
      if (!ownText(element) || !shown(element)) return;
      const size = px(element);
      if (least[name] === undefined || size < least[name].px) {
        least[name] = { px: size, text: ownText(element).slice(0, 30) };
      }
      if (size < limit - 0.01) {
        found.push(name + " text " + JSON.stringify(ownText(element).slice(0, 30)) + " at "
          + size.toFixed(1) + " px, under " + limit);
      }
      const box = element.getBoundingClientRect();
      if (!inside(box, room) || !inside(box, screen)) {
        found.push(name + " text " + JSON.stringify(ownText(element).slice(0, 30))
          + " cut off: outside its panel or the screen");
      }
    });
  });
  // No panel holds more than its box: nothing cut, nothing behind a scroll bar.
  ["graph", "marbles", "trace-section", "views-section", "printed", "statement", "narration"].forEach(function (id) {
    const box = document.getElementById(id);
    if (!box || !shown(box)) return;
    if (box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1) {
      found.push("#" + id + " holds " + box.scrollWidth + "x" + box.scrollHeight + " in "
        + box.clientWidth + "x" + box.clientHeight);
    }
    if (!inside(box.getBoundingClientRect(), screen)) found.push("#" + id + " is off the screen");
  });
  ["#graph > svg", "#marbles > svg"].forEach(function (selector) {
    const picture = document.querySelector(selector);
    if (!picture || !shown(picture)) return;
    ["width", "height"].forEach(function (name) {
      if (!isFinite(parseFloat(picture.getAttribute(name)))) found.push(selector + " has no " + name);
    });
    const room = picture.parentElement.getBoundingClientRect();
    if (!inside(picture.getBoundingClientRect(), room)) found.push(selector + " is cut off");
  });
  // What the statement touched: its changed nodes (marked in the graph) and their lanes.
  const touched = new Set(Array.from(document.querySelectorAll("#graph .node.highlight[data-node]"))
    .map(function (node) { return node.getAttribute("data-node"); }));
  JSON.parse(document.body.getAttribute("data-changed") || "[]")
    .forEach(function (name) { touched.add(name); });
  touched.forEach(function (name) {
    const node = document.querySelector('#graph .node[data-node="' + CSS.escape(name) + '"]');
    if (node && (!shown(node) || node.closest(".folded"))) found.push("touched node " + name + " folded");
  });
  document.querySelectorAll("#marbles .lane[data-lane]").forEach(function (lane) {
    const name = lane.getAttribute("data-lane");
    const owner = lane.getAttribute("data-owner");
    if (!touched.has(name) && !(owner && touched.has(owner))) return;
    if (lane.classList.contains("folded") || !shown(lane)) found.push("touched lane " + name + " folded");
  });
  if (document.documentElement.scrollHeight > innerHeight + 1
      || document.documentElement.scrollWidth > innerWidth + 1) {
    found.push("the page scrolls");
  }
  return { found: found, least: least };
}"""

# What the marbles show, for a report: the picture's width in its box, the lanes open of all, and
# what the time axis says of the time before it.
MARBLES_SHOWN = """(() => { const s = document.querySelector('#marbles > svg');
  if (!s) return 'none drawn';
  const before = s.querySelector('.axis .before');
  return s.getAttribute('width') + ' px wide in ' + document.getElementById('marbles').clientWidth + ' px, '
    + s.querySelectorAll('.lane:not(.folded)').length + ' of ' + s.querySelectorAll('.lane').length
    + ' lanes open, axis from ' + (s.getAttribute('data-from') || 0) + ' ms'
    + (before ? ' (' + before.textContent + ')' : ''); })()"""

LIMITS = {"graph": GRAPH_TEXT, "marbles": MARBLE_TEXT, "panel": PANEL_TEXT}


def settle(page):
    """Waits two frames, so that a resize or a new state has been laid out."""
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => "
                  "requestAnimationFrame(done)))")


def measure(page):
    """What is wrong on the page as shown (a list of sentences) and the least size of each
    region's text."""
    found, least, _ = measure_and_read(page, "null")
    return found, least


def cut_off(problems):
    """Of `problems` (from `measure`), those that say a text is cut off by its panel or the screen,
    or a panel or picture holds more than its box: what the page must never do."""
    return [p for p in problems
            if " cut off: " in p or p.endswith(" is cut off") or " holds " in p or p.endswith(" is off the screen")]


def whole_within_a_second(page, expression="null"):
    """`measure_and_read`, repeated for up to a second until nothing is cut off: the page of a
    running program draws a new state every 100 ms, and lays it out over a frame or two. Returns
    the last reading and what was cut off in it."""
    deadline = time.monotonic() + 1
    while True:
        settle(page)
        problems, least, read = measure_and_read(page, expression)
        cut = cut_off(problems)
        if not cut or time.monotonic() > deadline:
            return problems, least, read, cut
        time.sleep(0.05)


def measure_and_read(page, expression):
    """`measure`, and the value of a JavaScript expression read from the same state: the
    page of a running program draws a new state every few frames, and two evaluations can
    see two states."""
    result = page.evaluate(f"(limits) => ({{ measured: ({MEASURE})(limits), read: ({expression}) }})", LIMITS)
    return result["measured"]["found"], result["measured"]["least"], result["read"]
