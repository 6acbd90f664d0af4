@testable import RowsCore

/// The emission plan as first written, one array per property of the splices (each splice's old
/// start, whether it removes a built row, whether a built row follows it, which gaps a built move
/// joins, each segment's end): an oracle for the one-pass plan of
/// ``ListChanges/emissions(aroundBuilt:)``, which must group splices exactly as this does.
func referenceEmissions(of changes: ListChanges, aroundBuilt builtRows: [Int]) -> [ListChanges.Splice] {
    let splitLimit = ListChanges.emissionSplitLimit(builtRowCount: builtRows.count)
    return ListChanges.splitting(
        referenceMergedEmissions(of: changes, aroundBuilt: builtRows), aroundBuilt: builtRows, limit: splitLimit)
}

private func referenceMergedEmissions(of changes: ListChanges, aroundBuilt builtRows: [Int]) -> [ListChanges.Splice] {
    let splices = changes.splices
    guard splices.count > 1 else { return splices }
    let count = splices.count
    let spanLimit = ListChanges.emissionSpanLimit(builtRowCount: builtRows.count)
    var shift = 0
    let oldStarts = splices.map { splice in
        defer { shift += splice.added - splice.removed }
        return splice.position - shift
    }
    var gapIsBuilt = [Bool](repeating: false, count: count - 1)
    var removesBuilt = [Bool](repeating: false, count: count)
    for index in 0..<count {
        let range = oldStarts[index]..<(oldStarts[index] + splices[index].removed)
        removesBuilt[index] = builtRows.contains(where: range.contains)
        if index < count - 1 {
            let gap = range.upperBound..<oldStarts[index + 1]
            gapIsBuilt[index] = builtRows.contains(where: gap.contains)
        }
    }
    // A move of a built row into the built window joins the gaps between its two splices.
    var joined = [Bool](repeating: false, count: count - 1)
    if let first = builtRows.first, let last = builtRows.last {
        for move in changes.moves where builtRows.contains(move.from) {
            let source = (oldStarts.lastIndex { $0 <= move.from }) ?? -1
            let destination = (splices.lastIndex { $0.position <= move.to }) ?? -1
            guard source >= 0, destination >= 0, source != destination,
                (first...(last + 1)).contains(oldStarts[destination])
            else { continue }
            for gap in min(source, destination)..<max(source, destination) { joined[gap] = true }
        }
    }
    var segmentEnd = Array(0..<count)
    var segmentRemovesBuilt = removesBuilt
    for index in stride(from: count - 2, through: 0, by: -1) where joined[index] {
        segmentEnd[index] = segmentEnd[index + 1]
        segmentRemovesBuilt[index] = removesBuilt[index] || gapIsBuilt[index] || segmentRemovesBuilt[index + 1]
    }
    var emissions = [ListChanges.Splice]()
    var groupStart = 0
    var groupRemovesBuilt = segmentRemovesBuilt[0]
    var index = segmentEnd[0]
    while true {
        if index < count - 1 {
            let next = index + 1
            let nextEnd = segmentEnd[next]
            let removesBuiltIfMerged = groupRemovesBuilt || gapIsBuilt[index] || segmentRemovesBuilt[next]
            let addedIfMerged = splices[nextEnd].position + splices[nextEnd].added - splices[groupStart].position
            if !removesBuiltIfMerged || addedIfMerged <= spanLimit {
                groupRemovesBuilt = removesBuiltIfMerged
                index = nextEnd
                continue
            }
        }
        let first = splices[groupStart]
        let last = splices[index]
        emissions.append(
            ListChanges.Splice(
                position: first.position, removed: oldStarts[index] + last.removed - oldStarts[groupStart],
                added: last.position + last.added - first.position))
        guard index < count - 1 else { break }
        groupStart = index + 1
        groupRemovesBuilt = segmentRemovesBuilt[groupStart]
        index = segmentEnd[groupStart]
    }
    return emissions
}
