import CGtk
import Rows
import RowsDemoKit

/// A person row under article 004's decorators: the same cell lays its name and age out side by
/// side or stacked (the name over the age), and themes VIPs (`.vip`: accent colour and a badge). Switching either live is a rebind.
@MainActor
final class PersonCell: BoxCell {
    /// The name and the age, side by side or stacked.
    private let texts = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    /// The given and family names, always on one line.
    private let names = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    /// Given name, family name, age.
    let firstName = Label(cssClasses: ["rows-name"])
    let lastName = Label(cssClasses: ["rows-name"])
    let age = Label(cssClasses: ["dim-label", "numeric"])
    /// "VIP", shown for emphasised rows.
    let badge = Label(cssClasses: ["rows-vip-badge"])

    required init() {
        super.init()
        gtk_widget_add_css_class(root, "rows-person")
        gtk_widget_set_hexpand(texts, 1)
        gtk_widget_set_valign(texts, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(names, GTK_ALIGN_START)
        for label in [firstName, lastName] { gtk_box_append(names.cast(to: GtkBox.self), label.widget) }
        gtk_box_append(texts.cast(to: GtkBox.self), names)
        gtk_box_append(texts.cast(to: GtkBox.self), age.widget)
        gtk_widget_set_valign(badge.widget, GTK_ALIGN_CENTER)
        append(texts)
        append(badge.widget)
    }

    /// The full name, then the age and "VIP" for emphasised rows.
    override var accessibility: RowAccessibility? {
        let name = [firstName.text, lastName.text].compactMap { $0 }.joined(separator: " ")
        return RowAccessibility(label: name, description: [age.text, badge.text].compactMap { $0 }.joined(separator: ", "))
    }

    /// Shows `content` in its layout, themed if emphasised; the theme is undone at unbind.
    func show(_ content: PersonRowContent, scope: BindScope) {
        firstName.text = content.firstName
        lastName.text = content.lastName
        age.text = content.ageText
        let orientation = content.layout == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        gtk_orientable_set_orientation(OpaquePointer(texts), orientation)
        gtk_box_set_spacing(texts.cast(to: GtkBox.self), content.layout == .horizontal ? 6 : 2)
        badge.text = content.isEmphasized ? "VIP" : nil
        if content.isEmphasized { scope.addCSSClass("vip", to: root) }
    }
}
