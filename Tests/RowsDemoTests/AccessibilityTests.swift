import Foundation
import GtkTestSupport
import RowsDemoKit
import Testing

/// What a screen reader meets in the running app: the AT-SPI tree of `rows-demo`, read by
/// Tests/Tools/atspi_rows.py (python3-pyatspi) on an X display and in a D-Bus session of its own
/// (on a shared display, every GTK app there would use its accessibility bus, which goes away with it),
/// page by page.
@Suite("The app through a screen reader's eyes (AT-SPI)", .enabled(if: atSPIToolsArePresent), .serialized)
struct AccessibilityTests {
    /// One list row as AT-SPI shows it.
    struct Row: Decodable {
        var list: Int
        var role: String
        var name: String
        var description: String
        var texts: [String]
        var headings: [String]
        /// What a screen reader reads for each drop-down in the row (the button GTK 4.8 focuses).
        var dropDowns: [String]

        /// What a screen reader says for the row.
        var spoken: String { description.isEmpty ? name : "\(name), \(description)" }
    }

    /// A button, entry or check box outside the lists, as AT-SPI shows it.
    struct Control: Decodable {
        var role: String
        var name: String
        /// AT-SPI's names of its states: "pressed" for a toggle button pressed, "checked" for a check box ticked.
        var states: [String]
        /// Whether it is a drop-down's button (what GTK 4.8 focuses in a drop-down).
        var dropDown: Bool?
    }

    /// A drop-down, in a row or not, with what a screen reader reads for each row of its popup.
    struct DropDownChoices: Decodable {
        /// Its button's name.
        var name: String
        var choices: [String]
    }

    /// One page's rows and controls, or why they could not be read.
    struct Page: Decodable {
        var page: String
        var rows: [Row]?
        var controls: [Control]?
        var dropDowns: [DropDownChoices]?
        var error: String?
    }

    /// Every page's rows, read once for all the tests.
    @MainActor static let pages: [Page] = {
        let binary = BuiltProducts.executable("rows-demo")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("rows-atspi-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: AccessibilityTools.python)
        process.arguments = [
            repositoryRoot.appendingPathComponent("Tests/Tools/atspi_rows.py").path, output.path, binary.path,
            repositoryRoot.appendingPathComponent("data").path, repositoryRoot.appendingPathComponent("data").path,
            "people-pets", "settings", "colors", "people", "files", "files:columns", "files:tree", "files:grid",
            "million",
        ]
        process.currentDirectoryURL = repositoryRoot
        guard (try? process.run()) != nil else { return [] }
        process.waitUntilExit()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            try? JSONDecoder().decode(Page.self, from: Data(line.utf8))
        }
    }()

