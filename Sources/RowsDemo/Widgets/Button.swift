import CGtk
import Rows

/// Buttons whose `clicked` runs a Swift closure.
@MainActor
enum Button {
    /// A flat icon button with a tooltip, as in header bars and toolbars. A screen reader names it
    /// by the tooltip without its shortcut ("Add a person"), which GTK gives it as the description
    /// with the tooltip ("Add a person (Ctrl+N)"), as for the toggles beside it.
    static func icon(_ iconName: String, tooltip: String, _ onClick: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<
        GtkWidget
    > {
        let button = gtk_button_new_from_icon_name(iconName)!
        gtk_widget_set_tooltip_text(button, tooltip)
        // GTK 4.8 names an icon-only button after its image ("GtkImage") for a screen reader.
        rows_accessible_set_label(OpaquePointer(button), withoutShortcut(tooltip))
        gtk_widget_add_css_class(button, "flat")
        rows_object_set_string(UnsafeMutableRawPointer(button), "name", tooltip)
        Signal.connect(button, "clicked", onClick)
        return button
    }

    /// `tooltip` without a shortcut in parentheses at its end: "Refresh (F5)" is "Refresh".
    static func withoutShortcut(_ tooltip: String) -> String {
        guard tooltip.hasSuffix(")"), let open = tooltip.lastIndex(of: "("), open > tooltip.startIndex else { return tooltip }
        let space = tooltip.index(before: open)
        return tooltip[space] == " " ? String(tooltip[..<space]) : tooltip
    }

    /// A text button, `label` with a mnemonic ("_Cancel"; a screen reader gets "Cancel", see
    /// ``nameByLabelAlone(_:)``); `style` is a CSS class such as "suggested-action" or "destructive-action".
    static func text(_ label: String, style: String? = nil, _ onClick: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<
        GtkWidget
    > {
        let button = gtk_button_new_with_mnemonic(label)!
        nameByLabelAlone(button)
        if let style { gtk_widget_add_css_class(button, style) }
        Signal.connect(button, "clicked", onClick)
        return button
    }

    /// Has a screen reader name `button`, whose label has a mnemonic, by that label once: "Cancel".
    /// GTK 4.8 names a button by its accessible label, then by each widget labelling it, joined
    /// (`gtk_at_context_get_name`); `gtk_button_set_label` sets the accessible label to the text as
    /// written ("_Cancel") and, with a mnemonic, the label inside labels the button ("Cancel"), so it
    /// read "_Cancel Cancel" (or "Cancel Cancel" with the accessible label set to the text shown).
    /// The accessible label is taken away, leaving the label inside. Call it again after each
    /// `gtk_button_set_label`, which sets it again.
    static func nameByLabelAlone(_ button: UnsafeMutablePointer<GtkWidget>) {
        gtk_accessible_reset_property(OpaquePointer(button), GTK_ACCESSIBLE_PROPERTY_LABEL)
    }
}
