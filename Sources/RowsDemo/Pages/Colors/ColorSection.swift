import RowsCore
import RowsDemoKit

/// A section of the colours grid. GTK 4.8's grid view has no cell that spans a row, so a family's
/// title is a title cell and the rest of its grid row is filled with empty title cells, each an
/// empty section of its own, as is the rest of the family's last row: every family starts a row.
enum ColorSection: Hashable, Sendable {
    /// The family's title, alone in its section.
    case title(ColorSwatch.Family)
    /// The family's strip and swatches, without a title row.
    case colors(ColorSwatch.Family)
    /// The `index`th empty cell of the family's title row (0 onwards) or last row (after those).
    case filler(ColorSwatch.Family, Int)

    /// The family the section belongs to.
    var family: ColorSwatch.Family {
        switch self {
        case .title(let family), .colors(let family), .filler(let family, _): family
        }
    }

    /// Whether the section's title cell shows nothing.
    var isFiller: Bool {
        if case .filler = self { true } else { false }
    }
}

extension ColorItem {
    /// The families with colours, each as its title on a grid row of its own, then its strip and a
    /// swatch per colour from the next row on, laid out for `columns` columns; or, with no
    /// `columns`, only the strips and swatches, one family after the other (what a search filters).
    ///
    /// - Complexity: O(*n* + *f* × *c*) for *n* swatches, *f* families and *c* columns.
    static func snapshot(of swatches: [ColorSwatch], columns: Int?) -> ListSnapshot<ColorSection, ColorItem> {
        var sections: [ListSnapshot<ColorSection, ColorItem>.Section] = []
        for family in ColorSwatch.Family.allCases {
            let members = swatches.filter { $0.family == family }
            guard !members.isEmpty else { continue }
            let items = [ColorItem.strip(family, members)] + members.map(ColorItem.swatch)
            guard let columns else {
                sections.append(.init(id: .colors(family), items: items, showsHeader: false))
                continue
            }
            let trailing = (columns - items.count % columns) % columns
            sections.append(.init(id: .title(family)))
            sections += (0..<(columns - 1 + trailing)).map { .init(id: .filler(family, $0)) }
            sections.insert(.init(id: .colors(family), items: items, showsHeader: false), at: sections.count - trailing)
        }
        return ListSnapshot(sections: sections)
    }
}
