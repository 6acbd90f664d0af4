import RowsCore
import SeededRandom
import Testing

/// A fixed universe of nodes: the children of node n are 4n+1 ... 4n+4 (roots 1 ... 4), so any tree
/// built from it, and any children given or loaded, have unique ids.
private func childIDs(of id: Int) -> [Int] { (1...4).map { 4 * id + $0 } }
private func depthOf(_ id: Int) -> Int {
    var depth = 0
    var n = id
    while n > 4 {
        n = (n - 1) / 4
        depth += 1
    }
    return depth
}
private let letters = ["a", "b", "c", "d"]
private func name(_ id: Int, _ version: Int) -> String { letters[id % 4] + letters[(id / 4 + version) % 4] }

/// The loader: a deterministic subset of a node's children; some nodes fail.
private let fuzzLoader: @Sendable (Entry) throws -> [Node] = { item in
    struct Failed: Error {}
    if item.id % 7 == 3 { throw Failed() }
    let count = (item.id * 7 + 3) % 5
    return childIDs(of: item.id).prefix(count).map { id in
        Node(Entry(id: id, name: name(id, 0)), children: depthOf(id) < 4 ? .notLoaded : .loaded([]))
    }
}

private func randomSubtree(_ id: Int, version: Int, using g: inout SplitMix64) -> Node {
    let item = Entry(id: id, name: name(id, version))
    let roll = Int.random(in: 0..<10, using: &g)
    if depthOf(id) >= 4 { return Node(item) }
    switch roll {
    case 0, 1, 2: return Node(item, children: .notLoaded)
    case 3: return Node(item, children: .failed("failed \(id)"))
    default:
        let kids = childIDs(of: id).filter { _ in Bool.random(using: &g) }
        return Node(item, children: .loaded(kids.map { randomSubtree($0, version: version, using: &g) }))
    }
}

@MainActor
@Suite("An outline view model under random interleavings of changes, loads and landings")
struct OutlineViewModelInterleavingTests {
    @Test(
        "random changes, loads, searches and landings off the main actor keep the view, the view model and the outline in step, and leave no node loading with nothing running"
    )
    func randomInterleavings() {
        var failures = 0
        for seed in 0..<200 where failures < 3 {
            if let problem = run(seed: seed, steps: 100, checkLiveness: true) {
                failures += 1
                Issue.record("\(problem)")
            }
        }
    }

