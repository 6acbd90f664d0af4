import Foundation
import PropertyBased

/// Letters that fold in every way search cares about: case, accents, width, ligatures, ß; plus digits,
/// commas and spaces. (No combining marks or emoji: there a byte search and a grapheme search differ.)
let searchAlphabet: [String] = [
    "a", "b", "c", "r", "o", "w", "A", "B", "R", "O", "W", "é", "É", "ö", "Ö", "ü", "ß", "ø", "Ø", "ł", "æ", "ñ",
    "ａ", "Ｂ", "ｒ", "ﬁ", "1", "2", "3", ",", " ", " ",
]

/// Random texts of 0 to 12 letters of ``searchAlphabet``.
func searchTexts(count: ClosedRange<Int>) -> Generator<[String], some Sequence & SendableMetatype> {
    Gen.int(in: 0...(searchAlphabet.count - 1)).array(of: 0...12).map { $0.map { searchAlphabet[$0] }.joined() }
        .array(of: count)
}

/// Random queries: one to three words of one to three letters.
func searchQueries() -> Generator<String, some Sequence & SendableMetatype> {
    Gen.int(in: 0...(searchAlphabet.count - 3)).array(of: 1...3).array(of: 1...3).map { words in
        words.map { $0.map { searchAlphabet[$0] }.joined() }.joined(separator: " ")
    }
}

/// The naive filter search replaced: fold every text with Foundation, spell the alphabet's stroked
/// letters and ligatures in ASCII (ø, ł, æ), look for every folded word.
func naiveMatches(_ query: String, in texts: [String]) -> [Int32] {
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]
    func fold(_ text: String) -> String {
        text.folding(options: options, locale: nil).replacingOccurrences(of: "ø", with: "o")
            .replacingOccurrences(of: "ł", with: "l").replacingOccurrences(of: "æ", with: "ae")
    }
    let words = query.split(whereSeparator: \.isWhitespace).map { fold(String($0)) }
    return texts.indices.filter { index in
        let folded = fold(texts[index])
        return words.allSatisfy { folded.contains($0) }
    }.map(Int32.init)
}

/// An item whose text is its `text`; `id` is its identity.
struct TextRow: Identifiable, Equatable, Sendable {
    let id: Int
    var text: String
}
