/// The diff between two views of one list, when each view keeps some of its rows in their order.
extension ListChanges {
    /// The changes that turn one subsequence of a base list into another, each given as the ascending
    /// indices of the base rows it keeps.
    ///
    /// Two filtered views of the same rows are such subsequences, so moving from one to the other needs no
    /// hashing and no comparing of content: a row in both is kept (it never moves, both views keep the
    /// base order, and it is the same row, so it is no update); a row only in `old` is removed, a row only
    /// in `new` is inserted, and the rows between two consecutive kept rows become one splice. One merge of
    /// the two index lists finds it all.
    ///
    /// With unique ids, ``init(from:to:)`` on the two views' rows pairs the same rows, keeps them all (they
    /// are all in order) and so finds these same removals, insertions and splices.
    ///
    /// - Parameters:
    ///   - old: Strictly ascending indices into the base list: the rows the old view shows.
    ///   - new: Strictly ascending indices into the base list: the rows the new view shows.
    /// - Complexity: O(*m* + *n*) for *m* old and *n* new indices.
    /// - Precondition: Each sequence is strictly ascending.
    @inlinable
    public init(fromSubsequence old: some Sequence<Int>, toSubsequence new: some Sequence<Int>) {
        var merge = SubsequenceMerge()
        var olds = old.makeIterator()
        var news = new.makeIterator()
        var nextOld = olds.next()
        var nextNew = news.next()
        var lastOld = Int.min
        var lastNew = Int.min
        while nextOld != nil || nextNew != nil {
            if let oldIndex = nextOld, let newIndex = nextNew, oldIndex == newIndex {
                precondition(oldIndex > lastOld && newIndex > lastNew, "subsequence indices must be strictly ascending")
                (lastOld, lastNew) = (oldIndex, newIndex)
                merge.keep()
                nextOld = olds.next()
                nextNew = news.next()
            } else if let oldIndex = nextOld, nextNew.map({ oldIndex < $0 }) ?? true {
                precondition(oldIndex > lastOld, "subsequence indices must be strictly ascending")
                lastOld = oldIndex
                merge.remove()
                nextOld = olds.next()
            } else if let newIndex = nextNew {
                precondition(newIndex > lastNew, "subsequence indices must be strictly ascending")
                lastNew = newIndex
                merge.insert()
                nextNew = news.next()
            }
        }
        self = merge.changes()
    }
}
