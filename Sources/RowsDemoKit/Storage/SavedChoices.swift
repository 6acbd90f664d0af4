import Foundation

/// The values the user picked in the settings screen's pickers, by setting id, saved atomically in
/// one JSON object such as `{"s-density": 2}`.
public struct SavedChoices: Sendable {
    /// The file, e.g. `~/.local/share/rows/choices.json`.
    public let url: URL

    /// Choices kept in the file at `url`.
    public init(url: URL) { self.url = url }

    /// The saved choices; empty when nothing was saved yet. A file that cannot be read is an error
    /// naming it and the key at fault (and it is left as it is).
    public func load() throws(DataFileError) -> [String: Int] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let data = try DataFile.read(url, name: url.path)
        do {
            return try JSONDecoder().decode([String: Int].self, from: data)
        } catch let error as DecodingError {
            throw DataFile.dataFileError(error, file: url.path, data: data)
        } catch {
            throw DataFileError(file: url.path, problem: "\(error)")
        }
    }

    /// The saved choices, each of a picker among `settings` checked to be one of its choices: a
    /// value out of range (a file edited by hand, or by another version) is an error naming the file,
    /// the setting's id and its choices, not a pick quietly dropped; choices of other ids (the people
    /// page's layout) are left to whoever reads them. The file is left as it is.
    public func load(checkedAgainst settings: [Setting]) throws(DataFileError) -> [String: Int] {
        let choices = try load()
        for setting in settings {
            guard let options = setting.choices, let index = choices[setting.id], !options.indices.contains(index) else {
                continue
            }
            throw DataFileError(
                file: url.path, path: setting.id,
                problem: "\(index) is not one of the \(options.count) choices of “\(setting.title)” (0 to \(options.count - 1))")
        }
        return choices
    }

    /// Saves `changed` over the choices saved now, which stay as they are otherwise (another copy of
    /// the app may have saved some since they were read); a file that cannot be read is not written
    /// over, and its error is thrown.
    ///
    /// - Complexity: One read and one atomic write of the file.
    public func save(merging changed: [String: Int]) throws {
        var saved = try load()
        saved.merge(changed) { $1 }
        try save(saved)
    }

    /// Saves `choices`, replacing the file atomically.
    public func save(_ choices: [String: Int]) throws(SaveError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try AtomicFile.write((try? encoder.encode(choices)) ?? Data("{}".utf8), to: url)
    }
}
