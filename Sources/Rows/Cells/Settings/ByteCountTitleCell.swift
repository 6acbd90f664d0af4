import CGtk

/// A title with a size: title, byte count.
@MainActor
public final class ByteCountTitleCell: BoxCell, TitleTrait, ByteCountTrait {
    /// The title (``TitleTrait``).
    public let titleLabel = makeTitleLabel()
    /// The size (``ByteCountTrait``).
    public let byteCountLabel = makeByteCountLabel()

    /// The cell's widgets, in the order above.
    public required init() {
        super.init()
        append(titleLabel.widget)
        append(byteCountLabel.widget)
    }
}
