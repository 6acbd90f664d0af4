import CGtk

/// A value picker with a title: title, value picker.
@MainActor
public final class ValuePickerLabelCell: BoxCell, TitleTrait, ValuePickerTrait {
    public let titleLabel = makeTitleLabel()
    public let picker = makePicker()

    public required init() {
        super.init()
        append(titleLabel.widget)
        append(picker)
    }
}
