import CGtk
import Foundation
import Rows

/// The shortcuts window (Ctrl+?): a GtkShortcutsWindow listing ``AppShortcuts``, group by group.
/// GTK 4.8 builds a shortcuts window's sections and groups only from GtkBuilder XML, so the XML is
/// made here from the list. The section is one page (two columns): GTK 4.8 reverses the order of
/// the groups of a section that spans several pages each time it lays them out again.
@MainActor
enum ShortcutsWindow {
    /// A new shortcuts window over `parent`, not yet shown.
    static func make(over parent: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<GtkWindow> {
        let builder = gtk_builder_new_from_string(xml(for: AppShortcuts.groups), -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let window = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "shortcuts")!)
            .assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        return window
    }

    /// The GtkBuilder XML of a shortcuts window showing `groups` in one section.
    static func xml(for groups: [AppShortcutGroup]) -> String {
        var text = """
            <interface>
              <object class="GtkShortcutsWindow" id="shortcuts">
                <child>
                  <object class="GtkShortcutsSection">
                    <property name="section-name">shortcuts</property>
                    <property name="max-height">40</property>

            """
        for group in groups {
            text += """
                        <child>
                          <object class="GtkShortcutsGroup">
                            <property name="title">\(escaped(group.title))</property>

                """
            for shortcut in group.shortcuts {
                text += """
                                <child>
                                  <object class="GtkShortcutsShortcut">
                                    <property name="title">\(escaped(shortcut.title))</property>
                                    <property name="accelerator">\(escaped(shortcut.accelerator))</property>
                                  </object>
                                </child>

                    """
            }
            text += """
                          </object>
                        </child>

                """
        }
        text += """
                  </object>
                </child>
              </object>
            </interface>
            """
        return text
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
