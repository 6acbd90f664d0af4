/// The section identifier of a list that has no sections: one section, shown without a header.
///
/// ```swift
/// struct Fruit: Identifiable, Equatable, Sendable { var id: String }
///
/// let plain = ListSnapshot(items: [Fruit(id: "apple"), Fruit(id: "banana")])
/// plain.rows.count  // 2: no header row
/// ```
public enum SingleSection: Hashable, Sendable {
    /// The only section.
    case main
}

extension ListSnapshot where SectionID == SingleSection {
    /// A plain list: the items in one section, ``SingleSection/main``, with no header or footer row.
    ///
    /// - Parameter items: The list's items, in order.
    public init(items: [Item]) {
        self.init(sections: [Section(id: .main, items: items, showsHeader: false)])
    }
}
