/// A keyboard shortcut of the app: what it does, its keys (GTK's syntax, e.g. "<Control>f"), and
/// what binds them. ``AppShortcuts`` lists them all; the shortcuts window shows that list, and the
/// window binds its own shortcuts from it, so the two cannot drift apart.
struct AppShortcut: Hashable, Sendable {
    /// What binds the keys.
    enum Binding: Hashable, Sendable {
        /// The main window, from this entry (``DemoWindow``).
        case window
        /// A page or dialog, with `Shortcut.add` and exactly these keys.
        case page
        /// A list's or a widget's own key handling (Rows' lists, GTK, libadwaita's leaflet).
        case widget
        /// The application, as the accelerator of the named action ("app.quit").
        case application(String)
    }

    /// What the keys do, as the shortcuts window says it.
    let title: String
    /// The keys, in GTK's syntax; any of them does it.
    let triggers: [String]
    /// What binds the keys.
    let binding: Binding
    /// How the shortcuts window shows the keys, when not one by one (a range: "<Alt>1...<Alt>6").
    private let shownAs: String?

    init(_ title: String, _ triggers: [String], _ binding: Binding, shownAs: String? = nil) {
        self.title = title
        self.triggers = triggers
        self.binding = binding
        self.shownAs = shownAs
    }

    /// The keys as the shortcuts window's `accelerator` shows them: the keypad twins left out
    /// (the window would show "Delete" twice), or a range.
    var accelerator: String { shownAs ?? triggers.filter { !$0.hasPrefix("KP_") }.joined(separator: " ") }
}

/// A titled group of shortcuts in the shortcuts window.
struct AppShortcutGroup: Sendable {
    /// The group's heading.
    let title: String
    /// Its shortcuts, in the order shown.
    let shortcuts: [AppShortcut]
}

/// A section of the shortcuts window: one page of groups, picked in the window's header.
struct AppShortcutSection: Sendable {
    /// The section's name in the header's switcher.
    let title: String
    /// Its groups, in the order shown.
    let groups: [AppShortcutGroup]
}
