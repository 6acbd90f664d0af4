import CGtk

/// A title with a size that opens a page: highlight, title, byte count, disclosure.
@MainActor
public final class DisclosureByteCountTitleCell: BoxCell, TitleTrait, ByteCountTrait, DisclosureTrait, HighlightTrait {
    /// The title (``TitleTrait``).
    public let titleLabel = makeTitleLabel()
    /// The size (``ByteCountTrait``).
    public let byteCountLabel = makeByteCountLabel()
    /// The chevron at the end (``DisclosureTrait``).
    public let disclosureIcon = makeDisclosureIcon()

    /// The cell's widgets, in the order above.
    public required init() {
        super.init()
        append(titleLabel.widget)
        append(byteCountLabel.widget)
        append(disclosureIcon)
    }
}
