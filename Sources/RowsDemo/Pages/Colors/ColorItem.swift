import Rows
import RowsCore
import RowsDemoKit

/// A row of the colours screen (article 002). Each item names its cell and configures it, so the
/// screen needs no data-source code: a strip of the section's colours, or one swatch.
enum ColorItem: Identifiable, Hashable, Sendable {
    /// The section's colours as one strip.
    case strip(ColorSwatch.Family, [ColorSwatch])
    /// One colour.
    case swatch(ColorSwatch)

    var id: String {
        switch self {
        case .strip(let family, _): "strip/\(family.rawValue)"
        case .swatch(let swatch): swatch.id
        }
    }

    /// What a search matches: a swatch's name, hex code and family; a strip's family name.
    var searchableText: String {
        switch self {
        case .strip(let family, _): family.rawValue
        case .swatch(let swatch): "\(swatch.name) \(swatch.hex) \(swatch.family.rawValue)"
        }
    }
}

extension ColorItem: CellNaming {
    func cell(from cells: ReusableCells) -> DequeuedCell {
        switch self {
        case .strip(_, let swatches): cells.cell(using: Self.strips, for: swatches)
        case .swatch(let swatch): cells.cell(using: Self.swatches, for: swatch)
        }
    }

    @MainActor private static let strips = CellRegistration<StripCell, [ColorSwatch]> { cell, swatches in cell.show(swatches) }
    @MainActor private static let swatches = CellRegistration<SwatchCell, ColorSwatch> { cell, swatch in cell.show(swatch) }
}
