/// How the files screen orders a folder: folders first, then by name or by size.
public enum FileOrder: String, Sendable, CaseIterable, Codable {
    /// Folders, then files, each by name as a person reads it ("file2" before "file10", case ignored).
    case name
    /// Folders, then files, largest first; ties by name.
    case size

    /// `entries` in this order, hidden entries left out unless `showingHidden`.
    public func arranged(_ entries: [FileEntry], showingHidden: Bool) -> [FileEntry] {
        let shown = showingHidden ? entries : entries.filter { !$0.isHidden }
        return shown.sorted { left, right in
            if left.isFolder != right.isFolder { return left.isFolder }
            if self == .size {
                let leftSize = left.isFolder ? Int64(left.itemCount ?? -1) : (left.byteCount ?? -1)
                let rightSize = right.isFolder ? Int64(right.itemCount ?? -1) : (right.byteCount ?? -1)
                if leftSize != rightSize { return leftSize > rightSize }
            }
            return Self.readsBefore(left.name, right.name)
        }
    }

    /// Natural order: digits compare as numbers, letters without regard to case; then plain order.
    static func readsBefore(_ left: String, _ right: String) -> Bool {
        let order = naturalCompare(Array(left.unicodeScalars), Array(right.unicodeScalars))
        return order != 0 ? order < 0 : left < right
    }

    private static func naturalCompare(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar]) -> Int {
        var i = 0
        var j = 0
        while i < left.count && j < right.count {
            if left[i].properties.numericType != nil && left[i].isASCII && right[j].isASCII
                && right[j].properties.numericType != nil
            {
                let startI = i
                let startJ = j
                while i < left.count && left[i].isASCII && left[i].properties.numericType != nil { i += 1 }
                while j < right.count && right[j].isASCII && right[j].properties.numericType != nil { j += 1 }
                let a = String(String.UnicodeScalarView(left[startI..<i])).drop { $0 == "0" }
                let b = String(String.UnicodeScalarView(right[startJ..<j])).drop { $0 == "0" }
                if a.count != b.count { return a.count < b.count ? -1 : 1 }
                if a != b { return a < b ? -1 : 1 }
                continue
            }
            let a = left[i].properties.lowercaseMapping
            let b = right[j].properties.lowercaseMapping
            if a != b { return a < b ? -1 : 1 }
            i += 1
            j += 1
        }
        return (left.count - i) - (right.count - j)
    }
}
