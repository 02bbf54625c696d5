/// The live view's page: the layout, and one small inline script that opens the WebSocket,
/// puts each pushed state in place and animates the changed nodes in propagation order.
///
/// No external requests and no JavaScript libraries. The SVG comes from the session's own
/// renderers (`GraphPicture`, `MarblePicture`); the script only inserts it and adds the
/// class `highlight` to the nodes (`data-node`) and edges (`data-from`, `data-to`) that
/// changed, each a little later than the one before, in propagation order.
enum LivePage {
  static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>bind: live view</title>
    <style>
    :root { --ink: #1d2433; --muted: #5b6478; --line: #d5dae4; --hit: #ff8a00; --bg: #f6f7fa; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 20px/1.4 system-ui, sans-serif; color: var(--ink); background: var(--bg); }
    header { display: flex; align-items: baseline; gap: 1.2em; padding: .6em 1.2em;
      background: var(--ink); color: #fff; }
    header h1 { font-size: 1em; margin: 0; font-weight: 600; letter-spacing: .04em; }
    #statement { font: 600 1.35em/1.3 ui-monospace, "DejaVu Sans Mono", monospace; flex: 1;
      white-space: pre-wrap; overflow-wrap: anywhere; }
    #next { font: 600 1.1em/1.3 ui-monospace, "DejaVu Sans Mono", monospace; color: #ffd08a;
      white-space: pre-wrap; max-width: 40%; }
    #next:empty { display: none; }
    #next::before { content: "next ▸ "; color: #c9d1e3; font-weight: 400; }
    #time, #status { font: .9em ui-monospace, "DejaVu Sans Mono", monospace; color: #c9d1e3; }
    #status.off { color: #ff6b6b; }
    main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 1em;
      padding: 1em 1.2em; }
    section { background: #fff; border: 1px solid var(--line); border-radius: 10px;
      padding: .7em 1em; min-width: 0; }
    h2 { font-size: .8em; text-transform: uppercase; letter-spacing: .08em; color: var(--muted);
      margin: 0 0 .5em; }
    #graph, #marbles { overflow: auto; }
    #graph svg, #marbles svg { display: block; margin: 0 auto; }
    .wide { grid-column: 1 / -1; }
    pre { font: 1em/1.35 ui-monospace, "DejaVu Sans Mono", monospace; margin: 0;
      white-space: pre; overflow-x: auto; }
    #trace pre { font-size: 1.05em; }
    #trace pre.error { color: #b00020; }
    #views pre, #printed { line-height: 1.15; }
    #views pre + pre { margin-top: .6em; }
    .empty { color: var(--muted); font-style: italic; }
    #graph .node.highlight .shape { stroke: var(--hit); stroke-width: 5px;
      animation: glow 1.2s ease-out both; animation-delay: var(--delay, 0s); }
    #graph .node.highlight text { font-weight: 700; }
    #graph .edge.highlight { stroke: var(--hit); stroke-width: 4px;
      animation: glow 1.2s ease-out both; animation-delay: var(--delay, 0s); }
    #marbles .marble.highlight circle { stroke: var(--hit); stroke-width: 4px;
      animation: glow 1.2s ease-out both; }
    @keyframes glow { 0% { stroke: var(--line); stroke-width: 1px; }
      30% { stroke: var(--hit); stroke-width: 9px; } 100% { stroke: var(--hit); stroke-width: 5px; } }
    #printed:empty { display: none; }
    #printed { margin-top: .6em; padding-top: .6em; border-top: 1px dashed var(--line); }
    </style>
    </head>
    <body>
    <header><h1>bind · live</h1><div id="statement" class="empty">waiting for a statement…</div>
    <div id="next"></div>
    <div id="time"></div><div id="status">connecting</div></header>
    <main>
    <section class="wide"><h2>Dependency graph</h2><div id="graph" class="empty">nothing declared yet</div></section>
    <section><h2>Latest trace</h2><div id="trace"></div><pre id="printed"></pre></section>
    <section><h2>Views</h2><div id="views" class="empty">no views yet</div></section>
    <section class="wide"><h2>Marbles</h2><div id="marbles" class="empty">no history yet</div></section>
    </main>
    <script>
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
        var width = parseFloat(picture.getAttribute("width"));
        var height = parseFloat(picture.getAttribute("height"));
        var fit = (box.clientWidth - 4) / width;
        if (id === "graph") fit = Math.min(fit, Math.max(1, window.innerHeight * 0.55 / height));
        var scale = Math.max(0.6, Math.min(1.8, fit));
        if (fit > 0) {
          picture.style.width = width * scale + "px";
          picture.style.height = height * scale + "px";
        }
        return box;
      }
      function highlight(box, changed) {
        var order = {};
        changed.forEach(function (name, index) { order[name] = index; });
        function mark(element, index) {
          element.classList.add("highlight");
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
      function apply(state) {
        if (state.sequence <= shown) return;
        shown = state.sequence;
        var statement = text("statement", state.statement || "");
        statement.classList.toggle("empty", !state.statement);
        text("time", state.time + " ms");
        text("next", state.next || "");
        highlight(svg("graph", state.graph, "nothing declared yet"), state.changed);
        newMarbles(svg("marbles", state.marbles, "no history yet"), state.changed, state.time);
        var trace = lines("trace", state.trace, "nothing changed");
        var last = trace.lastElementChild;
        if (last && /^error/.test(last.textContent)) last.classList.add("error");
        lines("views", state.views, "no views yet");
        text("printed", state.printed || "");
        document.body.setAttribute("data-sequence", String(state.sequence));
      }
      function connect() {
        var socket = new WebSocket(location.href.replace(/^http/, "ws") + "socket");
        socket.onopen = function () { status.textContent = "live"; status.className = ""; };
        socket.onmessage = function (event) { apply(JSON.parse(event.data)); };
        socket.onclose = function () {
          status.textContent = "session ended"; status.className = "off";
        };
      }
      connect();
    })();
    </script>
    </body>
    </html>
    """
}
