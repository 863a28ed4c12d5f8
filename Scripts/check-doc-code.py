#!/usr/bin/env python3
"""Runs the code of the README and of the articles as a user would, and fails when it does not do what the
text says.

Every ```swift block of a checked document must follow a `<!-- code-check: KIND -->` line:
  manifest  (the README's only) the package manifest: becomes Package.swift of a new package, `MyApp`, next
            to a copy of this repository named HeadlessNavigation (`.package(path: "../HeadlessNavigation")`);
  program   appended, in order, to Sources/MyApp/main.swift; each `print(…)  // text` line promises `text`
            as the next line of the program's output;
  test      appended, in order, to the document's test file, Tests/MyAppTests/DocTests.swift;
  skip: …   not compiled, for the reason given (code of another framework that needs UIKit).
What a snippet needs around it and a reader does not need to see — the declarations it refers to, the
method it is the body of — is written in an HTML comment, which DocC and GitHub do not show:
  <!-- code-check: hidden program        (or: hidden test)
  ```swift
  …Swift code, appended where the comment is…
  ```
  -->
Each document is checked alone, in one package on the README's manifest that the documents use in turn. It is
built with warnings as errors, the program must run to completion and print exactly the promised lines in a debug
and in a release build (as an app ships: the framework's inlinable code is then compiled in the app's module),
and `swift test` must pass.

Usage: Scripts/check-doc-code.py [--keep] [document …]   (the README and every DocC article with Swift code by default;
       --keep leaves the package in place, holding the last document's code, and prints where)
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent
# Every article with Swift code in it, so that a new article is checked too.
articles = sorted(str(path.relative_to(root)) for path in root.glob("Sources/*/*.docc/*.md")
                  if "```swift" in path.read_text())
documents = [a for a in sys.argv[1:] if a != "--keep"] or ["README.md"] + articles


def code_blocks(document):
    """The checked code of `document`, in order: (kind, lines, line number, shown); hidden code is not shown."""
    blocks = []
    marker = None
    in_block = None
    hidden = None
    for number, line in enumerate((root / document).read_text().splitlines(), start=1):
        if hidden is not None:
            if line.strip() == "-->":
                blocks.append(hidden)
                hidden = None
            elif not line.strip().startswith("```"):  # the fence keeps DocC from reading `@…` as a directive
                hidden[1].append(line)
            continue
        if in_block is not None:
            if line.strip().startswith("```"):
                if in_block[0] != "skip":
                    blocks.append(in_block)
                in_block = None
            else:
                in_block[1].append(line)
            continue
        found_hidden = re.fullmatch(r"<!-- code-check: hidden (program|test)", line.strip())
        found = re.fullmatch(r"<!-- code-check: (manifest|program|test|skip: .+) -->", line.strip())
        if found_hidden:
            hidden = (found_hidden.group(1), [], number + 1, False)
        elif found:
            marker = "skip" if found.group(1).startswith("skip") else found.group(1)
        elif line.lstrip().startswith("```swift"):
            if marker is None:
                sys.exit(f"{document}:{number}: a swift block without a <!-- code-check: … --> line before it")
            in_block = (marker, [], number, True)
            marker = None
        elif line.strip():
            marker = None
    if hidden is not None:
        sys.exit(f"{document}:{hidden[2] - 1}: a hidden block without its closing -->")
    return blocks


manifests = [b for b in code_blocks("README.md") if b[0] == "manifest"]
if len(manifests) != 1:
    sys.exit(f"README.md: expected one manifest block, found {len(manifests)}")
work = pathlib.Path(tempfile.mkdtemp(prefix="doc-code-check-"))
shutil.copytree(root, work / "HeadlessNavigation", symlinks=True,
                ignore=shutil.ignore_patterns(".build", ".build-*", ".git", "Benchmarks", "Fuzz"))


# One package serves every document in turn, each writing its program and tests over the previous one's: its
# build folder keeps the framework built, so each document compiles only its own code (building the framework
# anew for each document, in debug and release, took most of this check's time).
package = work / "MyApp" / "MyApp"
(package / "Sources/MyApp").mkdir(parents=True)
(package / "Tests/MyAppTests").mkdir(parents=True)


def check(document):
    blocks = code_blocks(document)
    (package / "Package.swift").write_text(
        "\n".join(manifests[0][1]).replace('"../HeadlessNavigation"', '"../../HeadlessNavigation"') + "\n")
    program = []
    expected = []
    tests = []
    for kind, code, line, shown in blocks:
        # A snippet inside a list item is indented: its lines keep their indentation relative to the fence.
        indent = min((len(c) - len(c.lstrip()) for c in code if c.strip()), default=0)
        code = [c[indent:] for c in code]
        if kind == "program":
            program += [f"// {document}:{line}"] + code
            for statement in code:
                promised = re.match(r"\s*print\(.*\)\s*//\s?(.*)$", statement)
                if promised:
                    expected.append(promised.group(1))
        elif kind == "test":
            tests += [f"// {document}:{line}"] + code
    (package / "Tests/MyAppTests/DocTests.swift").write_text(
        "\n".join(tests) + "\n" if tests else "// This document has no tests.\n")
    (package / "Sources/MyApp/main.swift").write_text("\n".join(program) + "\n")

    def run(*command):
        print("$", " ".join(command), flush=True)
        return subprocess.run(command, cwd=package, text=True, capture_output=True)

    def build_and_run(configuration, *build_flags):
        """Builds the program in `configuration` and checks that it prints what its comments promise."""
        build = run("swift", "build", "-c", configuration, *build_flags, "-Xswiftc", "-warnings-as-errors")
        if build.returncode != 0:
            sys.exit(f"The code of {document} does not build in {configuration}:\n{build.stdout}{build.stderr}")
        result = run("swift", "run", "-c", configuration, "--skip-build", "MyApp")
        if result.returncode != 0:
            sys.exit(f"The program of {document} did not run to completion in {configuration} "
                     f"(exit {result.returncode}):\n{result.stdout}{result.stderr}")
        printed = result.stdout.splitlines()
        if printed != expected:
            sys.exit(f"The program of {document} printed something else than its comments say ({configuration}):\n"
                     + "\n".join(f"  expected: {e!r}" for e in expected) + "\n"
                     + "\n".join(f"  printed:  {p!r}" for p in printed))
        print("\n".join(f"  {line}" for line in printed))

    build_and_run("debug", "--build-tests")
    # As the app ships: a release build compiles the framework's inlinable code in the app's own module.
    build_and_run("release", "--product", "MyApp")
    if tests:
        test = run("swift", "test", "--skip-build")
        if test.returncode != 0:
            sys.exit(f"The tests of {document} fail:\n{test.stdout}{test.stderr}")
        passed = [line for line in (test.stdout + test.stderr).splitlines()
                  if "Executed" in line or "Test run with" in line]
        print("\n".join(f"  {line.strip()}" for line in passed))
    print(f"{document}: {len(blocks)} blocks, {len(expected)} promised lines of output, "
          f"{sum(1 for b in blocks if b[0] == 'test' and b[3])} test blocks: check out")


for document in documents:
    check(document)
if "--keep" in sys.argv:
    print(f"kept {work} (the package holds the last document's code)")
else:
    shutil.rmtree(work)
