import RowsDemoKit

/// Every keyboard shortcut of the app, in the groups the shortcuts window (Ctrl+?) shows. The
/// main window binds its own shortcuts from here (``search``, ``showShortcuts``); a test checks the
/// keys pages bind with `Shortcut.add` against this list.
enum AppShortcuts {
    /// Opens the search bar of the page shown.
    static let search = AppShortcut("Search the page (or just start typing)", ["<Control>f"], .window)
    /// Closes the search bar, from its entry or from the rows it found.
    static let closeSearch = AppShortcut("Close the search or a dialog", ["Escape"], .window)
    /// Shows the page at that place in the sidebar, the keyboard in it: Alt+1 the first, Alt+6 the
    /// last (as GNOME apps switch tabs).
    static let showPage = AppShortcut(
        "Show the first to sixth page", PageName.allCases.indices.map { "<Alt>\($0 + 1)" }, .window,
        shownAs: "<Alt>1...<Alt>\(PageName.allCases.count)")
    /// Opens the main menu (GTK's own for a primary menu button; the window's when folded on a page,
    /// where the button is hidden with the sidebar).
    static let mainMenu = AppShortcut("Open the main menu", ["F10"], .window)
    /// Opens the shortcuts window.
    static let showShortcuts = AppShortcut("Keyboard shortcuts", ["<Control>question"], .window)
    /// Quits the app.
    static let quit = AppShortcut("Quit", ["<Control>q"], .application("app.quit"))

    /// The shortcuts window's sections, in the order its switcher lists them: each fits one page of
    /// two columns on a 1280 × 800 screen (one section of all the groups made a window 842 px high).
    static let sections: [AppShortcutSection] = [
        AppShortcutSection(title: "Window and Lists", groups: windowAndLists),
        AppShortcutSection(title: "Pages", groups: pages),
    ]

    /// The groups, in the order shown.
    static var groups: [AppShortcutGroup] { sections.flatMap(\.groups) }

    /// What the window and every list do.
    private static let windowAndLists: [AppShortcutGroup] = [
        AppShortcutGroup(
            title: "General",
            shortcuts: [
                search,
                closeSearch,
                showPage,
                AppShortcut("Back to the list of pages (narrow window)", ["<Alt>Left"], .widget),
                mainMenu,
                showShortcuts,
                quit,
            ]),
        AppShortcutGroup(
            title: "Lists",
            shortcuts: [
                AppShortcut("Previous or next row, over section headers", ["Up", "Down"], .widget),
                AppShortcut("First or last row", ["Home", "End"], .widget),
                AppShortcut("Open the row (People Directory: edit the person)", ["Return"], .widget),
                AppShortcut("The row's menu (People Directory, Files)", ["<Shift>F10", "Menu"], .widget),
            ]),
    ]

    /// What one page does.
    private static let pages: [AppShortcutGroup] = [
        AppShortcutGroup(
            title: "People Directory",
            shortcuts: [
                AppShortcut("Add a person", ["<Control>n"], .page),
                AppShortcut("Import people from a JSON file", ["<Control>o"], .page),
                AppShortcut("Remove the selected people", ["Delete", "KP_Delete"], .page),
                AppShortcut("Undo the last change", ["<Control>z"], .page),
                AppShortcut("Redo the last change undone", ["<Shift><Control>z"], .page),
                AppShortcut("Move the person up or down (As arranged)", ["<Alt>Up", "<Alt>Down"], .widget),
            ]),
        AppShortcutGroup(
            title: "Files",
            shortcuts: [
                AppShortcut("Open the parent folder", ["<Alt>Up", "BackSpace"], .page),
                AppShortcut("Read the folder again", ["F5", "<Control>r"], .page),
                AppShortcut("Show or hide hidden files", ["<Control>h"], .page),
            ]
                + FilesViewMode.allCases.map { AppShortcut("Show as \($0.title.lowercased())", [$0.shortcut], .page) }
                + [
                    AppShortcut("Tree view: expand the folder, or go to its first entry", ["Right"], .widget),
                    AppShortcut("Tree view: collapse the folder, or go to its parent", ["Left"], .widget),
                    AppShortcut("Tree view: expand every folder below (unread ones a level at a time)", ["asterisk"], .widget),
                ]),
        AppShortcutGroup(
            title: "Settings",
            shortcuts: [AppShortcut("Back from a subpage", ["<Alt>Left", "Escape"], .page)]),
    ]

    /// Every shortcut, group after group.
    static var all: [AppShortcut] { groups.flatMap(\.shortcuts) }
}
