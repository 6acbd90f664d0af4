import CGtk

/// A value picker alone, filling the row: value picker.
@MainActor
public final class ValuePickerCell: BoxCell, ValuePickerTrait {
    public let picker = makePicker()

    public required init() {
        super.init()
        gtk_widget_set_hexpand(picker, 1)
        append(picker)
    }
}