    /// Runs one random sequence; returns a description of the first problem, with the ops so far.
    func run(seed: Int, steps: Int, checkLiveness: Bool = false) -> String? {
        var g = SplitMix64(seed: UInt64(seed))
        let scheduler = ManualScheduler()
        var version = 1
        let initial = (1...4).filter { _ in Bool.random(using: &g) }.map { randomSubtree($0, version: 0, using: &g) }
        let model = OutlineViewModel(
            roots: initial, expanded: Set((1...40).filter { _ in Bool.random(using: &g) }), loadChildren: fuzzLoader)
        if seed % 5 != 4 { model.rowsViewModel.scheduler = scheduler.scheduler }
        model.rowsViewModel.backgroundSearchThreshold = Int.random(in: 3...12, using: &g)
        model.rowsViewModel.selectionMode = .multiple
        let mirror = MirrorObserver(model.rowsViewModel)
        var log = [String]()
        final class Counts {
            var landed: [Int: Int] = [:]
            var lastRoots = -1
        }
        let counts = Counts()
        var callID = 0
        func someID() -> Int {
            let shown = model.rows.compactMap { $0.item?.id }
            let all = allIDs(tree(of: model.outline))
            if !shown.isEmpty && Bool.random(using: &g) { return shown.randomElement(using: &g)! }
            return all.randomElement(using: &g) ?? 1
        }
        func check(_ when: String) -> String? {
            let context = "seed \(seed), \(when), ops: \(log.joined(separator: "; "))"
            if !mirror.isInSync {
                return
                    "mirror out of step: \(context)\n  mirror: \(mirror.rows.map { $0.item?.shape.description ?? "-" })\n  model:  \(model.rowsViewModel.rows.map { $0.item?.shape.description ?? "-" })"
            }
            let vmRows = Array(model.rowsViewModel.rows).compactMap { $0.item }
            if vmRows != model.rows { return "rowsViewModel rows != model.rows: \(context)" }
            let outline = model.outline
            let naive = naiveRows(tree(of: outline), expanded: outline.expandedIDs)
            if outline.rows.map(\.shape) != naive {
                return
                    "outline rows are not the naive flattening: \(context)\n  got \(outline.rows.map(\.shape))\n  want \(naive)"
            }
            for id in allIDs(tree(of: outline)) where model.isLoading(id) && outline.childState(of: id) != .loading {
                return "node \(id) has a load running but is \(String(describing: outline.childState(of: id))): \(context)"
            }
            let shownIDs = Set(model.rows.map(\.id))
            if !model.rowsViewModel.selectedIDs.isSubset(of: shownIDs) { return "selection not shown: \(context)" }
            if !model.isSearchPending {
                if model.searchQuery.words.isEmpty {
                    if model.searchResults != nil { return "results shown for no query: \(context)" }
                } else if let results = model.searchResults {
                    let expected = outline.filtered(by: model.searchQuery, text: \.name)
                    if allIDs(tree(of: results)) != allIDs(tree(of: expected)) {
                        return "results are not the search of the outline: \(context)"
                    }
                    for id in allIDs(tree(of: results)) where results.item(id) != outline.item(id) {
                        return "results show a stale item \(id): \(context)"
                    }
                } else {
                    return "no results for a query, none pending: \(context)"
                }
            }
            if let results = model.searchResults {
                let naiveResults = naiveRows(tree(of: results), expanded: results.expandedIDs)
                if results.rows.map(\.shape) != naiveResults { return "results rows not naive: \(context)" }
            }
            return nil
        }
        for step in 0..<steps {
            let roll = Int.random(in: 0..<20, using: &g)
            switch roll {
            case 0, 1:
                let id = someID()
                log.append("expand(\(id))")
                model.expand(id)
            case 2:
                let id = someID()
                log.append("collapse(\(id))")
                model.collapse(id)
            case 3:
                let id = someID()
                log.append("toggle(\(id))")
                model.toggle(id)
            case 4:
                let id = someID()
                log.append("expandAll(\(id))")
                model.expandAll(below: id)
            case 5:
                let id = someID()
                guard depthOf(id) < 4 else { continue }
                let kids = childIDs(of: id).filter { _ in Bool.random(using: &g) }.map {
                    randomSubtree($0, version: version, using: &g)
                }
                log.append("setChildren(\(kids.map(\.item.id)), of: \(id))")
                callID += 1
                let call = callID
                model.setChildren(kids, of: id) { counts.landed[call, default: 0] += 1 }
            case 6:
                let id = someID()
                log.append("reload(\(id))")
                model.reloadChildren(of: id)
            case 7:
                let id = someID()
                version += 1
                log.append("updateItem(\(id), \(name(id, version)))")
                model.updateItem(Entry(id: id, name: name(id, version)))
            case 8:
                version += 1
                let roots = (1...4).filter { _ in Int.random(in: 0..<4, using: &g) > 0 }.map {
                    randomSubtree($0, version: version, using: &g)
                }
                let keeping = Bool.random(using: &g)
                log.append("replaceRoots(\(allIDs(roots).count) nodes, keeping: \(keeping))")
                callID += 1
                let call = callID
                counts.lastRoots = call
                model.replaceRoots(roots, keepingExpandedChildren: keeping) { counts.landed[call, default: 0] += 1 }
            case 9:
                let query = ["", "a", "b", "cd", ""].randomElement(using: &g)!
                log.append("search(\"\(query)\")")
                model.search(query) { $0.name }
            case 15:
                let rows = model.rows
                guard !rows.isEmpty else { continue }
                let row = Int.random(in: 0..<rows.count, using: &g)
                let key = [OutlineKey.left, .right, .expandAll].randomElement(using: &g)!
                log.append("handle(\(key), \(row))")
                model.handle(key, atRow: row)
            case 16:
                let rows = model.rows
                guard !rows.isEmpty else { continue }
                let id = rows.randomElement(using: &g)!.id
                log.append("select(\(id))")
                model.rowsViewModel.select([id], extending: true)
            case 10, 11, 12, 13, 14:
                log.append("runWork")
                scheduler.runWork()
            default:
                log.append("handOff")
                scheduler.handOff()
            }
            if let problem = check("step \(step)") { return problem }
        }
        log.append("runAll")
        scheduler.runAll()
        if let problem = check("end") { return problem }
        if counts.landed.values.contains(where: { $0 > 1 }) { return "a landing called twice: seed \(seed)" }
        if counts.lastRoots >= 0 && counts.landed[counts.lastRoots] != 1 {
            return "the newest replaceRoots never landed: seed \(seed), ops: \(log.joined(separator: "; "))"
        }
        if model.isReplacingRoots { return "still replacing roots at the end: seed \(seed)" }
        if model.isSearchPending { return "search still pending at the end: seed \(seed)" }
        // Liveness: with a loader and nothing left to run, no node waits for children.
        let stuck = allIDs(tree(of: model.outline)).filter { model.outline.childState(of: $0) == .loading }
        if checkLiveness, !stuck.isEmpty {
            return "nodes left loading with nothing running: \(stuck), seed \(seed), ops: \(log.joined(separator: "; "))"
        }
        // The results are the search of the outline.
        if model.searchQuery.words.isEmpty {
            if model.searchResults != nil { return "results shown for no query: seed \(seed)" }
        } else if let results = model.searchResults {
            let expected = model.outline.filtered(by: model.searchQuery, text: \.name)
            if allIDs(tree(of: results)) != allIDs(tree(of: expected)) {
                return "results are not the search of the outline: seed \(seed), ops: \(log.joined(separator: "; "))"
            }
            for id in allIDs(tree(of: results)) where results.item(id) != model.outline.item(id) {
                return "results show a stale item \(id): seed \(seed), ops: \(log.joined(separator: "; "))"
            }
        } else {
            return "no results for query \(model.searchQuery.words): seed \(seed)"
        }
        return nil
    }
}
