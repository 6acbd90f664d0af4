/// Marks a longest strictly increasing subsequence of the non-negative `values` (patience sorting,
/// O(n log n)). A negative value stands for no value (the diff's unmatched rows): it is skipped, and
/// never marked.
///
/// Returns one flag per element: `true` for the elements of the subsequence. Already-sorted runs
/// cost O(1) per element, so an unchanged order is linear.
@inlinable
func longestIncreasingSubsequence(_ values: UnsafeBufferPointer<Int32>) -> [Bool] {
    let count = values.count
    var flags = [Bool](repeating: false, count: count)
    guard count > 0 else { return flags }
    // tails[k]: position of the smallest tail of an increasing run of length k + 1. Reserved whole,
    // since a list in order makes it as long as the list, so that it is never copied as it grows.
    var tails = [Int32]()
    tails.reserveCapacity(count)
    var predecessor = [Int32](repeating: -1, count: count)
    predecessor.withUnsafeMutableBufferPointer { predecessor in
        for position in 0..<count {
            let value = values[position]
            guard value >= 0 else { continue }
            if let last = tails.last, values[Int(last)] >= value {
                var low = 0
                var high = tails.count - 1
                while low < high {
                    let middle = (low + high) >> 1
                    if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
                }
                predecessor[position] = low > 0 ? tails[low - 1] : -1
                tails[low] = Int32(position)
            } else {
                predecessor[position] = tails.last ?? -1
                tails.append(Int32(position))
            }
        }
        guard var position = tails.last.map(Int.init) else { return }
        while position >= 0 {
            flags[position] = true
            position = Int(predecessor[position])
        }
    }
    return flags
}
