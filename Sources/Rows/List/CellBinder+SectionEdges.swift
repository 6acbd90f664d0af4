import CGtk

/// The `first-in-section` / `last-in-section` row classes of ``ListView/marksSectionEdges``: which
/// row is which is RowsCore's ``FlatRows/sectionEdges(ofRow:)``; this only applies it.
extension CellBinder {
    /// Gives the list row the `first-in-section` / `last-in-section` classes `edges` says; touches
    /// GTK only when they change.
    func styleSectionEdges(_ slot: Slot, _ edges: SectionEdges) {
        guard edges != slot.shownSectionEdges, let row = slot.rowWidget else { return }
        for (edge, name) in [(SectionEdges.first, "first-in-section"), (.last, "last-in-section")]
        where edges.contains(edge) != slot.shownSectionEdges.contains(edge) {
            if edges.contains(edge) { gtk_widget_add_css_class(row, name) } else { gtk_widget_remove_css_class(row, name) }
        }
        slot.shownSectionEdges = edges
    }

    /// Restyles the section edges of every bound row (after an update: GTK rebinds only the rows
    /// at and after a change, and the row before it may have become or stopped being the last
    /// of its section); with `marks` false, takes the classes off.
    func restyleSectionEdges(marks: Bool) {
        for slot in recycler.bound where !slot.isPending {
            let position = slot.position
            guard position < shownRows.count else { continue }
            styleSectionEdges(slot, marks ? shownRows.sectionEdges(ofRow: position) : [])
        }
    }
}
