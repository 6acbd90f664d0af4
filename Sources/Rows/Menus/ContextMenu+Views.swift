import CGtk

extension ListView {
    /// Makes the menu an item's row shows when the user asks for it: a right-click (which first
    /// selects the row, unless the selection holds it, and gives it the keyboard, so that the menu
    /// is made for the selection it is about), a long press on a touch screen, or Shift+F10 or the
    /// Menu key while the row has the keyboard. Headers and footers show none, nor does a row for
    /// which this returns nil or an empty menu. nil (the default) shows no menus. A control in a row
    /// with a menu of its own (an entry) keeps its own.
    ///
    /// - Complexity: O(*b*) per menu asked for, for the *b* rows GTK keeps built (about 200).
    public var contextMenu: (@MainActor (Item) -> ContextMenu?)? {
        get { core.contextMenu }
        set { core.setContextMenu(newValue, on: listView) }
    }

    /// The popover of the menu open now, if one is (for tests).
    package var openContextMenu: UnsafeMutablePointer<GtkWidget>? { core.menuPresenter?.openPopover }
}

extension GridView {
    /// Makes the menu an item's cell shows when the user asks for it, as ``ListView/contextMenu``
    /// does for a row: a right-click, a long press, or Shift+F10 or the Menu key on the focused
    /// cell. Title cells show none.
    ///
    /// - Complexity: O(*b*) per menu asked for, for the *b* cells GTK keeps built.
    public var contextMenu: (@MainActor (Item) -> ContextMenu?)? {
        get { core.contextMenu }
        set { core.setContextMenu(newValue, on: gridView) }
    }

    /// The popover of the menu open now, if one is (for tests).
    package var openContextMenu: UnsafeMutablePointer<GtkWidget>? { core.menuPresenter?.openPopover }
}

extension ColumnView {
    /// Makes the menu an item's row shows when the user asks for it, as ``ListView/contextMenu``
    /// does: a right-click on any of its cells, a long press, or Shift+F10 or the Menu key on the
    /// focused row. Section headers show none.
    ///
    /// - Complexity: O(*b*) per menu asked for, for the *b* cells GTK keeps built.
    public var contextMenu: (@MainActor (Item) -> ContextMenu?)? {
        get { core.contextMenu }
        // GTK may have freed the column view, and so its inner list view, once the core is gone.
        set { core.setContextMenu(newValue, on: core.isAlive ? innerListView : nil) }
    }

    /// The popover of the menu open now, if one is (for tests).
    package var openContextMenu: UnsafeMutablePointer<GtkWidget>? { core.menuPresenter?.openPopover }
}
