#!/usr/bin/env python3
"""Fails when a type whose designated initializer is `@inlinable` has a stored property an app cannot link.

`@inlinable` code is compiled by every app that uses it, so it may touch only `public` and `@usableFromInline`
declarations. The compiler checks what such code names, but not what a designated initializer initializes
implicitly: the initial value of each stored property of its type. A `private var count = 0` in a class whose
initializer is `@inlinable` builds here and in an app's debug build, and crashes the compiler of the app's
release build ("Global is external, but doesn't have external or weak linkage!").

For every type of the libraries (and its extensions in the same module) that has an `@inlinable` initializer
which does not delegate (`self.init(…)`, `self = …`), every stored instance property must be `public`, `open`
or `@usableFromInline`. Prints each offending property with its place.

Usage: Scripts/check-inlinable.py [source folder …]   (default: the folders of the library modules)
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
LIBRARIES = ["NavigationCore", "NavigationRoutes", "NavigationFeatureGroups", "NavigationTesting", "NavigationHosting"]
folders = [pathlib.Path(a) for a in sys.argv[1:]] or [root / "Sources" / name for name in LIBRARIES]


def code_only(text):
    """`text` with comments and the contents of string literals blanked out (newlines kept, so lines count)."""
    out = []
    i, n = 0, len(text)
    # Each open string: (its delimiter, the parenthesis depth of the interpolation it is in, or None).
    strings = []
    depth = 0  # parentheses inside the innermost interpolation
    while i < n:
        in_string = strings and strings[-1][1] is None
        if in_string:
            delimiter = strings[-1][0]
            if text.startswith("\\(", i):
                strings[-1] = (delimiter, depth)
                depth = 0
                out.append("  ")
                i += 2
            elif text[i] == "\\":
                out.append("  ")
                i += 2
            elif text.startswith(delimiter, i):
                strings.pop()
                out.append(" " * len(delimiter))
                i += len(delimiter)
            else:
                out.append("\n" if text[i] == "\n" else " ")
                i += 1
            continue
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            level, j = 1, i + 2
            while j < n and level:
                if text.startswith("/*", j):
                    level, j = level + 1, j + 2
                elif text.startswith("*/", j):
                    level, j = level - 1, j + 2
                else:
                    j += 1
            out.append("".join("\n" if c == "\n" else " " for c in text[i:j]))
            i = j
        elif text.startswith('"""', i) or text[i] == '"':
            delimiter = '"""' if text.startswith('"""', i) else '"'
            strings.append((delimiter, None))
            out.append(" " * len(delimiter))
            i += len(delimiter)
        elif strings and text[i] == "(":
            depth += 1
            out.append("(")
            i += 1
        elif strings and text[i] == ")":
            if depth == 0:  # the end of an interpolation: back in its string
                delimiter, depth = strings[-1]
                strings[-1] = (delimiter, None)
                out.append(" ")
            else:
                depth -= 1
                out.append(")")
            i += 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


TYPE = re.compile(r"\b(class|struct|enum|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)")
MEMBER = re.compile(r"^\s*((?:@[A-Za-z_(][^\s]*\s+|[a-z]+(?:\([a-z]+\))?\s+)*)(let|var|init)\b\s*([A-Za-z_0-9]*)")


def scan(path, types):
    """Adds what `path` declares to `types`: name → {"inits": [...], "stored": [...]} of the members at the
    top level of each type's bodies (nested types are types of their own)."""
    text = code_only(path.read_text())
    lines = text.split("\n")
    scopes = []  # (kind, name or None, depth at which its members are declared)
    depth = 0
    pending = None  # a type declaration whose `{` is still to come
    for number, line in enumerate(lines, start=1):
        member_scope = scopes[-1] if scopes and scopes[-1][2] == depth else None
        if member_scope and member_scope[1]:
            found = MEMBER.match(line)
            if found and found.group(2) == "init":
                modifiers = found.group(1)
                attributes = " ".join(lines[max(0, number - 3):number - 1]) + " " + modifiers
                body = " ".join(lines[number - 1:number + 3])
                delegates = re.search(r"\{\s*self\.init\(|\{\s*self\s*=", body) is not None
                if "@inlinable" in attributes.split("init")[-1] or "@inlinable" in modifiers:
                    if "convenience" not in modifiers and not delegates:
                        types.setdefault(member_scope[1], {"inits": [], "stored": []})["inits"].append(
                            f"{path.relative_to(root)}:{number}")
            elif found and "static" not in found.group(1) and "class " not in found.group(1):
                rest = line[found.end():]
                computed = re.match(r"\s*(:[^={]*)?\{", rest) is not None and "=" not in rest.split("{")[0]
                if not computed and not found.group(1).strip().startswith("case"):
                    previous = lines[number - 2] if number > 1 else ""
                    attribute_line = re.fullmatch(r"\s*(@\S+\s*)+", previous) is not None
                    modifiers = found.group(1) + (previous if attribute_line else "")
                    linkable = re.search(r"\bpublic\b|\bopen\b|@usableFromInline", modifiers) is not None
                    types.setdefault(member_scope[1], {"inits": [], "stored": []})["stored"].append(
                        (found.group(3), linkable, f"{path.relative_to(root)}:{number}"))
        for match in TYPE.finditer(line):
            pending = (match.group(1), match.group(2).split(".")[-1])
        for character in line:
            if character == "{":
                depth += 1
                if pending:
                    scopes.append((pending[0], pending[1], depth))
                    pending = None
                else:
                    scopes.append((None, None, depth))
            elif character == "}":
                if scopes and scopes[-1][2] == depth:
                    scopes.pop()
                depth -= 1


failures = []
for folder in folders:
    types = {}
    for path in sorted(folder.rglob("*.swift")):
        scan(path, types)
    for name, members in sorted(types.items()):
        if not members["inits"]:
            continue
        for property_name, linkable, place in members["stored"]:
            if not linkable:
                failures.append(f"{place}: `{property_name}` is a stored property of `{name}`, whose initializer "
                                f"at {members['inits'][0]} is @inlinable: make it @usableFromInline, or move it "
                                "to a type whose initializer is compiled in the framework")
if failures:
    print("\n".join(failures))
    sys.exit(1)
print("Inlinable initializers touch only what an app can link.")
