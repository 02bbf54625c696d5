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
    if (!markup) { box.textContent = empty; return box; }
    var parsed = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
    var picture = document.importNode(parsed, true);
    box.replaceChildren(picture);
    return box;
  }
  // Sizes the graph and the marbles. Text is never drawn smaller than a class at the back
  // of a room reads (the pictures are never scaled below their own size: graph text 16 px,
  // marble text 14 px); on a projector (oneScreen), what does not fit is folded instead:
  // lanes the statement did not touch become a row of names, the graph shows the part around
  // what changed and names the rest, views that did not change become their names. A click
  // on a name unfolds it and pins it (a click on a pinned lane's name lets it fold again).
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
  // What the statement touched (the nodes it changed) and what is near it (their neighbours
  // in the graph), by node id; a lane belongs to a node when it is the node's or one its cell
  // keeps beside it (`groups[0]`, `ticks sub 1`).
  var touched = [];
  var near = [];
  var pinnedLanes = {};
  var pinnedNodes = {};
  var openViews = {};
  var traceOpen = false;
  document.getElementById("trace-earlier").addEventListener("click", function () {
    traceOpen = !traceOpen;
    fit();
  });
  function belongs(lane, names) {
    return names.some(function (name) {
      return lane === name || lane.indexOf(name + "[") === 0 || lane.indexOf(name + " ") === 0;
    });
  }
  function findNear(graph, changed) {
    var found = changed.slice();
    if (!graph) return found;
    graph.querySelectorAll(".edge[data-from]").forEach(function (edge) {
      var from = edge.getAttribute("data-from"), to = edge.getAttribute("data-to");
      if (changed.indexOf(from) >= 0 && found.indexOf(to) < 0) found.push(to);
      if (changed.indexOf(to) >= 0 && found.indexOf(from) < 0) found.push(from);
    });
    return found;
  }
  function chip(name, title, onClick) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "chip";
    button.textContent = name;
    button.title = title;
    button.addEventListener("click", onClick);
    return button;
  }
  function chips(id, label, names, title, onClick) {
    var box = document.getElementById(id);
    box.replaceChildren();
    if (!names.length) return;
    var span = document.createElement("span");
    span.textContent = label;
    box.appendChild(span);
    // A long list (an inspected program's graph) names its first ones and counts the rest.
    names.slice(0, mostChips).forEach(function (name) {
      box.appendChild(chip(name, title, function () { onClick(name); }));
    });
    if (names.length > mostChips) {
      var more = document.createElement("span");
      more.textContent = "… and " + (names.length - mostChips) + " more";
      box.appendChild(more);
    }
  }
  var mostChips = 12;
  // The marble picture with the lanes in `folded` left out (named under it instead): the
  // lanes close up, the axis's lines end at the last lane, the legend flows into columns as
  // high as the lanes.
  function foldLanes(root, folded, room) {
    if (!root.hasAttribute("data-full-height")) {
      root.setAttribute("data-full-width", root.getAttribute("width"));
      root.setAttribute("data-full-height", root.getAttribute("height"));
    }
    var cursor = 22;
    root.querySelectorAll(".lane[data-lane]").forEach(function (lane) {
      var name = lane.getAttribute("data-lane");
      var fold = folded.indexOf(name) >= 0;
      lane.classList.toggle("folded", fold);
      lane.classList.toggle("pinned", !!pinnedLanes[name]);
      lane.style.display = fold ? "none" : "";
      if (fold) return;
      var height = parseFloat(lane.getAttribute("data-height") || "35");
      lane.setAttribute("transform", "translate(0 " + (cursor + height / 2) + ")");
      cursor += height;
    });
    var bottom = Math.max(cursor, 22 + 35);
    // The caption of a still axis, drawn at the page's 14 px, ends before the legend.
    var still = root.querySelector(".axis .still");
    root.querySelectorAll(".axis line.tick, .axis line.now").forEach(function (line) {
      line.setAttribute("y2", bottom);
    });
    var width = parseFloat(root.getAttribute("data-full-width"));
    // The caption of a still axis says less when the whole of it does not fit.
    if (still) {
      still.textContent = still.getAttribute("data-text") || still.textContent;
      still.setAttribute("data-text", still.textContent);
      if (room && 8 + still.getBBox().x + still.getBBox().width + 8 > room) still.textContent = "time has not moved";
    }
    var height = bottom;
    // The lanes and the axis as drawn now (the still caption may have been shortened).
    var right = 0;
    root.querySelectorAll(".axis, .lane[data-lane]:not(.folded)").forEach(function (part) {
      var box = part.getBBox();
      right = Math.max(right, box.x + box.width);
    });
    width = right + 16;
    var legend = root.querySelector(".legend");
    if (legend) legend.style.display = "";
    if (legend) {
      // The legend explains the letters of the lanes shown only.
      var used = {};
      root.querySelectorAll(".lane[data-lane]:not(.folded) .marble text").forEach(function (text) {
        used[text.textContent] = true;
      });
      var texts = [];
      legend.querySelectorAll("text").forEach(function (text) {
        var shown = !!used[text.textContent.split(" = ")[0]];
        text.style.display = shown ? "" : "none";
        if (shown) texts.push(text);
      });
      legend.style.display = texts.length ? "" : "none";
    }
    if (legend && texts.length) {
      var columnWidth = 0;
      texts.forEach(function (text) { columnWidth = Math.max(columnWidth, text.getComputedTextLength() + 24); });
      var left = right + 10;
      legend.setAttribute("data-lanes-width", right + 16);
      // Beside the lanes, in columns as high as they are; under them when there is no room
      // beside.
      var besideColumns = room ? Math.floor((room - left - 16) / columnWidth) : texts.length;
      var underColumns = room ? Math.max(1, Math.floor((room - 16) / columnWidth)) : texts.length;
      var besideHeight = besideColumns < 1 ? Infinity
        : Math.max(bottom, Math.max(3, Math.ceil(texts.length / besideColumns)) * 19 + 4);
      var under = texts.length > 0 && bottom + 4 + Math.ceil(texts.length / underColumns) * 19 < besideHeight;
      var top = under ? bottom + 4 : 4;
      if (under) left = 0;
      legend.setAttribute("transform", "translate(" + left + " " + top + ")");
      var rows = under ? 1 : Math.max(3, Math.floor((bottom - 4) / 19));
      var fitting = room ? Math.max(1, Math.floor((room - left - 16) / columnWidth)) : texts.length;
      rows = Math.max(rows, Math.ceil(texts.length / fitting));
      var columns = Math.ceil(texts.length / rows);
      rows = Math.ceil(texts.length / columns);
      texts.forEach(function (text, index) {
        text.setAttribute("x", Math.floor(index / rows) * columnWidth);
        text.setAttribute("y", (index % rows) * 19 + 13);
      });
      var lanesWidth = parseFloat(legend.getAttribute("data-lanes-width"));
      width = under ? Math.max(lanesWidth, columns * columnWidth + 16) : left + columns * columnWidth + 16;
      height = Math.max(height, top + rows * 19);
    }
    height += 16;
    root.setAttribute("width", width);
    root.setAttribute("height", height);
    root.setAttribute("viewBox", "0 0 " + width + " " + height);
    var back = root.querySelector(":scope > rect");
    if (back) { back.setAttribute("width", width); back.setAttribute("height", height); }
    chips("folded-lanes", "folded:", folded, "show this lane and keep it shown", function (name) {
      pinnedLanes[name] = true;
      fit();
    });
  }
  // Each node's box in the graph's own units, measured once for each graph drawn: a
  // program's graph has thousands of nodes, and measuring them forces a layout of the page.
  var measuredGraphs = new WeakMap();
  function nodeBoxes(graph, size) {
    var known = measuredGraphs.get(graph);
    if (known) return known;
    var frame = graph.getBoundingClientRect();
    var unit = frame.width / size[0];
    if (!(unit > 0)) return [];
    var boxes = [];
    graph.querySelectorAll(".node[data-node]").forEach(function (node) {
      var r = node.getBoundingClientRect();
      boxes.push({ node: node, name: node.getAttribute("data-node"),
        left: (r.left - frame.left) / unit, top: (r.top - frame.top) / unit,
        right: (r.right - frame.left) / unit, bottom: (r.bottom - frame.top) / unit });
    });
    measuredGraphs.set(graph, boxes);
    return boxes;
  }
  // The graph's width and height as drawn, before any crop (kept on it at the first crop).
  function fullSize(graph) {
    var full = graph.getAttribute("data-full") || [graph.getAttribute("width"), graph.getAttribute("height")].join(" ");
    graph.setAttribute("data-full", full);
    return full.split(" ").map(parseFloat);
  }
  // The graph cut to the part around what the statement touched: every node that meets the
  // box of the touched nodes and their neighbours (and the pinned ones) is whole in it; the
  // others are named under it. `null` shows it all.
  function cropGraph(graph, room, names) {
    var size = fullSize(graph);
    var legend = graph.querySelector(".legend");
    graph.querySelectorAll(".node[data-node], .edge-group, .edge").forEach(function (part) {
      part.style.display = "";
    });
    if (legend) legend.style.display = "";
    graph.setAttribute("width", size[0]);
    graph.setAttribute("height", size[1]);
    graph.setAttribute("viewBox", "0 0 " + size[0] + " " + size[1]);
    scaleTo(graph, 1);
    chips("graph-rest", "", [], "", null);
    if (!room) return;
    var boxes = nodeBoxes(graph, size);
    var wanted = names.concat(Object.keys(pinnedNodes));
    var isWanted = {};
    wanted.forEach(function (name, index) { if (!(name in isWanted)) isWanted[name] = index; });
    var area = null;
    function grow(b) {
      area = area ? { left: Math.min(area.left, b.left), top: Math.min(area.top, b.top),
        right: Math.max(area.right, b.right), bottom: Math.max(area.bottom, b.bottom) }
        : { left: b.left, top: b.top, right: b.right, bottom: b.bottom };
    }
    boxes.forEach(function (b) { if (b.name in isWanted) grow(b); });
    // With a height too (the last resort, when even the changed nodes do not fit: an inspected
    // program's graph), the part is at most as high as the room and, when the graph is wider
    // and the room cannot widen (`wider`: the graph may still span the side), as wide: the
    // wanted nodes in their order, as many as it holds.
    function overRoom(part) {
      return !!room.height && (part.bottom - part.top > room.height
        || (size[0] > room.width && !room.wider && part.right - part.left > room.width));
    }
    if (area && overRoom(area)) {
      area = null;
      boxes.filter(function (b) { return b.name in isWanted; })
        .sort(function (a, b) { return isWanted[a.name] - isWanted[b.name]; })
        .forEach(function (b) {
          var before = area;
          grow(b);
          if (before && overRoom(area)) area = before;
        });
    }
    if (!area) boxes.slice(0, 1).forEach(grow);
    if (!area) return;
    if (size[0] <= room.width) { area.left = 0; area.right = size[0]; }
    var meets = function (b) {
      return b.left < area.right && b.right > area.left && b.top < area.bottom && b.bottom > area.top;
    };
    var within = function (b) {
      return b.left >= area.left && b.right <= area.right && b.top >= area.top && b.bottom <= area.bottom;
    };
    // A node the part cuts is drawn whole: the part grows to hold it, and so on; found nodes
    // stand alone (nothing else is drawn among them). Not past a room's height: where columns
    // are staggered each node meets two of the next, and the part took in the whole graph's
    // height (the page then scrolled); a node it cannot hold is named under it instead.
    var cut = {};
    for (var more = !finding; more;) {
      more = false;
      boxes.forEach(function (b) {
        if (!meets(b) || within(b) || cut[b.name]) return;
        var before = area;
        grow(b);
        if (overRoom(area)) { area = before; cut[b.name] = true; return; }
        more = true;
      });
    }
    var rest = [];
    var isRest = {};
    boxes.forEach(function (b) {
      if (within(b) && !(finding && !(b.name in isWanted))) return;
      b.node.style.display = "none";
      rest.push(b.name);
      isRest[b.name] = true;
    });
    graph.querySelectorAll(".edge[data-from]").forEach(function (edge) {
      var group = edge.closest(".edge-group") || edge;
      if (isRest[edge.getAttribute("data-from")] || isRest[edge.getAttribute("data-to")]) {
        group.style.display = "none";
      }
    });
    if (legend) legend.style.display = "none";
    var x = Math.max(0, area.left - 10), y = Math.max(0, area.top - 12);
    var w = Math.min(size[0], area.right + 10) - x, h = Math.min(size[1], area.bottom + 12) - y;
    graph.setAttribute("width", w);
    graph.setAttribute("height", h);
    graph.setAttribute("viewBox", [x, y, w, h].join(" "));
    // The changed nodes left out are named first, in their order: the chips name twelve.
    var order = function (name) { return name in isWanted ? isWanted[name] : Infinity; };
    rest.sort(function (a, b) { return order(a) - order(b) || 0; });
    chips("graph-rest", "also in the graph:", rest, "show this node and keep it shown", function (name) {
      pinnedNodes[name] = true;
      unfoldGroup(name);
      fit();
    });
  }
  // Views: whole, or (when they do not fit) the ones that did not change as their names.
  var views = [];
  var changedViews = [];
  function viewName(view) {
    return view.split("\n")[0].replace(/[┌┐╭╮─│\s]+/g, " ").trim() || "view";
  }
  function showViews(folded) {
    var box = document.getElementById("views");
    box.replaceChildren();
    box.classList.toggle("empty", views.length === 0);
    if (!views.length) { box.textContent = "no views yet"; return; }
    var names = [];
    views.forEach(function (view, index) {
      if (folded.indexOf(index) >= 0) { names.push(index); return; }
      var pre = document.createElement("pre");
      pre.textContent = view;
      pre.classList.toggle("changed", changedViews.indexOf(index) >= 0);
      box.appendChild(pre);
    });
    if (!names.length) return;
    var row = document.createElement("div");
    row.className = "chips";
    var span = document.createElement("span");
    span.textContent = "folded:";
    row.appendChild(span);
    names.forEach(function (index) {
      var name = viewName(views[index]);
      var button = chip(name, "show this view and keep it shown", function () {
        openViews[name] = true;
        fit();
      });
      button.classList.add("view-name");
      row.appendChild(button);
    });
    box.appendChild(row);
  }
  function overflows(element) {
    return element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
  }
  // Places everything; a second pass when the first left something over its box (a first
  // pass can measure a box before the layout around it settled), and one more when trimming
  // the list of subscriptions changed the room of the marbles (a list longer than its panel
  // holds the grid's rows apart until it is trimmed, and the lanes were folded for want of room).
  function fit() {
    place();
    var over = ["trace-section", "views-section", "marbles", "graph"].some(function (id) {
      var box = document.getElementById(id);
      return box.offsetParent !== null && overflows(box);
    });
    if (over) place();
    var marblesBox = document.getElementById("marbles");
    var room = marblesBox.clientHeight;
    trimSubscriptions();
    if (marblesBox.clientHeight !== room) {
      place();
      trimSubscriptions();
    }
  }
  function place() {
    var graph = document.querySelector("#graph > svg");
    var marbles = document.querySelector("#marbles > svg");
    var graphBox = document.getElementById("graph");
    var marblesBox = document.getElementById("marbles");
    var trace = document.getElementById("trace");
    var traceSection = document.getElementById("trace-section");
    var viewsSection = document.getElementById("views-section");
    var playing = document.body.classList.contains("playing");
    trace.classList.remove("columns");
    var lanes = marbles ? Array.prototype.map.call(marbles.querySelectorAll(".lane[data-lane]"),
      function (lane) { return lane.getAttribute("data-lane"); }) : [];
    var playable = lanes.filter(function (name) { return !!playLane(name); });
    var keepNear = function (name) {
      return pinnedLanes[name] || belongs(name, near) || playable.indexOf(name) >= 0;
    };
    var keepTouched = function (name) {
      return pinnedLanes[name] || belongs(name, touched) || playable.indexOf(name) >= 0;
    };
    var viewKept = function (index) {
      var name = viewName(views[index]);
      return changedViews.indexOf(index) >= 0 || openViews[name];
    };
    document.querySelector("main").style.gridTemplateColumns = "";
    document.querySelector("main").classList.remove("wide-graph", "beside", "tight", "wide-marbles");
    document.body.classList.remove("no-preview");
    if (!oneScreen.matches) {
      if (graph) { cropGraph(graph, null); scaleTo(graph, Math.max(1, Math.min(1.5, (graphBox.clientWidth - 4) / natural(graph).width))); }
      if (marbles) { foldLanes(marbles, []); scaleTo(marbles, 1); }
      showViews([]);
      return;
    }
    // The side takes what its widest view needs (a third of the width at least, 300 px at
    // least); the graph and the marbles the rest.
    var main = document.querySelector("main");
    var across = main.clientWidth - 24;
    var widest = 0;
    showViews([]);
    document.querySelectorAll("#views pre").forEach(function (pre) {
      var range = document.createRange();
      range.selectNodeContents(pre);
      widest = Math.max(widest, range.getBoundingClientRect().width);
    });
    var side = Math.min(across * 0.45, Math.max(300, across * 0.28, widest + 30));
    main.style.gridTemplateColumns = "minmax(0, 1fr) " + Math.round(side) + "px";
    // The marbles need at least their kept lanes, the views their changed and opened ones;
    // the graph gives way first (the part near the change, then the changed nodes only),
    // then the lanes near the change.
    function marblesFit(scale) {
      if (!marbles) return true;
      var size = natural(marbles);
      return size.height * scale <= marblesBox.clientHeight + 0.5
        && size.width * scale <= marblesBox.clientWidth + 0.5;
    }
    function sideFits() {
      return !overflows(traceSection) && !overflows(viewsSection);
    }
    function setGraph(option) {
      if (!graph) return;
      var every = Array.prototype.map.call(graph.querySelectorAll(".node[data-node]"),
        function (node) { return node.getAttribute("data-node"); });
      main.classList.remove("wide-graph");
      if (finding && option !== "capped") option = "touched";
      var names = option === "nodes" ? every : option === "near" ? near : touched;
      // (The capped part's width leaves room for its margins, 10 units each side.)
      var room = function () {
        return option === "whole" ? null : option === "capped"
          ? { width: graphBox.clientWidth - 24, height: cap, wider: !main.classList.contains("wide-graph") }
          : { width: graphBox.clientWidth - 4 };
      };
      cropGraph(graph, room(), names);
      // A graph wider than its column spans the side too (the side then stands beside the
      // marbles only).
      if (!graphFits()) {
        main.classList.add("wide-graph");
        cropGraph(graph, room(), names);
      }
    }
    function graphFits() {
      return !graph || natural(graph).width <= graphBox.clientWidth + 0.5;
    }
    var foldableViews = views.map(function (_, index) { return index; })
      .filter(function (index) { return !viewKept(index); });
    showViews(foldableViews);
    var cap = Math.max(160, window.innerHeight * 0.35);
    var leastCap = 60;
    function pageOver() {
      return document.documentElement.scrollHeight - window.innerHeight - 1;
    }
    var levels = [["whole", keepNear], ["nodes", keepNear], ["near", keepNear], ["touched", keepNear],
        ["touched", keepTouched]];
    // Each level stacked (the graph over the marbles), then the graph beside the marbles.
    var foldable = [];
    var stacked = main.style.gridTemplateColumns;
    // A graph part taller than the window fits no arrangement: said from the nodes' boxes,
    // without laying the page out (each layout of a program's thousands of nodes takes long).
    function tooTall(option) {
      if (!graph || option === "capped") return false;
      if (finding) option = "touched";
      var size = fullSize(graph);
      if (option === "whole") return size[1] > window.innerHeight;
      var wanted = {};
      (option === "near" ? near : touched).concat(Object.keys(pinnedNodes)).forEach(function (name) { wanted[name] = true; });
      var top = Infinity, bottom = -Infinity;
      nodeBoxes(graph, size).forEach(function (b) {
        if (option !== "nodes" && !wanted[b.name]) return;
        top = Math.min(top, b.top);
        bottom = Math.max(bottom, b.bottom);
      });
      return bottom - top > window.innerHeight;
    }
    function arrange(level, beside, wideMarbles) {
      if (tooTall(level[0])) return false;
      var keep = level[1];
      main.classList.remove("beside", "wide-marbles");
      main.style.gridTemplateColumns = stacked;
      foldable = lanes.filter(function (name) { return !keep(name); });
      setGraph(level[0]);
      if (wideMarbles) {
        if (main.classList.contains("wide-graph")) return false;
        main.classList.add("wide-marbles");
      }
      if (beside) {
        if (!graph || main.classList.contains("wide-graph")) return false;
        main.classList.add("beside");
        main.style.gridTemplateColumns = "minmax(0, " + Math.ceil(natural(graph).width + 30) + "px) " + stacked;
      }
      if (marbles) { foldLanes(marbles, foldable, marblesBox.clientWidth - 4); scaleTo(marbles, 1); }
      // What was tried last, for a reader of the page: the graph's part and the arrangement.
      document.body.setAttribute("data-layout", level[0] + " " + main.className);
      return marblesFit(1) && sideFits() && graphFits();
    }
    // When nothing fits, the graph's and the marbles' titles give their room too, and then
    // the header's preview of the next statement (the presenter's terminal shows it).
    var fits = false;
    for (var tight = 0; tight < 3 && !fits; tight++) {
      main.classList.toggle("tight", tight >= 1);
      document.body.classList.toggle("no-preview", tight === 2);
      for (var i = 0; i < levels.length && !fits; i++) {
        fits = arrange(levels[i], false) || arrange(levels[i], true)
          || arrange(levels[i], false, true);
      }
    }
    // Last, for an inspected program whose change reaches more lanes than fit (dozens of nodes
    // at once): every lane folds, and those there is room for open again below, touched first.
    // A script's statement touches few lanes, and they stay open whatever the arrangement.
    // The graph's part is then at most a third of the window high, and less when the names
    // under the graph and under the marbles need the room (a change reaching dozens of nodes
    // names a dozen of each, on several lines).
    if (!fits) {
      var capped = ["capped", keepTouched];
      fits = arrange(capped, false);
      if (!fits && document.body.classList.contains("inspecting")) {
        capped = ["capped", function (name) { return pinnedLanes[name] || playable.indexOf(name) >= 0; }];
        arrange(capped, false);
      }
      for (var tries = 0, over = pageOver(); tries < 3 && over > 0 && cap > leastCap; tries++, over = pageOver()) {
        cap = Math.max(leastCap, cap - over);
        arrange(capped, false);
      }
      if (capped[1] !== keepTouched) foldable.sort(function (a, b) { return keepTouched(b) - keepTouched(a); });
    }
    // Unfold what there is room for: lanes top to bottom, then views. Each lane's height is
    // known, so the lanes that fit are counted first; then the picture is drawn once and, when
    // the legend took more room than counted, the last lanes opened fold again until it fits.
    var folded = foldable.slice();
    function openLanes() {
      var spare = marblesBox.clientHeight + 0.5 - natural(marbles).height;
      var heights = {};
      marbles.querySelectorAll(".lane[data-lane]").forEach(function (lane) {
        heights[lane.getAttribute("data-lane")] = parseFloat(lane.getAttribute("data-height") || "35");
      });
      var opened = foldable.filter(function (name) {
        if (heights[name] > spare) return false;
        spare -= heights[name];
        return true;
      });
      var unfold = function () {
        folded = foldable.filter(function (name) { return opened.indexOf(name) < 0; });
        foldLanes(marbles, folded, marblesBox.clientWidth - 4);
        scaleTo(marbles, 1);
      };
      unfold();
      while (opened.length && !marblesFit(1)) {
        opened.pop();
        unfold();
      }
    }
    if (marbles) openLanes();
    var foldedViews = foldableViews.slice();
    for (var v = 0; v < foldableViews.length; v++) {
      var tried = foldedViews.filter(function (index) { return index !== foldableViews[v]; });
      showViews(tried);
      if (sideFits()) foldedViews = tried;
    }
    showViews(foldedViews);
    // A trace that is an earlier statement's gives way to what this one printed (its
    // first line says whose it is; a click on it shows it again).
    var earlier = document.getElementById("trace-earlier");
    trace.classList.remove("folded");
    earlier.classList.remove("folding");
    if (trace.classList.contains("earlier") && !traceOpen && (overflows(traceSection) || !sideFits())) {
      trace.classList.add("folded");
      earlier.classList.add("folding");
      showViews(foldableViews);
      foldedViews = foldableViews.slice();
      for (var e = 0; e < foldableViews.length; e++) {
        var opened = foldedViews.filter(function (index) { return index !== foldableViews[e]; });
        showViews(opened);
        if (sideFits()) foldedViews = opened;
      }
      showViews(foldedViews);
    }
    if (overflows(traceSection)) trace.classList.add("columns");
    // Room to spare makes the pictures larger, up to half again.
    if (graph) {
      var g = natural(graph);
      var spare = marbles ? marblesBox.clientHeight - natural(marbles).height : marblesBox.clientHeight - 40;
      var grow = Math.min(1.5, (graphBox.clientWidth - 4) / g.width, (g.height + Math.max(0, spare) * 0.5) / g.height);
      if (grow > 1) scaleTo(graph, grow);
      if (!marblesFit(1) || !sideFits()) scaleTo(graph, 1);
    }
    // An inspected program's list of subscriptions, and the graph's part, settle only now: the
    // lanes there is room for open now (a script's page has its room when its lanes opened).
    if (marbles && document.body.classList.contains("inspecting") && folded.length
        && marblesBox.clientHeight - natural(marbles).height >= 35) {
      foldable = folded;
      openLanes();
    }
    if (marbles) {
      var m = natural(marbles);
      scaleTo(marbles, Math.max(1, Math.min(1.5, (marblesBox.clientWidth - 4) / m.width,
        marblesBox.clientHeight / m.height)));
    }
    // For a reader of the page: the names of what changed, as a JSON list (names hold spaces).
    document.body.setAttribute("data-changed", JSON.stringify(touched));
  }
  window.addEventListener("resize", fit);
  // A node that stands for several (an inspected program's bag and what it holds): a click asks
  // the server to draw what it holds, in the states to come.
  var groups = [];
  function unfoldGroup(name) {
    if (groups.indexOf(name) < 0) return;
    fetch(location.pathname + "unfold", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ node: name }) });
  }
  function markGroups(box) {
    box.querySelectorAll(".node[data-node]").forEach(function (node) {
      var group = groups.indexOf(node.getAttribute("data-node")) >= 0;
      node.classList.toggle("group", group);
      if (group) node.setAttribute("aria-label", node.getAttribute("data-node") + ": click to unfold");
    });
  }
  document.getElementById("graph").addEventListener("click", function (event) {
    var node = event.target.closest ? event.target.closest(".node[data-node]") : null;
    if (node && viewing < 0) unfoldGroup(node.getAttribute("data-node"));
  });
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
    fit();
  }
  // The timeline: the session's states (the last 1,000, and at most 64 million characters of
  // their text; the server sends a page opened late all it keeps), stepped through with the
  // slider or the arrow keys (Home the first, End the newest). A new state brings a script's
  // page back to live; an inspected program's states (`holdsPast`, up to twenty a second) keep
  // coming while the page stays on the step it went back to, until the slider, End or "live"
  // returns to the newest. States that come together (a page opening, `c` in bind present) are
  // drawn once, the newest. A state's `keptFrom` is the oldest step its session keeps: the
  // page lets go of the steps before it too.
  var steps = [];
  var sizes = [];
  var kept = 0;
  var viewing = -1;
  var drawing = false;
  var slider = document.getElementById("timeline-slider");
  var toLive = document.getElementById("timeline-live");
  function apply(state, size) {
    if (state.sequence <= shown) return;
    shown = state.sequence;
    var held = viewing >= 0 && state.holdsPast ? steps[viewing] : null;
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
    while (steps.length > 1 && (steps.length > 1000 || kept > 64000000 || steps[0].step < state.keptFrom)) {
      steps.shift();
      kept -= sizes.shift();
    }
    if (held) {
      // Stay on the step gone back to; if the session let go of it, on the oldest it keeps.
      viewing = steps.indexOf(held);
      if (viewing < 0) { view(0); return; }
      showTimeline();
      return;
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
    showTimeline();
    draw(steps[steps.length - 1]);
  }
  // While stepping, the header keeps the height of its tallest step, so that the slider in it
  // never moves under the mouse; a new state gives it its own height again.
  var header = document.querySelector("header");
  function headerText(state) {
    var statement = text("statement", state.statement || "");
    statement.title = state.statement || "";
    var statementLines = (state.statement || "").split("\n");
    statement.classList.toggle("long", statementLines.length > 3);
    statement.style.columnWidth = statementLines.length > 3 ? statementLines.reduce(function (most, line) {
      return Math.max(most, line.length);
    }, 0) + 1 + "ch" : "";
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
    var holds = viewing >= 0 && steps[steps.length - 1].holdsPast;
    text("timeline-label", viewing < 0 ? "live" :
      "step " + (viewing + 1) + " of " + steps.length + ", earlier").title = viewing < 0 ? ""
      : holds ? "an earlier step, held while new states come: End or live returns to the newest"
      : "an earlier step: the next statement returns to live";
    toLive.hidden = !holds;
  }
  toLive.addEventListener("click", function () { view(steps.length - 1); });
  function view(index) {
    if (steps.length === 0) return;
    index = Math.max(0, Math.min(steps.length - 1, index));
    viewing = index === steps.length - 1 ? -1 : index;
    holdHeader(true);
    showTimeline();
    draw(steps[index]);
  }
  slider.addEventListener("input", function () { view(parseInt(slider.value, 10)); });
  document.addEventListener("keydown", function (event) {
    var target = event.target && event.target.tagName;
    if (target === "SELECT" || target === "TEXTAREA" || target === "INPUT" && event.target !== slider) return;
    if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      view(event.key === "Home" ? 0 : steps.length - 1);
      return;
    }
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
    var graphBox = svg("graph", state.graph, "nothing declared yet");
    highlight(graphBox, state.changed, !!state.traceOf);
    groups = state.groups || [];
    markGroups(graphBox);
    focus(state);
    traceOpen = false;
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
    // The views that changed: against the step before this one on the timeline.
    var at = steps.indexOf(state);
    var before = at > 0 ? steps[at - 1].views : at === 0 ? [] : views;
    views = state.views.slice();
    changedViews = [];
    views.forEach(function (view, index) {
      if (before.length && before.indexOf(view) < 0) changedViews.push(index);
    });
    text("printed", state.printed || "");
    fit();
    showSubscriptions(state);
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
  // Find (an inspected program's graph): the nodes whose name, type or file holds the text
  // take the place of the changed ones, in the graph and the lanes; the list of
  // subscriptions keeps those that name it.
  var finding = "";
  function matches(text) { return text.toLowerCase().indexOf(finding) >= 0; }
  // What the page keeps unfolded: the nodes `state` changed and their neighbours, or, while
  // finding, the nodes found.
  function focus(state) {
    touched = state.changed.slice();
    near = findNear(document.querySelector("#graph > svg"), touched);
    showFound();
  }
  function showFound() {
    if (!finding) { text("find-count", ""); return; }
    var graph = document.querySelector("#graph > svg");
    var every = graph ? Array.prototype.map.call(graph.querySelectorAll(".node[data-node]"),
      function (node) { return node.getAttribute("data-node"); }) : [];
    touched = every.filter(matches);
    near = touched;
    text("find-count", touched.length === 1 ? "1 node" : touched.length + " nodes");
  }
  document.getElementById("find").addEventListener("input", function (event) {
    finding = event.target.value.trim().toLowerCase();
    if (!lastState) return;
    focus(lastState);
    fit();
    showSubscriptions(lastState);
  });
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
    if (finding) {
      entries = entries.filter(function (e) {
        return matches(e.subscriber) || matches(e.source) || matches(e.owner || "");
      });
    }
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
    var more = document.createElement("li");
    more.className = "more";
    more.setAttribute("data-hidden", String(Math.max(0, order.length - mostSubscriptionGroups)));
    box.appendChild(more);
    trimSubscriptions();
  }
  // What does not fit the subscriptions' panel is counted, not hidden in a scroll box: the
  // last groups give way, after the list is drawn and after every layout of the page.
  function trimSubscriptions() {
    var box = document.getElementById("subscriptions");
    var more = box.querySelector("li.more");
    if (!more) return;
    var section = document.getElementById("subscriptions-section");
    var hidden = parseInt(more.getAttribute("data-hidden"), 10) || 0;
    function sayMore() {
      more.setAttribute("data-hidden", String(hidden));
      more.textContent = hidden ? "… " + hidden + " more groups" : "";
    }
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
  // A click on a lane's name pins the lane (it stays unfolded) or lets it fold again.
  marblesBox.addEventListener("click", function (event) {
    var name = event.target.closest ? event.target.closest(".lane-name") : null;
    var lane = name && name.closest(".lane[data-lane]");
    if (!lane || playLane(lane.getAttribute("data-lane"))) return;
    var id = lane.getAttribute("data-lane");
    if (pinnedLanes[id]) delete pinnedLanes[id]; else pinnedLanes[id] = true;
    fit();
  });
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
