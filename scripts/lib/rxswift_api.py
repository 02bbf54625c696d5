"""Compares RxSwift's public API with Bind's, from symbol graphs; scripts/rxswift-api runs it.

Reads every `*.symbols.json` of the two graph directories, keeps the public declarations of
RxSwift's modules and of Bind's, and matches each RxSwift declaration with Bind's:

- a type by its name (any kind: RxSwift's `typealias Driver` is matched by a struct too),
  then its superclass and every protocol it conforms to or refines;
- a member by its container's name, its own name with argument labels and its kind; it is
  present when Bind declares it on the same type or on a protocol or superclass of it (also
  through a protocol extension Bind's symbol graph lists as the type's own member), and
  matches exactly when the normalised signatures agree too.

A declaration Bind lacks needs a line in the reasons file. Writes a markdown report and
exits 1 when any missing declaration has no reason.
"""

import argparse
import collections
import fnmatch
import json
import os
import re
import sys

# In dependency order: a module that re-exports another (RxCocoa re-exports RxRelay) has the
# other's symbols in its graph too; each is counted in the first module that declares it.
RX_MODULES = ["RxSwift", "RxRelay", "RxTest", "RxBlocking", "RxCocoa"]
BIND_MODULES = ["BindingCore", "Binding", "BindingTimeline", "BindingTest", "BindingXCTest",
                "BindingBlocking"]
# Module names that qualify types in signatures; all are dropped when normalising.
QUALIFIERS = RX_MODULES + BIND_MODULES + ["Swift", "Foundation", "FoundationEssentials",
                                          "Dispatch", "_Concurrency", "XCTest"]

# Conformances every type has implicitly.
IMPLICIT = {"Copyable", "Escapable", "BitwiseCopyable"}
# Members a conformance provides without a declaration in the symbol graph.
PROVIDED_BY = {"==(_:_:)": "Equatable", "!=(_:_:)": "Equatable", "hash(into:)": "Hashable",
               "hashValue": "Hashable"}

TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol",
              "swift.typealias", "swift.associatedtype"}
KIND_NAMES = {
    "swift.class": "class", "swift.struct": "struct", "swift.enum": "enum",
    "swift.protocol": "protocol", "swift.typealias": "typealias",
    "swift.associatedtype": "associatedtype", "swift.method": "method",
    "swift.type.method": "static method", "swift.property": "property",
    "swift.type.property": "static property", "swift.init": "initializer",
    "swift.subscript": "subscript", "swift.type.subscript": "static subscript",
    "swift.enum.case": "enum case", "swift.func": "function", "swift.func.op": "operator",
    "swift.var": "global variable",
}


class Symbol:
    def __init__(self, module, raw):
        self.module = module
        self.raw = raw
        self.id = raw["identifier"]["precise"]
        self.kind = raw["kind"]["identifier"]
        self.path = tuple(raw["pathComponents"])
        self.synthesized = "::SYNTHESIZED::" in self.id
        self.decl = "".join(f["spelling"] for f in raw.get("declarationFragments", []))
        self.signature = signature(raw)
        self.params = params(raw)

    def variants(self):
        """The (name, signature) a call may use: parameters with a default value left out."""
        defaulted = [i for i, p in enumerate(self.params) if p[2]]
        if not defaulted or len(defaulted) > 4 or "(" not in self.path[-1]:
            return []
        base = self.path[-1].split("(")[0]
        result = []
        for mask in range(1, 1 << len(defaulted)):
            drop = {defaulted[b] for b in range(len(defaulted)) if mask >> b & 1}
            kept = [p for i, p in enumerate(self.params) if i not in drop]
            name = base + "(" + "".join(p[0] + ":" for p in kept) + ")"
            head, _, tail = self.signature.partition(")")
            signature = "(" + ", ".join(p[1] for p in kept) + ")" + tail
            result.append((name, signature))
        return result

    @property
    def name(self):
        return ".".join(self.path)

    @property
    def container(self):
        return self.path[:-1]

    @property
    def is_type(self):
        return self.kind in TYPE_KINDS


class Variant:
    """A declaration as a call that leaves out some defaulted parameters sees it."""

    def __init__(self, symbol, last, signature):
        self.symbol = symbol
        self.name = ".".join(symbol.container + (last,))
        self.signature = signature
        self.kind = symbol.kind


