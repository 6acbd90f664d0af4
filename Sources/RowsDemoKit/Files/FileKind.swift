/// What kind of file an entry is, in the words GNOME Files uses in its Type column: decided from its
/// name (no GTK), and, when the name says nothing, from its first bytes (see ``FileContentType``).
public enum FileKind: String, Sendable, CaseIterable {
    case folder = "Folder"
    case text = "Text"
    case markdown = "Markdown document"
    case swiftSource = "Swift source"
    case cSource = "C source"
    case cHeader = "C header"
    case pythonScript = "Python script"
    case shellScript = "Shell script"
    case json = "JSON document"
    case html = "HTML document"
    case css = "CSS stylesheet"
    case image = "Image"
    case audio = "Audio"
    case video = "Video"
    case pdf = "PDF document"
    case archive = "Archive"
    case spreadsheet = "Spreadsheet"
    case document = "Document"
    case makefile = "Makefile"
    case mesonScript = "Meson script"
    /// A file of no bytes whose name says nothing.
    case emptyDocument = "Empty document"
    /// An executable file (a program's code, or any executable file not text).
    case program = "Program"
    /// A program's code that programs load (`*.so`, `*.so.1`, or an ELF file of that type).
    case sharedLibrary = "Shared library"
    /// Compiled code not yet linked (`*.o`, or an ELF file of that type).
    case objectCode = "Object code"
    /// A program's memory written when it crashed (an ELF core file).
    case crashData = "Program crash data"
    /// Bytes that are not text, of no kind known here.
    case binary = "Binary"
    case unknown = "Unknown"

    /// The kind of the entry named `name`: a folder, else by its whole name ("Makefile",
    /// "meson.build", "README"), else by its extension (case ignored); ``unknown`` when the name says
    /// nothing.
    ///
    /// - Complexity: O(*m*) for a name of *m* characters.
    public static func of(name: String, isFolder: Bool) -> FileKind {
        if isFolder { return .folder }
        if let kind = byName[name] { return kind }
        if isVersionedSharedLibrary(name) { return .sharedLibrary }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .unknown }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? .unknown
    }

    /// The description shown, e.g. "Swift source".
    public var description: String { rawValue }

    /// Whether files of this kind are text to read (prose, code, a script, data written as text),
    /// as the content type "text/plain" would show them where GIO does not know the name.
    public var isText: Bool {
        switch self {
        case .text, .markdown, .swiftSource, .cSource, .cHeader, .pythonScript, .shellScript, .json, .html, .css,
            .makefile, .mesonScript:
            true
        case .folder, .image, .audio, .video, .pdf, .archive, .spreadsheet, .document, .emptyDocument, .program,
            .sharedLibrary, .objectCode, .crashData, .binary, .unknown:
            false
        }
    }

    /// Whether `name` is a shared library's with its version after it, as `libgtk-4.so.1`
    /// (shared-mime-info's glob `*.so.[0-9]*`).
    ///
    /// - Complexity: O(*m*) for a name of *m* UTF-8 bytes, read once (every file listed asks).
    private static func isVersionedSharedLibrary(_ name: String) -> Bool {
        let dot = UInt8(ascii: ".")
        let s = UInt8(ascii: "s")
        let o = UInt8(ascii: "o")
        var matched = 0  // how much of ".so." the bytes just read end with
        for byte in name.utf8 {
            switch (matched, byte) {
            case (4, UInt8(ascii: "0")...UInt8(ascii: "9")): return true
            case (1, s), (4, s): matched = 2  // the last dot may begin ".so." again
            case (2, o): matched = 3
            case (3, dot): matched = 4
            default: matched = byte == dot ? 1 : 0
            }
        }
        return false
    }

    private static let byName: [String: FileKind] = [
        "README": .text, "LICENSE": .text, "COPYING": .text, "AUTHORS": .text, "NEWS": .text, "INSTALL": .text,
        "ChangeLog": .text, "Makefile": .makefile, "makefile": .makefile, "GNUmakefile": .makefile,
        "meson.build": .mesonScript, "meson_options.txt": .mesonScript, "meson.options": .mesonScript,
    ]

    private static let byExtension: [String: FileKind] = {
        var table: [String: FileKind] = [:]
        let groups: [(FileKind, [String])] = [
            (.text, ["txt", "log", "text", "conf", "ini", "cfg", "csv", "toml", "yaml", "yml"]),
            (.markdown, ["md", "markdown"]),
            (.swiftSource, ["swift"]),
            (.cSource, ["c"]),
            (.cHeader, ["h"]),
            (.pythonScript, ["py"]),
            (.shellScript, ["sh", "bash"]),
            (.json, ["json"]),
            (.html, ["html", "htm"]),
            (.css, ["css"]),
            (.image, ["png", "jpg", "jpeg", "gif", "svg", "webp", "bmp", "tif", "tiff", "ico"]),
            (.audio, ["mp3", "ogg", "oga", "flac", "wav", "opus", "m4a"]),
            (.video, ["mp4", "mkv", "webm", "avi", "mov", "ogv"]),
            (.pdf, ["pdf"]),
            (.archive, ["zip", "tar", "gz", "tgz", "xz", "bz2", "zst", "7z", "rar", "deb"]),
            (.spreadsheet, ["ods", "xlsx", "xls"]),
            (.document, ["odt", "doc", "docx", "rtf"]),
            (.sharedLibrary, ["so"]),
            (.objectCode, ["o"]),
        ]
        for (kind, extensions) in groups {
            for name in extensions { table[name] = kind }
        }
        return table
    }()
}
