import CGtk

/// A title that opens a page: highlight, title, disclosure.
@MainActor
public final class DisclosureTitleCell: BoxCell, TitleTrait, DisclosureTrait, HighlightTrait {
    public let titleLabel = makeTitleLabel()
    public let disclosureIcon = makeDisclosureIcon()

    public required init() {
        super.init()
        append(titleLabel.widget)
        append(disclosureIcon)
    }
}
