/// Text from the input — a part of a link, a reason a decoder or an app gave — made safe to show inside an
/// error's one-line description: control characters (C0 such as CR, LF, NUL and ESC; DEL; C1) and the
/// invisible characters that reorder or hide text (bidi overrides and isolates, directional marks) are
/// written as `\u{…}` escapes, and text past `limit` characters is cut, ending in `…`. A terminal or a log
/// that prints the description then shows what the input held, and cannot be steered by it.
func displayText(_ text: String, limit: Int = 120) -> String {
    var shown = ""
    var count = 0
    for scalar in text.unicodeScalars {
        guard count < limit else {
            shown += "…"
            break
        }
        if isUnsafeToShow(scalar) {
            shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            shown.unicodeScalars.append(scalar)
        }
        count += 1
    }
    return shown
}

/// Whether `scalar` would act on a terminal or on the text's layout instead of showing.
private func isUnsafeToShow(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true  // C0 controls, DEL, C1 controls
    case 0x200E, 0x200F, 0x061C: true  // directional marks
    case 0x202A...0x202E, 0x2066...0x2069: true  // bidi embeddings, overrides, isolates
    case 0x2028, 0x2029: true  // line and paragraph separators
    default: false
    }
}

/// A reason given by an app or a decoder, shown inside a sentence that ends with its own period: as
/// ``displayText(_:limit:)``, without the reason's own closing period (which would end the sentence in `..`).
func displayClause(_ reason: String) -> String {
    var shown = displayText(reason)
    while shown.hasSuffix(".") { shown.removeLast() }
    return shown
}
