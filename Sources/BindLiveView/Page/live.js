"use strict";
(function () {
  var shown = -1;
  var status = document.getElementById("status");
  function text(id, value) { var e = document.getElementById(id); e.textContent = value; return e; }
  function lines(id, items, empty) {
    var box = document.getElementById(id);
    box.replaceChildren();
    box.classList.toggle("empty", items.length === 0);
    if (items.length === 0) { box.textContent = empty; return box; }
    items.forEach(function (item) {
      var pre = document.createElement("pre"); pre.textContent = item; box.appendChild(pre);
    });
    return box;
  }
  function svg(id, markup, empty) {
    var box = document.getElementById(id);
    box.classList.toggle("empty", !markup);
    if (!markup) { box.textContent = empty; fit(); return box; }
    var parsed = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
    var picture = document.importNode(parsed, true);
    box.replaceChildren(picture);
    fit();
    return box;
  }
  // Sizes the graph and the marbles. On a projector (oneScreen) the two share the left
  // room under the header: the graph first, never under its own size (its text is 16 px)
  // while the width allows; the marbles get what is left, scaled to fit (in play mode the
  // marbles come first); a long trace is written smaller.
  var oneScreen = window.matchMedia("(min-width: 900px) and (min-height: 500px)");
  function natural(picture) {
    return { width: parseFloat(picture.getAttribute("width")),
      height: parseFloat(picture.getAttribute("height")) };
  }
  function scaleTo(picture, scale) {
    var size = natural(picture);
    if (!(scale > 0)) return;
    picture.style.width = size.width * scale + "px";
    picture.style.height = size.height * scale + "px";
  }
  function fit() {
    var graph = document.querySelector("#graph > svg");
    var marbles = document.querySelector("#marbles > svg");
    var graphBox = document.getElementById("graph");
    var marblesBox = document.getElementById("marbles");
    var trace = document.getElementById("trace");
    var traceSection = document.getElementById("trace-section");
    var width = graphBox.clientWidth - 4;
    trace.style.fontSize = "";
    trace.classList.remove("columns");
    var playing = document.body.classList.contains("playing");
    if (!oneScreen.matches) {
      if (graph) {
        var g = natural(graph);
        scaleTo(graph, Math.max(0.6, Math.min(1.8, width / g.width,
          Math.max(1, window.innerHeight * 0.55 / g.height))));
      }
      if (marbles) {
        var m = natural(marbles);
        var fitMarbles = (marblesBox.clientWidth - 4) / m.width;
        if (playing) {
          var below = window.innerHeight - marblesBox.getBoundingClientRect().top - 24;
          fitMarbles = Math.min(fitMarbles, below / m.height);
        }
        scaleTo(marbles, Math.max(0.6, Math.min(1.8, fitMarbles)));
      }
      return;
    }
    if (graph) graph.style.display = "none";
    if (marbles) marbles.style.display = "none";
    var room = marblesBox.clientHeight;
    if (graph) graph.style.display = "";
    if (marbles) marbles.style.display = "";
    if (graph) {
      var size = natural(graph);
      var need = 40;
      if (marbles) {
        var lanes = natural(marbles);
        var across = (marblesBox.clientWidth - 4) / lanes.width;
        // The marbles may take half the room (in play mode 70%), or more when the graph
        // at its own size leaves more.
        var spare = room - size.height * Math.min(1, width / size.width) - 2;
        need = Math.min(lanes.height * Math.min(1, across),
          Math.max(spare, room * (playing ? 0.7 : 0.5)));
      }
      need = Math.max(need, traceSection.scrollHeight + 40);
      var scale = Math.min(1.6, width / size.width, (room - need) / size.height);
      // In play mode the marbles are what the class drags: the graph gives them the room.
      // (A header tall with a long statement may leave less than the graph's own size:
      // then it is drawn smaller rather than cut.)
      var least = Math.min(1, width / size.width, (room - 60) / size.height);
      scaleTo(graph, playing ? Math.max(0.4, scale) : Math.max(scale, least));
    }
    if (marbles) {
      var left = marblesBox.clientHeight;
      var shape = natural(marbles);
      scaleTo(marbles, Math.min(1.5, (marblesBox.clientWidth - 4) / shape.width, left / shape.height));
    }
    // A trace too long for its panel is written smaller, down to 11 px, then in two
    // columns, rather than cut.
    function shrink() {
      for (var px = 17; px >= 10 && traceSection.scrollHeight > traceSection.clientHeight + 1; px--) {
        trace.style.fontSize = (px / 0.9) + "px";
      }
    }
    shrink();
    if (traceSection.scrollHeight > traceSection.clientHeight + 1) {
      trace.classList.add("columns");
      trace.style.fontSize = "";
      shrink();
    }
  }
  window.addEventListener("resize", fit);
  // Marks the changed nodes and the edges between them, each glowing a little after the
  // one before, in propagation order; `still` marks an earlier change's path without
  // animating it again (a statement that changed nothing leaves it marked).
  function highlight(box, changed, still) {
    var order = {};
    changed.forEach(function (name, index) { order[name] = index; });
    function mark(element, index) {
      element.classList.add("highlight");
      element.classList.toggle("still", !!still);
      element.style.setProperty("--delay", (index * 0.3) + "s");
    }
    box.querySelectorAll(".node[data-node]").forEach(function (node) {
      var index = order[node.getAttribute("data-node")];
      if (index !== undefined) mark(node, index);
    });
    box.querySelectorAll(".edge[data-from]").forEach(function (edge) {
      var from = order[edge.getAttribute("data-from")];
      var to = order[edge.getAttribute("data-to")];
      if (from !== undefined && to !== undefined) mark(edge, Math.max(from, to));
    });
  }
  function newMarbles(box, changed, time) {
    changed.forEach(function (name) {
      box.querySelectorAll(".lane[data-lane]").forEach(function (lane) {
        if (lane.getAttribute("data-lane") !== name) return;
        var marbles = lane.querySelectorAll(".marble");
        var last = marbles[marbles.length - 1];
        if (last && last.getAttribute("data-time") === String(time)) {
          last.classList.add("highlight");
        }
      });
    });
  }
  function redrawMarbles(state) {
    svg("marbles", state.marbles, "no history yet");
    markPlayable();
  }
  // The timeline: the session's states (the last 1,000, and at most 64 million characters of
  // their text; the server sends a page opened late all it keeps), stepped through with the
  // slider or the arrow keys. A new state brings it back to live; states that come together
  // (a page opening, `c` in bind present) are drawn once, the newest.
  var steps = [];
  var sizes = [];
  var kept = 0;
  var viewing = -1;
  var drawing = false;
  var slider = document.getElementById("timeline-slider");
  function apply(state, size) {
    if (state.sequence <= shown) return;
    shown = state.sequence;
    var last = steps.length - 1;
    if (last >= 0 && steps[last].step === state.step) {
      // A newer state of the same step (the next statement announced) stands for it.
      kept += size - sizes[last];
      steps[last] = state;
      sizes[last] = size;
    } else {
      steps.push(state);
      sizes.push(size);
      kept += size;
    }
    while (steps.length > 1 && (steps.length > 1000 || kept > 64000000)) {
      steps.shift();
      kept -= sizes.shift();
    }
    viewing = -1;
    arrived = performance.now();
    if (drawing) return;
    drawing = true;
    firstWaiting = arrived;
    requestAnimationFrame(drawNewest);
  }
  var arrived = 0;
  var firstWaiting = 0;
  // Draws the newest state once the states stop coming (a page opening gets the whole
  // timeline at once), or after half a second of them.
  function drawNewest() {
    var now = performance.now();
    if (now - arrived < 20 && now - firstWaiting < 500) { requestAnimationFrame(drawNewest); return; }
    drawing = false;
    if (viewing >= 0) return;
    holdHeader(false);
    draw(steps[steps.length - 1]);
    showTimeline();
  }
  // While stepping, the header keeps the height of its tallest step, so that the slider in it
  // never moves under the mouse; a new state gives it its own height again.
  var header = document.querySelector("header");
  function headerText(state) {
    text("statement", state.statement || "").title = state.statement || "";
    text("narration", state.narration || "");
    text("next", state.next || "").title = state.next || "";
    text("next-narration", state.next ? (state.nextNarration || "") : "");
  }
  function holdHeader(stepping) {
    if (!stepping) { header.style.minHeight = ""; return; }
    if (header.style.minHeight) return;
    var tallest = 0;
    steps.forEach(function (state) {
      if (state.headerHeight === undefined) {
        headerText(state);
        state.headerHeight = header.offsetHeight;
      }
      tallest = Math.max(tallest, state.headerHeight);
    });
    header.style.minHeight = tallest + "px";
  }
  function showTimeline() {
    var last = steps.length - 1;
    slider.max = String(Math.max(0, last));
    slider.value = String(viewing < 0 ? last : viewing);
    slider.disabled = steps.length < 2;
    document.body.classList.toggle("past", viewing >= 0);
    text("timeline-label", viewing < 0 ? "live" :
      "step " + (viewing + 1) + " of " + steps.length + " (earlier; the next statement returns to live)");
  }
  function view(index) {
    if (steps.length === 0) return;
    index = Math.max(0, Math.min(steps.length - 1, index));
    viewing = index === steps.length - 1 ? -1 : index;
    holdHeader(true);
    draw(steps[index]);
    showTimeline();
  }
  slider.addEventListener("input", function () { view(parseInt(slider.value, 10)); });
  document.addEventListener("keydown", function (event) {
    var target = event.target && event.target.tagName;
    if (target === "SELECT" || target === "TEXTAREA" || target === "INPUT" && event.target !== slider) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    var at = viewing < 0 ? steps.length - 1 : viewing;
    view(at + (event.key === "ArrowLeft" ? -1 : 1));
  });
  function draw(state) {
    var isPast = viewing >= 0;
    headerText(state);
    document.getElementById("statement").classList.toggle("empty", !state.statement);
    text("time", state.time + " ms");
    highlight(svg("graph", state.graph, "nothing declared yet"), state.changed, !!state.traceOf);
    if (!isPast) lastState = state;
    showPlay(isPast ? {} : state);
    newMarbles(svg("marbles", state.marbles, "no history yet"), state.traceOf ? [] : state.changed,
      state.time);
    if (!isPast) markPlayable();
    var trace = lines("trace", state.trace, "nothing changed");
    trace.classList.toggle("earlier", !!state.traceOf);
    text("trace-earlier", state.traceOf ? "earlier, from " + state.traceOf.split("\n")[0]
      + " (this statement changed nothing)" : "");
    var last = trace.lastElementChild;
    if (last && /^error/.test(last.textContent)) last.classList.add("error");
    lines("views", state.views, "no views yet");
    showSubscriptions(state);
    text("printed", state.printed || "");
    fit();
    document.body.setAttribute("data-sequence", String(state.sequence));
  }
  function connect() {
    var socket = new WebSocket(location.href.replace(/^http/, "ws") + "socket");
    socket.onopen = function () { status.textContent = "live"; status.className = ""; };
    socket.onmessage = function (event) { apply(JSON.parse(event.data), event.data.length); };
    socket.onclose = function () {
      status.textContent = "session ended"; status.className = "off";
    };
  }
  // An inspected program's live subscriptions, grouped by the line that made them, what they
  // watch and the bag that holds them. "mark" remembers how many subscriptions were made so
  // far; "compare" then lists only those made since that are still alive.
  var subscriptionMark = null;
  var comparing = false;
  var mostSubscriptionGroups = 40;
  document.getElementById("mark").addEventListener("click", function () {
    if (!lastState || !lastState.subscriptions) return;
    subscriptionMark = { made: lastState.subscriptions.made, time: lastState.time };
    comparing = false;
    document.getElementById("compare").disabled = false;
    showSubscriptions(lastState);
  });
  document.getElementById("compare").addEventListener("click", function () {
    if (!subscriptionMark || !lastState) return;
    comparing = !comparing;
    showSubscriptions(lastState);
  });
  function seconds(ms) { return (ms / 1000).toFixed(1) + " s"; }
  function showSubscriptions(state) {
    var list = state.subscriptions;
    document.body.classList.toggle("inspecting", !!list);
    if (!list) return;
    var entries = list.entries;
    if (comparing) entries = entries.filter(function (e) { return e.id > subscriptionMark.made; });
    var groups = {};
    var order = [];
    entries.forEach(function (e) {
      var key = e.subscriber + "\n" + e.source + "\n" + (e.owner || "");
      if (!groups[key]) { groups[key] = { entry: e, count: 0, youngest: e.since }; order.push(key); }
      groups[key].count += 1;
      groups[key].youngest = Math.max(groups[key].youngest, e.since);
    });
    // The program's own subscriptions held by no bag first, then those in bags, then those
    // a library's operator made and holds; the most repeated first in each.
    function rank(entry) { return !entry.byProgram ? 2 : entry.owner ? 1 : 0; }
    order.sort(function (a, b) {
      var ga = groups[a], gb = groups[b];
      return rank(ga.entry) - rank(gb.entry) || gb.count - ga.count;
    });
    text("subscriptions-count", "(" + list.entries.length + ")");
    document.getElementById("compare").textContent = comparing ? "show all" : "compare";
    text("mark-note", !subscriptionMark ? "mark a moment, use the program, then compare"
      : comparing ? "left alive since the mark at " + seconds(subscriptionMark.time) + ": "
        + entries.length
      : "marked at " + seconds(subscriptionMark.time));
    var box = document.getElementById("subscriptions");
    box.textContent = "";
    order.slice(0, mostSubscriptionGroups).forEach(function (key) {
      var group = groups[key];
      var item = document.createElement("li");
      item.className = ["unowned", "owned", "inner"][rank(group.entry)];
      var site = document.createElement("div");
      site.className = "site";
      site.textContent = group.count + " × " + group.entry.subscriber + " ← " + group.entry.source;
      var held = document.createElement("div");
      held.className = "held";
      held.textContent = (group.entry.owner ? "held by " + group.entry.owner
        : group.entry.byProgram ? "held by no bag" : "made and held by an operator")
        + " · youngest " + seconds(Math.max(0, state.time - group.youngest)) + " old";
      item.appendChild(site);
      item.appendChild(held);
      box.appendChild(item);
    });
    // What does not fit the panel is counted, not hidden in a scroll box.
    var hidden = Math.max(0, order.length - mostSubscriptionGroups);
    var section = document.getElementById("subscriptions-section");
    var more = document.createElement("li");
    more.className = "more";
    box.appendChild(more);
    function sayMore() { more.textContent = hidden ? "… " + hidden + " more groups" : ""; }
    sayMore();
    while (section.scrollHeight > section.clientHeight + 1 && box.children.length > 2) {
      box.removeChild(more.previousElementSibling);
      hidden += 1;
      sayMore();
    }
  }
  // Play mode: the page may edit the script's `let NAME = marbles(...)` literals.
  var play = null;
  var lastState = null;
  var gesture = null;
  var droppedAt = 0;
  var sentNote = "";
  var playBox = document.getElementById("play");
  function playLane(name) {
    if (!play) return null;
    for (var i = 0; i < play.lanes.length; i++) if (play.lanes[i].name === name) return play.lanes[i];
    return null;
  }
  function marbleRoot() { return document.querySelector("#marbles svg.bind-marbles"); }
  function rootPoint(root, event) {
    var point = root.createSVGPoint();
    point.x = event.clientX; point.y = event.clientY;
    return point.matrixTransform(root.getScreenCTM().inverse());
  }
  function axis(root) {
    return { origin: parseFloat(root.getAttribute("data-origin-x")),
      scale: parseFloat(root.getAttribute("data-px-per-ms")) };
  }
  function frameAt(root, lane, x) {
    var a = axis(root);
    var time = (x - a.origin) / a.scale;
    return Math.max(0, Math.round((time - lane.start) / play.frameMilliseconds));
  }
  function serialize(events) {
    var sorted = events.map(function (e, i) { return { frame: e.frame, symbol: e.symbol, order: i }; });
    sorted.sort(function (a, b) { return a.frame - b.frame || a.order - b.order; });
    var out = "", position = 0, i = 0;
    while (i < sorted.length) {
      var frame = Math.max(sorted[i].frame, position);
      var group = [];
      while (i < sorted.length && sorted[i].frame <= frame) { group.push(sorted[i].symbol); i++; }
      out += "-".repeat(frame - position);
      if (group.length === 1) { out += group[0]; position = frame + 1; }
      else { out += "(" + group.join("") + ")"; position = frame + 1; }
    }
    return out || "-";
  }
  // Keeps an edit well-formed: nothing after the end. An end (`|`, `#`) dragged before a
  // marble goes to the frame after the last marble; a marble dragged or added after the end
  // takes the end along. Returns the events and what moved the end, if anything did.
  function wellFormed(events) {
    var values = events.filter(function (e) { return e.symbol !== "|" && e.symbol !== "#"; });
    var ends = events.filter(function (e) { return e.symbol === "|" || e.symbol === "#"; });
    if (!ends.length) return { events: events, note: "" };
    var last = values.reduce(function (most, e) { return Math.max(most, e.frame); }, -1);
    var end = ends[0];
    var frame = end.frame < last ? last + 1 : end.frame;
    var note = frame === end.frame ? "" : "; the end follows the last marble, at " + frame + " frames";
    return { events: values.concat([{ frame: frame, symbol: end.symbol }]), note: note };
  }
  function say(text, isError) {
    var box = document.getElementById("play-message");
    box.textContent = text;
    box.title = text;
    box.className = isError ? "refused" : "";
  }
  function send(lane, events, what) {
    var formed = wellFormed(events);
    var diagram = serialize(formed.events);
    what += formed.note;
    sentNote = formed.note;
    droppedAt = performance.now();
    say(what + " → " + lane.name + " = marbles(\"" + diagram + "\", …)", false);
    fetch(location.pathname + "edit", { method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ lane: lane.name, diagram: diagram }) })
      .then(function (response) {
        if (response.ok) return;
        return response.text().then(function (why) {
          say("refused: " + why.trim(), true);
          if (lastState) redrawMarbles(lastState);
        });
      })
      .catch(function () { say("the session is gone", true); });
  }
  function laneAt(root, event) {
    var scale = root.getScreenCTM().a;
    var found = null;
    root.querySelectorAll(".lane[data-lane]").forEach(function (element) {
      var lane = playLane(element.getAttribute("data-lane"));
      if (!lane) return;
      var y = element.getScreenCTM().f;
      var half = parseFloat(element.getAttribute("data-height") || "48") / 2;
      if (Math.abs(event.clientY - y) <= half * scale) found = { element: element, lane: lane };
    });
    return found;
  }
  function eventIndex(lane, laneElement, marble) {
    var time = parseFloat(marble.getAttribute("data-time"));
    var same = Array.prototype.filter.call(laneElement.querySelectorAll(".marble"), function (m) {
      return parseFloat(m.getAttribute("data-time")) === time;
    });
    var rank = same.indexOf(marble);
    var frame = Math.round((time - lane.start) / play.frameMilliseconds);
    var seen = -1;
    for (var i = 0; i < lane.events.length; i++) {
      if (lane.events[i].frame === frame && ++seen === rank) return i;
    }
    return -1;
  }
  function begin(event) {
    if (!play || event.button !== 0) return;
    var root = marbleRoot();
    if (!root || !root.getScreenCTM() || !root.hasAttribute("data-px-per-ms")) return;
    var hit = laneAt(root, event);
    var laneElement = event.target.closest ? event.target.closest(".lane[data-lane]") : null;
    if (laneElement && playLane(laneElement.getAttribute("data-lane"))) {
      hit = { element: laneElement, lane: playLane(laneElement.getAttribute("data-lane")) };
    }
    if (!hit) return;
    var start = rootPoint(root, event);
    var marble = event.target.closest ? event.target.closest(".marble") : null;
    var index = marble && hit.element.contains(marble) ? eventIndex(hit.lane, hit.element, marble) : -1;
    gesture = { root: root, lane: hit.lane, marble: index >= 0 ? marble : null, index: index,
      x: start.x, y: start.y, frame: index >= 0 ? hit.lane.events[index].frame : -1, moved: false };
    if (gesture.marble) gesture.marble.classList.add("dragging");
    root.setPointerCapture(event.pointerId);
    event.preventDefault();
  }
  function move(event) {
    if (!gesture) return;
    var point = rootPoint(gesture.root, event);
    var dx = point.x - gesture.x, dy = point.y - gesture.y;
    if (Math.abs(dx) > 3 || Math.abs(dy) > 3) gesture.moved = true;
    if (!gesture.marble) return;
    var a = axis(gesture.root);
    var lane = gesture.lane;
    var time = lane.start + gesture.frame * play.frameMilliseconds + dx / a.scale;
    var frame = Math.max(0, Math.round((time - lane.start) / play.frameMilliseconds));
    gesture.target = frame;
    var snapped = (frame - gesture.frame) * play.frameMilliseconds * a.scale;
    var off = Math.abs(dy) > 36;
    gesture.off = off;
    gesture.marble.setAttribute("transform", "translate(" + snapped + " " + dy + ")");
    gesture.marble.classList.toggle("leaving", off);
    say(off ? "drop here to remove it" : "at " + (lane.start + frame * play.frameMilliseconds) + " ms", false);
  }
  function end(event) {
    if (!gesture) return;
    var g = gesture;
    gesture = null;
    var lane = g.lane;
    var events = lane.events.slice();
    if (g.marble) {
      g.marble.classList.remove("dragging");
      if (g.off) {
        events.splice(g.index, 1);
        send(lane, events, "removed a marble");
      } else if (g.target !== undefined && g.target !== g.frame) {
        var moved = events.splice(g.index, 1)[0];
        events.push({ frame: g.target, symbol: moved.symbol });
        send(lane, events, "moved to " + (lane.start + g.target * play.frameMilliseconds) + " ms");
      } else {
        g.marble.removeAttribute("transform");
      }
      return;
    }
    if (g.moved) return;
    var chooser = playBox.querySelector("select[data-lane=\"" + CSS.escape(lane.name) + "\"]");
    var symbol = chooser ? chooser.value : lane.values[0] && lane.values[0].symbol;
    if (!symbol) return;
    var frame = frameAt(g.root, lane, rootPoint(g.root, event).x);
    events.push({ frame: frame, symbol: symbol });
    send(lane, events, "added " + symbol + " at " + (lane.start + frame * play.frameMilliseconds) + " ms");
  }
  var marblesBox = document.getElementById("marbles");
  marblesBox.addEventListener("pointerdown", begin);
  marblesBox.addEventListener("pointermove", move);
  marblesBox.addEventListener("pointerup", end);
  marblesBox.addEventListener("pointercancel", function () {
    gesture = null;
    if (lastState) redrawMarbles(lastState);
  });
  function markPlayable() {
    var root = marbleRoot();
    if (!root || !play) return;
    root.querySelectorAll(".lane[data-lane]").forEach(function (element) {
      if (!playLane(element.getAttribute("data-lane"))) return;
      element.classList.add("playable");
      var box = element.getBBox();
      var band = document.createElementNS("http://www.w3.org/2000/svg", "rect");
      band.setAttribute("class", "play-band");
      var height = parseFloat(element.getAttribute("data-height") || "48");
      band.setAttribute("x", box.x - 6); band.setAttribute("y", -height / 2);
      band.setAttribute("width", box.width + 12); band.setAttribute("height", height);
      band.setAttribute("rx", 8);
      element.insertBefore(band, element.firstChild);
    });
  }
  function showPlay(state) {
    var previous = play;
    play = state.play || null;
    document.body.classList.toggle("playing", !!play);
    if (!play) return;
    document.getElementById("script-text").value = play.script;
    var lanes = document.getElementById("play-lanes");
    var chosen = {};
    lanes.querySelectorAll("select[data-lane]").forEach(function (s) { chosen[s.getAttribute("data-lane")] = s.value; });
    lanes.replaceChildren();
    play.lanes.forEach(function (lane) {
      var label = document.createElement("label");
      label.textContent = lane.name + " adds ";
      var select = document.createElement("select");
      select.setAttribute("data-lane", lane.name);
      lane.values.forEach(function (value) {
        var option = document.createElement("option");
        option.value = value.symbol;
        option.textContent = value.symbol + " = " + value.text;
        select.appendChild(option);
      });
      if (chosen[lane.name]) select.value = chosen[lane.name];
      label.appendChild(select);
      lanes.appendChild(label);
    });
    if (!play.lanes.length) lanes.textContent = "nothing to drag: declare an input as let x = marbles(\"-a-b|\")";
    var checks = document.getElementById("play-checks");
    checks.replaceChildren();
    play.checks.forEach(function (check) {
      var item = document.createElement("li");
      item.className = check.passed ? "passed" : "failed";
      item.textContent = (check.passed ? "✓ " : "✗ ") + "line " + check.line + ": " + check.text
        + (check.message ? " — " + check.message : "");
      checks.appendChild(item);
    });
    if (play.edited && previous) {
      say("ran again: " + play.edited + sentNote, false);
      sentNote = "";
      if (droppedAt) {
        document.body.setAttribute("data-play-latency", String(Math.round(performance.now() - droppedAt)));
        droppedAt = 0;
      }
    }
  }
  document.getElementById("copy-script").addEventListener("click", function () {
    var area = document.getElementById("script-text");
    var done = function () { say("copied the script (" + area.value.split("\n").length + " lines)", false); };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(area.value).then(done, function () {
        area.hidden = false; area.select(); document.execCommand("copy"); area.hidden = true; done();
      });
    } else { area.hidden = false; area.select(); document.execCommand("copy"); area.hidden = true; done(); }
  });
  connect();
})();
