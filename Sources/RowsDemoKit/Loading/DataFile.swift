import Foundation

/// Reads the JSON data files a list screen shows, with errors that name the file, the key and the problem.
public enum DataFile {
    /// Loads a JSON array of `Model` from `url`; `name` is how errors refer to the file (its path by default).
    ///
    /// Fails with a ``DataFileError`` when the file cannot be read, is empty, is not UTF-8, is not
    /// valid JSON, has a value of the wrong type, misses or adds a key, fails validation, or repeats an id.
    public static func loadList<Model: StrictDecodable & Identifiable>(
        _ type: Model.Type, from url: URL, name: String? = nil
    ) throws(DataFileError) -> [Model] {
        let name = name ?? url.path
        return try decodeList(type, from: read(url, name: name), name: name)
    }

    /// The bytes of the file at `url`, or an error naming it (`name`) and why it cannot be read.
    static func read(_ url: URL, name: String) throws(DataFileError) -> Data {
        do {
            // swift-foundation's Data(contentsOf:) leaks its 4 KiB read buffer when a file is empty
            // (AddressSanitizer found it), so an empty file is read through a FileHandle instead.
            if let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int, size == 0 {
                let handle = try FileHandle(forReadingFrom: url)
                defer { try? handle.close() }
                return try handle.readToEnd() ?? Data()
            }
            return try Data(contentsOf: url)
        } catch {
            throw DataFileError(file: name, problem: "cannot be read (\(readProblem(error)))")
        }
    }

    /// Decodes a JSON array of `Model` from `data`; `name` is how errors refer to its file.
    public static func decodeList<Model: StrictDecodable & Identifiable>(
        _ type: Model.Type, from data: Data, name: String
    ) throws(DataFileError) -> [Model] {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw DataFileError(file: name, problem: "the file is empty; expected a JSON list")
        }
        if String(validatingUTF8Data: data) == nil {
            throw DataFileError(file: name, problem: "is not UTF-8 text")
        }
        let models: [Model]
        do {
            models = try JSONDecoder().decode([Strict<Model>].self, from: data).map(\.value)
        } catch let error as DecodingError {
            throw dataFileError(error, file: name, data: data)
        } catch {
            throw DataFileError(file: name, problem: "\(error)")
        }
        var firstIndex = [Model.ID: Int](minimumCapacity: models.count)
        for (index, model) in models.enumerated() {
            if let first = firstIndex[model.id] {
                throw DataFileError(
                    file: name, path: "[\(index)].id", problem: "duplicate id \(model.id) (first used at [\(first)])")
            }
            firstIndex[model.id] = index
        }
        return models
    }

    static func dataFileError(_ error: DecodingError, file: String, data: Data? = nil) -> DataFileError {
        switch error {
        case .typeMismatch(let type, let context):
            let found = foundPhrase(in: context.debugDescription).map { ", found \($0)" } ?? ""
            return DataFileError(
                file: file, path: formattedCodingPath(context.codingPath), problem: "expected \(describe(type))\(found)")
        case .valueNotFound(let type, let context):
            return DataFileError(
                file: file, path: formattedCodingPath(context.codingPath), problem: "expected \(describe(type)), found null")
        case .keyNotFound(let key, let context):
            return DataFileError(
                file: file, path: formattedCodingPath(context.codingPath + [key]), problem: "missing key")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return DataFileError(
                    file: file, problem: "is not valid JSON" + (data.flatMap(syntaxProblem).map { ": \($0)" } ?? ""))
            }
            return DataFileError(file: file, path: formattedCodingPath(context.codingPath), problem: context.debugDescription)
        @unknown default:
            return DataFileError(file: file, problem: "\(error)")
        }
    }

    /// Where `data` stops being JSON, as a person finds it in an editor ("line 3, column 12", or "it
    /// ends too soon"); nil when Foundation does not say. (JSONDecoder on Linux says only that the
    /// data is not valid JSON; JSONSerialization says at which character.)
    static func syntaxProblem(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch let error as NSError {
            guard let detail = error.userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            if detail.contains("Unexpected end of file") { return "it ends too soon" }
            guard let range = detail.range(of: "around character "),
                let offset = Int(detail[range.upperBound...].prefix { $0.isNumber })
            else { return nil }
            // The offset counts bytes from 0; lines and columns count from 1, a column a character.
            let before = data.prefix(offset)
            let lines = before.split(separator: 0x0A, omittingEmptySubsequences: false)
            let column = String(decoding: lines.last ?? Data(), as: UTF8.self).count + 1
            return "line \(lines.count), column \(column)"
        }
    }

    /// A person's word for what a type looks like in JSON.
    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is any BinaryInteger.Type: "a whole number"
        case is any BinaryFloatingPoint.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default:
            String(describing: type).hasPrefix("Array<") ? "a list" : "an object"
        }
    }

    /// Pulls "a string" out of Foundation's "Expected to decode Double but found a string instead."
    private static func foundPhrase(in text: String) -> String? {
        guard let start = text.range(of: "but found ") else { return nil }
        var phrase = text[start.upperBound...]
        if let end = phrase.range(of: " instead") { phrase = phrase[..<end.lowerBound] }
        let trimmed = phrase.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        return trimmed.isEmpty ? nil : trimmed
    }

    private static func readProblem(_ error: any Error) -> String {
        let nsError = error as NSError
        if let posix = (nsError.userInfo[NSUnderlyingErrorKey] as? NSError), posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        if nsError.code == NSFileReadNoPermissionError { return "permission denied" }
        return nsError.localizedDescription
    }
}

extension String {
    /// The text of `data` if it is valid UTF-8, else nil (never repairs).
    init?(validatingUTF8Data data: Data) {
        guard let text = String(bytes: data, encoding: .utf8) else { return nil }
        self = text
    }
}
