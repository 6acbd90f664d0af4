import Foundation
import RowsCore
import RowsDemoKit

/// Builds each page from its data files; a page whose data cannot be read becomes an
/// ``UnavailablePage`` naming the file and the key, so one bad file never blanks the whole window.
@MainActor
struct PageLoader {
    /// Where the data and the user's folders are.
    let context: DemoContext

    /// The ids of the settings whose choices the app applies.
    static let densitySetting = "s-density"
    static let sortSetting = "s-sort"
    /// The People Directory's row layout (an index in `PersonLayout.allCases`), saved with the
    /// settings' choices though no setting shows it: it is picked in the page's toolbar.
    static let layoutChoice = "people-layout"
    /// Whether the People Directory's VIP theme is on (1) or off (0), picked in its toolbar.
    static let vipThemeChoice = "people-vip-theme"

    /// The user's copy of the people directory and its first-run default.
    var peopleStore: SavedList<Person> {
        SavedList(
            savedURL: context.folders.data.appendingPathComponent("people.json"),
            defaultURL: context.data.url(of: .people), defaultName: "\(context.data.name)/people.json")
    }

    /// Where the settings' picked values are saved.
    var savedChoices: SavedChoices { SavedChoices(url: context.folders.data.appendingPathComponent("choices.json")) }

    /// Where the Files page keeps its view, order and columns.
    var filesViewFile: URL { context.folders.state.appendingPathComponent("files-view.json") }

    /// The value picked for each picker setting: saved, else the file's default; empty if unreadable.
    func currentChoices() -> [String: Int] {
        guard let settings = try? context.data.settings(), let saved = try? savedChoices.load() else { return [:] }
        var choices = [String: Int]()
        for row in SettingRow.rows(settings, choices: saved, measure: { _ in nil }) {
            if let choice = row.choice { choices[row.id] = choice }
        }
        return choices
    }

    /// The page `name`, following the settings' `choices` where it acts on them (the people's order).
    func page(_ name: PageName, choices: [String: Int] = [:]) -> any DemoPage {
        do {
            switch name {
            case .peoplePets:
                return PeoplePetsPage(users: try context.data.users(), pets: try context.data.pets())
            case .settings:
                let settings = try context.data.settings()
                let choices = try savedChoices.load(checkedAgainst: settings)
                return SettingsPage(settings: settings, choices: choices, savedChoices: savedChoices, folders: context.folders)
            case .colors:
                return ColorsPage(swatches: try context.data.colors())
            case .people:
                let directory = PeopleDirectory(departments: try context.data.departments())
                // With the choices unknown (a file that cannot be read), the people show in their
                // saved order: sorted otherwise, the next edit would save over the user's own order.
                let order = choices[Self.sortSetting].flatMap(PersonOrder.init(rawValue:)) ?? .manual
                var store = peopleStore
                let page = PeoplePage(people: try store.load(), directory: directory, store: store, order: order)
                // The toolbar's last picks; a saved file that cannot be read leaves the defaults.
                let saved = (try? savedChoices.load()) ?? [:]
                if let index = saved[Self.layoutChoice], PersonLayout.allCases.indices.contains(index) {
                    page.setLayout(PersonLayout.allCases[index])
                }
                if let isOn = saved[Self.vipThemeChoice] { page.setEmphasizesVIPs(isOn != 0) }
                return page
            case .files:
                return FilesPage(folder: context.filesFolder, choicesFile: filesViewFile)
            case .million:
                return MillionPage()
            }
        } catch {
            return UnavailablePage(error)
        }
    }
}
