import Foundation
import RowsCore

/// One entry of a folder, as the files screen shows it.
public struct FileEntry: Identifiable, Hashable, Sendable {
    /// The entry's name, unique within its folder, or its ``identity`` when it has one; placed in
    /// its ``folder`` when that is set (entries of several folders shown together, as in an
    /// outline), so unique across them: for a UTF-8 name not renamed, its full path.
    public var id: String {
        let own = identity ?? name
        guard let place = placement?.id else { return own }
        return place == "/" ? "/\(own)" : "\(place)/\(own)"
    }
    /// Its path as text (a ``FilePathText``, which keeps a name's bytes) when ``folder`` is set: what
    /// its children are listed by (see ``FolderOutline``); nil otherwise.
    public var pathText: String? {
        guard let folder else { return nil }
        let own = fileName.pathComponent
        return folder == "/" ? "/\(own)" : "\(folder)/\(own)"
    }
    /// Its path as the file system has it, NUL-terminated (its name's bytes, in ``folder``), when
    /// ``folder`` is set: what it is opened by; nil otherwise.
    public var path: [CChar]? { folder.map { fileName.path(in: $0) } }
    /// The id the entry keeps whatever its name: set when a file is renamed while shown, to the id
    /// it had, so that its row moves and stays selected (see ``FolderContents``); nil otherwise.
    public var identity: String?
    /// The file or folder name, as shown (see ``FileName``).
    public var name: String
    /// The name's bytes when they are not UTF-8 (so `name` does not name the file); nil otherwise.
    public var rawName: [UInt8]?
    /// The name as the file system has it: what the file is stat'ed and opened by.
    public var fileName: FileName { rawName.map(FileName.init(bytes:)) ?? FileName(name) }
    /// The folder holding it, set where entries of several folders are shown together; nil in a
    /// listing of one folder.
    public var folder: String? {
        get { placement?.folder }
        set { placement = newValue.map(Placement.init(folder:)) }
    }
    /// ``folder``, and the folder as ``id`` places the entry in it.
    var placement: Placement?
    /// Whether it is a folder (symbolic links to folders count as folders).
    public var isFolder: Bool
    /// Size in bytes for a file; nil for a folder or when unknown.
    public var byteCount: Int64?
    /// For a folder, how many entries it holds, all of them and those hidden; nil when it cannot be
    /// read or for a file.
    public var itemCounts: ItemCounts?
    /// Whether ``itemCount`` counts the folder's hidden entries: set where entries are arranged to
    /// be shown (``FileOrder/arranged(_:showingHidden:)``) to whether hidden files show, so that a
    /// folder's count is what opening it shows, as GNOME Files counts.
    public var countsHiddenItems = true
    /// For a folder, how many entries opening it shows (its hidden ones as ``countsHiddenItems``
    /// says); nil when it cannot be read or for a file.
    public var itemCount: Int? { itemCounts.map { countsHiddenItems ? $0.all : $0.all - $0.hidden } }
    /// When its contents last changed (`st_mtime`); nil when unknown.
    public var modified: Date?
    /// Where it points when it is a symbolic link, as the link says (`readlink`); nil otherwise. Its
    /// size, date and whether it is a folder are its target's.
    public var linkTarget: String?
    /// Whether it is a symbolic link whose target is not there.
    public var isBrokenLink = false
    /// What its first bytes say it is (see ``FileContentType/of(contents:isExecutable:)``), read by
    /// a listing when its name says nothing; nil otherwise.
    public var contentType: FileContentType?

    /// The kind its ``contentType`` says; nil when its bytes were not read.
    public var contentKind: FileKind? { contentType?.kind }

    /// Creates an entry; a folder's `itemCount` entries are none of them hidden.
    public init(name: String, isFolder: Bool, byteCount: Int64? = nil, itemCount: Int? = nil, modified: Date? = nil) {
        self.name = name
        self.rawName = nil
        self.isFolder = isFolder
        self.byteCount = byteCount
        self.itemCounts = itemCount.map { ItemCounts(all: $0, hidden: 0) }
        self.modified = modified
    }

    /// How many entries a folder holds: all of them, and those of them hidden (their names start
    /// with a dot).
    public struct ItemCounts: Hashable, Sendable {
        /// Every entry.
        public var all: Int
        /// The hidden entries among them.
        public var hidden: Int

        /// Counts of `all` entries, `hidden` of them hidden.
        public init(all: Int, hidden: Int) {
            self.all = all
            self.hidden = hidden
        }
    }

