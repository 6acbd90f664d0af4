import CGtk
import Foundation
import Rows

/// Drop-downs of fixed strings.
@MainActor
enum DropDown {
    /// What a drop-down's button shows for a choice: a text, and an icon after it.
    struct Face {
        var text: String
        var icon: String?
    }

    /// A `GtkDropDown` offering `choices`, the first selected, its button showing `faces` (one per
    /// choice; by default the choices themselves) and keeping one width whatever is chosen; screen
    /// readers read it by `title` and the choice ("Sort order, Name (A–Z)"), however it is chosen, and
    /// each row of its popup by its choice.
    static func make(_ choices: [String], title: String, faces: [Face]? = nil) -> UnsafeMutablePointer<GtkWidget> {
        var strings: [UnsafePointer<CChar>?] = choices.map { UnsafePointer(strdup($0)!) }
        strings.append(nil)
        defer { for string in strings { free(UnsafeMutableRawPointer(mutating: string)) } }
        let dropDown = gtk_drop_down_new_from_strings(&strings)!
        show(faces ?? choices.map { Face(text: $0) }, in: OpaquePointer(dropDown))
        rows_accessible_set_label(OpaquePointer(dropDown), title)
        // GTK 4.8 focuses the button inside the drop-down, which has no name of its own.
        rows_drop_down_name_button(OpaquePointer(dropDown), title)
        Signal.observe(dropDown, property: "selected") { rows_drop_down_name_button(OpaquePointer(dropDown), title) }
        // Nor does it name the rows of its popup: each is named by its choice.
        rows_drop_down_name_popup_rows(OpaquePointer(dropDown))
        return dropDown
    }

    /// Makes `dropDown`'s button show `faces` (one per choice), as wide as the widest whatever is
    /// chosen: GTK 4.8 sizes it to the choice shown, so a toolbar moved when its order changed. The
    /// button shows the choice's face as one page of a stack of them all, sized to the widest in the
    /// button's own style; the popup keeps GTK's rows, the choices with their check mark.
    private static func show(_ faces: [Face], in dropDown: OpaquePointer) {
        gtk_drop_down_set_list_factory(dropDown, gtk_drop_down_get_factory(dropDown))
        let pages = faces.enumerated().map { index, face in
            let label = "<object class=\"GtkLabel\"><property name=\"label\">\(face.text.markupEscaped)</property></object>"
            let content =
                face.icon.map { icon in
                    """
                    <object class="GtkBox"><property name="spacing">6</property><child>\(label)</child><child>\
                    <object class="GtkImage"><property name="icon-name">\(icon.markupEscaped)</property></object></child></object>
                    """
                } ?? label
            return """
                <child><object class="GtkStackPage"><property name="name">\(index)</property>\
                <property name="child">\(content)</property></object></child>
                """
        }
        // The button's item is at the position of the choice; at GTK_INVALID_LIST_POSITION while
        // none is chosen (GTK then shows a page of its own, "(None)"): an empty page for it.
        let none =
            "<child><object class=\"GtkStackPage\"><property name=\"name\">\(GTK_INVALID_LIST_POSITION)</property>"
            + "<property name=\"child\"><object class=\"GtkLabel\"/></property></object></child>"
        let template = """
            <interface><template class="GtkListItem"><property name="child"><object class="GtkStack">\
            <property name="hhomogeneous">1</property><property name="halign">start</property>\
            <binding name="visible-child-name"><lookup name="position">GtkListItem</lookup></binding>\
            \(pages.joined())\(none)</object></property></template></interface>
            """
        let bytes = template.withCString { g_bytes_new($0, gsize(strlen($0))) }
        let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
        g_bytes_unref(bytes)
        gtk_drop_down_set_factory(dropDown, factory)
        g_object_unref(UnsafeMutableRawPointer(factory))
    }
}
