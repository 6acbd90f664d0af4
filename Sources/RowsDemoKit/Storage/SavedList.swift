import Foundation

/// A list the user edits, such as the people directory. It is read from the user's saved copy when
/// there is one, else from the bundled first-run file, and saved only to the user's copy, atomically.
/// The bundled file is never written.
///
/// A saved copy that cannot be read is an error naming that file, and it stays as it is: the caller
/// has no list to save over it, so what the user saved is never lost. Nor is a saved copy written
/// by another program (another copy of the app) after this list read it: saving over it is an error
/// naming the file, and the file stays as the other program left it.
public struct SavedList<Model: Codable & StrictDecodable & Identifiable & Sendable>: Sendable {
    /// The user's copy, e.g. `~/.local/share/rows/people.json`.
    public let savedURL: URL
    /// The first-run data, e.g. `data/people.json`.
    public let defaultURL: URL
    /// How errors name the first-run file, e.g. "data/people.json".
    public let defaultName: String
    /// What the saved copy was when this list last read or wrote it.
    private var seen = Seen.notRead

    /// What a list knows of its saved copy.
    private enum Seen: Equatable {
        /// Not read: saving writes whatever is there.
        case notRead
        /// Read or written: saving writes only over the copy as it was then (nil: none).
        case stamp(FileStamp?)
    }

    /// A list saved at `savedURL` that starts out as the contents of `defaultURL`.
    public init(savedURL: URL, defaultURL: URL, defaultName: String? = nil) {
        self.savedURL = savedURL
        self.defaultURL = defaultURL
        self.defaultName = defaultName ?? defaultURL.path
    }

    /// Whether the user has a saved copy (the list was edited at least once).
    public var hasSavedCopy: Bool { FileManager.default.fileExists(atPath: savedURL.path) }

    /// The user's saved list, or the first-run list when nothing was saved yet. The saved copy is
    /// noted as read (see ``save(_:)``).
    public mutating func load() throws(DataFileError) -> [Model] {
        // Noted before the read: a change made while reading shows as one made after it.
        seen = .stamp(FileStamp.of(savedURL))
        if hasSavedCopy { return try DataFile.loadList(Model.self, from: savedURL) }
        return try DataFile.loadList(Model.self, from: defaultURL, name: defaultName)
    }

    /// Saves `models` as the user's copy: all of the new version or, if anything fails, all of the old.
    /// Once this list has read the copy (``load()``), a copy another program wrote since is left as
    /// it is, and the save is an error naming the file (``SaveError/isChangeElsewhere``), unless
    /// `overwritingChangesElsewhere` (the user chose to save over them).
    ///
    /// - Complexity: O(*n*) for *n* models, and one `stat` before and after the write.
    public mutating func save(_ models: [Model], overwritingChangesElsewhere: Bool = false) throws(SaveError) {
        if !overwritingChangesElsewhere, case .stamp(let stamp) = seen, FileStamp.of(savedURL) != stamp {
            throw SaveError(
                file: savedURL.path,
                problem: "changed since it was read (by another copy of the app, or another program), so it was not saved over",
                isChangeElsewhere: true)
        }
        try AtomicFile.write(Self.encoded(models), to: savedURL)
        seen = .stamp(FileStamp.of(savedURL))
    }

    /// The JSON written for `models`: one model per line, keys sorted, so saved files diff well.
    public static func encoded(_ models: [Model]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var text = "[\n"
        for (index, model) in models.enumerated() {
            // Encoding plain Codable models into JSON cannot fail.
            let line = (try? encoder.encode(model)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
            text += "  " + line + (index == models.count - 1 ? "\n" : ",\n")
        }
        text += "]\n"
        return Data(text.utf8)
    }
}
