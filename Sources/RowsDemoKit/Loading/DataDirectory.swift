import Foundation

/// A folder of the app's JSON data files (the bundled `data/`, or one the user chose).
/// Errors name files as `name/file.json`, the way the user referred to the folder.
public struct DataDirectory: Sendable {
    /// The file names the app reads, one per screen's data.
    public enum File: String, Sendable, CaseIterable {
        case users = "users.json"
        case pets = "pets.json"
        case people = "people.json"
        case departments = "departments.json"
        case settings = "settings.json"
        case colors = "colors.json"
    }

    /// Where the folder is.
    public let url: URL
    /// How errors name the folder, e.g. "data".
    public let name: String

    /// The folder at `url`, named `name` in errors (its path by default).
    public init(_ url: URL, name: String? = nil) {
        self.url = url
        self.name = name ?? url.path
    }

    /// The URL of `file` in this folder.
    public func url(of file: File) -> URL { url.appendingPathComponent(file.rawValue) }

    /// The users of `users.json`.
    public func users() throws(DataFileError) -> [User] { try load(User.self, .users) }
    /// The pets of `pets.json`.
    public func pets() throws(DataFileError) -> [Pet] { try load(Pet.self, .pets) }
    /// The people of `people.json`.
    public func people() throws(DataFileError) -> [Person] { try load(Person.self, .people) }
    /// The departments of `departments.json`. Their names title the people directory's sections,
    /// so two departments of one name (told apart only by their location), or one named as the
    /// section of people with none (``PeopleDirectory/noDepartment``), are an error naming the second.
    public func departments() throws(DataFileError) -> [Department] {
        let departments = try load(Department.self, .departments)
        var first: [String: Int] = [PeopleDirectory.noDepartment: -1]
        for (index, department) in departments.enumerated() {
            guard let earlier = first.updateValue(index, forKey: department.name) else { continue }
            let problem =
                earlier < 0
                ? "“\(department.name)” is the section of people with no department; name the department otherwise"
                : "“\(department.name)” names [\(earlier)] too; each department needs a name of its own, which titles its section"
            throw DataFileError(file: "\(name)/\(File.departments.rawValue)", path: "[\(index)].name", problem: problem)
        }
        return departments
    }
    /// The settings rows of `settings.json`.
    public func settings() throws(DataFileError) -> [Setting] { try load(Setting.self, .settings) }
    /// The colour swatches of `colors.json`.
    public func colors() throws(DataFileError) -> [ColorSwatch] { try load(ColorSwatch.self, .colors) }

    private func load<Model: StrictDecodable & Identifiable>(_ type: Model.Type, _ file: File) throws(DataFileError) -> [Model] {
        try DataFile.loadList(type, from: url(of: file), name: "\(name)/\(file.rawValue)")
    }
}
