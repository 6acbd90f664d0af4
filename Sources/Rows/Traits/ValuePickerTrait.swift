import CGtk

/// A cell that lets the user pick one of several values with a `GtkDropDown` (article 001).
@MainActor
public protocol ValuePickerTrait: ListCell {
    /// The drop-down.
    var picker: UnsafeMutablePointer<GtkWidget> { get }
}

extension ValuePickerTrait {
    /// Offers `choices` with `selected` chosen, and calls `onPick` with the index the user picks,
    /// until the row is unbound.
    public func showChoices(
        _ choices: [String], selected: Int?, scope: BindScope, onPick: @escaping @MainActor (Int) -> Void
    ) {
        let dropDown = GtkPointer.opaque(picker)
        if currentChoices(of: dropDown) != choices {
            var strings: [UnsafePointer<CChar>?] = choices.map { UnsafePointer(strdup($0)) }
            strings.append(nil)
            let model = gtk_string_list_new(strings)
            for string in strings { free(UnsafeMutableRawPointer(mutating: string)) }
            gtk_drop_down_set_model(dropDown, model)
            g_object_unref(GtkPointer.raw(model!))
        }
        gtk_drop_down_set_selected(dropDown, selected.map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION))
        if let titled = self as? any TitleTrait {
            // A screen reader names the drop-down by its row's title.
            rows_accessible_set_labelled_by(GtkPointer.opaque(picker), GtkPointer.opaque(titled.titleLabel.widget))
        }
        scope.observe(picker, property: "selected") {
            let index = gtk_drop_down_get_selected(dropDown)
            if index != guint(GTK_INVALID_LIST_POSITION) { onPick(Int(index)) }
        }
    }

    /// A drop-down sized to its values, vertically centred.
    public static func makePicker() -> UnsafeMutablePointer<GtkWidget> {
        let dropDown = gtk_drop_down_new(nil, nil)!
        gtk_widget_set_valign(dropDown, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(dropDown, "rows-picker")
        return dropDown
    }

    private func currentChoices(of dropDown: OpaquePointer) -> [String] {
        guard let model = gtk_drop_down_get_model(dropDown) else { return [] }
        let count = g_list_model_get_n_items(model)
        return (0..<count).map { index in
            let string = OpaquePointer(g_list_model_get_item(model, index))!
            defer { g_object_unref(GtkPointer.raw(string)) }
            return String(cString: gtk_string_object_get_string(string))
        }
    }
}
