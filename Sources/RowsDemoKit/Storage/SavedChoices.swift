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

    /// Saves `choices`, replacing the file atomically.
    public func save(_ choices: [String: Int]) throws(SaveError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try AtomicFile.write((try? encoder.encode(choices)) ?? Data("{}".utf8), to: url)
    }
}
