/// `0 ..< count` in the parts ``concurrentIterations(_:_:)`` should share out: two halves when
/// `count` reaches `threshold` (below it, handing half to another thread costs more than it saves),
/// otherwise the whole range.
///
/// - Complexity: O(1).
@usableFromInline
func halves(of count: Int, splittingFrom threshold: Int) -> [Range<Int>] {
    count >= threshold ? [0..<count / 2, count / 2..<count] : [0..<count]
}
