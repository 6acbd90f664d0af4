import CGtk
import Foundation
import GtkTestSupport
import Testing

@testable import Rows

// The code examples of Rows' articles (Sources/Rows/Rows.docc), each as written there, inside the
// test that runs it and checks what the article says it does. The first test checks that every
// Swift line of every example is in this file, in order (the getting-started program is
// Examples/HelloRows' main.swift, compiled by `./dev example`). When an example changes, change it
// here too.

/// The repository's top folder, found from this file's place in it.
private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

// MARK: Getting started (the types of Examples/HelloRows' main.swift)

// Two kinds of rows in one list: each a model of its own, shown by a cell type of its own.
struct Fruit: Identifiable, Equatable, Sendable, RowContent {
    let id: String
    let colour: String
    var leftTitle: String? { id }
    var leftSubtitle: String? { colour }
}

struct Vegetable: Identifiable, Equatable, Sendable {
    let id: String
    let grams: Int
}

enum Produce: Identifiable, Equatable, Sendable {
    case fruit(Fruit)
    case vegetable(Vegetable)
    var id: String {
        switch self {
        case .fruit(let fruit): fruit.id
        case .vegetable(let vegetable): vegetable.id
        }
    }
}

// A cell of your own: a box of widgets, built once and reused for many rows.
final class VegetableCell: BoxCell {
    let name = Label()
    let weight = Label(cssClasses: ["dim-label", "numeric"])
    required init() {
        super.init()
        gtk_widget_set_hexpand(name.widget, 1)
        append(name.widget)
        append(weight.widget)
    }
}

// MARK: Grids on GTK

struct Photo: Identifiable, Equatable, Sendable {
    let id: Int
    let title: String
}

final class PhotoCell: BoxCell {
    let title = Label()
    required init() {
        super.init()
        append(title.widget)
    }
}

// MARK: Many cell types in one list

struct Person: Identifiable, Equatable, Sendable {
    let id: String
    var name: String
    var email: String
}

struct Pet: Identifiable, Equatable, Sendable {
    let id: String
    var name: String
    var species: String
}

enum HomeRow: Identifiable, Equatable, Sendable {
    case person(Person)
    case pet(Pet)
    case storage(bytes: Int64?)
    case note(String)

    var id: String {
        switch self {
        case .person(let person): "person/\(person.id)"
        case .pet(let pet): "pet/\(pet.id)"
        case .storage: "storage"
        case .note(let text): "note/\(text)"
        }
    }
}

struct PersonRowContent: RowContent {
    let person: Person
    var leftTitle: String? { person.name }
    var leftSubtitle: String? { person.email }
}

struct PetRowContent: RowContent {
    let pet: Pet
    var leftTitle: String? { pet.name }
    var rightTitle: String? { pet.species }
    var image: RowImage? { .icon("face-smile-symbolic") }
}

final class NoteCell: BoxCell {
    let label = Label(cssClasses: ["dim-label"])

    required init() {
        super.init()
        gtk_widget_set_hexpand(label.widget, 1)
        append(label.widget)
    }
}

@MainActor
final class SpinnerCell: ListCell {
    let root = gtk_spinner_new()!

    init() {
        g_object_ref_sink(root)
    }

    isolated deinit {
        g_object_unref(root)
    }
}

final class FolderCell: BoxCell, TitleTrait, ByteCountTrait, HighlightTrait {
    let titleLabel = makeTitleLabel()
    let byteCountLabel = makeByteCountLabel()

    required init() {
        super.init()
        append(titleLabel.widget)
        append(byteCountLabel.widget)
    }
}

struct Preference: Identifiable, Equatable, Sendable {
    enum Kind: Sendable { case page, folder, choice }
    let id: String
    var kind: Kind
    var title: String
    var bytes: Int64? = nil
    var choices: [String] = []
    var chosen: Int? = nil
}

struct Swatch: Identifiable, Equatable, Sendable, RowContent {
    let id: String
    let hex: String
    var leftTitle: String? { id }
    var rightTitle: String? { hex }
}

enum ColorItem: Identifiable, Equatable, Sendable {
    case swatch(Swatch)
    case note(String)

    var id: String {
        switch self {
        case .swatch(let swatch): swatch.id
        case .note(let text): "note/\(text)"
        }
    }
}

extension ColorItem: CellNaming {
    @MainActor static let swatches = CellRegistration<RowCell, Swatch> { cell, swatch in cell.show(swatch) }
    @MainActor static let notes = CellRegistration<NoteCell, String> { cell, text in cell.label.text = text }

    func cell(from cells: ReusableCells) -> DequeuedCell {
        switch self {
        case .swatch(let swatch): cells.cell(using: Self.swatches, for: swatch)
        case .note(let text): cells.cell(using: Self.notes, for: text)
        }
    }
}

// MARK: Sections with headers and footers

enum Team: String, Hashable, Sendable {
    case engineering = "Engineering"
    case design = "Design"
}

struct Member: Identifiable, Equatable, Sendable, RowContent {
    let id: Int
    let name: String
    var leftTitle: String? { name }
}

// MARK: Updating a list on GTK

struct Chore: Identifiable, Equatable, Sendable, RowContent {
    let id: Int
    var title: String
    var done = false
    var leftTitle: String? { title }
    var rightTitle: String? { done ? "Done" : nil }
}

@MainActor
final class ChoresPage {
    let chores = ListViewModel(ListSnapshot<SingleSection, Chore>())
    let history = Label()
    let markAllDone = gtk_button_new_with_label("Mark all done")!

    init() {
        chores.scheduler = .glibMainLoop  // a ListView showing `chores` sets one that also waits for its frame
    }

    /// Reads the chores from a file and shows them; reading and diffing happen off the main thread.
    func load(from path: String) {
        chores.applyInBackground(making: { _ in
            let lines = (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n") ?? []
            return ListSnapshot(items: lines.enumerated().map { Chore(id: $0.offset, title: String($0.element)) })
        })
    }

    func markAll() {
        gtk_widget_set_sensitive(markAllDone, 0)
        chores.applyInBackground(making: { snapshot in
            var next = snapshot
            next.reconfigureItems(snapshot.items.map { Chore(id: $0.id, title: $0.title, done: true) })
            return next
        }) { [weak self] outcome in
            // outcome.diffDuration, outcome.applyDuration, outcome.wasRedone
            guard let self else { return }
            gtk_widget_set_sensitive(self.markAllDone, 1)
        }
    }

    /// Counts the lines of a long history file off the main thread, and shows the count.
    func showHistory(from path: String) {
        // Reading a file may block: on a thread of its own, not in Swift's pool of one thread per core.
        WorkScheduler.glibMainLoop.run(blocking: {
            (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n").count ?? 0
        }) { [weak self] count in
            self?.history.text = "\(count) chores done so far"
        }
    }
}

// MARK: Search on GTK

struct Book: Identifiable, Equatable, Sendable, RowContent {
    let id: Int
    let title: String
    let author: String
    var leftTitle: String? { title }
    var leftSubtitle: String? { author }
}

// MARK: The cell lifecycle on GTK 4.8

struct Download: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
    var isActive = true
    var failed = false
}

final class DownloadCell: BoxCell {
    let name = Label()
    let spinner = gtk_spinner_new()!
    let cancel = gtk_button_new_with_label("Cancel")!

    required init() {
        super.init()
        gtk_widget_set_hexpand(name.widget, 1)
        append(name.widget)
        append(spinner)
        append(cancel)
    }

