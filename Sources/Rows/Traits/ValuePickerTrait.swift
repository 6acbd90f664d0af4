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
    ///
    /// Screen readers read the picker by what it sets and the value chosen ("Sort people by, First
    /// name"): by `title`, else by the cell's ``TitleTrait`` title (set it first). A picker with no
    /// title on screen should be given one.
    ///
    /// - Parameters:
    ///   - choices: The values offered, as shown.
    ///   - selected: The index of the value chosen; nil for none.
    ///   - title: What the picker sets, for a picker whose cell shows no title; nil: the cell's
    ///     ``TitleTrait`` title, if it has one.
    ///   - scope: The row's bind scope: the handler goes when the row is unbound.
    ///   - onPick: Called with the index the user picks.
    public func showChoices(
        _ choices: [String], selected: Int?, title: String? = nil, scope: BindScope,
        onPick: @escaping @MainActor (Int) -> Void
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
        let titled = self as? any TitleTrait
        if let title {
            rows_accessible_set_label(GtkPointer.opaque(picker), title)
        } else if let titled {
            // A screen reader names the drop-down by its row's title.
            rows_accessible_set_labelled_by(GtkPointer.opaque(picker), GtkPointer.opaque(titled.titleLabel.widget))
        }
        // GTK 4.8 focuses the button inside the drop-down, which has no name of its own.
        let name = title ?? titled?.title ?? ""
        rows_drop_down_name_button(dropDown, name)
        scope.observe(picker, property: "selected") {
            rows_drop_down_name_button(dropDown, name)
            let index = gtk_drop_down_get_selected(dropDown)
            if index != guint(GTK_INVALID_LIST_POSITION) { onPick(Int(index)) }
        }
    }

    /// A drop-down sized to its values, vertically centred, whose popup's rows screen readers read
    /// by the values they show (GTK 4.8 leaves them unnamed).
    public static func makePicker() -> UnsafeMutablePointer<GtkWidget> {
        let dropDown = gtk_drop_down_new(nil, nil)!
        gtk_widget_set_valign(dropDown, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(dropDown, "rows-picker")
        rows_drop_down_name_popup_rows(OpaquePointer(dropDown))
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