def normalise(text, generics):
    """A type spelled without what Swift 6 concurrency and spelling choices add."""
    for name in QUALIFIERS:
        text = re.sub(r"\b%s\.(?=[A-Za-z_])" % re.escape(name), "", text)
    text = re.sub(r"@escaping|@Sendable|@MainActor|@autoclosure|\bsending\b|\bany\b|\bsome\b"
                  r"|\bborrowing\b|\bconsuming\b|__owned", "", text)
    text = re.sub(r"\bSelf\.", "", text)
    # A closure parameter's label (`(_ error: Error) -> T`), a member type spelled through its
    # generic type (`ControlEvent<PropertyType>.Element`), a `Sendable` requirement added.
    text = re.sub(r"\b_ \w+: ", "", text)
    text = re.sub(r"\b[A-Z]\w*<[^<>]*>\.(?=[A-Z])", "", text)
    text = re.sub(r"\s*&\s*Sendable\b|\bSendable\s*&\s*", "", text)
    for index, name in enumerate(generics):
        text = re.sub(r"\b%s\b" % re.escape(name), "T%d" % index, text)
    text = re.sub(r"\s+", " ", text).strip()
    text = text.replace("( ", "(").replace(" )", ")")
    text = re.sub(r"\bVoid\b", "()", text)
    text = re.sub(r"\bArray<(.*?)>", r"[\1]", text)
    text = re.sub(r"\bOptional<(.*?)>", r"\1?", text)
    return text


def own_generics(raw):
    parameters = raw.get("swiftGenerics", {}).get("parameters", [])
    if not parameters:
        return []
    depth = max(p["depth"] for p in parameters)
    # depth 0 belongs to the extended type unless the symbol itself is a top-level function.
    own = [p for p in parameters if p["depth"] == depth and (depth > 0 or len(raw["pathComponents"]) == 1)]
    return [p["name"] for p in sorted(own, key=lambda p: p["index"])]


def fragments_text(fragments):
    return "".join(f["spelling"] for f in fragments)


def signature(raw):
    kind = raw["kind"]["identifier"]
    generics = own_generics(raw)
    fragments = raw.get("declarationFragments", [])
    if kind in TYPE_KINDS:
        if kind == "swift.typealias":
            text = fragments_text(fragments)
            return normalise(text.split("=", 1)[1] if "=" in text else "", generics)
        return ""
    function = raw.get("functionSignature")
    if function is not None:
        params = []
        for parameter in function.get("parameters", []):
            text = fragments_text(parameter.get("declarationFragments", []))
            text = text.split(":", 1)[1] if ":" in text else text
            params.append(normalise(text.split(" = ")[0], generics))
        returns = normalise(fragments_text(function.get("returns", [])), generics)
        # `throws`/`rethrows` after the parameter list (not a closure parameter's own).
        tail = fragments_text(fragments).rsplit(")", 1)[-1] if kind != "swift.init" else \
            fragments_text(fragments)
        throws = " throws" if re.search(r"\b(re)?throws\b", tail) else ""
        if kind == "swift.init":
            return "(%s)%s" % (", ".join(params), throws)
        return "(%s)%s -> %s" % (", ".join(params), throws, returns or "()")
    text = fragments_text(fragments)
    text = re.sub(r"\{.*\}\s*$", "", text)
    if ":" in text:
        return normalise(text.split(":", 1)[1], generics)
    return ""


def params(raw):
    """(label, normalised type, has a default) of each parameter."""
    function = raw.get("functionSignature")
    if function is None:
        return []
    generics = own_generics(raw)
    fragments = raw.get("declarationFragments", [])
    labels = [f["spelling"] for f in fragments if f["kind"] == "externalParam"]
    # Each parameter's text in the declaration, to see its `= default`.
    pieces = []
    depth = 0
    for f in fragments:
        if f["kind"] == "externalParam" and depth == 1:
            pieces.append("")
            continue
        for character in f["spelling"]:
            if depth == 0 and character != "(":
                continue
            depth += {"(": 1, ")": -1}.get(character, 0)
            if depth == 0:
                break
            if pieces:
                pieces[-1] += character
        if depth == 0 and pieces:
            break
    result = []
    for index, parameter in enumerate(function.get("parameters", [])):
        label = labels[index] if index < len(labels) else parameter["name"]
        body = fragments_text(parameter.get("declarationFragments", []))
        body = body.split(":", 1)[1] if ":" in body else body
        default = index < len(pieces) and re.search(r"=\s*[^,)]", pieces[index]) is not None
        result.append((label, normalise(body.split(" = ")[0], generics), default))
    return result


