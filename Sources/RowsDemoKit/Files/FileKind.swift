/// What kind of file an entry is, decided from its name alone (no GTK, no reading the file), in the
/// words GNOME Files uses in its Type column.
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
    case unknown = "Unknown"

    /// The kind of the entry named `name`: a folder, else by its extension (case ignored).
    ///
    /// - Complexity: O(*m*) for a name of *m* characters.
    public static func of(name: String, isFolder: Bool) -> FileKind {
        if isFolder { return .folder }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            return ["README", "LICENSE", "Makefile", "COPYING"].contains(name) ? .text : .unknown
        }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? .unknown
    }

    /// The description shown, e.g. "Swift source".
    public var description: String { rawValue }

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
        ]
        for (kind, extensions) in groups {
            for name in extensions { table[name] = kind }
        }
        return table
    }()
}
