import RowsCore
import Testing

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
