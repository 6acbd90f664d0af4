/// Whether an item row is the first or the last item of its section (both for a section's only
/// item; neither for a header, a footer or an item in between).
///
/// What a list styled as cards per section needs: the first item gets the card's rounded top, the
/// last its rounded bottom (GNOME's `.boxed-list` look). ``FlatRows/sectionEdges(ofRow:)`` decides it.
public struct SectionEdges: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt8

    /// Edges from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The row shows its section's first item.
    public static let first = SectionEdges(rawValue: 1)
    /// The row shows its section's last item.
    public static let last = SectionEdges(rawValue: 2)
}

extension FlatRows {
    /// Whether row `position` shows the first or the last item of its section.
    ///
    /// ```swift
    /// // header "Red", cherry, footer "Red", header "Yellow", banana, lemon
    /// rows.sectionEdges(ofRow: 1)  // [.first, .last]: cherry is Red's only item
    /// rows.sectionEdges(ofRow: 4)  // [.first]
    /// rows.sectionEdges(ofRow: 5)  // [.last]
    /// rows.sectionEdges(ofRow: 3)  // []: a header
    /// ```
    ///
    /// - Parameter position: A flat row index, in `0 ..< count`.
    /// - Returns: `.first` and/or `.last` for an item row at its section's edge; empty for an item
    ///   in between, a header or a footer.
    /// - Complexity: O(log *s*) for *s* sections; O(1) with one.
    /// - Precondition: `position` is a row of the list.
    public func sectionEdges(ofRow position: Int) -> SectionEdges {
        let sectionIndex = self.sectionIndex(containing: position)
        let section = sections[sectionIndex]
        let offset = position - starts[sectionIndex] - (section.showsHeader ? 1 : 0)
        guard offset >= 0, offset < section.items.count else { return [] }
        var edges: SectionEdges = []
        if offset == 0 { edges.insert(.first) }
        if offset == section.items.count - 1 { edges.insert(.last) }
        return edges
    }
}