def load(directory, modules):
    symbols = {}
    relationships = []
    files = [n for n in os.listdir(directory) if n.endswith(".symbols.json")]
    files = [(n[: -len(".symbols.json")].split("@")[0], n) for n in files]
    files = sorted((modules.index(m), n, m) for m, n in files if m in modules)
    for _, name, module in files:
        with open(os.path.join(directory, name)) as f:
            graph = json.load(f)
        for raw in graph["symbols"]:
            if raw.get("accessLevel") not in ("public", "open"):
                continue
            symbol = Symbol(module, raw)
            symbols.setdefault(symbol.id, symbol)
        relationships.extend(graph["relationships"])
    return symbols, relationships


class API:
    """One side's declarations, indexed for matching."""

    def __init__(self, directory, modules):
        self.symbols, relationships = load(directory, modules)
        names = {s.id: s.name for s in self.symbols.values()}
        self.supers = collections.defaultdict(set)   # type name -> (relation, super name)
        for r in relationships:
            if r["kind"] not in ("conformsTo", "inheritsFrom"):
                continue
            source = names.get(r["source"])
            if source is None:
                continue
            target = names.get(r["target"]) or r.get("targetFallback", r["target"])
            target = target.split(".")[-1]
            if target in IMPLICIT:
                continue
            relation = "superclass" if r["kind"] == "inheritsFrom" else "conforms to"
            self.supers[source].add((relation, target))
        # Top-level aliases of one plain type (`TestTime = Int`) are spelt as that type.
        aliases = {}
        for sym in self.symbols.values():
            if sym.kind == "swift.typealias" and len(sym.path) == 1 and \
                    re.fullmatch(r"[A-Za-z_]\w*", sym.signature):
                aliases[sym.path[0]] = sym.signature
        if aliases:
            pattern = re.compile(r"\b(%s)\b(?!<)" % "|".join(map(re.escape, aliases)))
            for sym in self.symbols.values():
                if not sym.is_type:
                    sym.signature = pattern.sub(lambda m: aliases[m.group(1)], sym.signature)
                    sym.params = [(l, pattern.sub(lambda m: aliases[m.group(1)], t), d)
                                  for l, t, d in sym.params]
        self.members = collections.defaultdict(list)  # (container, last, kind) -> symbols
        self.by_last = collections.defaultdict(list)  # (last, kind) -> symbols
        self.types = {}
        self.generics = {}   # type name -> its generic parameters' names
        for s in self.symbols.values():
            if s.is_type:
                self.types.setdefault(s.name, s)
                parameters = s.raw.get("swiftGenerics", {}).get("parameters", [])
                self.generics.setdefault(s.name, {p["name"] for p in parameters})
            self.members[(s.container, s.path[-1], kind_group(s.kind))].append(s)
            for name, sig in s.variants():
                self.members[(s.container, name, kind_group(s.kind))].append(
                    Variant(s, name, sig))
            self.by_last[(s.path[-1], kind_group(s.kind))].append(s)
        # A protocol's inherited requirements and a class's inherited protocol: both
        # `inheritsFrom`/`conformsTo` relations between types; classes inherit conformances.

    def ancestors(self, type_name):
        seen = []
        stack = [type_name]
        alias = self.types.get(type_name)
        if alias is not None and alias.kind == "swift.typealias":
            target = [f["spelling"] for f in alias.raw.get("declarationFragments", [])
                      if f["kind"] == "typeIdentifier"]
            if target:
                stack.append(target[0])
        while stack:
            name = stack.pop()
            if name in seen:
                continue
            seen.append(name)
            for _, target in self.supers.get(name, ()):
                stack.append(target)
        return seen


def kind_group(kind):
    if kind in TYPE_KINDS:
        return "type"
    return kind


def load_reasons(path):
    reasons = []
    if not os.path.exists(path):
        return reasons
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            if "\t" not in line:
                sys.exit("%s:%d: expected PATTERN<TAB>reason" % (path, number))
            pattern, reason = line.split("\t", 1)
            reasons.append([pattern.strip(), reason.strip(), 0])
    return reasons


def reason_for(reasons, key):
    for entry in reasons:
        if fnmatch.fnmatchcase(key, entry[0]):
            entry[2] += 1
            return entry[1]
    return None


