import CGtk

/// A title with a size: title, byte count.
@MainActor
public final class ByteCountTitleCell: BoxCell, TitleTrait, ByteCountTrait {
    public let titleLabel = makeTitleLabel()
    public let byteCountLabel = makeByteCountLabel()

    public required init() {
        super.init()
        append(titleLabel.widget)
        append(byteCountLabel.widget)
    }
}
