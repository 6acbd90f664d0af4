import CGtk
import Rows
import Testing

@MainActor
@Suite("TextListModel on a real GtkStringList", .enabled(if: GtkTest.hasDisplay), .serialized)
struct TextListModelTests {
    private func texts(of store: OpaquePointer) -> [String] {
        let model = store  // GtkStringList implements GListModel
        return (0..<g_list_model_get_n_items(model)).map { index in
            let object = g_list_model_get_item(model, index)!  // a reference we own
            defer { g_object_unref(object) }
            return String(cString: gtk_string_object_get_string(OpaquePointer(object)))
        }
    }

    @Test("every splice RowsCore decides is one items-changed emission, and the strings follow the rows")
    func splicesBecomeItemsChanged() throws {
        GtkTest.initialize()
        var generator = SystemRandomNumberGenerator()
        let viewModel = ListViewModel(ListSnapshot(items: (0..<200).map { Entry(id: $0, text: "row \($0)") }))
        let model = TextListModel(viewModel) { $0.item.map(\.text) ?? "" }
        final class Recorder { var emissions: [ListChanges.Splice] = [] }
        let recorder = Recorder()
        Signal.connect(GtkPointer.raw(model.store), itemsChanged: { position, removed, added in
            recorder.emissions.append(.init(position: Int(position), removed: Int(removed), added: Int(added)))
        })
        for round in 0..<20 {
            var items = viewModel.snapshot.items.filter { _ in Int.random(in: 0..<8, using: &generator) > 0 }
            items.insert(Entry(id: 1000 + round, text: "new \(round)"), at: Int.random(in: 0...items.count, using: &generator))
            items.shuffle(using: &generator)
            let expected = SectionedChanges(from: viewModel.displayed, to: ListSnapshot(items: items))
            recorder.emissions.removeAll()
            viewModel.apply(ListSnapshot(items: items))
            #expect(recorder.emissions == expected.splices)
            #expect(texts(of: model.store) == items.map(\.text))
        }
    }

    @Test("a changed row is replaced where it is, without touching its neighbours")
    func reconfiguredRowIsOneRowSplice() throws {
        GtkTest.initialize()
        let viewModel = ListViewModel(ListSnapshot(items: (0..<5).map { Entry(id: $0, text: "row \($0)") }))
        let model = TextListModel(viewModel) { $0.item.map(\.text) ?? "" }
        var positions = [UInt32]()
        Signal.connect(GtkPointer.raw(model.store), itemsChanged: { position, removed, added in
            #expect(removed == 1 && added == 1)
            positions.append(position)
        })
        try viewModel.updateOrInsert([Entry(id: 3, text: "renamed")])
        #expect(positions == [3])
        #expect(texts(of: model.store) == ["row 0", "row 1", "row 2", "renamed", "row 4"])
    }

    @Test("a shown GtkListView builds row widgets and binds the rows' text, headers included")
    func listViewShowsRows() throws {
        GtkTest.initialize()
        var snapshot = ListSnapshot<String, Entry>()
        try snapshot.appendSections(["Team"])
        try snapshot.appendItems((0..<1000).map { Entry(id: $0, text: "person \($0)") })
        let viewModel = ListViewModel(snapshot)
        let model = TextListModel(viewModel) { row in
            switch row {
            case .header(let title), .footer(let title): title
            case .item(let entry): entry.text
            }
        }
        let list = TextListView(model)
        let window = gtk_window_new()!
        gtk_window_set_default_size(GtkPointer.cast(window, to: GtkWindow.self), 300, 400)
        gtk_window_set_child(GtkPointer.cast(window, to: GtkWindow.self), list.widget)
        gtk_window_present(GtkPointer.cast(window, to: GtkWindow.self))
        let shown = GtkTest.spin { GtkTest.labelTexts(under: list.listView).contains("person 3") }
        #expect(shown)
        let labels = GtkTest.labelTexts(under: list.listView)
        #expect(labels.first == "Team")
        #expect(labels.count < 250, "GTK builds widgets for the visible rows only, not for 1,001 rows")
        viewModel.search("person 99", in: \.text)
        let expected = ["Team"] + viewModel.displayed.items.map(\.text)
        #expect(expected.count == 20, "person 99, 199 … 899 and 990 … 999 contain both words")
        #expect(GtkTest.spin { GtkTest.labelTexts(under: list.listView).filter { !$0.isEmpty } == expected })
        gtk_window_destroy(GtkPointer.cast(window, to: GtkWindow.self))
        GtkTest.drain()
    }
}