def compare(rx, bind):
    """Yields (rx symbol, status, detail) for every RxSwift declaration and relation."""
    results = []
    for s in sorted(rx.symbols.values(), key=lambda s: (s.module, s.name, s.kind, s.signature)):
        if s.synthesized:
            continue
        container = ".".join(s.container)
        scopes = bind.ancestors(container) if container else [""]
        candidates = []
        for scope in scopes:
            key = (tuple(scope.split(".")) if scope else (), s.path[-1], kind_group(s.kind))
            candidates.extend(bind.members.get(key, []))
        if s.is_type:
            other = bind.types.get(s.name) or (candidates[0] if candidates else None)
            if other is None and any(s.path[-1] in bind.generics.get(scope, ())
                                     for scope in scopes):
                other = bind.types.get(container)   # the generic parameter of that name
            if other is None:
                results.append((s, "missing", s.kind, None))
            else:
                results.append((s, "matched", s.kind, other))
            continue
        if not candidates and rx.types.get(container) is not None and \
                rx.types[container].kind == "swift.protocol":
            # RxSwift's protocol extension, Bind's member on the types that conform.
            for type_name, symbol in bind.types.items():
                if container in bind.ancestors(type_name)[1:]:
                    key = (tuple(type_name.split(".")), s.path[-1], kind_group(s.kind))
                    if bind.members.get(key):
                        candidates.extend(bind.members[key])
            if candidates:
                results.append((s, "concrete", s.kind, candidates[0]))
                continue
        exact = [c for c in candidates if c.signature == s.signature]
        provider = PROVIDED_BY.get(s.path[-1])
        owner = container or (s.decl.split("lhs: ")[-1].split(",")[0].split("<")[0]
                              if provider else "")
        if exact:
            results.append((s, "matched", s.kind, exact[0]))
        elif provider and provider in bind.ancestors(owner):
            results.append((s, "matched", s.kind, None))
        elif candidates:
            results.append((s, "signature", s.kind, candidates[0]))
        else:
            elsewhere = bind.by_last.get((s.path[-1], kind_group(s.kind)), [])
            results.append((s, "missing", s.kind, elsewhere[0] if elsewhere else None))
    return results


