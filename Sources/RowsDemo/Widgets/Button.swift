import CGtk
import Rows

/// Buttons whose `clicked` runs a Swift closure.
@MainActor
enum Button {
    /// A flat icon button with a tooltip, as in header bars and toolbars.
    static func icon(_ iconName: String, tooltip: String, _ onClick: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<
        GtkWidget
    > {
        let button = gtk_button_new_from_icon_name(iconName)!
        gtk_widget_set_tooltip_text(button, tooltip)
        // GTK 4.8 names an icon-only button after its image ("GtkImage") for a screen reader.
        rows_accessible_set_label(OpaquePointer(button), tooltip)
        gtk_widget_add_css_class(button, "flat")
        rows_object_set_string(UnsafeMutableRawPointer(button), "name", tooltip)
        Signal.connect(button, "clicked", onClick)
        return button
    }

    /// A text button, `label` with a mnemonic ("_Cancel"; a screen reader gets "Cancel"); `style` is
    /// a CSS class such as "suggested-action" or "destructive-action".
    static func text(_ label: String, style: String? = nil, _ onClick: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<
        GtkWidget
    > {
        let button = gtk_button_new_with_mnemonic(label)!
        rows_accessible_set_label(OpaquePointer(button), GtkTexts.withoutMnemonic(label))
        if let style { gtk_widget_add_css_class(button, style) }
        Signal.connect(button, "clicked", onClick)
        return button
    }
}
