#!/usr/bin/env python3
"""Fails when the SwiftUI or UIKit glue shown in the article "Driving a UI" is not, character for character,
the file of the example app it names — so the code a reader pastes is the code of the examples.

Those files need SwiftUI or UIKit and are not compiled on Linux; what they call is tested there.
Usage: Scripts/check-example-glue.py
"""
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parent.parent
article = (root / "Sources/Navigation/Navigation.docc/DrivingAUI.md").read_text()
failed = False
for path in ["Examples/SwiftUI/Sources/ShopSwiftUI/StackHost.swift", "Examples/UIKit/Sources/ShopUIKit/NavigationHost.swift"]:
    code = (root / path).read_text().rstrip("\n")
    if f"```swift\n{code}\n```" not in article:
        print(f"DrivingAUI.md does not show {path} as it is")
        failed = True
    elif f"`{path}`" not in article:
        print(f"DrivingAUI.md shows {path} without naming it")
        failed = True
if failed:
    sys.exit(1)
print("The article shows the examples' glue as it is.")