    override func prepareForReuse() {
        gtk_spinner_stop(OpaquePointer(spinner))  // configure starts it only for active downloads
    }
}

/// The app's download queue of the lifecycle article: here it records what was cancelled.
@MainActor
final class DownloadQueue {
    private(set) var cancelled: [Int] = []
    func cancel(_ id: Int) { cancelled.append(id) }
}

/// A value the main loop's closures set and a test reads (Sendable, unlike a captured variable).
@MainActor
private final class Flag {
    var isSet = false
}

// MARK: Outlines

// A folder tree whose folders are listed when first expanded, off the main thread.
struct FileEntry: Identifiable, Equatable, Sendable, RowContent {
    let id: String
    let name: String
    let isFolder: Bool
    var leftTitle: String? { name }
}

func listFolder(_ folder: FileEntry) throws -> [OutlineNode<FileEntry>] {
    try FileManager.default.contentsOfDirectory(atPath: folder.id).sorted().map { name in
        let path = folder.id + "/" + name
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let entry = FileEntry(id: path, name: name, isFolder: isFolder.boolValue)
        return OutlineNode(entry, children: entry.isFolder ? .notLoaded : .loaded([]))
    }
}

struct FileKind: RowContent {
    let entry: FileEntry
    var leftTitle: String? { entry.isFolder ? "Folder" : "File" }
}

// MARK: The README's column view

final class NameCell: BoxCell {  // a column's cell: a BoxCell and its widgets
    let name = Inscription()
    required init() {
        super.init()
        append(name.widget)
    }
}

/// A file of the README's column view.
struct ListedFile: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
    var byteCount: Int64?
}

// MARK: Helpers

/// What a cell shows, for the cells of these examples: its first visible text.
@MainActor
private func shownText(of cell: any ListCell) -> String {
    switch cell {
    case let cell as SectionHeaderCell: cell.title
    case let cell as RowCell: cell.leftTitle.text ?? ""
    case let cell as NoteCell: cell.label.text ?? ""
    case let cell as DownloadCell: cell.name.text ?? ""
    case let cell as any TitleTrait: cell.title
    default: "a \(type(of: cell))"
    }
}

/// The texts of the visible labels under `widget`, depth first (the order GTK shows list rows in).
@MainActor
private func visibleTexts(under widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    guard gtk_widget_get_visible(widget) != 0 else { return [] }
    if String(cString: rows_type_name_of(GtkPointer.raw(widget))) == "GtkLabel" {
        return [String(cString: gtk_label_get_text(GtkPointer.opaque(widget)))]
    }
    var texts: [String] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        texts += visibleTexts(under: current)
        child = gtk_widget_get_next_sibling(current)
    }
    return texts
}

/// A shown window holding `child`, with the rows GTK bound for `list` (at least `rows`) drawn.
@MainActor
private func showList<SectionID, Item>(
    _ list: ListView<SectionID, Item>, rows: Int, sourceLocation: SourceLocation = #_sourceLocation
) -> UnsafeMutablePointer<GtkWindow> where Item.ID: Sendable {
    let window = GtkTest.window(showing: list.widget)
    GtkTest.wait(for: "GTK to bind \(rows) rows (\(list.boundRowCount) bound)", sourceLocation: sourceLocation) {
        list.boundRowCount >= rows
    }
    GtkTest.waitForFrames(of: list.listView, sourceLocation: sourceLocation)
    return window
}

/// Destroys `window` and runs the loop's pending work.
@MainActor
private func destroyWindow(_ window: UnsafeMutablePointer<GtkWindow>) {
    gtk_window_destroy(window)
    GtkTest.drain()
}

/// Calls `quit` once `condition` holds, checking every 5 ms on the GLib loop.
@MainActor
private func stopLoop(_ quit: @escaping @MainActor () -> Void, when condition: @escaping @MainActor () -> Bool) {
    MainLoop.every(milliseconds: 5) {
        guard condition() else { return true }
        quit()
        return false
    }
}

/// Emits `clicked` on a button, as a click does (`gtk_widget_activate` emits it only later, after
/// showing the button pressed, and only on a realized button).
@MainActor
private func click(_ button: UnsafeMutablePointer<GtkWidget>) {
    var instance = GValue()
    g_value_init(&instance, rows_type_of(GtkPointer.raw(button)))
    g_value_set_object(&instance, GtkPointer.raw(button))
    g_signal_emitv(&instance, g_signal_lookup("clicked", rows_type_of(GtkPointer.raw(button))), 0, nil)
    g_value_unset(&instance)
}

/// The rows GTK's selection model has selected.
@MainActor
private func selectedRows<SectionID, Item>(of list: ListView<SectionID, Item>) -> [Int] where Item.ID: Sendable {
    guard let selection = list.selectionModel else { return [] }
    return (0..<list.viewModel.rows.count).filter { gtk_selection_model_is_selected(selection, guint($0)) != 0 }
}

@MainActor
@Suite("Rows' documentation examples", .serialized)
struct DocumentationExampleTests {
    // MARK: Every example is here

    @Test("every Swift line of every example in Rows.docc is in this file, in order")
    func everyExampleIsTested() throws {
        let catalog = repositoryRoot.appendingPathComponent("Sources/Rows/Rows.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }.sorted()
        try #require(articles.count == 9, "the landing page and eight articles: \(articles)")
        let testLines = try Self.codeLines(String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8))
        let helloRows = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Examples/HelloRows/Sources/HelloRows/main.swift"), encoding: .utf8)
        var checked = 0
        for article in articles {
            let markdown = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
            for block in Self.swiftBlocks(in: markdown) {
                // A package manifest is compiled by SwiftPM, not here (Examples/HelloRows has one).
                if block.contains(".package(") || block.contains(".product(") { continue }
                var lines = Self.codeLines(block)
                if block.hasPrefix("import CGtk\nimport Rows\n") {
                    // The whole program: Examples/HelloRows' main.swift, which `./dev example` builds and runs.
                    #expect(block == helloRows, "\(article): the program differs from Examples/HelloRows' main.swift")
                    // Here the application runs with no arguments, and quits instead of exiting; this
                    // file's imports are its own.
                    lines.removeAll { $0.hasPrefix("exit(g_application_run(") || $0.hasPrefix("import ") }
                }
                var next = testLines.startIndex
                for line in lines {
                    guard let found = testLines[next...].firstIndex(of: line) else {
                        Issue.record(
                            "\(article): an example's line is not in DocumentationExampleTests.swift (in order): \(line)")
                        break
                    }
                    next = found + 1
                }
                checked += 1
            }
        }
        #expect(checked >= 30, "\(checked) examples checked")
    }

