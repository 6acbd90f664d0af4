import CGtk

/// What a row's widget says of the row beyond its cell: a header's or footer's style, an item that
/// cannot be used now, a highlightable row; and, from those and an outline's status rows, whether
/// GTK lets the row be selected and activated.
extension CellBinder {
    /// Puts the slot's row widget in the state a new slot's fields say (no header or footer style,
    /// no highlight, no section edge, focusable, usable), at the slot's first bind. GTK 4.8 keeps a
    /// row widget whose list item it tears down when the rows leave their window (a list moved to
    /// another window, or put back) and gives it a new list item, so a new slot, when they come
    /// back: the widget still has what Rows set on it for rows that may have changed since. What
    /// the row says to assistive technologies is set by the same first bind (`showAccessibility`,
    /// `showExpansion`).
    func resetRowState(_ slot: Slot, of core: ListCore<SectionID, Item>) {
        guard let row = slot.rowWidget else { return }
        for name in ["header", "footer", "highlightable", "first-in-section", "last-in-section"] {
            gtk_widget_remove_css_class(row, name)
        }
        gtk_widget_set_focusable(row, Self.itemFocusable(of: core))
        if let focusWidget = core.focusWidget(of: slot) { gtk_widget_set_sensitive(focusWidget, 1) }
    }

    /// Whether the slot's row widget takes the keyboard when it shows an item, as GTK makes it: a
    /// list's or grid's row does; a column view's cell does not (its row does).
    static func itemFocusable(of core: ListCore<SectionID, Item>) -> gboolean {
        core.slotsAreCells ? 0 : 1
    }

    /// Makes header and footer rows styled (`kind` is their CSS class) and unfocusable, item rows
    /// the opposite; touches GTK only when the kind changes.
    func style(_ slot: Slot, asSupplementary kind: String?) {
        guard kind != slot.supplementaryKind else { return }
        let isSupplementary = kind != nil
        if let row = slot.rowWidget {
            if let old = slot.supplementaryKind { gtk_widget_remove_css_class(row, old) }
            if let kind { gtk_widget_add_css_class(row, kind) }
            gtk_widget_set_focusable(row, isSupplementary ? 0 : Self.itemFocusable(of: core))
        }
        slot.supplementaryKind = kind
    }

    /// Lets GTK select and activate the slot's row unless `inert` (a header or footer, an outline's
    /// loading or error row, an item that cannot be used now): the one place that sets them, so that
    /// one reason going does not undo another. Touches GTK only when that changes.
    func makeInert(_ slot: Slot, _ inert: Bool) {
        guard inert != slot.isInert else { return }
        gtk_list_item_set_selectable(slot.listItem, inert ? 0 : 1)
        gtk_list_item_set_activatable(slot.listItem, inert ? 0 : 1)
        slot.isInert = inert
    }

    /// Makes the row of an item that cannot be used now (`ListCore.isItemEnabled`) insensitive, and
    /// sensitive again; touches GTK only when that changes. A row with the keyboard that becomes
    /// unusable passes it to the nearest usable row (GTK would leave the window with no focus), then
    /// turns insensitive: once GTK is done with the rows it binds now, since focusing a row makes
    /// GTK scroll and bind rows, which it must not do from inside a bind. The keyboard passes over
    /// the row meanwhile.
    func enable(_ slot: Slot, at position: Int, of core: ListCore<SectionID, Item>) {
        let isDisabled =
            core.isItemEnabled.map { isEnabled in core.shownRows[position].item.map { !isEnabled($0) } ?? false } ?? false
        guard isDisabled != slot.isDisabled else { return }
        slot.isDisabled = isDisabled
        guard let row = core.focusWidget(of: slot) else { return }
        guard isDisabled, Self.holdsFocus(row) else {
            gtk_widget_set_sensitive(row, isDisabled ? 0 : 1)
            return
        }
        MainLoop.whenIdle(atPriority: G_PRIORITY_HIGH_IDLE) { [weak core, weak slot] in
            guard let core, let slot, slot.isDisabled, slot.boundIndex >= 0, let row = core.focusWidget(of: slot) else { return }
            if Self.holdsFocus(row) { core.passFocus(awayFrom: slot.position) }
            gtk_widget_set_sensitive(row, 0)
        }
    }

    /// Whether the window's keyboard focus is `row` or a widget in it.
    private static func holdsFocus(_ row: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let root = gtk_widget_get_root(row), let focus = gtk_root_get_focus(root) else { return false }
        return focus == row || gtk_widget_is_ancestor(focus, row) != 0
    }

    /// Gives the list row the `highlightable` class while it shows a ``HighlightTrait`` cell.
    func styleHighlight(_ slot: Slot, highlights: Bool) {
        guard highlights != slot.highlightsRow, let row = slot.rowWidget else { return }
        if highlights {
            gtk_widget_add_css_class(row, "highlightable")
        } else {
            gtk_widget_remove_css_class(row, "highlightable")
        }
        slot.highlightsRow = highlights
    }
}
