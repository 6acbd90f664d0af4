extension String {
    /// True when the string is one line of text: no line break, tab or other control character
    /// (Unicode's Cc, and the line and paragraph separators). What a name shown on a row must be.
    ///
    /// - Complexity: O(*n*) for a string of *n* scalars.
    public var isOneLine: Bool {
        !unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }
}