    /// The Swift code blocks of a Markdown text.
    private static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil {
                if line == "```swift" { current = [] }
            } else if line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current!.append(line)
            }
        }
        return blocks
    }

    /// The non-blank lines of `code`, trimmed, with runs of spaces made one.
    private static func codeLines(_ code: String) -> [String] {
        code.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: \.isWhitespace)
            return words.isEmpty ? nil : words.joined(separator: " ")
        }
    }

    // MARK: Getting started

    @Test(
        "Getting started: the program runs under g_application_run, shows both sections and searches",
        .enabled(if: GtkTest.hasDisplay))
    func gettingStarted() throws {
        GtkTest.initialize()
        var snapshot = ListSnapshot<String, Produce>()
        try snapshot.appendSections(["Fruit", "Vegetables"])
        try snapshot.appendItems(
            [("Apple", "red"), ("Banana", "yellow"), ("Cherry", "dark red"), ("Kiwi", "green")]
                .map { .fruit(Fruit(id: $0, colour: $1)) }, toSection: "Fruit")
        try snapshot.appendItems(
            [("Carrot", 60), ("Leek", 250), ("Potato", 170), ("Tomato", 120)]
                .map { .vegetable(Vegetable(id: $0, grams: $1)) }, toSection: "Vegetables")
        let produce = ListViewModel(snapshot)

        let fruitRows = CellRegistration<RowCell, Fruit> { cell, fruit in cell.show(fruit) }
        let vegetableRows = CellRegistration<VegetableCell, Vegetable> { cell, vegetable in
            cell.name.text = vegetable.id
            cell.weight.text = "\(vegetable.grams) g"
        }

        let application = gtk_application_new("org.rows.HelloRows", G_APPLICATION_NON_UNIQUE)!
        Signal.connect(application, "activate") {
            let list = ListView(produce) { cells, item in
                switch item {
                case .fruit(let fruit): cells.cell(using: fruitRows, for: fruit)
                case .vegetable(let vegetable): cells.cell(using: vegetableRows, for: vegetable)
                }
            }
            let search = gtk_search_entry_new()!
            Signal.connect(search, "search-changed") {
                produce.search(String(cString: gtk_editable_get_text(OpaquePointer(search))), in: \.id)
            }
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), search)
            gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), list.widget)
            // GTK's constructors return a `GtkWidget *`; a function of a subclass takes it converted.
            let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_application_window_new(application)))
            gtk_window_set_title(window, "Hello, Rows")
            gtk_window_set_default_size(window, 480, 520)
            gtk_window_set_child(window, box)
            gtk_window_present(window)
        }

        // Connected after the program's handler, so it runs once the window is built: it looks at the
        // window with the application running, types into the search field, then quits.
        var window: UnsafeMutablePointer<GtkWindow>?
        var shown: [String] = []
        var searched: [String] = []
        Signal.connect(application, "activate") {
            defer { g_application_quit(UnsafeMutablePointer(OpaquePointer(application))) }
            window = gtk_application_get_active_window(application)
            guard let window, let box = gtk_window_get_child(window), let search = gtk_widget_get_first_child(box),
                let list = gtk_widget_get_next_sibling(search)
            else {
                Issue.record("the program's window, with a box of a search field and a list")
                return
            }
            guard GtkTest.wait(for: "the window on screen", until: { gtk_widget_get_mapped(list) != 0 }) else { return }
            GtkTest.waitForFrames(of: list)
            shown = visibleTexts(under: list)
            gtk_editable_set_text(OpaquePointer(search), "o")
            GtkTest.wait(for: "the search for “o” to be shown") { produce.filter?.query == "o" }
            GtkTest.waitForFrames(of: list)
            searched = visibleTexts(under: list)
        }
        let status = g_application_run(UnsafeMutablePointer(OpaquePointer(application)), 0, nil)
        if let window { gtk_window_destroy(window) }
        g_object_unref(application)
        GtkTest.drain()

        #expect(status == 0)
        #expect(
            shown == [
                "Fruit", "Apple", "red", "Banana", "yellow", "Cherry", "dark red", "Kiwi", "green",
                "Vegetables", "Carrot", "60 g", "Leek", "250 g", "Potato", "170 g", "Tomato", "120 g",
            ])
        #expect(searched == ["Vegetables", "Carrot", "60 g", "Potato", "170 g", "Tomato", "120 g"])
    }

    // MARK: Many cell types in one list (and the landing page)

    @Test(
        "Many cell types: five rows, three cell types, people and pets in RowCell's one pool",
        .enabled(if: GtkTest.hasDisplay))
    func manyCellTypes() throws {
        GtkTest.initialize()
        let people = CellRegistration<RowCell, Person> { cell, person in cell.show(PersonRowContent(person: person)) }
        let pets = CellRegistration<RowCell, Pet> { cell, pet in cell.show(PetRowContent(pet: pet)) }
        let storage = CellRegistration<DisclosureByteCountTitleCell, Int64?> { cell, bytes in
            cell.title = "Storage"
            cell.byteCount = bytes  // "4.2 MB", or "N/A" for nil
        }
        let notes = CellRegistration<NoteCell, String> { cell, text in cell.label.text = text }

        let viewModel = ListViewModel(
            ListSnapshot(items: [
                HomeRow.person(Person(id: "ada", name: "Ada", email: "ada@example.org")),
                .pet(Pet(id: "rex", name: "Rex", species: "Dog")),
                .person(Person(id: "linus", name: "Linus", email: "linus@example.org")),
                .storage(bytes: 4_200_000),
                .note("Rex sees the vet in May."),
            ]))
        let window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_default_size(window, 360, 600)
        defer { destroyWindow(window) }
        let list = ListView(viewModel) { cells, row in
            switch row {
            case .person(let person): cells.cell(using: people, for: person)
            case .pet(let pet): cells.cell(using: pets, for: pet)
            case .storage(let bytes): cells.cell(using: storage, for: bytes)
            case .note(let text): cells.cell(using: notes, for: text)
            }
        }
        gtk_window_set_child(window, list.widget)
        gtk_window_present(window)
        try #require(GtkTest.wait(for: "the five rows bound") { list.boundRowCount == 5 })
        GtkTest.waitForFrames(of: list.listView)

        // "It builds five cells: three RowCells, which people and pets share, one
        // DisclosureByteCountTitleCell and one NoteCell."
        let built = list.statistics.cellsBuiltByType
        // ["Rows.RowCell": 3, "Rows.DisclosureByteCountTitleCell": 1, "MyApp.NoteCell": 1]
        #expect(
            built == [
                "Rows.RowCell": 3, "Rows.DisclosureByteCountTitleCell": 1, "RowsTests.NoteCell": 1,
            ])
        #expect(list.recycler.pool(for: people) === list.recycler.pool(for: pets), "people and pets share a pool")
        let cells = list.boundCells.map(\.cell)
        try #require(cells.count == 5)
        // The reusable row: a person has no image, so it collapses; a pet has one, and a title on the right.
        let ada = try #require(cells[0] as? RowCell)
        #expect(ada.leftTitle.text == "Ada" && ada.leftSubtitle.text == "ada@example.org")
        #expect(gtk_widget_get_visible(ada.image.widget) == 0 && ada.rightTitle.text == nil)
        let rex = try #require(cells[1] as? RowCell)
        #expect(rex.leftTitle.text == "Rex" && rex.rightTitle.text == "Dog" && rex.leftSubtitle.text == nil)
        #expect(gtk_widget_get_visible(rex.image.widget) != 0)
        #expect(GtkTest.iconName(rex.image.widget) == "face-smile-symbolic")
        #expect((cells[2] as? RowCell)?.leftTitle.text == "Linus")
        let storageCell = try #require(cells[3] as? DisclosureByteCountTitleCell)
        #expect(storageCell.title == "Storage" && storageCell.byteCountLabel.label.text == "4.2 MB")
        #expect((cells[4] as? NoteCell)?.label.text == "Rex sees the vet in May.")

        // A registration with its own identifier has a pool of its own, though its cell type is the same.
        let pinnedNotes = CellRegistration<NoteCell, String>(reuseIdentifier: ReuseIdentifier("pinned-note")) { cell, text in
            cell.label.text = "Pinned: \(text)"
        }
        #expect(pinnedNotes.reuseIdentifier.name == "pinned-note")
        #expect(list.recycler.pool(for: pinnedNotes) !== list.recycler.pool(for: notes))
        #expect(list.recycler.pool(for: notes).identifier.name == "RowsTests.NoteCell")
    }

    @Test("A ListCell of your own keeps its root: it is no longer floating", .enabled(if: GtkTest.hasDisplay))
    func listCellOfYourOwn() {
        GtkTest.initialize()
        let cell = SpinnerCell()
        #expect(g_object_is_floating(cell.root) == 0, "init() took the floating reference")
        let spinners = CellRegistration<SpinnerCell, Int> { cell, _ in gtk_spinner_start(OpaquePointer(cell.root)) }
        let list = ListView(ListViewModel(ListSnapshot(items: [Chore(id: 1, title: "a"), Chore(id: 2, title: "b")]))) {
            cells, chore in cells.cell(using: spinners, for: chore.id)
        }
        let window = showList(list, rows: 2)
        defer { destroyWindow(window) }
        #expect(list.statistics.cellsBuiltByType == ["RowsTests.SpinnerCell": 2])
    }

    @Test("Many cell types: trait cells, highlight by trait, picks through the bind scope", .enabled(if: GtkTest.hasDisplay))
    func traitCells() throws {
        GtkTest.initialize()
        var saved: [String] = []
        func save(_ value: String, for id: String) { saved.append("\(id)=\(value)") }
        let preferences = ListViewModel(
            ListSnapshot(items: [
                Preference(id: "account", kind: .page, title: "Your account"),
                Preference(id: "downloads", kind: .folder, title: "Downloads", bytes: 4_200_000),
                Preference(id: "cache", kind: .folder, title: "Cache"),
                Preference(id: "density", kind: .choice, title: "Density", choices: ["Compact", "Comfortable"], chosen: 1),
            ]))

        let pages = CellRegistration<DisclosureTitleCell, Preference> { cell, preference in cell.title = preference.title }
        let folders = CellRegistration<FolderCell, Preference> { cell, preference in
            cell.title = preference.title
            cell.byteCount = preference.bytes
        }
        let pickers = CellRegistration<ValuePickerLabelCell, Preference> { cell, preference, scope in
            cell.title = preference.title
            cell.showChoices(preference.choices, selected: preference.chosen, scope: scope) { index in
                save(preference.choices[index], for: preference.id)
            }
        }
        let settings = ListView(preferences) { cells, preference in
            switch preference.kind {
            case .page: cells.cell(using: pages, for: preference)
            case .folder: cells.cell(using: folders, for: preference)
            case .choice: cells.cell(using: pickers, for: preference)
            }
        }
        let window = showList(settings, rows: 4)
        defer { destroyWindow(window) }
        let cells = settings.boundCells.map(\.cell)
        try #require(cells.count == 4)
        #expect(cells.map(shownText) == ["Your account", "Downloads", "Cache", "Density"])
        #expect((cells[1] as? FolderCell)?.byteCountLabel.label.text == "4.2 MB")
        #expect((cells[2] as? FolderCell)?.byteCountLabel.label.text == "N/A")
        let highlighted = cells.map { cell in
            gtk_widget_get_parent(cell.root).map { gtk_widget_has_css_class($0, "highlightable") != 0 } ?? false
        }
        #expect(highlighted == [true, true, true, false], "pages and folders highlight, the picker's row does not")
        let picker = try #require(cells[3] as? ValuePickerLabelCell)
        #expect(gtk_drop_down_get_selected(OpaquePointer(picker.picker)) == 1)
        gtk_drop_down_set_selected(OpaquePointer(picker.picker), 0)
        #expect(saved == ["density=Compact"])
    }

    @Test("Many cell types: items that name their cell need no cell provider", .enabled(if: GtkTest.hasDisplay))
    func itemsNameTheirCell() throws {
        GtkTest.initialize()
        let colorModel = ListViewModel(
            ListSnapshot(items: [
                ColorItem.swatch(Swatch(id: "Crimson", hex: "#DC143C")),
                .note("Reds"),
                .swatch(Swatch(id: "Teal", hex: "#008080")),
            ]))
        let colors = ListView(colorModel)  // no cell provider: each item names its cell
        let window = showList(colors, rows: 3)
        defer { destroyWindow(window) }
        let cells = colors.boundCells.map(\.cell)
        try #require(cells.count == 3)
        #expect((cells[0] as? RowCell)?.rightTitle.text == "#DC143C")
        #expect((cells[1] as? NoteCell)?.label.text == "Reds")
        #expect(cells.map(shownText) == ["Crimson", "Reds", "Teal"])
        #expect(colors.statistics.cellsBuiltByType == ["Rows.RowCell": 2, "RowsTests.NoteCell": 1])
    }

    // MARK: Sections with headers and footers

    @Test(
        "Sections: default and registered headers and footers, a footer rebound when its section changes, inert rows",
        .enabled(if: GtkTest.hasDisplay))
    func sections() throws {
        GtkTest.initialize()
        var snapshot = ListSnapshot<Team, Member>()
        try snapshot.appendSections([.engineering, .design], showsFooter: true)
        try snapshot.appendItems([Member(id: 1, name: "Ada"), Member(id: 2, name: "Linus")], toSection: .engineering)
        try snapshot.appendItems([Member(id: 3, name: "Zoë")], toSection: .design)
        let team = ListViewModel(snapshot, selectionMode: .multiple)

        let members = CellRegistration<RowCell, Member> { cell, member in cell.show(member) }
        let list = ListView(team) { cells, member in cells.cell(using: members, for: member) }
        let window = showList(list, rows: 7)
        defer { destroyWindow(window) }
        func shownRows() -> [String] { list.boundCells.map { shownText(of: $0.cell) } }
        #expect(shownRows() == ["engineering", "Ada", "Linus", "engineering", "design", "Zoë", "design"])

        let headers = CellRegistration<SectionHeaderCell, ListView<Team, Member>.Section> { cell, section in
            cell.title = section.id.rawValue
        }
        list.headers(using: headers)
        let footers = CellRegistration<SectionHeaderCell, ListView<Team, Member>.Section> { cell, section in
            cell.title = section.items.count == 1 ? "1 person" : "\(section.items.count) people"
        }
        list.footers(using: footers)
        #expect(shownRows() == ["Engineering", "Ada", "Linus", "2 people", "Design", "Zoë", "1 person"])

        // Items change: the section's header and footer are rebound in place, the other section's are not.
        let configuredBefore = list.statistics.configures
        try team.append([Member(id: 4, name: "Grace")], toSection: .design)
        GtkTest.waitForFrames(of: list.listView)
        #expect(shownRows() == ["Engineering", "Ada", "Linus", "2 people", "Design", "Zoë", "Grace", "2 people"])
        #expect(list.statistics.configures - configuredBefore == 3)  // Grace, and Design's header and footer

        try team.append([Member(id: 5, name: "Alan")], toSection: .engineering)
        GtkTest.waitForFrames(of: list.listView)
        #expect(shownRows() == ["Engineering", "Ada", "Linus", "Alan", "3 people", "Design", "Zoë", "Grace", "2 people"])

        // Inert: not selectable, not activatable, not focusable, styled.
        for slot in list.recycler.bound {
            let row = team.rows[slot.position]
            let rowWidget = try #require(slot.rowWidget)
            #expect((gtk_list_item_get_selectable(slot.listItem) == 0) == row.isSupplementary)
            #expect((gtk_list_item_get_activatable(slot.listItem) == 0) == row.isSupplementary)
            #expect((gtk_widget_get_focusable(rowWidget) == 0) == row.isSupplementary)
            if case .header = row { #expect(gtk_widget_has_css_class(rowWidget, "header") != 0) }
            if case .footer = row { #expect(gtk_widget_has_css_class(rowWidget, "footer") != 0) }
        }
        // GTK's select-all: only the item rows stay selected.
        let selectionModel = try #require(list.selectionModel)
        gtk_selection_model_select_all(selectionModel)
        GtkTest.waitForFrames(of: list.listView)
        #expect(team.selectedIDs == [1, 2, 3, 4, 5])
        #expect(selectedRows(of: list) == (0..<team.rows.count).filter { !team.rows[$0].isSupplementary })
        // Activation: only item rows, with their item.
        var activated: [String] = []
        list.onActivate = { activated.append($0.name) }
        GtkTest.activate(row: 0, of: list.listView)
        GtkTest.activate(row: 1, of: list.listView)
        GtkTest.activate(row: 4, of: list.listView)
        #expect(activated == ["Ada"])
    }

    // MARK: Grids on GTK

    @Test(
        "Grids: a sectioned grid shows title cells before each section's items, registered titles, inert, and a rubber band",
        .enabled(if: GtkTest.hasDisplay))
    func grids() throws {
        GtkTest.initialize()
        var album = ListSnapshot<String, Photo>()
        try album.appendSections(["Summer", "Winter"])
        try album.appendItems([Photo(id: 1, title: "Beach"), Photo(id: 2, title: "Dunes")], toSection: "Summer")
        try album.appendItems([Photo(id: 3, title: "Snow")], toSection: "Winter")
        let photos = ListViewModel(album, selectionMode: .multiple)

        let cards = CellRegistration<PhotoCell, Photo> { cell, photo in cell.title.text = photo.title }
        let grid = GridView(photos, minColumns: 2, maxColumns: 6) { cells, photo in cells.cell(using: cards, for: photo) }
        grid.isRubberBandEnabled = true
        grid.onActivate = { photo in print("open", photo.title) }

        let window = GtkTest.window(showing: grid.widget)
        defer { destroyWindow(window) }
        GtkTest.wait(for: "GTK to bind the grid's five cells") { grid.boundCells.count == 5 }
        GtkTest.waitForFrames(of: grid.gridView)
        func shownCells() -> [String] {
            grid.boundCells.map { ($0.cell as? PhotoCell)?.title.text ?? shownText(of: $0.cell) }
        }
        #expect(shownCells() == ["Summer", "Beach", "Dunes", "Winter", "Snow"])
        #expect(grid.isRubberBandEnabled && grid.minColumns == 2 && grid.maxColumns == 6)
        for bound in grid.boundCells where photos.rows[bound.row].isSupplementary {
            let slot = try #require(grid.recycler.bound.first { $0.position == bound.row })
            #expect(gtk_list_item_get_selectable(slot.listItem) == 0)
            #expect(gtk_list_item_get_activatable(slot.listItem) == 0)
            let rowWidget = try #require(slot.rowWidget)
            #expect(gtk_widget_has_css_class(rowWidget, "header") != 0)
        }

        let titles = CellRegistration<SectionHeaderCell, GridView<String, Photo>.Section> { cell, section in
            cell.title = "\(section.id) · \(section.items.count)"
        }
        grid.headers(using: titles)
        #expect(shownCells() == ["Summer · 2", "Beach", "Dunes", "Winter · 1", "Snow"])
        // The header is configured with its section: it is rebound in place when the items change.
        try photos.append([Photo(id: 4, title: "Ice")], toSection: "Winter")
        GtkTest.waitForFrames(of: grid.gridView)
        #expect(shownCells() == ["Summer · 2", "Beach", "Dunes", "Winter · 2", "Snow", "Ice"])

        // Each season on grid rows of its own: its title alone in a section, empty titles filling
        // the rest of its row and of its last row.
        let seasons = photos.snapshot.sections.map { ($0.id, $0.items) }
        func albumsSnapshot(startingRowsFor columns: Int) -> ListSnapshot<String, Photo> {
            var sections: [ListSnapshot<String, Photo>.Section] = []
            for (season, items) in seasons {
                sections.append(.init(id: season))
                sections += (1..<max(columns, 1)).map { .init(id: "\(season) \($0)") }
                sections.append(.init(id: "\(season) photos", items: items, showsHeader: false))
                sections += (0..<(columns - items.count % columns) % columns).map { .init(id: "\(season) end \($0)") }
            }
            return ListSnapshot(sections: sections)
        }
        grid.onColumnCountChange = { columns in
            photos.apply(albumsSnapshot(startingRowsFor: columns))
        }
        let startsRows = {
            let columns = grid.columnCount
            let titleRows = ["Summer", "Winter"].compactMap { season in photos.rows.firstIndex { $0.id == .header(season) } }
            return photos.rows.count % columns == 0 && titleRows.count == 2 && titleRows.allSatisfy { $0 % columns == 0 }
        }
        #expect(GtkTest.wait(for: "each season starting a grid row") { startsRows() })
    }

    // MARK: Updating a list on GTK

    @Test(
        "Updating a list: apply, in-place reconfigure, edits, observers and selection on a shown list",
        .enabled(if: GtkTest.hasDisplay))
    func updating() throws {
        GtkTest.initialize()
        let chores = ListViewModel(
            ListSnapshot(items: [
                Chore(id: 1, title: "Buy milk"), Chore(id: 2, title: "Water the plants"), Chore(id: 3, title: "Call Ada"),
            ]))
        let choreRows = CellRegistration<RowCell, Chore> { cell, chore in cell.show(chore) }
        let list = ListView(chores) { cells, chore in cells.cell(using: choreRows, for: chore) }
        let window = showList(list, rows: 3)
        defer { destroyWindow(window) }
        func cell(showing id: Int) -> RowCell? {
            list.boundCells.first { chores.rows[$0.row].item?.id == id }?.cell as? RowCell
        }
        func shownRows() -> [String] { list.boundCells.map { shownText(of: $0.cell) } }
        let milk = try #require(cell(showing: 1))
        let rebindsBefore = list.statistics.rebinds

        var next = chores.snapshot
        try next.appendItems([Chore(id: 4, title: "Book the vet")])
        next.reconfigureItems([Chore(id: 1, title: "Buy milk", done: true)])
        _ = next.deleteItems([2])
        chores.apply(next)
        // When `apply` returns GTK has the change; "Buy milk" was reconfigured in its own cell.
        #expect(Int(rows_list_model_get_count(list.model)) == 3)
        #expect(cell(showing: 1) === milk && milk.rightTitle.text == "Done")
        #expect(list.statistics.rebinds == rebindsBefore + 1)
        GtkTest.waitForFrames(of: list.listView)
        #expect(shownRows() == ["Buy milk", "Call Ada", "Book the vet"])

        let vet = try #require(cell(showing: 4))
        let removed = chores.removeItems(withIDs: [3])
        chores.restore(removed)  // undo: "Call Ada" is back where it was
        let counts = try chores.updateOrInsert([Chore(id: 4, title: "Book the vet for Rex"), Chore(id: 5, title: "Pay rent")])
        // counts.updated == 1: "Book the vet" reconfigured in place; counts.inserted == 1: "Pay rent" appended
        #expect(counts.updated == 1 && counts.inserted == 1)
        GtkTest.waitForFrames(of: list.listView)
        #expect(shownRows() == ["Buy milk", "Call Ada", "Book the vet for Rex", "Pay rent"])
        #expect(cell(showing: 4) === vet, "reconfigured in place")

        var saves: [[Int]] = []
        func save(_ items: [Chore]) { saves.append(items.map(\.id)) }
        list.reordersItems { _, _ in save(chores.snapshot.items) }
        // What a drop of "Pay rent" on the upper half of "Buy milk" asks for (a drag is tested in ReorderingTests).
        let destination = try #require(chores.rows.dropDestination(forItem: 5, overRow: 0, inLowerHalf: false))
        list.onMove?(5, destination)
        #expect(saves == [[5, 1, 3, 4]])
        #expect(cell(showing: 4) === vet, "a move keeps the other rows' cells")
        chores.moveItem(5, to: .endOf(.main))
        #expect(chores.snapshot.items.map(\.id) == [1, 3, 4, 5])

        let status = Label()
        let progress = chores.observe { [weak chores] _ in
            guard let chores else { return }
            let done = chores.snapshot.items.filter(\.done).count
            status.text = "\(done) of \(chores.snapshot.itemCount) done"
        }
        #expect(status.text == "", "told nothing before the next update")

        var lastRemoved: [ListSnapshot<SingleSection, Chore>.RemovedItem] = []
        chores.selectionMode = .multiple  // the list swaps GTK's selection model for a GtkMultiSelection
        chores.select([1, 3])
        let removeButton = gtk_button_new_with_label("Remove")!
        let selection = chores.observe { [weak chores] update in
            guard let chores, update.selectionChanged else { return }
            gtk_widget_set_sensitive(removeButton, chores.selectedIDs.isEmpty ? 0 : 1)
        }
        Signal.connect(removeButton, "clicked") {
            lastRemoved = chores.removeSelectedItems()  // chores.restore(lastRemoved) undoes it
        }
        g_object_ref_sink(removeButton)
        defer { g_object_unref(removeButton) }

        #expect(status.text == "1 of 4 done", "the observer was told the change of selection mode")
        let selectionModel = try #require(list.selectionModel)
        #expect(String(cString: rows_type_name_of(UnsafeMutableRawPointer(selectionModel))) == "GtkMultiSelection")
        #expect(selectedRows(of: list) == [0, 1])
        // Selection is kept by id: reversed, the two chores are selected at their new places.
        chores.apply(ListSnapshot(items: chores.snapshot.items.reversed()))
        GtkTest.waitForFrames(of: list.listView)
        #expect(selectedRows(of: list) == [2, 3])
        // The remove button removes the selected chores, and the observer disables it.
        click(removeButton)
        #expect(lastRemoved.map(\.item.id).sorted() == [1, 3])
        #expect(chores.snapshot.items.map(\.id) == [5, 4])
        #expect(gtk_widget_get_sensitive(removeButton) == 0)
        #expect(status.text == "0 of 2 done")
        chores.restore(lastRemoved)
        GtkTest.waitForFrames(of: list.listView)
        #expect(shownRows() == ["Pay rent", "Book the vet for Rex", "Call Ada", "Buy milk"])
        #expect(chores.rows.row(ofItem: 4) == 1)
        progress.cancel()
        selection.cancel()
    }

    @Test(
        "Updating a list: background changes and MainLoop.post land while only a GLib loop runs",
        .enabled(if: GtkTest.hasDisplay))
    func updatingInTheBackground() throws {
        GtkTest.initialize()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("chores.txt").path
        try "Buy milk\nWater the plants\nCall Ada\n".write(toFile: path, atomically: true, encoding: .utf8)
        let historyPath = folder.appendingPathComponent("history.txt").path
        try (1...250).map { "chore \($0)" }.joined(separator: "\n").write(toFile: historyPath, atomically: true, encoding: .utf8)

        var page: ChoresPage? = ChoresPage()
        let chores = try #require(page?.chores)
        #expect(chores.scheduler != nil)
        let loaded = GtkTest.runBlockingMainLoop { done in
            page?.load(from: path)
            #expect(chores.snapshot.isEmpty, "the file is read off the main thread: nothing yet")
            stopLoop(done) { chores.snapshot.itemCount == 3 }
        }
        #expect(loaded)
        #expect(chores.snapshot.items.map(\.title) == ["Buy milk", "Water the plants", "Call Ada"])

        let marked = GtkTest.runBlockingMainLoop { done in
            page?.markAll()
            #expect(gtk_widget_get_sensitive(page!.markAllDone) == 0)
            stopLoop(done) { gtk_widget_get_sensitive(page!.markAllDone) != 0 }
        }
        #expect(marked)
        #expect(chores.snapshot.items.allSatisfy { $0.done })

        let counted = GtkTest.runBlockingMainLoop { done in
            page?.showHistory(from: historyPath)
            stopLoop(done) { page?.history.text?.isEmpty == false }  // a new label is shown, empty
        }
        #expect(counted)
        #expect(page?.history.text == "250 chores done so far")

        let refresh = MainLoop.every(milliseconds: 60_000) { [weak page] in
            guard let page else { return false }
            page.load(from: path)
            return true
        }
        // g_source_remove(refresh) stops it sooner, and must before anything the closure uses is gone.
        g_source_remove(refresh)
        page = nil
    }

    @Test("Why not await: a Task on the main actor does not run while a GLib loop holds the main thread; MainLoop.post does")
    func whyNotAwait() {
        let chores = ListViewModel(ListSnapshot(items: [Chore(id: 1, title: "Buy milk")]))
        let next = ListSnapshot(items: [Chore(id: 1, title: "Buy milk"), Chore(id: 2, title: "Call Ada")])
        let posted = Flag()
        let ran = GtkTest.runBlockingMainLoop { done in
            Task { @MainActor in chores.apply(next) }  // never runs while g_application_run holds the main thread
            Task.detached { MainLoop.post { posted.isSet = true } }
            var ticks = 0
            stopLoop(done) {
                ticks += 1
                return posted.isSet && ticks >= 50
            }
        }
        #expect(ran)
        #expect(posted.isSet, "MainLoop.post ran on the GLib loop")
        #expect(chores.snapshot.itemCount == 1, "the main actor's task did not run while the GLib loop ran")
    }

    // MARK: Search on GTK

    @Test("Search: a search entry, a new text to look in, and the empty state", .enabled(if: GtkTest.hasDisplay))
    func search() throws {
        GtkTest.initialize()
        let books = ListViewModel(
            ListSnapshot(items: [
                Book(id: 1, title: "Middlemarch", author: "George Eliot"),
                Book(id: 2, title: "Les Misérables", author: "Victor Hugo"),
                Book(id: 3, title: "The Waves", author: "Virginia Woolf"),
            ]))
        let bookRows = CellRegistration<RowCell, Book> { cell, book in cell.show(book) }
        let list = ListView(books) { cells, book in cells.cell(using: bookRows, for: book) }

        let entry = gtk_search_entry_new()!
        Signal.connect(entry, "search-changed") {
            books.search(String(cString: gtk_editable_get_text(OpaquePointer(entry))), in: { "\($0.title) \($0.author)" })
        }
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), entry)
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), list.widget)
        let window = GtkTest.window(showing: box)
        defer { destroyWindow(window) }
        GtkTest.wait(for: "three rows bound") { list.boundRowCount == 3 }

        func typed(_ text: String) -> [Int] {
            gtk_editable_set_text(OpaquePointer(entry), text)
            GtkTest.wait(for: "the search for “\(text)” shown") { books.filter?.query == (text.isEmpty ? nil : text) }
            GtkTest.waitForFrames(of: list.listView)
            #expect(Int(rows_list_model_get_count(list.model)) == books.rows.count, "GTK has the rows shown")
            return books.displayed.items.map(\.id)
        }
        #expect(typed("miserables") == [2])
        #expect(typed("v woolf") == [3])
        #expect(typed("") == [1, 2, 3])

        books.resetSearchIndex()
        books.search("eliot", in: \.author)
        #expect(books.displayed.items.map(\.id) == [1])

        let placeholder = Label(cssClasses: ["dim-label"])
        placeholder.text = nil  // hidden until the list shows nothing
        gtk_widget_set_can_target(placeholder.widget, 0)  // over the list, clicks go through to it
        // Keep the observation as long as the list (in the object that owns the screen): released, it stops.
        let emptyState = books.observe { [weak books] _ in
            guard let books else { return }
            switch books.emptyState {
            case .notEmpty: placeholder.text = nil
            case .noItems: placeholder.text = "No books yet"
            case .noMatches(let query): placeholder.text = "No books match “\(query ?? "")”"
            }
        }
        #expect(gtk_widget_get_visible(placeholder.widget) == 0 && gtk_widget_get_can_target(placeholder.widget) == 0)
        books.search("zzz", in: \.title)
        #expect(books.emptyState == .noMatches(query: "zzz"))
        #expect(placeholder.text == "No books match “zzz”")
        books.search("", in: \.title)
        #expect(placeholder.text == nil && gtk_widget_get_visible(placeholder.widget) == 0)
        books.apply(ListSnapshot())
        #expect(placeholder.text == "No books yet")
        emptyState.cancel()
    }

    @Test("Search: a long list is searched off the loop, and the result lands on it", .enabled(if: GtkTest.hasDisplay))
    func searchInTheBackground() throws {
        GtkTest.initialize()
        let bookRows = CellRegistration<RowCell, Book> { cell, book in cell.show(book) }
        let library = ListViewModel(
            ListSnapshot(items: (0..<50_000).map { Book(id: $0, title: "Volume \($0)", author: "Anonymous") }))
        let libraryList = ListView(library) { cells, book in cells.cell(using: bookRows, for: book) }
        let window = showList(libraryList, rows: 1)
        defer { destroyWindow(window) }
        library.search("volume 4999", in: \.title)
        // library.isSearchPending == true. Once the result is back on the loop, 15 rows are shown:
        // Volumes 4999, 14999, 24999, 34999, 44999 and 49990 to 49999.
        #expect(library.isSearchPending)
        #expect(library.filter == nil, "the query shown until the result is")
        GtkTest.wait(for: "the search to come back") { !library.isSearchPending }
        #expect(library.filter?.query == "volume 4999")
        #expect(library.displayed.items.map(\.id) == [4999, 14999, 24999, 34999, 44999] + Array(49990...49999))
        GtkTest.waitForFrames(of: libraryList.listView)
        #expect(Int(rows_list_model_get_count(libraryList.model)) == 15)
    }

    // MARK: The cell lifecycle on GTK 4.8

    @Test(
        "Cell lifecycle: what the bind scope did ends with the row; prepareForReuse resets the cell",
        .enabled(if: GtkTest.hasDisplay))
    func bindScopeAndPrepareForReuse() throws {
        GtkTest.initialize()
        let queue = DownloadQueue()
        let downloadRows = CellRegistration<DownloadCell, Download> { cell, download, scope in
            cell.name.text = download.name
            if download.isActive { gtk_spinner_start(OpaquePointer(cell.spinner)) }
            if download.failed { scope.addCSSClass("error", to: cell.name.widget) }
            scope.connect(cell.cancel, "clicked") { queue.cancel(download.id) }
        }
        let downloads = ListViewModel(
            ListSnapshot(items: [
                Download(id: 0, name: "a.iso"), Download(id: 1, name: "b.iso", isActive: false, failed: true),
                Download(id: 2, name: "c.iso", isActive: false),
            ]))
        let list = ListView(downloads) { cells, download in cells.cell(using: downloadRows, for: download) }
        let window = showList(list, rows: 3)
        defer { destroyWindow(window) }
        let cells = try list.boundCells.map { try #require($0.cell as? DownloadCell) }
        try #require(cells.count == 3)
        func spins(_ cell: DownloadCell) -> Bool { gtk_spinner_get_spinning(OpaquePointer(cell.spinner)) != 0 }
        func failed(_ cell: DownloadCell) -> Bool { gtk_widget_has_css_class(cell.name.widget, "error") != 0 }
        #expect(cells.map(spins) == [true, false, false])
        #expect(cells.map(failed) == [false, true, false])
        click(cells[2].cancel)
        #expect(queue.cancelled == [2])

        // Row 0 finishes and fails, row 1 recovers: both reconfigured in place, in the same cells.
        downloads.apply(
            ListSnapshot(items: [
                Download(id: 0, name: "a.iso", isActive: false, failed: true), Download(id: 1, name: "b.iso", isActive: false),
                Download(id: 2, name: "c.iso", isActive: false),
            ]))
        #expect(list.boundCells.map { ObjectIdentifier($0.cell) } == cells.map { ObjectIdentifier($0) })
        #expect(cells.map(spins) == [false, false, false], "prepareForReuse stopped the spinner")
        #expect(cells.map(failed) == [true, false, false], "the scope removed the class it added")
        click(cells[0].cancel)
        click(cells[1].cancel)
        #expect(queue.cancelled == [2, 0, 1], "one handler a button: the old ones were disconnected")
    }

    @Test("Cell lifecycle: a handler connected without the scope piles up", .enabled(if: GtkTest.hasDisplay))
    func leakyHandlers() throws {
        GtkTest.initialize()
        let queue = DownloadQueue()
        let leakyRows = CellRegistration<DownloadCell, Download> { cell, download in
            cell.name.text = download.name
            Signal.connect(cell.cancel, "clicked") { queue.cancel(download.id) }  // wrong: never disconnected
        }
        let downloads = ListViewModel(ListSnapshot(items: [Download(id: 7, name: "a.iso")]))
        let list = ListView(downloads) { cells, download in cells.cell(using: leakyRows, for: download) }
        let window = showList(list, rows: 1)
        defer { destroyWindow(window) }
        let cell = try #require(list.boundCells.first?.cell as? DownloadCell)
        click(cell.cancel)
        #expect(queue.cancelled == [7])
        downloads.apply(ListSnapshot(items: [Download(id: 7, name: "a.iso (mirror)")]))
        #expect(list.boundCells.first?.cell === cell, "configured again in the same cell")
        click(cell.cancel)
        #expect(queue.cancelled == [7, 7, 7], "one click, two handlers")
    }

    @Test(
        "Cell lifecycle: a row inserted far above costs GTK 4.8's rebinds and no configure; widgets keep focus",
        .enabled(if: GtkTest.hasDisplay))
    func bindEconomy() throws {
        GtkTest.initialize()
        let queue = DownloadQueue()
        let downloadRows = CellRegistration<DownloadCell, Download> { cell, download, scope in
            cell.name.text = download.name
            if download.isActive { gtk_spinner_start(OpaquePointer(cell.spinner)) }
            if download.failed { scope.addCSSClass("error", to: cell.name.widget) }
            scope.connect(cell.cancel, "clicked") { queue.cancel(download.id) }
        }
        let downloads = ListViewModel(
            ListSnapshot(items: (0..<3_000).map { Download(id: $0, name: "file \($0)", isActive: false) }))
        let list = ListView(downloads) { cells, download in cells.cell(using: downloadRows, for: download) }
        let window = showList(list, rows: 1)
        defer { destroyWindow(window) }
        list.scroll(toRow: 1_500)
        try #require(GtkTest.wait(for: "row 1,500 bound") { list.boundCells.contains { $0.row == 1_500 } })
        GtkTest.waitForFrames(of: list.listView)
        func cell(showing id: Int) -> DownloadCell? {
            list.boundCells.first { downloads.rows[$0.row].item?.id == id }?.cell as? DownloadCell
        }
        let focused = try #require(cell(showing: 1_495))
        try #require(gtk_widget_grab_focus(focused.cancel) != 0)
        GtkTest.waitForFrames(of: list.listView)
        let before = list.statistics
        var next = downloads.snapshot
        try next.insertItems([Download(id: -1, name: "notes.txt")], before: 0)  // far above the rows shown
        downloads.apply(next)
        // ...once GTK has drawn the next frame:
        GtkTest.waitForFrames(of: list.listView)
        let after = list.statistics
        // after.binds - before.binds: every row GTK had built, bound again by GTK 4.8;
        // after.repeatedBinds - before.repeatedBinds: the same number, binds that did nothing;
        // after.configures - before.configures: 0
        if gtk_get_minor_version() < 10 {
            #expect(after.binds - before.binds >= list.boundRowCount, "GTK 4.8 bound every built row again")
        }
        #expect(after.repeatedBinds - before.repeatedBinds == after.binds - before.binds)
        #expect(after.configures == before.configures)
        #expect(after.splices - before.splices == 1, "one emission")
        #expect(cell(showing: 1_495) === focused, "the row kept its cell")
        #expect(gtk_root_get_focus(OpaquePointer(window)) == focused.cancel, "the button kept the focus")
    }

    // MARK: Outlines

    @Test(
        "Outlines: a folder tree listed off the main thread, in a list and in columns",
        .enabled(if: GtkTest.hasDisplay))
    func outlines() throws {
        GtkTest.initialize()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-outline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "a".write(to: folder.appendingPathComponent("docs/a.txt"), atomically: true, encoding: .utf8)
        try "z".write(to: folder.appendingPathComponent("z.txt"), atomically: true, encoding: .utf8)
        let homePath = folder.path

        let home = FileEntry(id: homePath, name: "Home", isFolder: true)
        let folders = OutlineViewModel(roots: [OutlineNode(home, children: .notLoaded)], loadChildren: listFolder)
        let names = CellRegistration<RowCell, FileEntry> { cell, entry in cell.show(entry) }
        let tree = ListView(outline: folders) { cells, entry in cells.cell(using: names, for: entry) }
        let window = showList(tree, rows: 1)
        defer { destroyWindow(window) }
        folders.expand(home.id)
        #expect(folders.rows.map(\.id) == [.item(homePath), .loading(parent: homePath)], "listed off the main thread")
        let docs = homePath + "/docs"
        GtkTest.wait(for: "the home folder listed") { folders.rows.count == 3 && !folders.isLoading(homePath) }
        #expect(folders.rows.map(\.id) == [.item(homePath), .item(docs), .item(homePath + "/z.txt")])
        folders.expand(docs)
        GtkTest.wait(for: "docs listed") { folders.rows.count == 4 && !folders.isLoading(docs) }
        #expect(folders.rows.map { $0.item?.name } == ["Home", "docs", "a.txt", "z.txt"])
        #expect(folders.rows.map(\.depth) == [0, 1, 2, 1])
        GtkTest.wait(for: "the rows shown") {
            tree.boundCells.map { shownText(of: $0.cell) } == ["Home", "docs", "a.txt", "z.txt"]
        }

        folders.rowsViewModel.selectionMode = .single
        let selected = folders.rowsViewModel.selectedIDs.first
        #expect(selected == nil)

        let kinds = CellRegistration<RowCell, FileKind> { cell, kind in cell.show(kind) }
        let columns = ColumnView(
            outline: folders,
            columns: [
                .init("Name", using: names, width: .expanding),
                .init("Kind", using: kinds, value: FileKind.init, width: .fixed(100)),
            ])
        gtk_window_set_child(window, columns.widget)
        GtkTest.wait(for: "the kinds shown") {
            columns.boundCells(inColumn: 1).map { shownText(of: $0.cell) } == ["Folder", "Folder", "File", "File"]
        }
    }

    // MARK: The README's column view

    @Test(
        "README: a column view of a cell of its own sorts by a header; a comparator sorts names as people expect; an app's style sheet makes rows shorter",
        .enabled(if: GtkTest.hasDisplay))
    func readmeColumnView() throws {
        GtkTest.initialize()
        let viewModel = ListViewModel(
            ListSnapshot(
                items: ["File 9", "File 10", "file 1"].enumerated().map { ListedFile(id: $0, name: $1, byteCount: Int64($0)) }))
        let names = CellRegistration<NameCell, String> { cell, name in cell.name.text = name }
        let sizes = CellRegistration<ByteCountTitleCell, Int64?> { cell, size in cell.byteCount = size }
        let table = ColumnView(
            viewModel,
            columns: [
                .init("Name", using: names, value: \.name, width: .expanding, sortedBy: .by(\.name)),
                .init("Size", using: sizes, value: \.byteCount, width: .fixed(96), sortedBy: .by { $0.byteCount ?? -1 }),
                .init(
                    "Name as people sort it", using: names, value: \.name,
                    sortedBy: .comparator { $0.name.localizedStandardCompare($1.name) == .orderedAscending }),
            ])
        let window = GtkTest.window(showing: table.widget)
        defer { destroyWindow(window) }
        table.sort(byColumn: 0, descending: true)
        #expect(
            GtkTest.wait(for: "sorted by <, descending") {
                viewModel.displayed.items.map(\.name) == ["file 1", "File 9", "File 10"]
            })
        table.sort(byColumn: 2)
        #expect(
            GtkTest.wait(for: "sorted as people expect") {
                viewModel.displayed.items.map(\.name) == ["file 1", "File 9", "File 10"]
            })
        table.sort(byColumn: 2, descending: true)
        #expect(GtkTest.wait(for: "and descending") { viewModel.displayed.items.map(\.name) == ["File 10", "File 9", "file 1"] })
        table.alignTitleToEnd(ofColumn: 1)
        GtkTest.waitForFrames(of: table.columnView)

        let cell = try #require(table.boundCells(inColumn: 0).first?.cell as? NameCell)
        #expect(gtk_widget_get_height(cell.root) >= 36, "a cell is at least 36 px tall")
        let provider = gtk_css_provider_new()!
        defer { g_object_unref(GtkPointer.raw(provider)) }
        gtk_css_provider_load_from_data(provider, "columnview .rows-cell { min-height: 24px; }", -1)
        let display = gdk_display_get_default()
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        defer { gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider)) }
        #expect(GtkTest.wait(for: "rows made shorter by the app's style sheet") { gtk_widget_get_height(cell.root) < 36 })
    }
}
