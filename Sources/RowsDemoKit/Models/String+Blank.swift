extension String {
    /// True when the string is empty or only white space: what the models' validation calls missing text.
    public var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
