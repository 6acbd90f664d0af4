/// The section identifier of a list that has no sections: one section, shown without a header.
public enum SingleSection: Hashable, Sendable {
    /// The only section.
    case main
}

extension ListSnapshot where SectionID == SingleSection {
    /// A plain list: the items in one section with no header row.
    public init(items: [Item]) {
        self.init(sections: [Section(id: .main, items: items, showsHeader: false)])
    }
}
