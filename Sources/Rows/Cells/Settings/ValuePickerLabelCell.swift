import CGtk

/// A value picker with a title: title, value picker.
@MainActor
public final class ValuePickerLabelCell: BoxCell, TitleTrait, ValuePickerTrait {
    /// The title (``TitleTrait``).
    public let titleLabel = makeTitleLabel()
    /// The drop-down (``ValuePickerTrait``).
    public let picker = makePicker()

    /// The cell's widgets, in the order above.
    public required init() {
        super.init()
        append(titleLabel.widget)
        append(picker)
    }
}