    @MainActor
    @Test("every page's list rows reach the accessibility bus")
    func everyPageIsRead() throws {
        let pages = Self.pages
        #expect(
            pages.map(\.page) == [
                "people-pets", "settings", "colors", "people", "files", "files:columns", "files:tree", "files:grid", "million",
            ])
        for page in pages {
            #expect(page.error == nil, "\(page.page): \(page.error ?? "")")
            let content = page.rows?.filter { $0.list > 1 } ?? []
            #expect(content.count >= 3, "\(page.page): \(content.count) rows in the page's lists")
        }
    }

    @MainActor
    @Test("every list row has a name, and says every text it shows")
    func everyRowIsNamedAsShown() {
        let rows = Self.pages.flatMap { $0.rows ?? [] }
        #expect(rows.count(where: { !$0.texts.isEmpty }) * 10 >= rows.count * 9, "most rows show texts to compare with")
        for page in Self.pages {
            for row in page.rows ?? [] {
                #expect(!row.name.isEmpty, "\(page.page): an unnamed \(row.role) showing \(row.texts)")
                let unsaid = row.texts.filter { !row.spoken.contains($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                #expect(unsaid.isEmpty, "\(page.page): \"\(row.spoken)\" leaves out \(unsaid)")
            }
        }
    }

    @MainActor
    @Test(
        "every button, entry and check box shown around the lists has a name: not a GTK class name nor an icon's, no mnemonic underscore"
    )
    func everyControlIsNamed() {
        let controls = Self.pages.flatMap { $0.controls ?? [] }
        #expect(controls.count >= 12, "\(controls.count) controls read")
        for page in Self.pages {
            for control in page.controls ?? [] {
                #expect(
                    !control.name.isEmpty && !control.name.hasPrefix("Gtk") && !control.name.hasPrefix("Adw")
                        && !control.name.contains("_") && !control.name.hasSuffix("-symbolic"),
                    "\(page.page): a \(control.role) named \"\(control.name)\"")
            }
        }
    }

    @MainActor
    @Test("a drop-down is read by what it sets and the value chosen, in a row or in a toolbar")
    func dropDownsSayWhatTheySetAndTheirValue() {
        let settings = Self.pages.first { $0.page == "settings" }?.rows ?? []
        #expect(
            settings.flatMap(\.dropDowns) == ["Row density, Comfortable rows", "Sort people by, First name"],
            "\(settings.map(\.dropDowns))")
        let toolbars = ["files", "people"].map { page in
            (Self.pages.first { $0.page == page }?.controls ?? []).filter { $0.dropDown == true }.map(\.name)
        }
        #expect(toolbars == [["Sort order, Name (A–Z)"], ["Row layout, Horizontal"]], "\(toolbars)")
    }

    @MainActor
    @Test("every row of a drop-down's popup is read by the choice it shows")
    func dropDownPopupRowsSayTheirChoice() {
        // The Files page in its other views has the same toolbar as in its list.
        let dropDowns = Self.pages.filter { !$0.page.hasPrefix("files:") }.flatMap { page in
            (page.dropDowns ?? []).map { (page.page, $0) }
        }
        #expect(dropDowns.count == 4, "\(dropDowns.map(\.1.name))")
        for (page, dropDown) in dropDowns {
            #expect(dropDown.choices.count >= 2 && !dropDown.choices.contains(""), "\(page): \(dropDown)")
        }
        let sort = dropDowns.first { $0.1.name.hasPrefix("Sort order") }?.1
        #expect(sort?.choices == FileOrder.allCases.map(\.title), "\(String(describing: sort))")
        let density = dropDowns.first { $0.1.name.hasPrefix("Row density") }?.1
        #expect(density?.choices.contains("Comfortable rows") == true, "a picker in a row: \(String(describing: density))")
    }

    @MainActor
    @Test("the Files view switcher's buttons say which view shows: the list's pressed, the others not")
    func viewSwitcherSaysWhichViewShows() throws {
        let controls = Self.pages.first { $0.page == "files" }?.controls ?? []
        let views = ["List view", "Columns view", "Tree view", "Grid view"]
        let buttons = controls.filter { views.contains($0.name) }
        #expect(buttons.map(\.name) == views, "\(controls.map(\.name))")
        #expect(buttons.filter { $0.states.contains("pressed") }.map(\.name) == ["List view"], "\(buttons.map(\.states))")
        let hidden = try #require(controls.first { $0.name == "Show hidden files" })
        #expect(!hidden.states.contains("pressed"), "hidden files are not shown at first: \(hidden.states)")
    }

    @MainActor
    @Test("section headers are headings, and their rows are named by the section's title")
    func headersAreHeadings() {
        let people = Self.pages.first { $0.page == "people" }?.rows ?? []
        let headers = people.filter { !$0.headings.isEmpty }
        #expect(headers.map(\.name).prefix(2) == ["Engineering", "Design"], "\(headers.map(\.name))")
        for page in Self.pages {
            for row in page.rows ?? [] where !row.headings.isEmpty {
                #expect(row.headings == [row.name], "\(page.page): a header row \"\(row.name)\" holds \(row.headings)")
            }
        }
        let colorHeaders = Self.pages.first { $0.page == "colors" }?.rows?.filter { !$0.headings.isEmpty } ?? []
        #expect(!colorHeaders.isEmpty, "the Colors page's families are headings")
    }
}

/// Whether the display, xvfb-run, the D-Bus session runner and pyatspi are here (`./dev test` installs them).
private let atSPIToolsArePresent: Bool =
    ProcessInfo.processInfo.environment["DISPLAY"] != nil
    && FileManager.default.isExecutableFile(atPath: "/usr/bin/xvfb-run") && AccessibilityTools.arePresent
