import CGtk
import Foundation
import Rows

/// The shortcuts window (Ctrl+?): a GtkShortcutsWindow listing ``AppShortcuts``, section by section,
/// group by group. GTK 4.8 builds a shortcuts window's sections and groups only from GtkBuilder XML,
/// so the XML is made here from the list. Each section is one page (two columns): GTK 4.8 reverses
/// the order of the groups of a section that spans several pages each time it lays them out again.
@MainActor
enum ShortcutsWindow {
    /// A new shortcuts window over `parent`, not yet shown.
    static func make(over parent: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<GtkWindow> {
        let builder = gtk_builder_new_from_string(xml(for: AppShortcuts.sections), -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let window = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "shortcuts")!)
            .assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_title(window, "Keyboard Shortcuts")
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        // The application's, so that its shortcuts (Ctrl+Q) work while it has the keyboard.
        if let application = gtk_window_get_application(parent) { gtk_window_set_application(window, application) }
        return window
    }

    /// The GtkBuilder XML of a shortcuts window showing `sections`.
    static func xml(for sections: [AppShortcutSection]) -> String {
        var text = """
            <interface>
              <object class="GtkShortcutsWindow" id="shortcuts">

            """
        for (index, section) in sections.enumerated() {
            text += """
                    <child>
                      <object class="GtkShortcutsSection">
                        <property name="section-name">section\(index)</property>
                        <property name="title">\(section.title.markupEscaped)</property>
                        <property name="max-height">40</property>

                """
            text += xml(for: section.groups)
            text += """
                      </object>
                    </child>

                """
        }
        text += """
              </object>
            </interface>
            """
        return text
    }

    /// The GtkBuilder XML of `groups`, children of a section.
    private static func xml(for groups: [AppShortcutGroup]) -> String {
        var text = ""
        for group in groups {
            text += """
                        <child>
                          <object class="GtkShortcutsGroup">
                            <property name="title">\(group.title.markupEscaped)</property>

                """
            for shortcut in group.shortcuts {
                text += """
                                <child>
                                  <object class="GtkShortcutsShortcut">
                                    <property name="title">\(shortcut.title.markupEscaped)</property>
                                    <property name="accelerator">\(shortcut.accelerator.markupEscaped)</property>
                                  </object>
                                </child>

                    """
            }
            text += """
                          </object>
                        </child>

                """
        }
        return text
    }
}
