import CGtk

/// A title with a size that opens a page: highlight, title, byte count, disclosure.
@MainActor
public final class DisclosureByteCountTitleCell: BoxCell, TitleTrait, ByteCountTrait, DisclosureTrait, HighlightTrait {
    public let titleLabel = makeTitleLabel()
    public let byteCountLabel = makeByteCountLabel()
    public let disclosureIcon = makeDisclosureIcon()

    public required init() {
        super.init()
        append(titleLabel.widget)
        append(byteCountLabel.widget)
        append(disclosureIcon)
    }
}
