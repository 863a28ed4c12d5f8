#!/usr/bin/env python3
"""Writes the public API of several modules as the API of one, for Swift's API digester.

Usage: Scripts/api-union.py <name> <output.json> <dump.json>...

`Navigation` re-exports its modules, which the digester does not follow: a dump of `Navigation` alone holds none
of the declarations an app reaches through it. This merges the dumps of the modules (`swift-api-digester
-dump-sdk`) into one named `name` — each module's name in names and symbols read as `name`, the extensions one
module makes of another's types put into those types — so that it compares with an earlier version in which
they were one module. Declarations only other modules of the package see (`package`, `@usableFromInline`) are
left out, here as in the dumps it is compared with (`--strip`).
"""
import json
import re
import sys


def renamed(text, modules, name):
    for module in modules:
        text = text.replace(f"{len(module)}{module}", f"{len(name)}{name}")  # mangled names and symbols
        text = re.sub(rf"\b{module}\b", name, text)
    return text


def public(node):
    """The node without the declarations apps do not see."""
    node = dict(node)
    for key in ("children", "accessors"):
        if key in node:
            node[key] = [public(child) for child in node[key] if not child.get("isInternal")]
    return node


def merged(roots):
    children, imports, types = [], set(), {}
    for root in roots:
        for child in root["children"]:
            if child.get("kind") == "Import":
                if child["name"] not in imports:
                    imports.add(child["name"])
                    children.append(child)
                continue
            key = (child.get("kind"), child.get("name"), child.get("usr"))
            if key in types:  # another module's extension of this type: its members join the type's
                known = {(c.get("kind"), c.get("usr")) for c in types[key].get("children", [])}
                types[key].setdefault("children", []).extend(
                    c for c in child.get("children", []) if (c.get("kind"), c.get("usr")) not in known)
                types[key]["conformances"] = types[key].get("conformances", []) + [
                    c for c in child.get("conformances", []) if c not in types[key].get("conformances", [])]
                continue
            child = dict(child)
            child.pop("isExternal", None)
            types[key] = child
            children.append(child)
    return children


def main():
    if sys.argv[1] == "--strip":  # --strip <dump.json>: in place, only what apps see
        path = sys.argv[2]
        dump = json.load(open(path))
        dump["ABIRoot"] = public(dump["ABIRoot"])
        json.dump(dump, open(path, "w"))
        return
    name, output, dumps = sys.argv[1], sys.argv[2], sys.argv[3:]
    modules = [json.load(open(path))["ABIRoot"]["name"] for path in dumps]
    roots = [public(json.loads(renamed(open(path).read(), modules, name))["ABIRoot"]) for path in dumps]
    union = json.loads(open(dumps[0]).read())
    union["ABIRoot"] = dict(roots[0], name=name, printedName=name, children=merged(roots))
    union["ABIRoot"]["children"] = [c for c in union["ABIRoot"]["children"] if c.get("name") != name]
    json.dump(union, open(output, "w"))


main()
