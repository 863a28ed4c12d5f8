extension String {
    /// The string without the whitespace around it; what the app's screens and its terminal read from input.
    package func trimmed() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
