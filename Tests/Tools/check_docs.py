#!/usr/bin/env python3
"""Checks the documentation DocC built for Rows' products; `./dev docs` runs it after DocC.

Usage: check_docs.py [--since EPOCH_SECONDS] [--list-exempt] MODULE...

1. Warnings. Reads each module's DocC diagnostics (.build/docs/MODULE.diagnostics.json). Any error
   fails, and so does any warning not listed in Tests/Tools/docs-known-warnings.txt. A listed warning that
   no longer occurs fails too, so that the list only shrinks: delete its line.

2. Coverage. Reads the symbol graphs that the DocC plugin extracted for each module (public symbols
   only, .build/<triple>/extracted-symbols/<package>/MODULE/) and lists the public symbols that have
   no documentation, each with its module, symbol, kind and file.

   What counts. Every public symbol declared in the module, in its own types or in its extensions of
   other modules' types, needs a doc comment. A doc comment inherited from a requirement of a protocol
   of this package (a default implementation, or a type of Rows implementing a RowsCore protocol)
   counts: the text is the package's own, and DocC shows it. Exempt (counted, never required):
   - synthesized symbols: what the compiler and the standard library add to a type without any
     declaration in this package's sources (`!=`, an option set's `union(_:)`, a collection's
     `map(_:)`, `hashValue`, Codable's `init(from:)`);
   - implementations of a requirement of a protocol from outside this package (the standard
     library's `description`, `==`, `hash(into:)`, `id`, `startIndex`, `rawValue`, ...) that have no
     doc comment of their own: DocC shows the requirement's documentation for them;
   - extension blocks (`swift.extension` symbols only group an extension's members, which are checked).

   A module in ENFORCED_MODULES fails the check when any of its symbols is missing documentation;
   any other module's missing symbols are printed and do not fail it. To enforce a module, add it.
"""

import glob
import json
import os
import sys
from collections import Counter
from urllib.parse import unquote, urlparse

# The modules whose undocumented public symbols fail the check: both products.
ENFORCED_MODULES = {"RowsCore", "Rows"}
# The package's product modules: a doc comment inherited from one of their protocols is the package's own.
PACKAGE_MODULES = {"RowsCore", "Rows"}

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCS = os.path.join(ROOT, ".build", "docs")
KNOWN_WARNINGS = os.path.join(ROOT, "Tests", "Tools", "docs-known-warnings.txt")


def relative(uri):
    """A file URI or path as a path relative to the package root."""
    path = unquote(urlparse(uri).path) if uri.startswith("file:") else uri
    return os.path.relpath(path, ROOT) if os.path.isabs(path) else path


