import RowsCore

extension DiffCase {
    /// Diffs the case's two sides and audits the result; returns the broken promises, empty when none.
    public func check() -> [String] {
        switch self {
        case .flat(_, let old, let new):
            ChangeAudit.problems(in: ListChanges(from: old, to: new), from: old, to: new)
        case .sectioned(let old, let new):
            SectionedAudit.problems(in: SectionedChanges(from: old, to: new), from: old, to: new)
        }
    }
}
