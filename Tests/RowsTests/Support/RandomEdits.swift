import SeededRandom

@testable import Rows

/// Random edits of a test snapshot: items removed, inserted, moved across sections and changed;
/// sections reordered, added and dropped.
enum RandomEdits {
    static func apply(to snapshot: ListSnapshot<String, Entry>, nextID: inout Int, using random: inout SplitMix64)
        -> ListSnapshot<String, Entry>
    {
        var sections = snapshot.sections
        if sections.isEmpty || Int.random(in: 0..<8, using: &random) == 0 {
            sections.append(.init(id: "s\(nextID)", showsFooter: Bool.random(using: &random)))
            nextID += 1
        }
        if sections.count > 1 && Int.random(in: 0..<6, using: &random) == 0 {
            sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
        }
        if sections.count > 1 && Bool.random(using: &random) { sections.shuffle(using: &random) }
        var moved: [Entry] = []
        for index in sections.indices {
            sections[index].items = sections[index].items.compactMap { entry in
                switch Int.random(in: 0..<10, using: &random) {
                case 0: return nil
                case 1:
                    moved.append(entry)
                    return nil
                case 2:
                    var changed = entry
                    changed.text += "+"
                    return changed
                default: return entry
                }
            }
        }
        for _ in 0..<Int.random(in: 0..<6, using: &random) {
            moved.append(Entry(id: nextID, text: "new"))
            nextID += 1
        }
        for entry in moved {
            let section = Int.random(in: 0..<sections.count, using: &random)
            let place = Int.random(in: 0...sections[section].items.count, using: &random)
            sections[section].items.insert(entry, at: place)
        }
        return ListSnapshot(sections: sections)
    }
}
