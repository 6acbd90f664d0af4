/// The menu a row shows when the user asks for it: a right-click, a long press on a touch screen,
/// or Shift+F10 or the Menu key while the row has the keyboard (UIKit's context menu
/// configuration). Each view's `contextMenu` makes one for the item of the row asked.
///
/// Its actions run Swift closures; the menu shows them in sections parted by a line, each with the
/// shortcut that does the same, as GNOME apps' menus show it:
///
/// ```swift
/// list.contextMenu = { person in
///     ContextMenu([
///         [.init("Move Up", shortcut: "<Alt>Up") { move(person, by: -1) }],
///         [.init("Remove", shortcut: "Delete") { remove(person) }],
///     ])
/// }
/// ```
@MainActor
public struct ContextMenu {
    /// One item of the menu: its title, the shortcut shown beside it, and what it does.
    public struct Action {
        /// The item's title, e.g. "Move to Trash". As in GTK's menus, an underscore marks the
        /// letter that picks the item with Alt (`"_Open"`); write two for an underscore shown.
        public var title: String
        /// The shortcut shown beside the title, as GTK writes accelerators (`"Delete"`, `"<Alt>Up"`,
        /// `"<Control>c"`); nil shows none. The menu only shows it: the app binds the key itself.
        public var shortcut: String?
        /// Whether the item can be picked; a disabled item shows dimmed.
        public var isEnabled: Bool
        /// What picking the item does, called once the menu has closed.
        public var handler: @MainActor () -> Void

        /// An item titled `title` that calls `handler` when picked.
        public init(
            _ title: String, shortcut: String? = nil, isEnabled: Bool = true, handler: @escaping @MainActor () -> Void
        ) {
            self.title = title
            self.shortcut = shortcut
            self.isEnabled = isEnabled
            self.handler = handler
        }
    }

    /// The items, in sections shown one after the other, a line between two sections.
    public var sections: [[Action]]

    /// A menu of these sections of items (empty sections are left out).
    public init(_ sections: [[Action]]) {
        self.sections = sections.filter { !$0.isEmpty }
    }

    /// A menu of these items, in one section.
    public init(_ actions: [Action]) {
        self.init([actions])
    }

    /// Whether the menu has no item: a view then shows nothing.
    ///
    /// - Complexity: O(*s*), for the *s* sections.
    public var isEmpty: Bool { sections.allSatisfy(\.isEmpty) }
}
