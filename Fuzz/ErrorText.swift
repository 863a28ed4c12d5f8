// A property both fuzz targets check on every error: its description is one line a UI can show as it is.

/// Stops the run when `error`'s description could steer a terminal or a log, or is too long to show: it
/// must hold no control character (general category Cc: C0, DEL, C1), no bidi control, no line or
/// paragraph separator, and at most 500 characters. The rule is written here from Unicode's properties,
/// independently of the ranges the framework escapes.
func checkDescription(_ error: some CustomStringConvertible) {
    let text = error.description
    for scalar in text.unicodeScalars {
        let category = scalar.properties.generalCategory
        if category == .control || category == .lineSeparator || category == .paragraphSeparator
            || scalar.properties.isBidiControl
        {
            fatalError("the description holds U+\(String(scalar.value, radix: 16)): \(text.debugDescription)")
        }
    }
    guard text.count <= 500 else { fatalError("a description of \(text.count) characters: \(text.prefix(200))…") }
}