def read_known_warnings():
    """The warnings allowed for now, as a multiset of (file, message)."""
    known = Counter()
    if not os.path.exists(KNOWN_WARNINGS):
        return known
    with open(KNOWN_WARNINGS, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            path, separator, message = line.partition(": ")
            if not separator:
                sys.exit(f"docs: {relative(KNOWN_WARNINGS)}:{number}: expected 'FILE: MESSAGE', found {line!r}")
            known[(path, message)] += 1
    return known


def check_warnings(modules):
    """Prints DocC's errors and warnings; returns the number of failures."""
    known = read_known_warnings()
    unused = Counter(known)
    failures = 0
    for module in modules:
        path = os.path.join(DOCS, f"{module}.diagnostics.json")
        if not os.path.exists(path):
            print(f"docs: {module}: DocC wrote no diagnostics file ({relative(path)}); was the documentation built?")
            failures += 1
            continue
        with open(path, encoding="utf-8") as file:
            diagnostics = json.load(file).get("diagnostics", [])
        counts = Counter()
        for diagnostic in diagnostics:
            severity = diagnostic.get("severity")
            if severity not in ("error", "warning"):
                continue
            source = relative(diagnostic["source"]) if diagnostic.get("source") else "(no file)"
            line = diagnostic.get("range", {}).get("start", {}).get("line", 0)
            where = f"{source}:{line}" if line else source
            key = (source, diagnostic["summary"])
            if severity == "warning" and unused[key] > 0:
                unused[key] -= 1
                counts["known"] += 1
                print(f"docs: {module}: known warning (Tests/Tools/docs-known-warnings.txt): {where}: {diagnostic['summary']}")
            else:
                counts[severity] += 1
                failures += 1
                print(f"docs: {module}: {severity}: {where}: {diagnostic['summary']}")
        summary = f"{counts['error']} error(s), {counts['warning']} warning(s)"
        if counts["known"]:
            summary += f", {counts['known']} known warning(s) allowed for now"
        print(f"docs: {module}: DocC: {summary}")
    for (source, message), count in sorted(unused.items()):
        if count > 0 and any(source.startswith(f"Sources/{module}/") for module in modules):
            print(f"docs: a known warning no longer occurs; delete its line from Tests/Tools/docs-known-warnings.txt: "
                  f"{source}: {message}")
            failures += count
    return failures


def symbol_graph_files(module, since):
    """The symbol graph files of `module`: its own and those of its extensions of other modules."""
    directories = [
        directory for directory in glob.glob(os.path.join(ROOT, ".build", "*", "extracted-symbols", "*", module))
        if os.path.isdir(directory)
    ]
    if not directories:
        sys.exit(f"docs: no symbol graphs of {module} under .build/*/extracted-symbols/; build the documentation first")
    directory = max(directories, key=os.path.getmtime)
    files = glob.glob(os.path.join(directory, f"{module}.symbols.json"))
    files += glob.glob(os.path.join(directory, f"{module}@*.symbols.json"))
    if since is not None and not any(os.path.getmtime(file) >= since for file in files):
        sys.exit(f"docs: the symbol graphs of {module} in {relative(directory)} are older than this run")
    return files


def check_coverage(module, since, list_exempt):
    """Prints the coverage of `module`; returns the number of failures."""
    documented = 0
    missing = []
    exempt = Counter()
    exempt_inherited = []
    seen = set()
    for path in symbol_graph_files(module, since):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            if precise in seen:
                continue
            seen.add(precise)
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            kind = symbol["kind"]["identifier"]
            name = ".".join(symbol["pathComponents"])
            if kind == "swift.extension":
                exempt["extension blocks"] += 1
                continue
            if "::SYNTHESIZED::" in precise:
                exempt["synthesized"] += 1
                continue
            doc = symbol.get("docComment")
            has_text = doc is not None and any(line.get("text", "").strip() for line in doc.get("lines", []))
            doc_module = doc.get("module", module) if doc else None
            if has_text and doc_module in PACKAGE_MODULES:
                documented += 1
            elif has_text:
                exempt[f"implementations of {doc_module}'s protocol requirements"] += 1
                exempt_inherited.append(f"{name} (documented by {doc_module})")
            else:
                location = symbol.get("location")
                where = "(no file)"
                if location:
                    where = f"{relative(location['uri'])}:{location['position']['line'] + 1}"
                missing.append(f"{name} ({symbol['kind']['displayName'].lower()}) {where}")
    total = documented + len(missing)
    percent = 100.0 * documented / total if total else 100.0
    enforced = module in ENFORCED_MODULES
    exemptions = ", ".join(f"{count} {reason}" for reason, count in sorted(exempt.items()))
    print(f"docs: {module}: coverage {documented}/{total} public symbols documented ({percent:.1f}%), "
          f"{'enforced' if enforced else 'not enforced'}; exempt: {exemptions or 'none'}")
    if list_exempt:
        for entry in sorted(exempt_inherited):
            print(f"docs: {module}: exempt: {entry}")
    for entry in sorted(missing):
        print(f"docs: {module}: {'missing' if enforced else 'missing (not enforced)'}: {entry}")
    return len(missing) if enforced else 0


def main(arguments):
    since = None
    list_exempt = False
    modules = []
    while arguments:
        argument = arguments.pop(0)
        if argument == "--since" and arguments:
            since = float(arguments.pop(0))
        elif argument == "--list-exempt":
            list_exempt = True
        elif argument.startswith("-"):
            sys.exit(f"usage: check_docs.py [--since EPOCH_SECONDS] [--list-exempt] MODULE...; unknown option {argument}")
        else:
            modules.append(argument)
    if not modules:
        sys.exit("usage: check_docs.py [--since EPOCH_SECONDS] [--list-exempt] MODULE...")
    failures = check_warnings(modules)
    for module in modules:
        failures += check_coverage(module, since, list_exempt)
    if failures:
        print(f"docs: FAILED: {failures} problem(s) above")
        return 1
    archives = ", ".join(relative(os.path.join(DOCS, f"{module}.doccarchive")) for module in modules)
    print(f"docs: ok: {archives}")
    return 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
