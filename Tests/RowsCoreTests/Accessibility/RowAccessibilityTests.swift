import PropertyBased
import RowsCore
import SeededRandom
import Testing

/// What `RowAccessibility(shownTexts:)` is defined to be, written the plain way: each text trimmed
/// of white space by `Character.isWhitespace`, blanks and nil dropped, the first the label, the
/// rest joined by ", ".
private func naiveAccessibility(_ shownTexts: [String?]) -> RowAccessibility? {
    let texts = shownTexts.compactMap { text -> String? in
        guard let text else { return nil }
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        return trimmed.isEmpty ? nil : trimmed
    }
    guard let first = texts.first else { return nil }
    return RowAccessibility(label: first, description: texts.dropFirst().joined(separator: ", "))
}

/// Up to five texts from `seed`, some nil, of pieces that trim differently: ASCII letters and
/// punctuation, ASCII and Unicode white space (no-break and ideographic spaces, a line separator),
/// a combining accent, an emoji, a CR LF pair.
private func shownTexts(seed: Int) -> [String?] {
    var random = SplitMix64(seed: UInt64(seed))
    let pieces = [
        "a", "Z", "7", ".", "~", "!", " ", "\t", "\n", "\r\n", "\u{A0}", "\u{3000}", "\u{2028}", "e\u{301}", "\u{301}",
        "🙂", "é",
    ]
    return (0..<Int.random(in: 0...5, using: &random)).map { _ in
        guard Int.random(in: 0..<5, using: &random) > 0 else { return nil }
        return (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }
}

@Suite("RowAccessibility: what a screen reader says for a row")
struct RowAccessibilityTests {
    private struct Person: RowContent {
        var leftTitle: String?
        var leftSubtitle: String?
        var rightTitle: String?
    }

    @Test("the first text shown is the label, the others the description, blanks and hidden parts left out")
    func labelAndDescriptionFromShownTexts() {
        let texts = RowAccessibility(shownTexts: [nil, "  notes.txt ", "", nil, "2 kB", "\n", "Text"])
        #expect(texts == RowAccessibility(label: "notes.txt", description: "2 kB, Text"))
        #expect(texts?.spoken == "notes.txt, 2 kB, Text")
    }

    @Test("one text is a label with no description; no text at all is no accessibility")
    func noDescriptionOrNothing() {
        #expect(RowAccessibility(shownTexts: ["Music"]) == RowAccessibility(label: "Music"))
        #expect(RowAccessibility(shownTexts: ["Music"])?.description == nil)
        #expect(RowAccessibility(shownTexts: [nil, " ", ""]) == nil)
        #expect(RowAccessibility(label: "Music", description: "").description == nil)
    }

    @Test("any texts give what trimming each, dropping the blank ones and joining the rest gives")
    func matchesThePlainDefinition() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...1_000_000)) { seed in
            let texts = shownTexts(seed: seed)
            #expect(RowAccessibility(shownTexts: texts) == naiveAccessibility(texts), "texts: \(texts)")
        }
    }

    @Test("row content says its left title, then its subtitle and right texts")
    func rowContent() {
        let ada = Person(leftTitle: "Ada Lovelace", leftSubtitle: "Engineering", rightTitle: "36")
        #expect(ada.accessibility == RowAccessibility(label: "Ada Lovelace", description: "Engineering, 36"))
        #expect(Person(leftTitle: nil).accessibility == nil)
    }

    @Test("the example in RowAccessibility's documentation does what its comments say")
    func documentationExample() {
        let texts = RowAccessibility(shownTexts: ["notes.txt", nil, "2 kB"])
        #expect(texts?.label == "notes.txt")
        #expect(texts?.description == "2 kB")
    }
}
