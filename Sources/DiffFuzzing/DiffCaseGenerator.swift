import SeededRandom

/// Makes ``DiffCase``s from a random number generator: a seeded SplitMix64 for `rows-bench fuzz`,
/// a ``ByteStream`` over libFuzzer's bytes for the fuzz target.
///
/// Sizes run from 0 to ``maximumRows`` a side, weighted towards small lists, where edge cases live.
public struct DiffCaseGenerator {
    /// The most rows either side of a flat case holds.
    public static let maximumRows = 2_000

    /// Creates a generator.
    public init() {}

    /// A case of a shape chosen by `random`.
    public func makeCase(using random: inout some RandomNumberGenerator) -> DiffCase {
        let shape = DiffCase.Shape.allCases.randomElement(using: &random)!
        return makeCase(shape, using: &random)
    }

    /// A case of the given shape.
    public func makeCase(_ shape: DiffCase.Shape, using random: inout some RandomNumberGenerator) -> DiffCase {
        switch shape {
        case .random:
            let idRange = Swift.max(1, size(using: &random) * 2)
            return .flat(
                shape, old: uniqueRows(size(using: &random), ids: idRange, using: &random),
                new: uniqueRows(size(using: &random), ids: idRange, using: &random))
        case .duplicates:
            let idRange = Int.random(in: 1...8, using: &random)
            return .flat(
                shape, old: rows(size(using: &random), ids: idRange, using: &random),
                new: rows(size(using: &random), ids: idRange, using: &random))
        case .equal:
            let old = uniqueRows(size(using: &random), ids: Self.maximumRows * 2, using: &random)
            var new = old
            for index in new.indices where Int.random(in: 0..<8, using: &random) == 0 { new[index].version += 1 }
            return .flat(shape, old: old, new: new)
        case .disjoint:
            let old = (0..<size(using: &random)).map { DiffRow(id: $0) }
            let new = (0..<size(using: &random)).map { DiffRow(id: 1_000_000 + $0) }
            return .flat(shape, old: old, new: new)
        case .reversed:
            let old = uniqueRows(size(using: &random), ids: Self.maximumRows * 2, using: &random)
            return .flat(shape, old: old, new: old.reversed())
        case .edited:
            let old = uniqueRows(size(using: &random), ids: Self.maximumRows * 2, using: &random)
            var nextID = Self.maximumRows * 2
            return .flat(shape, old: old, new: edited(old, nextID: &nextID, using: &random))
        case .sections:
            let old = sectionedSnapshot(using: &random)
            return .sectioned(old: old, new: edited(old, using: &random))
        }
    }

    /// A list size: half the time up to 16, a quarter up to 200, a quarter up to the maximum.
    private func size(using random: inout some RandomNumberGenerator) -> Int {
        switch Int.random(in: 0..<4, using: &random) {
        case 0, 1: Int.random(in: 0...16, using: &random)
        case 2: Int.random(in: 0...200, using: &random)
        default: Int.random(in: 0...Self.maximumRows, using: &random)
        }
    }

    /// `count` rows with ids from `0..<ids`, repeats allowed, content 0 or 1.
    private func rows(_ count: Int, ids: Int, using random: inout some RandomNumberGenerator) -> [DiffRow] {
        (0..<count).map { _ in
            DiffRow(id: Int.random(in: 0..<ids, using: &random), version: Int.random(in: 0...1, using: &random))
        }
    }

    /// Up to `count` rows with distinct ids from `0..<ids` (fewer when `ids` is smaller), content 0 or 1.
    private func uniqueRows(_ count: Int, ids: Int, using random: inout some RandomNumberGenerator) -> [DiffRow] {
        var seen = Set<Int>()
        var result = [DiffRow]()
        for _ in 0..<count {
            let id = Int.random(in: 0..<Swift.max(ids, 1), using: &random)
            if seen.insert(id).inserted { result.append(DiffRow(id: id, version: Int.random(in: 0...1, using: &random))) }
        }
        return result
    }

