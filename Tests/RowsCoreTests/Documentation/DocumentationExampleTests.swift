import RowsCore
import Testing

/// The code examples of RowsCore's documentation (its doc comments and the articles of
/// RowsCore.docc), each as written there, with what the documentation says it gives checked.
/// When an example changes, change it here too.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    // MARK: RowsCore.docc

    @Test("RowsCore.md and Updating a list: the diff of three people")
    func landingPageDiff() {
        struct Person: Identifiable, Equatable, Sendable {
            var id: Int
            var name: String
        }

        let before = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Linus"), Person(id: 3, name: "Zoë")]
        let after = [Person(id: 3, name: "Zoë"), Person(id: 1, name: "Ada Lovelace"), Person(id: 4, name: "Grace")]
        let changes = ListChanges(from: before, to: after)
        #expect(changes.removals == [1])
        #expect(changes.insertions == [2])
        #expect(changes.moves.description == "[2→0]")
        #expect(changes.updates == [1])
        #expect(changes.splices.description == "[@0 -0 +1, @2 -2 +1]")
    }

    @Test("Updating a list: snapshots and their sectioned diff")
    func updatingAListSnapshots() throws {
        struct Person: Identifiable, Equatable, Sendable {
            var id: Int
            var name: String
        }

        var snapshot = ListSnapshot<String, Person>()
        try snapshot.appendSections(["Engineering", "Design"])
        try snapshot.appendItems([Person(id: 1, name: "Ada"), Person(id: 2, name: "Linus")], toSection: "Engineering")
        try snapshot.appendItems([Person(id: 3, name: "Zoë"), Person(id: 4, name: "Grace")], toSection: "Design")

        var next = snapshot
        try next.moveItem(2, toEndOf: "Design")  // Linus
        next.reconfigureItems([Person(id: 1, name: "Ada Lovelace")])  // Ada, renamed
        let removed = next.deleteItems([4])  // Grace, and where she was

        #expect(removed.map(\.item.name) == ["Grace"])
        let sectioned = SectionedChanges(from: snapshot, to: next)
        #expect(sectioned.itemsChangingSection.description == "[2: Engineering→Design]")
        #expect(sectioned.rows.moves.description == "[2→4]")
        #expect(sectioned.rows.removals == [5])
        #expect(sectioned.rows.updates == [1])
        #expect(sectioned.splices.description == "[@2 -1 +0, @4 -1 +1]")

        var undone = next
        undone.restore(removed)
        #expect(try undone.items(inSection: "Design").map(\.name) == ["Zoë", "Grace", "Linus"])
    }

    @Test("Updating a list: emissions around the built rows")
    func updatingAListEmissions() {
        struct Row: Identifiable, Equatable { var id: Int }

        let rows = (0..<1_000).map { Row(id: $0) }
        let built = Array(0..<30)  // what the view has built, at the top

        var farBelow = rows
        farBelow.remove(at: 900)
        farBelow.remove(at: 500)
        let below = ListChanges(from: rows, to: farBelow)
        #expect(below.splices.description == "[@500 -1 +0, @899 -1 +0]")
        #expect(below.emissions(aroundBuilt: built).description == "[@500 -401 +399]")

        var onScreen = rows
        onScreen.remove(at: 900)
        onScreen.remove(at: 5)
        #expect(ListChanges(from: rows, to: onScreen).emissions(aroundBuilt: built).description == "[@5 -1 +0, @899 -1 +0]")

        // Rows 1,797 to 1,799 removed, rows from 1,798 on built.
        let parts = ListChanges.Splice(position: 1_797, removed: 3, added: 0).splitForRemoval(
            aroundBuilt: Array(1_798..<2_003))
        #expect(parts.description == "[@1797 -1 +0, @1797 -2 +0]")
    }

    @Test("Search: queries, folding once, narrowing, showing, staying in step, cancellation")
    func searchArticle() {
        let query = SearchQuery("  zoe   ADA ")
        #expect(query.words == ["zoe", "ada"])
        #expect(query.matches("Ada Zoë"))
        #expect(!query.matches("Zoë"))
        #expect(TextFolding.fold("ｚｏｅ") == "zoe")

        struct Song: Identifiable, Equatable, Sendable {
            var id: Int
            var title: String
        }

        let songs = (0..<100).map { Song(id: $0, title: "Track \($0)") }
        var index = SearchIndex(songs, text: \.title)
        let broad = SearchQuery("track 1")
        let ones = index.matches(broad)!  // [1, 10, 11, ..., 19, 21, 31, ..., 91]: 19 positions
        #expect(ones == [1] + Array(10...19) + [21, 31, 41, 51, 61, 71, 81, 91])
        #expect(ones.count == 19)

        index.remember(ones, of: broad)
        let narrow = SearchQuery("TRACK 12")
        #expect(narrow.narrows(broad))
        let twelve = index.matches(narrow)!  // [12]: only the 19 rows of `ones` were checked
        #expect(twelve == [12])

        let shown = ListSnapshot(items: songs)
        let changes = SectionedChanges(from: .items(ones), to: .items(twelve), of: shown)
        #expect(changes.splices.description == "[@0 -3 +0, @1 -15 +0]")
        #expect(shown.showing(.items(twelve)).itemCount == 1)

        var edited = songs
        edited[5].title = "Track five"
        edited.append(Song(id: 100, title: "Track 100"))
        index = index.updated(to: edited, text: \.title)  // folds two titles, copies 99
        #expect(index.matches(SearchQuery("five")) == [5])

        let cancellation = SearchCancellation()
        cancellation.cancel()  // from any thread, while the scan runs
        #expect(index.matches(SearchQuery("track 7"), cancellation: cancellation) == nil)
    }

    @Test("Sections, headers and footers: sections, rows, look-ups and a header switched off")
    func sectionsArticle() throws {
        struct Fruit: Identifiable, Equatable, Sendable {
            var id: String
        }

        var snapshot = ListSnapshot<String, Fruit>()
        try snapshot.appendSections(["Red"], showsFooter: true)
        try snapshot.appendSections(["Yellow"])
        try snapshot.appendItems([Fruit(id: "cherry")], toSection: "Red")
        try snapshot.appendItems([Fruit(id: "banana"), Fruit(id: "lemon")], toSection: "Yellow")
        #expect(snapshot.itemCount == 3)
        #expect(snapshot.rows.count == 6)

        let plain = ListSnapshot(items: [Fruit(id: "apple"), Fruit(id: "pear")])
        #expect(plain.rows.count == 2)

        let rows = snapshot.rows
        #expect(rows[0] == .header("Red"))
        #expect(rows[1].item?.id == "cherry")
        #expect(rows[2] == .footer("Red"))
        #expect(rows[2].isSupplementary)

        #expect(rows.sectionIndex(containing: 4) == 1)
        #expect(rows.firstRow(ofSection: 1) == 3)
        #expect(rows.row(of: .init(section: 1, item: 1)) == 5)
        #expect(rows.row(ofItem: "lemon") == 5)
        #expect(rows.nearestItemRow(from: 2, step: 1) == 4)
        #expect(rows.nearestItemRow(from: 2, step: -1) == 1)
        #expect(rows.sectionEdges(ofRow: 4) == [.first])

        var sections = snapshot.sections
        sections[1].showsHeader = false
        let noHeader = ListSnapshot(sections: sections)
        let changes = SectionedChanges(from: snapshot, to: noHeader)
        #expect(changes.sections.updates == [1])
        #expect(changes.splices.description == "[@3 -1 +0]")

        var empty = snapshot
        empty.deleteAllItems()
        #expect(empty.rows.count == 3)  // both headers and Red's footer
        #expect(empty.filtered { _ in true }.rows.isEmpty)
        #expect(empty.filtered(keepingEmptySections: true) { _ in true }.rows.count == 3)
    }

    // MARK: Doc comments

    @Test("ListChanges: moving the top row of 100,000 to the bottom")
    func listChangesTopToBottom() {
        struct Row: Identifiable, Equatable { var id: Int }

        let old = (0..<100_000).map { Row(id: $0) }
        var new = old
        new.append(new.removeFirst())
        let changes = ListChanges(from: old, to: new)
        #expect(changes.moves.description == "[0→99999]")
        #expect(changes.splices.description == "[@0 -1 +0, @99999 -0 +1]")
    }

    @Test("ListChanges.emissions(aroundBuilt:): two rows far below the built rows")
    func emissionsFarBelow() {
        // Two rows far below a view that has built rows 0 to 29: one emission.
        let changes = ListChanges(
            removals: [500, 900], insertions: [], moves: [], updates: [],
            splices: [.init(position: 500, removed: 1, added: 0), .init(position: 899, removed: 1, added: 0)])
        #expect(changes.emissions(aroundBuilt: Array(0..<30)).description == "[@500 -401 +399]")
    }

    @Test("SectionedChanges: an item moved to another section")
    func sectionedChangesExample() throws {
        struct Chore: Identifiable, Equatable, Sendable { var id: String }

        var old = ListSnapshot<String, Chore>()
        try old.appendSections(["To do", "Done"])
        try old.appendItems([Chore(id: "write"), Chore(id: "test")], toSection: "To do")
        var new = old
        try new.moveItem("write", toEndOf: "Done")
        let changes = SectionedChanges(from: old, to: new)
        #expect(changes.itemsChangingSection.description == "[write: To do→Done]")
        #expect(changes.splices.description == "[@1 -1 +0, @3 -0 +1]")
    }

    @Test("ItemSubset: two filtered views of one snapshot")
    func itemSubsetExample() {
        struct Fruit: Identifiable, Equatable, Sendable { var id: String }

        let snapshot = ListSnapshot(items: ["apple", "banana", "cherry"].map(Fruit.init))
        let withA = ItemSubset.items([0, 1])  // apple, banana
        let withR = ItemSubset.items([2])  // cherry
        let changes = SectionedChanges(from: withA, to: withR, of: snapshot)
        #expect(changes.splices.description == "[@0 -2 +1]")
        #expect(snapshot.showing(withR).items.map(\.id) == ["cherry"])
        #expect(withA.count(of: 3) == 2 && ItemSubset.all.count(of: 3) == 3)
    }

    @Test("FlatRows: the rows of two sections")
    func flatRowsExample() throws {
        struct Fruit: Identifiable, Equatable, Sendable { var id: String }

        var snapshot = ListSnapshot<String, Fruit>()
        try snapshot.appendSections(["Red"], showsFooter: true)
        try snapshot.appendSections(["Yellow"])
        try snapshot.appendItems([Fruit(id: "cherry")], toSection: "Red")
        try snapshot.appendItems([Fruit(id: "banana"), Fruit(id: "lemon")], toSection: "Yellow")
        let rows = snapshot.rows
        #expect(
            rows.map(\.id) == [
                .header("Red"), .item("cherry"), .footer("Red"),
                .header("Yellow"), .item("banana"), .item("lemon"),
            ])
        #expect(rows.sectionIndex(containing: 4) == 1)
        #expect(rows.row(ofItem: "lemon") == 5)
        #expect(rows.nearestItemRow(from: 2, step: 1) == 4)
    }

    @Test("SingleSection: a plain list has no header row")
    func singleSectionExample() {
        struct Fruit: Identifiable, Equatable, Sendable { var id: String }

        let plain = ListSnapshot(items: [Fruit(id: "apple"), Fruit(id: "banana")])
        #expect(plain.rows.count == 2)
        #expect(plain.sectionIDs == [.main])
    }

    @Test("ListSnapshot: two sections and a move")
    func listSnapshotExample() throws {
        struct Person: Identifiable, Equatable, Sendable {
            var id: Int
            var name: String
        }

        var snapshot = ListSnapshot<String, Person>()
        try snapshot.appendSections(["Engineering", "Design"])
        try snapshot.appendItems([Person(id: 1, name: "Ada"), Person(id: 2, name: "Linus")], toSection: "Engineering")
        try snapshot.appendItems([Person(id: 3, name: "Zoë")], toSection: "Design")
        try snapshot.moveItem(2, toEndOf: "Design")
        #expect(snapshot.itemCount == 3)
        #expect(snapshot.rows.count == 5)
    }

    @Test("ListSnapshot.restore(_:): back next to the old neighbour")
    func restoreExample() throws {
        struct Fruit: Identifiable, Equatable, Sendable { var id: String }

        var snapshot = ListSnapshot(items: ["apple", "banana", "cherry"].map(Fruit.init))
        let removed = snapshot.deleteItems(["banana"])
        try snapshot.insertItems([Fruit(id: "avocado")], before: "apple")
        snapshot.restore(removed)
        #expect(snapshot.items.map(\.id) == ["avocado", "apple", "banana", "cherry"])
    }

    @Test("moveSection: an unknown section or anchor throws and moves nothing; next to itself is no move")
    func moveSectionWithMissingAnchor() throws {
        struct Fruit: Identifiable, Equatable, Sendable { var id: String }

        var snapshot = ListSnapshot<String, Fruit>()
        try snapshot.appendSections(["a", "b", "c"])
        #expect(throws: ListSnapshotError.unknownSection("z")) { try snapshot.moveSection("a", before: "z") }
        #expect(snapshot.sectionIDs == ["a", "b", "c"])
        #expect(throws: ListSnapshotError.unknownSection("y")) { try snapshot.moveSection("y", before: "a") }
        #expect(snapshot.sectionIDs == ["a", "b", "c"])
        try snapshot.moveSection("b", after: "b")
        #expect(snapshot.sectionIDs == ["a", "b", "c"])
        try snapshot.moveSection("a", after: "c")
        #expect(snapshot.sectionIDs == ["b", "c", "a"])
        try snapshot.moveSection("a", before: "b")
        #expect(snapshot.sectionIDs == ["a", "b", "c"])
        try snapshot.moveSection("c", before: "b")
        #expect(snapshot.sectionIDs == ["a", "c", "b"])
        try snapshot.moveSection("a", after: "c")
        #expect(snapshot.sectionIDs == ["c", "a", "b"])
    }

    @Test("SearchIndex: a search, remembered, and a narrower one")
    func searchIndexExample() {
        struct Person: Identifiable, Equatable, Sendable {
            var id: Int
            var name: String
        }

        let people = [Person(id: 1, name: "Zoë Adams"), Person(id: 2, name: "Zoltan Berg"), Person(id: 3, name: "Ada Zo")]
        var index = SearchIndex(people, text: \.name)  // folds every name, once
        let zo = SearchQuery("zo")
        let broad = index.matches(zo)!  // [0, 1, 2]: "zoe adams", "zoltan berg", "ada zo"
        #expect(broad == [0, 1, 2])
        index.remember(broad, of: zo)
        #expect(index.matches(SearchQuery("ZOE")) == [0])
    }

    @Test("SearchQuery: words, matches and narrowing")
    func searchQueryExample() {
        let query = SearchQuery("  zoe   ADA ")
        #expect(query.words == ["zoe", "ada"])
        #expect(query.matches("Ada Zoë"))
        #expect(!query.matches("Zoë"))
        #expect(SearchQuery("zoe ad").narrows(SearchQuery("zo")))
    }

    @Test("SearchCancellation, TextFolding, ByteCount and RowTraits examples")
    func smallExamples() {
        let cancellation = SearchCancellation()
        #expect(!cancellation.isCancelled)
        cancellation.cancel()
        #expect(cancellation.isCancelled)

        #expect(TextFolding.fold("Zoë") == "zoe")
        #expect(TextFolding.fold("ｚｏｅ") == "zoe")

        #expect(ByteCount.format(4_200_000) == "4.2 MB")
        #expect(ByteCount.format(999_999) == "1.0 MB")
        #expect(ByteCount.format(nil) == "N/A")
        #expect(ByteCount.format(0) == "0 bytes" && ByteCount.format(1) == "1 byte" && ByteCount.format(999) == "999 bytes")

        let traits = SettingKind.disclosureByteCountTitle.traits
        #expect(traits.contains(.disclosure))
        #expect(!traits.contains(.valuePicker))
        #expect(SettingKind(rawValue: "disclosureTitle") == .disclosureTitle)
    }

    @Test("RowContent: an adapter that gives a title, a subtitle and an image")
    func rowContentExample() {
        struct Pet: Sendable {
            var name: String
            var breed: String
            var avatar: String
        }

        struct PetRowContent: RowContent {
            let pet: Pet
            var leftTitle: String? { pet.name }
            var leftSubtitle: String? { pet.breed }
            var image: RowImage? { .resource(pet.avatar) }
        }

        let content = PetRowContent(pet: Pet(name: "Rex", breed: "Beagle", avatar: "avatars/rex.png"))
        #expect(content.leftTitle == "Rex" && content.leftSubtitle == "Beagle")
        #expect(content.rightTitle == nil && content.rightSubtitle == nil)
        #expect(content.image == .resource("avatars/rex.png"))
    }
}
