import CGtk

/// A title that opens a page: highlight, title, disclosure.
@MainActor
public final class DisclosureTitleCell: BoxCell, TitleTrait, DisclosureTrait, HighlightTrait {
    /// The title (``TitleTrait``).
    public let titleLabel = makeTitleLabel()
    /// The chevron at the end (``DisclosureTrait``).
    public let disclosureIcon = makeDisclosureIcon()

    /// The cell's widgets, in the order above.
    public required init() {
        super.init()
        append(titleLabel.widget)
        append(disclosureIcon)
    }
}