    /// `entries` as a view shows them while hidden files show or not (`showingHidden`): hidden
    /// entries left out unless they show, and folders counting their hidden entries only then.
    ///
    /// - Complexity: O(*n*) for *n* entries.
    static func shown(_ entries: [FileEntry], showingHidden: Bool) -> [FileEntry] {
        var shown = showingHidden ? entries : entries.filter { !$0.isHidden }
        for index in shown.indices where shown[index].isFolder && shown[index].countsHiddenItems != showingHidden {
            shown[index].countsHiddenItems = showingHidden
        }
        return shown
    }

    /// An entry named `fileName`: its text shown, its bytes kept when they are not UTF-8 (with an id
    /// of their own, since two such names can show the same).
    ///
    /// A UTF-8 name not in Unicode's composed form (NFC) gets an id of its bytes too: Swift's strings
    /// compare by canonical equivalence, so "é.txt" made of `e` and a combining accent (as macOS
    /// writes names) equals the composed "é.txt", and the two files of a folder holding both would
    /// have one id (in the tree, two nodes with one id stopped the app).
    public init(fileName: FileName, isFolder: Bool, byteCount: Int64? = nil, itemCount: Int? = nil, modified: Date? = nil) {
        self.init(name: fileName.description, isFolder: isFolder, byteCount: byteCount, itemCount: itemCount, modified: modified)
        if !fileName.isUTF8 {
            rawName = fileName.bytes
            identity = Self.identity(of: fileName)
        } else if fileName.bytes.contains(where: { $0 >= 0x80 }),
            !fileName.description.precomposedStringWithCanonicalMapping.utf8.elementsEqual(fileName.bytes)
        {
            identity = Self.identity(of: fileName)
        }
    }

    /// An id made of the name's text and its bytes: unique to those bytes, and never a file name
    /// (no file name holds a NUL).
    static func identity(of fileName: FileName) -> String {
        fileName.description + "\u{0}" + fileName.bytes.map { String($0, radix: 16) }.joined(separator: " ")
    }

    /// A folder entries are placed in (``folder``), and the folder as their ids place them in it.
    struct Placement: Hashable, Sendable {
        /// The folder's path (a ``FilePathText``).
        let folder: String
        /// The path, each component not in Unicode's composed form (NFC) followed by a NUL and its
        /// bytes, as such a name's id is: Swift's strings compare by canonical equivalence, so the
        /// entries of two folders whose names differ only so would otherwise have the same ids.
        let id: String

        /// The placement in `folder`.
        ///
        /// - Complexity: O(*n*) for a path of *n* bytes; one scalar scan when every scalar is below
        ///   U+0300, where no string is other than its composed form.
        init(folder: String) {
            self.folder = folder
            guard folder.unicodeScalars.contains(where: { $0.value >= 0x300 }) else {
                id = folder
                return
            }
            id = folder.split(separator: "/", omittingEmptySubsequences: false).map { component in
                let text = String(component)
                guard !text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text.unicodeScalars) else {
                    return text
                }
                return FileEntry.identity(of: FileName(text))
            }.joined(separator: "/")
        }
    }

    /// Whether the name starts with a dot, the Unix way of hiding a file.
    public var isHidden: Bool { name.hasPrefix(".") }

    /// What kind of file it is, in words, as GNOME Files' Type column says: "Folder", "Text",
    /// "Swift source", "Image"… (see ``FileKind``): by its name, else by its ``contentKind``.
    /// A symbolic link says what it points to, as GNOME Files does: "Link to Text" (the kind of its
    /// target's name, else of its own, else of its target's bytes), "Link to Folder", "Link (broken)".
    public var kind: String {
        let own = FileKind.of(name: name, isFolder: isFolder)
        guard let linkTarget else { return (own == .unknown ? contentKind ?? own : own).description }
        if isBrokenLink { return "Link (broken)" }
        let targetName = linkTarget.split(separator: "/").last.map(String.init) ?? linkTarget
        let target = FileKind.of(name: targetName, isFolder: isFolder)
        let pointedTo = target != .unknown ? target : own != .unknown ? own : contentKind ?? .unknown
        return pointedTo == .unknown ? "Link" : "Link to \(pointedTo.description)"
    }

    /// What the row shows on the right: the size of a file ("4.2 MB"), the item count of a folder.
    public var detail: String {
        if isFolder {
            guard let itemCount else { return ByteCount.unknown }
            return itemCount == 1 ? "1 item" : "\(itemCount) items"
        }
        return ByteCount.format(byteCount)
    }
}
