import CGtk

/// A value picker alone, filling the row: value picker.
@MainActor
public final class ValuePickerCell: BoxCell, ValuePickerTrait {
    /// The drop-down (``ValuePickerTrait``).
    public let picker = makePicker()

    /// The cell's widgets, in the order above.
    public required init() {
        super.init()
        gtk_widget_set_hexpand(picker, 1)
        append(picker)
    }
}
