/// A model read from a data file that rejects keys it does not know (a misspelt optional key would
/// otherwise be silently ignored) and checks its values after decoding.
public protocol StrictDecodable: Decodable {
    /// The keys the model reads; anything else in the object is an error.
    associatedtype Keys: CodingKey & CaseIterable
    /// Problems with a decoded value, each with the key at fault; empty when valid.
    func validationProblems() -> [(key: String, problem: String)]
}

extension StrictDecodable {
    public func validationProblems() -> [(key: String, problem: String)] { [] }
}

/// Decodes a `Model` after checking the object has no unknown key.
struct Strict<Model: StrictDecodable>: Decodable {
    let value: Model

    init(from decoder: any Decoder) throws {
        let known = Set(Model.Keys.allCases.map(\.stringValue))
        if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !known.contains(key.stringValue) {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath + [key],
                        debugDescription: "unknown key (known keys: \(known.sorted().joined(separator: ", ")))"))
            }
        }
        value = try Model(from: decoder)
        if let (key, problem) = value.validationProblems().first {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath + [AnyCodingKey(stringValue: key)], debugDescription: problem))
        }
    }
}
