import Foundation

/// How the user left the files screen: the view shown, the order, whether hidden files show, and the
/// columns view's column widths and order. Saved atomically as one JSON object, e.g.
/// `{"columnOrder": ["name", "kind", "size", "modified"], "columnWidths": {"name": 320}, "mode": "columns",
/// "order": {"column": "size", "descending": true}, "showsHidden": true}`; every key may be left out,
/// `order`'s own keys too (its default is used: the list, by name, ascending, hidden files hidden).
public struct FilesViewChoices: Sendable, Equatable {
    /// The view shown.
    public var mode: FilesViewMode
    /// The order of the entries, shared by every view.
    public var order: FileOrder
    /// The width in pixels of each column the user resized; the others size themselves.
    public var columnWidths: [FileColumn: Int]
    /// The columns, in the order shown; each column once.
    public var columnOrder: [FileColumn]
    /// Whether entries whose names start with a dot show (Ctrl+H).
    public var showsHidden: Bool

    /// What a first start shows: the list, by name, columns in their natural widths and order.
    public static let standard = FilesViewChoices()

    /// The widths a column may be saved with, in pixels.
    public static let widthRange = 1...10_000

    /// Creates choices.
    public init(
        mode: FilesViewMode = .list, order: FileOrder = .name, columnWidths: [FileColumn: Int] = [:],
        columnOrder: [FileColumn] = FileColumn.allCases, showsHidden: Bool = false
    ) {
        self.mode = mode
        self.order = order
        self.columnWidths = columnWidths
        self.columnOrder = columnOrder
        self.showsHidden = showsHidden
    }

    /// The choices saved in `url`; ``standard`` when nothing was saved yet. A file that cannot be read
    /// is an error naming it and the key at fault, e.g. `…/files-view.json: mode: unknown view “gallery”
    /// (known: list, columns, tree, grid)`; the file is left as it is.
    public static func load(from url: URL) throws(DataFileError) -> FilesViewChoices {
        guard FileManager.default.fileExists(atPath: url.path) else { return .standard }
        let data = try DataFile.read(url, name: url.path)
        do {
            return try JSONDecoder().decode(FilesViewChoices.self, from: data)
        } catch let error as DecodingError {
            throw DataFile.dataFileError(error, file: url.path, data: data)
        } catch {
            throw DataFileError(file: url.path, problem: "\(error)")
        }
    }

    /// Saves these choices to `url`, replacing the file atomically (all of the new version, or all
    /// of the old).
    public func save(to url: URL) throws(SaveError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try AtomicFile.write((try? encoder.encode(self)) ?? Data("{}".utf8), to: url)
    }
}

extension FilesViewChoices: Codable {
    private enum Keys: String, CodingKey, CaseIterable {
        case mode, order, columnWidths, columnOrder, showsHidden
    }

    public init(from decoder: any Decoder) throws {
        try Self.rejectUnknownKeys(in: decoder.container(keyedBy: AnyCodingKey.self), known: Keys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: Keys.self)
        self.init()
        if let mode = try container.decodeIfPresent(String.self, forKey: .mode) {
            guard let known = FilesViewMode(rawValue: mode) else {
                let names = FilesViewMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw Self.problem("unknown view “\(mode)” (known: \(names))", at: [Keys.mode])
            }
            self.mode = known
        }
        if container.contains(.order), try !container.decodeNil(forKey: .order) {
            order = try Self.order(in: container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .order))
        }
        if let widths = try container.decodeIfPresent([String: Int].self, forKey: .columnWidths) {
            for (name, width) in widths.sorted(by: { $0.key < $1.key }) {
                let path: [any CodingKey] = [Keys.columnWidths, AnyCodingKey(stringValue: name)]
                guard let column = FileColumn(rawValue: name) else { throw Self.unknownColumn(name, at: path) }
                guard Self.widthRange.contains(width) else {
                    throw Self.problem(
                        "a width of \(width) pixels; expected \(Self.widthRange.lowerBound) to \(Self.widthRange.upperBound)",
                        at: path)
                }
                columnWidths[column] = width
            }
        }
        if let names = try container.decodeIfPresent([String].self, forKey: .columnOrder) {
            var columns: [FileColumn] = []
            for (index, name) in names.enumerated() {
                let path: [any CodingKey] = [Keys.columnOrder, AnyCodingKey(intValue: index)]
                guard let column = FileColumn(rawValue: name) else { throw Self.unknownColumn(name, at: path) }
                guard !columns.contains(column) else { throw Self.problem("“\(name)” is listed twice", at: path) }
                columns.append(column)
            }
            // A column missing from the list (one added by a later version) goes last.
            columnOrder = columns + FileColumn.allCases.filter { !columns.contains($0) }
        }
        showsHidden = try container.decodeIfPresent(Bool.self, forKey: .showsHidden) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(mode.rawValue, forKey: .mode)
        try container.encode(order, forKey: .order)
        try container.encode(
            Dictionary(uniqueKeysWithValues: columnWidths.map { ($0.key.rawValue, $0.value) }), forKey: .columnWidths)
        try container.encode(columnOrder.map(\.rawValue), forKey: .columnOrder)
        try container.encode(showsHidden, forKey: .showsHidden)
    }

    /// The order saved under `order`: `column` (by name) and `descending`, each may be left out.
    private static func order(in container: KeyedDecodingContainer<AnyCodingKey>) throws -> FileOrder {
        let column = AnyCodingKey(stringValue: "column")
        let descending = AnyCodingKey(stringValue: "descending")
        try rejectUnknownKeys(in: container, known: [column.stringValue, descending.stringValue], under: [Keys.order])
        var order = FileOrder.name
        if let name = try container.decodeIfPresent(String.self, forKey: column) {
            guard let known = FileColumn(rawValue: name) else { throw unknownColumn(name, at: [Keys.order, column]) }
            order.column = known
        }
        if let isDescending = try container.decodeIfPresent(Bool.self, forKey: descending) { order.descending = isDescending }
        return order
    }

    /// Throws for the first key of `container` not in `known`, naming it under `path`.
    private static func rejectUnknownKeys(
        in container: KeyedDecodingContainer<AnyCodingKey>, known: [String], under path: [any CodingKey] = []
    ) throws {
        for key in container.allKeys where !known.contains(key.stringValue) {
            throw problem("unknown key (known keys: \(known.joined(separator: ", ")))", at: path + [key])
        }
    }

    private static func problem(_ text: String, at path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: path, debugDescription: text))
    }

    private static func unknownColumn(_ name: String, at path: [any CodingKey]) -> DecodingError {
        problem("unknown column “\(name)” (known: \(FileColumn.allCases.map(\.rawValue).joined(separator: ", ")))", at: path)
    }
}
