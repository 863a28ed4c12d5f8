#!/usr/bin/env python3
"""Fails when the SwiftUI or UIKit code shown in the article "Driving a UI" is not, character for character,
the file of the example app it names — so the code a reader pastes is the code of the examples.

Those files need SwiftUI or UIKit: Scripts/check-apple-hosts.sh type-checks them against stub SDK modules, and
what they call is tested on Linux.
Usage: Scripts/check-example-glue.py
"""
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parent.parent
article = (root / "Sources/Navigation/Navigation.docc/DrivingAUI.md").read_text()
failed = False
for path in ["Examples/SwiftUI/Sources/ShopSwiftUI/ShopApp.swift", "Examples/UIKit/Sources/ShopUIKit/SceneDelegate.swift"]:
    code = (root / path).read_text().rstrip("\n")
    if f"```swift\n{code}\n```" not in article:
        print(f"DrivingAUI.md does not show {path} as it is")
        failed = True
    elif f"`{path}`" not in article:
        print(f"DrivingAUI.md shows {path} without naming it")
        failed = True
if failed:
    sys.exit(1)
print("The article shows the examples' app code as it is.")
