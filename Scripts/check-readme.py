#!/usr/bin/env python3
"""Runs the README's code as a user would, and fails when it does not do what the README says.

Every ```swift block of README.md must follow a `<!-- readme-check: KIND -->` line:
  manifest  the package manifest: becomes Package.swift of a new package, `MyApp`, next to a copy of this
            repository named HeadlessNavigation (so that `.package(path: "../HeadlessNavigation")` resolves);
  program   appended, in order, to Sources/MyApp/main.swift; each `print(…)  // text` line promises `text`
            as the next line of the program's output;
  test      a file of Tests/MyAppTests.
The package is built with warnings as errors, the program must run to completion and print exactly the
promised lines, and `swift test` must pass.

Usage: Scripts/check-readme.py [--keep]   (--keep leaves the package in place and prints its path)
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent
readme = (root / "README.md").read_text()

blocks = []  # (kind, code, line)
marker = None
in_block = None
for number, line in enumerate(readme.splitlines(), start=1):
    if in_block is not None:
        if line.startswith("```"):
            blocks.append(in_block)
            in_block = None
        else:
            in_block[1].append(line)
        continue
    found = re.fullmatch(r"<!-- readme-check: (manifest|program|test) -->", line.strip())
    if found:
        marker = found.group(1)
    elif line.startswith("```swift"):
        if marker is None:
            sys.exit(f"README.md:{number}: a swift block without a <!-- readme-check: … --> line before it")
        in_block = (marker, [], number)
        marker = None
    elif line.strip():
        marker = None

manifests = [b for b in blocks if b[0] == "manifest"]
if len(manifests) != 1:
    sys.exit(f"README.md: expected one manifest block, found {len(manifests)}")

work = pathlib.Path(tempfile.mkdtemp(prefix="readme-check-"))
shutil.copytree(root, work / "HeadlessNavigation", symlinks=True,
                ignore=shutil.ignore_patterns(".build", ".build-*", ".git", "Benchmarks", "Fuzz"))
package = work / "MyApp"
(package / "Sources/MyApp").mkdir(parents=True)
(package / "Tests/MyAppTests").mkdir(parents=True)
(package / "Package.swift").write_text("\n".join(manifests[0][1]) + "\n")

program = []
expected = []
tests = 0
for kind, code, line in blocks:
    if kind == "program":
        program += [f"// README.md:{line}"] + code
        for statement in code:
            promised = re.match(r"\s*print\(.*\)\s*//\s?(.*)$", statement)
            if promised:
                expected.append(promised.group(1))
    elif kind == "test":
        tests += 1
        (package / f"Tests/MyAppTests/ReadmeTest{tests}.swift").write_text(f"// README.md:{line}\n" + "\n".join(code) + "\n")
(package / "Sources/MyApp/main.swift").write_text("\n".join(program) + "\n")


def run(*command):
    print("$", " ".join(command), flush=True)
    return subprocess.run(command, cwd=package, text=True, capture_output=True)


build = run("swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors")
if build.returncode != 0:
    sys.exit(f"The README's code does not build:\n{build.stdout}{build.stderr}")
result = run("swift", "run", "--skip-build", "MyApp")
if result.returncode != 0:
    sys.exit(f"The README's program did not run to completion (exit {result.returncode}):\n{result.stdout}{result.stderr}")
printed = result.stdout.splitlines()
if printed != expected:
    sys.exit("The README's program printed something else than its comments say:\n"
             + "\n".join(f"  expected: {e!r}" for e in expected) + "\n"
             + "\n".join(f"  printed:  {p!r}" for p in printed))
print("\n".join(f"  {line}" for line in printed))
test = run("swift", "test", "--skip-build")
if test.returncode != 0:
    sys.exit(f"The README's tests fail:\n{test.stdout}{test.stderr}")
passed = [line for line in (test.stdout + test.stderr).splitlines()
          if "Executed" in line or "Test run with" in line]
print("\n".join(f"  {line.strip()}" for line in passed))
if "--keep" in sys.argv:
    print(f"kept {package}")
else:
    shutil.rmtree(work)
print(f"README: the manifest, {len(expected)} promised lines of output and {tests} test files check out")