    /// `list` after a few removals, insertions, moves and content changes; inserted rows take ids
    /// from `nextID` on, which no row has yet.
    private func edited(
        _ list: [DiffRow], nextID: inout Int, using random: inout some RandomNumberGenerator
    ) -> [DiffRow] {
        var new = list
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !new.isEmpty:
                new.remove(at: Int.random(in: new.indices, using: &random))
            case 1:
                new.insert(DiffRow(id: nextID), at: Int.random(in: 0...new.count, using: &random))
                nextID += 1
            case 2 where new.count > 1:
                let row = new.remove(at: Int.random(in: new.indices, using: &random))
                new.insert(row, at: Int.random(in: 0...new.count, using: &random))
            case 3 where !new.isEmpty:
                new[Int.random(in: new.indices, using: &random)].version += 1
            default:
                break
            }
        }
        return new
    }

    /// Up to eight sections with unique item ids spread over them, some without a header, some with a footer.
    private func sectionedSnapshot(using random: inout some RandomNumberGenerator) -> DiffSnapshot {
        let sectionIDs = Array((0..<10).shuffled(using: &random).prefix(Int.random(in: 0...8, using: &random)))
        var sections = sectionIDs.map { id in
            DiffSnapshot.Section(
                id: id, showsHeader: Int.random(in: 0..<5, using: &random) > 0,
                showsFooter: Int.random(in: 0..<4, using: &random) == 0)
        }
        guard !sections.isEmpty else { return DiffSnapshot() }
        for row in uniqueRows(size(using: &random), ids: Self.maximumRows * 2, using: &random) {
            sections[Int.random(in: sections.indices, using: &random)].items.append(row)
        }
        return DiffSnapshot(sections: sections)
    }

    /// `snapshot` after sections move, appear and vanish, headers and footers switch, items are
    /// edited inside their section or cross into another, and ids come to repeat: a section added
    /// under an id already there, an item copied into another place.
    private func edited(_ snapshot: DiffSnapshot, using random: inout some RandomNumberGenerator) -> DiffSnapshot {
        var sections = snapshot.sections
        var nextItem = Self.maximumRows * 2
        var nextSection = 10
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            switch Int.random(in: 0..<9, using: &random) {
            case 0 where sections.count > 1:
                let section = sections.remove(at: Int.random(in: sections.indices, using: &random))
                sections.insert(section, at: Int.random(in: 0...sections.count, using: &random))
            case 1 where !sections.isEmpty:
                sections.remove(at: Int.random(in: sections.indices, using: &random))
            case 2:
                let items = (0..<Int.random(in: 0...5, using: &random)).map { DiffRow(id: nextItem + $0) }
                nextItem += items.count
                sections.insert(
                    DiffSnapshot.Section(id: nextSection, items: items),
                    at: Int.random(in: 0...sections.count, using: &random))
                nextSection += 1
            case 3 where !sections.isEmpty:
                sections[Int.random(in: sections.indices, using: &random)].showsHeader.toggle()
            case 4 where !sections.isEmpty:
                sections[Int.random(in: sections.indices, using: &random)].showsFooter.toggle()
            case 5 where sections.count > 1:
                let from = Int.random(in: sections.indices, using: &random)
                let to = Int.random(in: sections.indices, using: &random)
                guard !sections[from].items.isEmpty else { break }
                let item = sections[from].items.remove(at: Int.random(in: sections[from].items.indices, using: &random))
                sections[to].items.insert(item, at: Int.random(in: 0...sections[to].items.count, using: &random))
            case 6 where !sections.isEmpty:
                let index = Int.random(in: sections.indices, using: &random)
                sections[index].items = edited(sections[index].items, nextID: &nextItem, using: &random)
            case 7 where !sections.isEmpty:
                let twin = sections[Int.random(in: sections.indices, using: &random)].id
                let items = (0..<Int.random(in: 0...3, using: &random)).map { DiffRow(id: nextItem + $0) }
                nextItem += items.count
                sections.insert(
                    DiffSnapshot.Section(id: twin, items: items), at: Int.random(in: 0...sections.count, using: &random))
            case 8 where !sections.isEmpty:
                let from = Int.random(in: sections.indices, using: &random)
                let to = Int.random(in: sections.indices, using: &random)
                guard let copy = sections[from].items.randomElement(using: &random) else { break }
                sections[to].items.insert(copy, at: Int.random(in: 0...sections[to].items.count, using: &random))
            default:
                break
            }
        }
        return DiffSnapshot(sections: sections)
    }
}
