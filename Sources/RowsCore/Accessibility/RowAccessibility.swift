/// What assistive technologies say for a row: a name, and a description where the row shows more.
///
/// A screen reader reads the name when the row gets the focus (the person's name, the file's name)
/// and the description after it (the age and department, the size). Rows sets both on the list row
/// each time a cell is configured; by default they are the texts the cell shows, in reading order
/// (``init(shownTexts:)``).
///
/// ```swift
/// let texts = RowAccessibility(shownTexts: ["notes.txt", nil, "2 kB"])
/// texts?.label        // "notes.txt"
/// texts?.description  // "2 kB"
/// ```
public struct RowAccessibility: Sendable, Hashable {
    /// What the row is called: its title.
    public var label: String
    /// What else the row shows, read after the label; nil when it shows nothing more.
    public var description: String?

    /// A name and an optional description.
    ///
    /// - Parameters:
    ///   - label: What the row is called.
    ///   - description: What else it shows; nil or empty for nothing.
    public init(label: String, description: String? = nil) {
        self.label = label
        self.description = description.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The texts a row shows, in reading order: the first that is not blank is the label, the
    /// others, joined by ", ", the description. Nil when every text is blank or absent.
    ///
    /// - Parameter shownTexts: The texts shown, nil for a part the row hides.
    /// - Complexity: O(*n*) in the total length of the texts.
    public init?(shownTexts: [String?]) {
        // One pass, no intermediate arrays: a list binds a row's texts on every configure.
        var label: String?
        var description = ""
        for case let text? in shownTexts {
            let trimmed = text.trimmingWhiteSpace()
            guard !trimmed.isEmpty else { continue }
            if label == nil {
                label = trimmed
            } else {
                if !description.isEmpty { description += ", " }
                description += trimmed
            }
        }
        guard let label else { return nil }
        self.init(label: label, description: description)
    }

    /// The label, then the description after a comma, as a screen reader reads them.
    public var spoken: String { description.map { "\(label), \($0)" } ?? label }
}

extension RowContent {
    /// What assistive technologies say for a row showing this content: the left title, then the
    /// other texts shown (left subtitle, right title, right subtitle) as the description.
    public var accessibility: RowAccessibility? {
        RowAccessibility(shownTexts: [leftTitle, leftSubtitle, rightTitle, rightSubtitle])
    }
}

extension String {
    /// The string without white space and newlines at either end.
    fileprivate func trimmingWhiteSpace() -> String {
        // Most texts begin and end with a visible ASCII character: nothing to trim, no copy.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self
        }
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = lastIndex(where: { !$0.isWhitespace })!
        return String(self[start...end])
    }
}