def compare_relations(rx, bind):
    results = []
    for type_name in sorted(rx.supers):
        symbol = next((s for s in rx.symbols.values() if s.name == type_name and s.is_type), None)
        if symbol is None or type_name not in bind.types:
            continue
        bind_ancestors = set(bind.ancestors(type_name))
        for relation, target in sorted(rx.supers[type_name]):
            present = target in bind_ancestors
            results.append((symbol, relation, target, present))
    return results


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rxswift-graphs", required=True)
    parser.add_argument("--bind-graphs", required=True)
    parser.add_argument("--reasons", required=True)
    parser.add_argument("--report", required=True)
    parser.add_argument("--version", default="")
    args = parser.parse_args()

    rx = API(args.rxswift_graphs, RX_MODULES)
    bind = API(args.bind_graphs, BIND_MODULES)
    reasons = load_reasons(args.reasons)
    results = compare(rx, bind)
    relations = compare_relations(rx, bind)

    per_module = collections.OrderedDict((m, collections.Counter()) for m in RX_MODULES)
    missing = collections.defaultdict(list)   # module -> [(kind, name, decl, reason, hint)]
    differing = collections.defaultdict(list)
    concrete = collections.defaultdict(list)
    unexplained = []
    for s, status, kind, other in results:
        counts = per_module[s.module]
        if status == "matched":
            counts["matched"] += 1
            continue
        if status == "concrete":
            counts["on the conforming types"] += 1
            concrete[s.module].append((KIND_NAMES.get(kind, kind), s.name, other.name))
            continue
        if status == "signature":
            counts["matched by name"] += 1
            differing[s.module].append((KIND_NAMES.get(kind, kind), s.name, s.signature,
                                        other.signature))
            continue
        key = "%s %s %s" % (s.module, KIND_NAMES.get(kind, kind).replace(" ", "-"), s.name)
        reason = reason_for(reasons, key)
        hint = ("Bind has %s" % other.name) if other is not None else ""
        missing[s.module].append((KIND_NAMES.get(kind, kind), s.name, s.decl, reason, hint))
        counts["missing, with a reason" if reason else "missing, no reason"] += 1
        if not reason:
            unexplained.append(key)
    relation_missing = collections.defaultdict(list)
    for s, relation, target, present in relations:
        counts = per_module[s.module]
        if present:
            counts["relations matched"] += 1
            continue
        key = "%s %s %s" % (s.module, relation.replace(" ", "-"), "%s: %s" % (s.name, target))
        reason = reason_for(reasons, key)
        relation_missing[s.module].append((relation, s.name, target, reason))
        counts["relations missing, with a reason" if reason else "relations missing, no reason"] += 1
        if not reason:
            unexplained.append(key)

    totals = collections.Counter()
    for counts in per_module.values():
        totals.update(counts)
    summary = ("RxSwift API: %d declarations matched, %d matched by name with another "
               "signature, %d on the conforming types, %d missing with a reason, %d missing "
               "without; relations %d matched, %d missing with a reason, %d without" % (
                   totals["matched"], totals["matched by name"], totals["on the conforming types"],
                   totals["missing, with a reason"], totals["missing, no reason"],
                   totals["relations matched"], totals["relations missing, with a reason"],
                   totals["relations missing, no reason"]))

    out = []
    out.append("# RxSwift's public API in Bind")
    out.append("")
    out.append("Generated by `scripts/rxswift-api` from the symbol graphs of RxSwift %s and "
               "of this checkout; do not edit. Reasons for what is missing are in "
               "`docs/rxswift-api-reasons.txt`." % args.version)
    out.append("")
    out.append("**Summary:** " + summary)
    out.append("")
    out.append("| module | matched | matched by name | on the conforming types | "
               "missing, with a reason | missing, no reason | relations matched | "
               "relations missing |")
    out.append("|---|---:|---:|---:|---:|---:|---:|---:|")
    for module, counts in per_module.items():
        out.append("| %s | %d | %d | %d | %d | %d | %d | %d |" % (
            module, counts["matched"], counts["matched by name"],
            counts["on the conforming types"],
            counts["missing, with a reason"], counts["missing, no reason"],
            counts["relations matched"],
            counts["relations missing, with a reason"] + counts["relations missing, no reason"]))
    out.append("")
    out.append("A declaration *matches* when Bind has a member of that name and kind on the "
               "same type, or on a protocol or superclass of it, with the same signature once "
               "module names, generic parameters' names, `any`, `@Sendable`, `@escaping` and "
               "generic constraints are left out. *Matched by name* means the signatures "
               "still differ (usually a concrete type where RxSwift has a protocol, or the "
               "reverse). *On the conforming types* means RxSwift declares the member in an "
               "extension of a protocol and Bind on the types that conform to it "
               "(`Observable.combineLatest` rather than `ObservableType.combineLatest`): "
               "the same calls compile, generic code over the protocol does not. Both are "
               "listed at the end.")
    for module in RX_MODULES:
        if not missing[module] and not relation_missing[module]:
            continue
        out.append("")
        out.append("## Missing from %s" % module)
        by_kind = collections.defaultdict(list)
        for kind, name, decl, reason, hint in missing[module]:
            by_kind[kind].append((name, decl, reason, hint))
        for kind in sorted(by_kind):
            out.append("")
            out.append("### %s (%d)" % (kind, len(by_kind[kind])))
            out.append("")
            for name, decl, reason, hint in by_kind[kind]:
                line = "- `%s`: `%s`" % (name, decl)
                line += " — " + (reason if reason else "**no reason given**")
                if hint and not reason:
                    line += " (%s)" % hint
                out.append(line)
        if relation_missing[module]:
            out.append("")
            out.append("### relations (%d)" % len(relation_missing[module]))
            out.append("")
            for relation, name, target, reason in relation_missing[module]:
                out.append("- `%s` %s `%s` — %s" % (
                    name, relation, target, reason if reason else "**no reason given**"))
    out.append("")
    out.append("## On the conforming types")
    for module in RX_MODULES:
        if not concrete[module]:
            continue
        out.append("")
        out.append("### %s (%d)" % (module, len(concrete[module])))
        out.append("")
        for kind, name, where in concrete[module]:
            out.append("- %s `%s`: Bind's `%s`" % (kind, name, where))
    out.append("")
    out.append("## Matched by name, another signature")
    for module in RX_MODULES:
        if not differing[module]:
            continue
        out.append("")
        out.append("### %s (%d)" % (module, len(differing[module])))
        out.append("")
        for kind, name, rx_signature, bind_signature in differing[module]:
            out.append("- %s `%s`: RxSwift `%s`, Bind `%s`" % (
                kind, name, rx_signature, bind_signature))
    os.makedirs(os.path.dirname(os.path.abspath(args.report)), exist_ok=True)
    with open(args.report, "w") as f:
        f.write("\n".join(out) + "\n")

    unused = [entry[0] for entry in reasons if entry[2] == 0]
    print(summary)
    if unused:
        print("reasons that match nothing (stale?):")
        for pattern in unused:
            print("  " + pattern)
    if unexplained:
        print("missing without a reason (%d):" % len(unexplained))
        for key in unexplained[:40]:
            print("  " + key)
        if len(unexplained) > 40:
            print("  ... and %d more; see %s" % (len(unexplained) - 40, args.report))
        sys.exit(1)


if __name__ == "__main__":
    main()
