import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

@MainActor
@Suite(
    "The Files page's views: list and columns, remembered", .enabled(if: GtkTest.hasDisplay), .serialized,
    .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct FilesViewsTests {
    @Test("at 360 px the columns view scrolls sideways rather than cut names short: an 18-character name shows whole")
    func narrowColumnsKeepNames() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let name = "Quarterly plan.txt"
        try Data(count: 5).write(to: app.filesFolder.appendingPathComponent(name))
        try WindowSize(width: 360, height: 640, isMaximized: false).save(
            to: app.folders.state.appendingPathComponent("window.json"))
        let window = app.openWindow(on: .files, remembersSize: true, input: input)
        defer { app.close(window) }
        try #require(GtkTest.wait(for: "the window folded") { window.shell.isFolded })
        window.show(.files)
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.columns)
        let columns = try #require(page.columnView)
        var label: UnsafeMutablePointer<GtkWidget>?
        #expect(
            GtkTest.wait(for: "\(name)'s cell on screen") {
                label = columns.boundCells(inColumn: 0).lazy.compactMap { ($0.cell as? FileNameCell)?.titleLabel.widget }
                    .first { gtk_widget_get_mapped($0) != 0 && String(cString: gtk_label_get_text(OpaquePointer($0))) == name }
                return label != nil
            })
        GtkTest.waitForFrames(of: window.widget)
        let shown = try #require(label)
        #expect(pango_layout_is_ellipsized(gtk_label_get_layout(OpaquePointer(shown))) == 0, "the name is whole")
        let scrolled = try #require(gtk_widget_get_ancestor(columns.columnView, gtk_scrolled_window_get_type()))
        let across = gtk_scrolled_window_get_hadjustment(OpaquePointer(scrolled))
        #expect(gtk_adjustment_get_upper(across) > gtk_adjustment_get_page_size(across), "the columns scroll sideways")
        // Every column keeps some width: Kind, which names no minimum of its own, GTK's three characters.
        let kindCell = try #require(columns.boundCells(inColumn: 3).first?.cell as? FileTextCell)
        #expect(kindCell.text.minimumCharacters == 3)
    }

    @Test("a real click on the switcher shows the columns; Ctrl+1 and Ctrl+2 switch; folder, selection and search are kept")
    func switchingKeepsFolderSelectionAndSearch() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        try Data(count: 5).write(to: app.filesFolder.appendingPathComponent("notes.md"))
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        #expect(page.mode == .list && page.columnView == nil, "the columns view is made when first shown")
        page.search("note")
        #expect(page.viewModel.select(["notes.txt"]))
        try #require(input.focus(window.window))

        #expect(input.click(try #require(page.switcher.buttons[.columns]), in: window.window))
        let columns = try #require(
            GtkTest.spin { page.columnView.map { gtk_widget_get_mapped($0.columnView) != 0 } ?? false } ? page.columnView : nil,
            "the columns view on screen")
        #expect(page.mode == .columns && Self.visibleView(of: page) == "columns")
        #expect(page.folder == app.filesFolder.path)
        #expect(page.viewModel.filter?.query == "note")
        #expect(page.viewModel.displayed.items.map(\.name) == ["notes.md", "notes.txt"])
        #expect(page.viewModel.selectedIDs == ["notes.txt"])
        let selection = try #require(columns.selectionModel)
        #expect(gtk_selection_model_is_selected(selection, 1) != 0, "GTK's column view shows notes.txt selected")

        input.press("ctrl+1")
        #expect(GtkTest.wait(for: "Ctrl+1 to show the list") { page.mode == .list && Self.visibleView(of: page) == "list" })
        #expect(page.viewModel.selectedIDs == ["notes.txt"] && page.viewModel.filter?.query == "note")
        input.press("ctrl+2")
        #expect(GtkTest.wait(for: "Ctrl+2 to show the columns") { page.mode == .columns })
        #expect(page.switcher.selected == .columns, "the switcher's buttons follow the shortcut")
    }

    @Test(
        "the list and the columns show each entry's content type as a symbolic icon: a folder, text, an archive with no extension; a script, JSON or an unknown type, for which the theme has only a coloured icon, the generic one"
    )
    func symbolicIconsByContentType() throws {
        let app = try AppHarness()
        try Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]).write(to: app.filesFolder.appendingPathComponent("backup"))
        try Data("#!/bin/sh\necho hi\n".utf8).write(to: app.filesFolder.appendingPathComponent("run"))
        try Data("{}".utf8).write(to: app.filesFolder.appendingPathComponent("data.json"))
        try Data("let x = 1\n".utf8).write(to: app.filesFolder.appendingPathComponent("Package.swift"))
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        // Each entry and the icon name the theme draws for it: its type's own symbolic icon where
        // Adwaita has one, else the generic file's (not GIO's fallback to a coloured "text-x-script").
        let expected = [
            ("notes.txt", "text-x-generic-symbolic"), ("Projects", "inode-directory-symbolic"),
            ("backup", "package-x-generic-symbolic"), ("run", "text-x-generic-symbolic"),
            ("data.json", "text-x-generic-symbolic"), ("Package.swift", "text-x-generic-symbolic"),
        ]
        let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
        func icon(named name: String, in cells: [any ListCell]) -> OpaquePointer? {
            for cell in cells {
                if let row = cell as? FileCell, row.title == name { return gtk_image_get_gicon(OpaquePointer(row.icon)) }
                if let row = cell as? FileNameCell, row.title == name { return gtk_image_get_gicon(OpaquePointer(row.icon)) }
            }
            return nil
        }
        /// The file the theme draws `icon` from, and whether it is drawn as a symbolic icon.
        func drawn(_ icon: OpaquePointer) -> (file: String, isSymbolic: Bool) {
            let paintable = gtk_icon_theme_lookup_by_gicon(theme, icon, 16, 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))!
            defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
            let file = gtk_icon_paintable_get_file(paintable)
            defer { file.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
            let path = file.flatMap { g_file_get_path($0) }
            defer { g_free(path) }
            return (path.map { String(cString: $0) } ?? "", gtk_icon_paintable_is_symbolic(paintable) != 0)
        }
        func check(_ cells: @escaping () -> [any ListCell], in view: String) {
            GtkTest.wait(for: "the \(view)'s rows") { expected.allSatisfy { icon(named: $0.0, in: cells()) != nil } }
            for (name, iconName) in expected {
                let named = g_themed_icon_new(iconName)!
                defer { g_object_unref(UnsafeMutableRawPointer(named)) }
                guard let shown = icon(named: name, in: cells()) else { continue }
                let drawing = drawn(shown)
                #expect(drawing.isSymbolic, "\(view): \(name) is drawn from \(drawing.file)")
                #expect(drawing.file == drawn(named).file, "\(view): \(name) shows \(iconName)")
            }
        }
        check({ page.panel.list.boundCells.map(\.cell) }, in: "list")
        page.show(.columns)
        let columns = try #require(page.columnView)
        check({ columns.boundCells(inColumn: 0).map(\.cell) }, in: "columns")
    }

    @Test("with the focus in a view, switching views moves it to the selected row of the view shown, in each of the four")
    func switchingMovesTheFocusToTheSelection() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        for name in ["a.txt", "b.txt", "c.txt", "d.txt"] {
            try Data(count: 1).write(to: app.filesFolder.appendingPathComponent(name))
        }
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        #expect(page.viewModel.rows.compactMap(\.item?.name) == ["Projects", "a.txt", "b.txt", "c.txt", "d.txt", "notes.txt"])
        #expect(page.viewModel.select(["c.txt"]))
        try #require(input.focus(window.window))
        gtk_widget_grab_focus(page.panel.list.listView)
        let row = try #require(page.viewModel.rows.firstRow(ofAnyItemIn: ["c.txt"]))

        let steps: [(key: String, mode: FilesViewMode)] = [
            ("ctrl+2", .columns), ("ctrl+3", .tree), ("ctrl+4", .grid), ("ctrl+1", .list),
        ]
        for (key, mode) in steps {
            input.press(key)
            #expect(GtkTest.wait(for: "\(key) to show the \(mode) view") { page.mode == mode })
            let focused: () -> Int? = {
                switch mode {
                case .list: page.panel.list.focusedRow()
                case .columns: page.columnView?.focusedRow()
                case .tree: page.tree?.view.focusedRow()
                case .grid: page.grid?.view.focusedRow()
                }
            }
            let expected = mode == .tree ? page.tree?.firstSelectedRow : row
            #expect(expected != nil, "c.txt selected in the \(mode) view")
            #expect(GtkTest.wait(for: "the focus on c.txt's row in the \(mode) view") { focused() == expected })
        }
    }

    @Test(
        "End in the list of 302 entries, then each view made as it is first shown: the last entry is in view, selected and focused"
    )
    func switchingShowsARowFarDown() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        for number in 1...300 {
            try Data().write(to: app.filesFolder.appendingPathComponent(String(format: "file-%03d.txt", number)))
        }
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        try #require(GtkTest.wait(for: "the 302 entries listed") { !page.isListing && page.viewModel.rows.count == 302 })
        try #require(input.focus(window.window))
        gtk_widget_grab_focus(page.panel.list.listView)
        input.press("End")
        #expect(GtkTest.wait(for: "End to select the last entry, notes.txt") { page.viewModel.selectedIDs == ["notes.txt"] })
        let last = try #require(page.viewModel.rows.firstRow(ofAnyItemIn: ["notes.txt"]))

        for (key, mode) in [("ctrl+2", FilesViewMode.columns), ("ctrl+3", .tree), ("ctrl+4", .grid)] {
            input.press(key)
            #expect(GtkTest.wait(for: "\(key) to show the \(mode) view") { page.mode == mode })
            let (visible, focused): (() -> ClosedRange<Int>?, () -> Int?) =
                switch mode {
                case .columns: ({ page.columnView?.visibleRows }, { page.columnView?.focusedRow() })
                case .tree: ({ page.tree?.view.visibleRows }, { page.tree?.view.focusedRow() })
                default: ({ page.grid?.view.visibleRows }, { page.grid?.view.focusedRow() })
                }
            // The tree's rows are its own: the folder's entries, in the same order here.
            #expect(
                GtkTest.wait(for: "notes.txt in view and focused in the \(mode) view") {
                    visible()?.contains(last) == true && focused() == last
                }, "shows rows \(String(describing: visible())), focus on \(String(describing: focused()))")
            let selected =
                mode == .tree
                ? page.tree?.outline.rowsViewModel.selectedIDs.count == 1 && page.tree?.firstSelectedRow == last
                : page.viewModel.selectedIDs == ["notes.txt"]
            #expect(selected, "only notes.txt selected in the \(mode) view")
        }
    }

    @Test(
        "Tab reaches the order drop-down, then the switcher, from the up button; Space on the columns button switches; accessible names are set"
    )
    func keyboardReachesTheSwitcher() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        try #require(input.focus(window.window))
        gtk_widget_grab_focus(page.upButton)
        let listButton = try #require(page.switcher.buttons[.list])
        let columnsButton = try #require(page.switcher.buttons[.columns])
        input.press("Tab")
        #expect(
            GtkTest.wait(for: "Tab to focus the order drop-down") {
                gtk_window_get_focus(window.window).map { gtk_widget_is_ancestor($0, page.orderMenu) != 0 } ?? false
            })
        input.press("Tab")
        #expect(GtkTest.wait(for: "Tab to focus the list button") { gtk_window_get_focus(window.window) == listButton })
        input.press("Tab")
        #expect(GtkTest.wait(for: "Tab to focus the columns button") { gtk_window_get_focus(window.window) == columnsButton })
        input.press("space")
        #expect(GtkTest.wait(for: "Space to show the columns") { page.mode == .columns })
        #expect(String(cString: gtk_widget_get_tooltip_text(columnsButton)) == "Columns view (Ctrl+2)")
    }

    @Test("a real header click sorts the Files page by that column, folders first; the drop-down follows; Enter opens a folder")
    func headerClickSortsAndEnterOpens() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        try Data(count: 9_000).write(to: app.filesFolder.appendingPathComponent("big.png"))
        try FileManager.default.createDirectory(
            at: app.filesFolder.appendingPathComponent("Attic"), withIntermediateDirectories: true)
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.columns)
        let columns = try #require(page.columnView)
        GtkTest.waitForFrames(of: columns.columnView)
        try #require(input.focus(window.window))
        let names = { page.viewModel.displayed.items.map(\.name) }
        #expect(names() == ["Attic", "Projects", "big.png", "notes.txt"])

        let titles = Self.titleWidgets(of: columns)
        try #require(titles.count == 4)
        #expect(input.click(titles[1], in: window.window))  // Size
        #expect(GtkTest.wait(for: "the click to sort by size") { page.order == FileOrder(.size) })
        #expect(GtkTest.wait(for: "the rows in size order") { names() == ["Attic", "Projects", "notes.txt", "big.png"] })
        #expect(
            gtk_drop_down_get_selected(OpaquePointer(page.orderMenu))
                == guint(FileOrder.allCases.firstIndex(of: FileOrder(.size))!))
        // Off the first click's spot: a double click's second press sorted nothing (see ColumnViewTests).
        #expect(input.click(titles[1], offset: 8, in: window.window))
        #expect(GtkTest.wait(for: "a second click to sort largest first") { page.order == .size })
        #expect(GtkTest.wait(for: "folders still first") { names() == ["Projects", "Attic", "big.png", "notes.txt"] })
        #expect(input.click(titles[3], in: window.window))  // Kind
        #expect(GtkTest.wait(for: "kinds A to Z") { names() == ["Attic", "Projects", "big.png", "notes.txt"] })
        #expect(page.order == FileOrder(.kind))

        // The drop-down changes the header's arrow and the order: one owner.
        gtk_drop_down_set_selected(OpaquePointer(page.orderMenu), guint(FileOrder.allCases.firstIndex(of: FileOrder.name)!))
        #expect(GtkTest.wait(for: "the drop-down to sort by name") { columns.sortColumn == 0 && !columns.sortsDescending })
        #expect(page.order == .name)

        // Enter on a focused folder row opens it.
        let projects = try #require(columns.boundCells(inColumn: 0).first { (($0.cell as? FileNameCell)?.title) == "Projects" })
        #expect(input.click(projects.cell.root, in: window.window))
        input.press("Return")
        #expect(
            GtkTest.wait(for: "Enter to open Projects") { page.folder == app.filesFolder.appendingPathComponent("Projects").path }
        )
        page.waitUntilListed()
        #expect(names() == ["rows", "plan.md"])
        // An empty folder shows the empty state in the columns view too.
        page.open(app.filesFolder.appendingPathComponent("Projects/rows").path)
        page.waitUntilListed()
        #expect(gtk_stack_get_visible_child_name(OpaquePointer(page.panel.widget)).map { String(cString: $0) } == "empty")
    }

    @Test("the view, the order and the columns' widths and order survive a restart of the app")
    func choicesSurviveARestart() throws {
        let app = try AppHarness()
        do {
            let window = app.openWindow(on: .files)
            let page = try #require(window.pages[.files] as? FilesPage)
            page.show(.columns)
            let columns = try #require(page.columnView)
            GtkTest.waitForFrames(of: columns.columnView)
            // What GTK does when the user drags Size's edge, then drags Kind to the front.
            let view = OpaquePointer(columns.columnView)
            let gtkColumns = gtk_column_view_get_columns(view)!
            let size = OpaquePointer(g_list_model_get_item(gtkColumns, 1)!)
            let kind = OpaquePointer(g_list_model_get_item(gtkColumns, 3)!)
            gtk_column_view_column_set_fixed_width(size, 133)
            gtk_column_view_insert_column(view, 0, kind)
            g_object_unref(UnsafeMutableRawPointer(size))
            g_object_unref(UnsafeMutableRawPointer(kind))
            columns.sort(byColumn: 2, descending: true)
            GtkTest.waitForFrames(of: columns.columnView)
            app.close(window)
        }
        let saved = try FilesViewChoices.load(from: app.folders.state.appendingPathComponent("files-view.json"))
        #expect(saved.mode == .columns && saved.order == FileOrder(.modified, descending: true))
        #expect(saved.columnWidths[.size] == 133 && saved.columnOrder == [.kind, .name, .size, .modified])

        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let columns = try #require(page.columnView, "the columns view opened again")
        #expect(page.mode == .columns && Self.visibleView(of: page) == "columns")
        #expect(columns.layout == ColumnLayout(order: [3, 0, 1, 2], widths: [nil, 133, nil, nil]))
        #expect(columns.sortColumn == 2 && columns.sortsDescending && page.order == FileOrder(.modified, descending: true))
        #expect(Self.titleWidgets(of: columns).count == 4)
        #expect(
            gtk_drop_down_get_selected(OpaquePointer(page.orderMenu)) == guint(FileOrder.allCases.firstIndex(of: page.order)!))
    }

    @Test("hidden files shown (Ctrl+H) stay shown after a restart of the app, as in GNOME Files")
    func hiddenFilesSurviveARestart() throws {
        let app = try AppHarness()
        do {
            let window = app.openWindow(on: .files)
            let page = try #require(window.pages[.files] as? FilesPage)
            page.waitUntilListed()
            #expect(!page.showsHidden && !page.panel.list.viewModel.snapshot.items.contains { $0.name == ".hidden" })
            page.setShowsHidden(true)
            app.close(window)
        }
        let saved = try FilesViewChoices.load(from: app.folders.state.appendingPathComponent("files-view.json"))
        #expect(saved.showsHidden)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.waitUntilListed()
        #expect(page.showsHidden)
        let shown = page.panel.list.viewModel.snapshot.items.map(\.name)
        #expect(shown.contains(".hidden"), "\(shown)")
    }

    @Test("a real drag of a column's edge resizes it and a real drag of its title moves it; both are saved")
    func realDragsResizeAndReorder() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.columns)
        let columns = try #require(page.columnView)
        GtkTest.waitForFrames(of: columns.columnView)
        try #require(input.focus(window.window))
        var titles = Self.titleWidgets(of: columns)
        try #require(titles.count == 4)

        // GTK's resize handle straddles the column's end: where the next column's title starts.
        var modifiedOrigin = graphene_point_t()
        var origin = graphene_point_t()
        _ = gtk_widget_compute_point(titles[2], titles[1], &origin, &modifiedOrigin)
        let edge = (x: Double(modifiedOrigin.x) - 1, y: Double(gtk_widget_get_height(titles[1])) / 2)
        #expect(input.drag(titles[1], from: edge, by: 60, in: window.window))
        #expect(
            GtkTest.wait(for: "the Size column 60 pixels wider, in the page's choices") {
                page.choices.columnWidths[.size].map { abs($0 - (Int(modifiedOrigin.x) + 60)) <= 2 } ?? false
            }, "\(page.choices.columnWidths)")

        titles = Self.titleWidgets(of: columns)
        let nameX = Int(gtk_widget_get_width(titles[0])) / 2
        var kindOrigin = graphene_point_t()
        _ = gtk_widget_compute_point(titles[3], titles[0], &origin, &kindOrigin)
        #expect(
            input.drag(titles[3], by: nameX - Int(kindOrigin.x) - Int(gtk_widget_get_width(titles[3])) / 2, in: window.window))
        #expect(
            GtkTest.wait(for: "Kind dragged to the front") { page.choices.columnOrder == [.kind, .name, .size, .modified] },
            "\(page.choices.columnOrder)")
        page.saveNow()
        let saved = try FilesViewChoices.load(from: app.folders.state.appendingPathComponent("files-view.json"))
        #expect(saved.columnOrder == [.kind, .name, .size, .modified] && saved.columnWidths[.size] != nil)
    }

    @Test("saved choices that cannot be read are named with their key; the page opens in the list and never writes over them")
    func badSavedChoices() throws {
        let app = try AppHarness()
        let file = app.folders.state.appendingPathComponent("files-view.json")
        try FileManager.default.createDirectory(at: app.folders.state, withIntermediateDirectories: true)
        let damaged = Data(#"{"mode": "gallery", "order": {"column": "size", "descending": true}}"#.utf8)
        try damaged.write(to: file)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let message = try #require(page.toasts.message)
        #expect(message.hasPrefix("\(file.path): mode: unknown view “gallery”"), "\(message)")
        #expect(page.mode == .list && page.order == .name)
        #expect(page.viewModel.snapshot.items.map(\.name) == ["Projects", "notes.txt"], "the folder shows")
        page.show(.columns)
        page.setOrder(.size)
        page.saveNow()
        #expect(try Data(contentsOf: file) == damaged, "what the user saved is left as it was")
    }

    /// The name of the view the page's stack shows.
    private static func visibleView(of page: FilesPage) -> String? {
        gtk_stack_get_visible_child_name(OpaquePointer(page.views)).map { String(cString: $0) }
    }

    /// The column view's header title widgets, in the order shown.
    private static func titleWidgets(of columns: ColumnView<Int, FileEntry>) -> [UnsafeMutablePointer<GtkWidget>] {
        GtkTest.children(of: gtk_widget_get_first_child(columns.columnView)!)
    }
}
