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
    "The Files page's tree view: folders expand in place, listed off the main thread", .enabled(if: GtkTest.hasDisplay),
    .serialized, .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct FilesTreeTests {
    @Test(
        "Ctrl+3 and a real click show the tree; real Right expands a folder in place (listed off the main thread), Left collapses"
    )
    func rightExpandsLeftCollapses() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        try #require(input.focus(window.window))
        #expect(page.tree == nil, "the tree is made when first shown")
        input.press("ctrl+3")
        #expect(GtkTest.wait(for: "Ctrl+3 to show the tree") { page.mode == .tree && Self.visibleView(of: page) == "tree" })
        #expect(page.switcher.selected == .tree)
        input.press("ctrl+1")
        #expect(GtkTest.wait(for: "Ctrl+1 to show the list") { page.mode == .list })
        #expect(input.click(try #require(page.switcher.buttons[.tree]), in: window.window))
        #expect(GtkTest.wait(for: "a click to show the tree") { page.mode == .tree && Self.visibleView(of: page) == "tree" })
        let tree = try #require(page.tree)
        GtkTest.waitForFrames(of: tree.view.listView)
        let projects = app.filesFolder.appendingPathComponent("Projects").path
        #expect(Self.names(tree) == ["Projects", "notes.txt"])

        let threads = ThreadLog()
        let loader = try #require(tree.outline.loadChildren)
        let gtkThread = pthread_self()
        tree.outline.loadChildren = { entry in
            threads.note(pthread_equal(pthread_self(), gtkThread) != 0)
            return try loader(entry)
        }
        try Self.click(row: 0, of: tree, in: window, input: input)
        input.press("Right")
        #expect(
            GtkTest.wait(for: "Right to expand Projects in place") {
                Self.names(tree) == ["Projects", "rows", "plan.md", "notes.txt"]
            }, "\(Self.names(tree))")
        #expect(threads.calls == [false], "Projects was listed once, off the main thread")
        #expect(tree.outline.rows[1].depth == 1 && tree.outline.rows[1].parent == projects)
        #expect(GtkTest.wait(for: "the children drawn") { Self.shownTitles(of: tree).contains("plan.md") })
        input.press("Left")
        #expect(GtkTest.wait(for: "Left to collapse Projects") { Self.names(tree) == ["Projects", "notes.txt"] })

        // Enter on a folder toggles it in the tree (GNOME Files' tree does so); the folder shown stays.
        input.press("Return")
        #expect(GtkTest.wait(for: "Enter to expand Projects") { Self.names(tree).count == 4 })
        #expect(page.folder == app.filesFolder.path)

        // Refresh keeps it expanded and shows a new file in it; hidden files show below too.
        try Data(count: 3).write(to: app.filesFolder.appendingPathComponent("Projects/.draft"))
        try Data(count: 3).write(to: app.filesFolder.appendingPathComponent("Projects/budget.ods"))
        input.press("F5")
        #expect(
            GtkTest.wait(for: "F5 to list Projects again, still expanded") {
                Self.names(tree) == ["Projects", "rows", "budget.ods", "plan.md", "notes.txt"]
            }, "\(Self.names(tree))")
        page.setShowsHidden(true)
        #expect(
            GtkTest.wait(for: "hidden files in the folder and in Projects") {
                Self.names(tree) == ["Projects", "rows", ".draft", "budget.ods", "plan.md", ".hidden", "notes.txt"]
            }, "\(Self.names(tree))")
    }

    @Test("a real * expands every folder below, reading the folders not read yet one more level at each press")
    func asteriskExpandsALevelMoreEachTime() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let deep = app.filesFolder.appendingPathComponent("Projects/deep/er/est")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try Data(count: 1).write(to: deep.appendingPathComponent("leaf.txt"))
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        try #require(input.focus(window.window))
        input.press("ctrl+3")
        try #require(GtkTest.wait(for: "the tree") { page.mode == .tree && page.tree.map { Self.names($0).count == 2 } == true })
        let tree = try #require(page.tree)
        try Self.click(row: 0, of: tree, in: window, input: input)
        // Each press reads one more level: Projects, then the folders in it, then theirs.
        let levels = [
            ["Projects", "deep", "rows", "plan.md", "notes.txt"],
            ["Projects", "deep", "er", "rows", "plan.md", "notes.txt"],
            ["Projects", "deep", "er", "est", "rows", "plan.md", "notes.txt"],
            ["Projects", "deep", "er", "est", "leaf.txt", "rows", "plan.md", "notes.txt"],
        ]
        for (press, expected) in levels.enumerated() {
            input.press("asterisk")
            #expect(
                GtkTest.wait(for: "* number \(press + 1) to show \(expected)") { Self.names(tree) == expected },
                "\(Self.names(tree))")
        }
        #expect(tree.view.focusedRow() == 0, "the keyboard stays on Projects")
    }

    @Test(
        "search shows the matches in the folder and in the folders listed below it, their folders open; switching keeps folder, search and selection"
    )
    func searchAndSwitching() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        #expect(page.viewModel.select(["notes.txt"]))
        page.show(.tree)
        let tree = try #require(page.tree)
        #expect(tree.outline.rowsViewModel.selectedIDs == [.item(app.filesFolder.appendingPathComponent("notes.txt").path)])
        tree.outline.expand(app.filesFolder.appendingPathComponent("Projects").path)
        #expect(GtkTest.wait(for: "Projects expanded") { Self.names(tree).count == 4 })
        page.search("p")
        #expect(
            GtkTest.wait(for: "Projects and plan.md, not rows") { Self.names(tree) == ["Projects", "plan.md"] },
            "\(Self.names(tree))")
        #expect(tree.selectRoots(named: [FileName("Projects")]))
        page.show(.columns)
        #expect(page.viewModel.selectedIDs == ["Projects"] && page.viewModel.filter?.query == "p")
        #expect(page.folder == app.filesFolder.path)
        page.search("")
        page.show(.tree)
        #expect(GtkTest.wait(for: "every entry back") { Self.names(tree) == ["Projects", "rows", "plan.md", "notes.txt"] })
    }

    @Test("a file picked among the tree's search results stays selected when the search ends, its folder expanded, in view")
    func searchEndKeepsThePickInView() throws {
        let app = try AppHarness()
        let files = FileManager.default
        for index in 0..<300 {
            try files.createDirectory(
                at: app.filesFolder.appendingPathComponent(String(format: "folder-%03d", index)),
                withIntermediateDirectories: true)
        }
        let deep = app.filesFolder.appendingPathComponent("zz-last")
        try files.createDirectory(at: deep, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: deep.appendingPathComponent("target.txt"))
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.tree)
        let tree = try #require(page.tree)
        let target = OutlineRow<FileEntry>.ID.item(deep.appendingPathComponent("target.txt").path)
        #expect(GtkTest.wait(for: "the tree listed") { Self.names(tree).count > 300 })
        // Read once, then collapsed: the search looks in the folders read.
        tree.outline.expand(deep.path)
        #expect(GtkTest.wait(for: "zz-last read") { Self.names(tree).contains("target.txt") })
        tree.outline.collapse(deep.path)
        tree.view.scroll(toRow: 0, at: .top)
        page.search("target")
        #expect(GtkTest.wait(for: "target.txt found in zz-last") { Self.names(tree) == ["zz-last", "target.txt"] })
        #expect(tree.outline.rowsViewModel.select([target]))

        page.search("")
        #expect(GtkTest.wait(for: "the whole tree back") { tree.outline.searchResults == nil && Self.names(tree).count > 300 })
        #expect(tree.outline.rowsViewModel.selectedIDs == [target], "still selected")
        let row = try #require(tree.outline.rows.firstIndex { $0.id == target }, "shown: zz-last expanded")
        #expect(row > 300)
        #expect(
            GtkTest.wait(for: "target.txt in view") { tree.view.visibleRows?.contains(row) == true },
            "\(String(describing: tree.view.visibleRows)), target at \(row)")
    }

    @Test(
        "a folder renamed while the tree shows it keeps its folders expanded and its selection at their new paths, shown or not")
    func renamedFolderKeepsTheTree() throws {
        let app = try AppHarness()
        let files = FileManager.default
        let work = app.filesFolder.appendingPathComponent("Work")
        try files.createDirectory(at: work.appendingPathComponent("Inner"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: work.appendingPathComponent("Inner/deep.txt"))
        try Data("y".utf8).write(to: work.appendingPathComponent("top.txt"))
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.open(work.path)
        page.waitUntilListed()
        page.show(.tree)
        let tree = try #require(page.tree)
        #expect(GtkTest.wait(for: "Work listed") { Self.names(tree) == ["Inner", "top.txt"] })
        tree.outline.expand(work.appendingPathComponent("Inner").path)
        #expect(GtkTest.wait(for: "Inner expanded") { Self.names(tree) == ["Inner", "deep.txt", "top.txt"] })
        #expect(tree.outline.rowsViewModel.select([.item(work.appendingPathComponent("Inner/deep.txt").path)]))

        func expectKept(at folder: URL, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(
                GtkTest.wait(for: "the tree at \(folder.lastPathComponent)") {
                    tree.outline.rows.first?.id == .item(folder.appendingPathComponent("Inner").path) && !tree.isMakingRoots
                }, sourceLocation: sourceLocation)
            #expect(Self.names(tree) == ["Inner", "deep.txt", "top.txt"], "Inner still expanded", sourceLocation: sourceLocation)
            #expect(
                tree.outline.rowsViewModel.selectedIDs == [.item(folder.appendingPathComponent("Inner/deep.txt").path)],
                "deep.txt still selected", sourceLocation: sourceLocation)
        }

        let renamed = app.filesFolder.appendingPathComponent("Work 2")
        #expect(rename(work.path, renamed.path) == 0)
        #expect(GtkTest.wait(for: "the page at the new name") { page.folder == renamed.path })
        expectKept(at: renamed)

        // Renamed twice while the list shows: the tree, shown again, finds them where they went.
        page.show(.list)
        var last = renamed
        for name in ["Work 3", "Work 4"] {
            let next = app.filesFolder.appendingPathComponent(name)
            #expect(rename(last.path, next.path) == 0)
            #expect(GtkTest.wait(for: "the page at \(name)") { page.folder == next.path })
            last = next
        }
        page.show(.tree)
        expectKept(at: last)

        // An entry picked in the list meanwhile is what the tree selects.
        page.show(.list)
        #expect(page.viewModel.select(["top.txt"]))
        let final = app.filesFolder.appendingPathComponent("Work 5")
        #expect(rename(last.path, final.path) == 0)
        #expect(GtkTest.wait(for: "the page at Work 5") { page.folder == final.path })
        page.show(.tree)
        #expect(
            GtkTest.wait(for: "the tree at Work 5, top.txt selected") {
                tree.outline.rowsViewModel.selectedIDs == [.item(final.appendingPathComponent("top.txt").path)]
                    && !tree.isMakingRoots
            }, "\(tree.outline.rowsViewModel.selectedIDs)")
        #expect(Self.names(tree) == ["Inner", "deep.txt", "top.txt"], "Inner still expanded")
    }

    @Test("a search matching only inside an expanded folder shows the tree's matches, not the list's “No results”")
    func searchMatchingOnlyInsideExpandedFolders() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.tree)
        let tree = try #require(page.tree)
        tree.outline.expand(app.filesFolder.appendingPathComponent("Projects").path)
        #expect(GtkTest.wait(for: "Projects expanded") { Self.names(tree).count == 4 })
        page.search("plan")
        #expect(GtkTest.wait(for: "plan.md found in Projects") { Self.names(tree) == ["Projects", "plan.md"] })
        #expect(page.viewModel.emptyState == .noMatches(query: "plan"), "no entry of the folder itself matches")
        #expect(!page.panel.showsEmptyPage, "the tree shows: \(page.panel.emptyStateTexts)")
        page.search("zebra")
        #expect(
            GtkTest.wait(for: "no match anywhere") { page.panel.showsEmptyPage },
            "\(Self.names(tree)), \(page.panel.emptyStateTexts)")
        #expect(page.panel.emptyStateTexts.first == "No results for “zebra”")
        // The list searches the folder's own entries only.
        page.search("plan")
        #expect(GtkTest.wait(for: "the tree's match back") { !page.panel.showsEmptyPage })
        page.show(.list)
        #expect(page.panel.showsEmptyPage && page.panel.emptyStateTexts.first == "No results for “plan”")
        page.show(.tree)
        #expect(!page.panel.showsEmptyPage)
    }

    @Test("a hidden tree is not listed again at each change; it lists the folder again when it shows")
    func hiddenTreeListsWhenShown() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.tree)
        let tree = try #require(page.tree)
        #expect(GtkTest.wait(for: "the tree listed") { Self.names(tree) == ["Projects", "notes.txt"] })
        page.show(.list)
        try Data(count: 3).write(to: app.filesFolder.appendingPathComponent("later.txt"))
        page.refresh()
        #expect(
            GtkTest.wait(for: "the list shows the new file") { page.viewModel.rows.contains { $0.item?.name == "later.txt" } })
        #expect(page.treeIsStale && Self.names(tree) == ["Projects", "notes.txt"], "the hidden tree was not read again")
        page.show(.tree)
        #expect(
            GtkTest.wait(for: "the tree listed again as it shows") {
                Self.names(tree) == ["Projects", "later.txt", "notes.txt"]
            },
            "\(Self.names(tree))")
        #expect(!page.treeIsStale)
    }

    @Test(
        "a file created in the folder the tree shows appears in the tree as in the list, from the list's entries (nothing read again): open folders stay open with their children"
    )
    func changeShowsFromTheListsEntries() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.tree)
        let tree = try #require(page.tree)
        let projects = app.filesFolder.appendingPathComponent("Projects").path
        tree.outline.expand(projects)
        #expect(
            GtkTest.wait(for: "Projects listed and watched") {
                Self.names(tree) == ["Projects", "rows", "plan.md", "notes.txt"] && tree.watchedFolders == [projects]
            })

        #expect(FileManager.default.createFile(atPath: app.filesFolder.appendingPathComponent("later.txt").path, contents: nil))
        #expect(
            GtkTest.wait(for: "the list shows the new file") { page.viewModel.rows.contains { $0.item?.name == "later.txt" } })
        // In the same turn of the main loop: a listing of the folder from disk would land later.
        #expect(Self.names(tree) == ["Projects", "rows", "plan.md", "later.txt", "notes.txt"], "\(Self.names(tree))")
        #expect(tree.outline.outline.expandedIDs == [projects])
        #expect(tree.watchedFolders == [projects])
    }

    @Test("a selection made in another folder carries to a hidden tree; going up in the tree selects the folder left")
    func selectionCarriesToAStaleTree() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.tree)
        let tree = try #require(page.tree)
        #expect(GtkTest.wait(for: "the tree listed") { Self.names(tree) == ["Projects", "notes.txt"] })
        page.show(.list)
        let projects = app.filesFolder.appendingPathComponent("Projects").path
        page.open(projects)
        page.waitUntilListed()
        #expect(page.viewModel.select(["plan.md"]))
        page.show(.tree)
        #expect(Self.names(tree) == ["rows", "plan.md"], "the folder's entries at once")
        #expect(tree.outline.rowsViewModel.selectedIDs == [.item(projects + "/plan.md")])

        tree.outline.rowsViewModel.clearSelection()
        #expect(page.openParent())
        #expect(
            GtkTest.wait(for: "the parent listed, Projects selected in the tree") {
                Self.names(tree) == ["Projects", "notes.txt"] && tree.outline.rowsViewModel.selectedIDs == [.item(projects)]
            }, "\(Self.names(tree)) \(tree.outline.rowsViewModel.selectedIDs)")
    }

    @Test("going up in the tree from a row further down than the parent's last gives the folder left the keyboard")
    func goingUpFromFarDownFocusesTheFolderLeft() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let projects = app.filesFolder.appendingPathComponent("Projects")
        for number in 0..<10 {
            try Data().write(to: projects.appendingPathComponent("note \(number).txt"))
        }
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.tree)
        let tree = try #require(page.tree)
        page.open(projects.path)
        try #require(GtkTest.wait(for: "Projects listed in the tree") { Self.names(tree).count == 12 })
        tree.view.focus(row: 11)
        try #require(GtkTest.wait(for: "its last row focused") { tree.view.focusedRow() == 11 })

        // The parent's two rows: the focused row goes with the folder's.
        #expect(page.openParent())
        let selected = { tree.outline.rowsViewModel.selectedIDs }
        #expect(
            GtkTest.wait(for: "Projects selected and focused in the parent") {
                selected() == [.item(projects.path)] && tree.view.focusedRow() == 0
            }, "\(Self.names(tree)) selected \(selected()), focused \(String(describing: tree.view.focusedRow()))")
        GtkTest.waitForFrames(of: window.widget)
        #expect(tree.view.focusedRow() == 0, "GTK's move of the focus, at the next frame, does not take it away")
    }

    @Test("renamed in a shell inside an expanded folder, a file stays selected and a folder stays expanded, at their new names")
    func renamesInsideExpandedFoldersKeepTheirState() throws {
        let app = try AppHarness()
        try Data(count: 3).write(to: app.filesFolder.appendingPathComponent("Projects/rows/inner.txt"))
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let (_, tree, projects) = try Self.treeWithProjectsExpanded(in: window, of: app)
        let rows = projects + "/rows"
        tree.outline.expand(rows)
        try #require(
            GtkTest.wait(for: "rows listed and watched") {
                Self.names(tree) == ["Projects", "rows", "inner.txt", "plan.md", "notes.txt"]
                    && tree.watchedFolders == [projects, rows]
            }, "\(Self.names(tree))")
        tree.outline.rowsViewModel.select([.item(projects + "/plan.md")])

        try FileManager.default.moveItem(atPath: projects + "/plan.md", toPath: projects + "/plan-2.md")
        #expect(
            GtkTest.wait(for: "plan-2.md shown, selected") {
                Self.names(tree).contains("plan-2.md")
                    && tree.outline.rowsViewModel.selectedIDs == [.item(projects + "/plan-2.md")]
            }, "\(Self.names(tree)), selected \(tree.outline.rowsViewModel.selectedIDs)")

        try FileManager.default.moveItem(atPath: rows, toPath: projects + "/rows-2")
        #expect(
            GtkTest.wait(for: "rows-2 shown, expanded, its file below it, watched") {
                Self.names(tree) == ["Projects", "rows-2", "inner.txt", "plan-2.md", "notes.txt"]
                    && tree.watchedFolders == [projects, projects + "/rows-2"]
            }, "\(Self.names(tree)), watching \(tree.watchedFolders)")
        #expect(tree.outline.rowsViewModel.selectedIDs == [.item(projects + "/plan-2.md")], "still selected")
    }

    @Test("what changed in an expanded folder while the tree was hidden shows when it shows again")
    func hiddenTreeShowsChangesInExpandedFolders() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let (page, tree, projects) = try Self.treeWithProjectsExpanded(in: window, of: app)
        try #require(Self.names(tree) == ["Projects", "rows", "plan.md", "notes.txt"])
        page.show(.list)
        try FileManager.default.removeItem(atPath: projects + "/plan.md")
        try Data(count: 3).write(to: URL(fileURLWithPath: projects + "/todo.txt"))
        page.show(.tree)
        let after = ["Projects", "rows", "todo.txt", "notes.txt"]
        #expect(
            GtkTest.wait(for: "Projects listed again as the tree shows") { Self.names(tree) == after },
            "\(Self.names(tree)), not \(after)")
        #expect(tree.outline.outline.isExpanded(projects) && tree.watchedFolders == [projects])
    }

    @Test("expanded folders are watched while the tree shows: not when hidden, collapsed or the page is gone")
    func watchesFollowTheTree() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.tree)
        let tree = try #require(page.tree)
        let projects = app.filesFolder.appendingPathComponent("Projects").path
        tree.outline.expand(projects)
        #expect(GtkTest.wait(for: "Projects listed and watched") { tree.watchedFolders == [projects] })
        page.show(.list)
        #expect(tree.watchedFolders.isEmpty, "a hidden tree watches nothing")
        page.show(.tree)
        #expect(tree.watchedFolders == [projects])
        tree.outline.collapse(projects)
        #expect(tree.watchedFolders.isEmpty)
        tree.outline.expand(projects)
        #expect(GtkTest.wait(for: "watched again") { tree.watchedFolders == [projects] })
        app.close(window)
        #expect(tree.watchedFolders.isEmpty, "the page's widgets gone, nothing watched")
    }

    /// `window`'s Files page showing the tree of `app`'s files folder, with Projects expanded, its
    /// children listed and the folder watched; the page, the tree and Projects' path.
    private static func treeWithProjectsExpanded(
        in window: DemoWindow, of app: AppHarness
    ) throws -> (page: FilesPage, tree: FilesTree, projects: String) {
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.tree)
        let tree = try #require(page.tree)
        let projects = app.filesFolder.appendingPathComponent("Projects").path
        try #require(GtkTest.wait(for: "the tree listed") { Self.names(tree) == ["Projects", "notes.txt"] })
        tree.outline.expand(projects)
        try #require(
            GtkTest.wait(for: "Projects listed and watched") {
                Self.names(tree).contains("plan.md") && tree.watchedFolders == [projects]
            })
        return (page, tree, projects)
    }

    @Test("an expanded folder deleted and made again at once (a build folder remade) is watched again: files added to it show")
    func remadeFolderIsWatchedAgain() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let (_, tree, projects) = try Self.treeWithProjectsExpanded(in: window, of: app)
        try FileManager.default.removeItem(atPath: projects)
        try FileManager.default.createDirectory(atPath: projects, withIntermediateDirectories: false)
        #expect(
            GtkTest.wait(for: "Projects listed again, empty, still expanded") {
                Self.names(tree) == ["Projects", "notes.txt"] && tree.outline.outline.isExpanded(projects)
            }, "\(Self.names(tree))")
        #expect(FileManager.default.createFile(atPath: projects + "/new.txt", contents: nil))
        #expect(
            GtkTest.wait(for: "new.txt in Projects") { Self.names(tree) == ["Projects", "new.txt", "notes.txt"] },
            "\(Self.names(tree))")
    }

    @Test("a file added to an expanded folder shows below it, and the folder's row counts it, with no refresh")
    func addedFileIsCountedInItsFolderRow() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let (_, tree, projects) = try Self.treeWithProjectsExpanded(in: window, of: app)
        let counted = try #require(tree.outline.outline.item(projects)?.itemCount)

        try Data(count: 3).write(to: app.filesFolder.appendingPathComponent("Projects/budget.ods"))
        let detail = "\(counted + 1) items"
        #expect(
            GtkTest.wait(for: "budget.ods in Projects, and Projects' row saying \(detail)") {
                Self.names(tree).contains("budget.ods") && tree.outline.outline.item(projects)?.itemCount == counted + 1
                    && tree.view.boundCells.contains { ($0.cell as? FileCell)?.detailLabel.text == detail }
            }, "\(Self.names(tree)), Projects counts \(String(describing: tree.outline.outline.item(projects)?.itemCount))")
    }

    @Test(
        "an expanded folder renamed elsewhere keeps its row, expanded, and its children open from the new path; a file added to it then shows"
    )
    func renamedExpandedFolderIsListedAnew() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let (_, tree, projects) = try Self.treeWithProjectsExpanded(in: window, of: app)
        let plans = app.filesFolder.appendingPathComponent("Plans").path
        try FileManager.default.moveItem(atPath: projects, toPath: plans)
        let paths = { tree.outline.outline.rows.compactMap { $0.item?.pathText } }
        #expect(
            GtkTest.wait(for: "Plans shown, expanded, its plan.md at the new path") {
                Self.names(tree).contains("Plans") && paths().contains(plans + "/plan.md")
            }, "\(paths())")
        #expect(!paths().contains { $0.hasPrefix(projects + "/") }, "no child at the old path: \(paths())")
        try Data(count: 3).write(to: URL(fileURLWithPath: plans + "/budget.ods"))
        #expect(
            GtkTest.wait(for: "budget.ods in Plans, which is watched at its new path") {
                paths().contains(plans + "/budget.ods")
            },
            "\(paths())")
    }

    @Test("a file selected deep in the tree stays selected after a look at the list; a selection changed there carries")
    func deepSelectionSurvivesAnotherView() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let (page, tree, projects) = try Self.treeWithProjectsExpanded(in: window, of: app)
        let plan = OutlineRow<FileEntry>.ID.item(projects + "/plan.md")
        #expect(tree.outline.rowsViewModel.select([plan]))

        page.show(.list)
        #expect(page.viewModel.selectedIDs.isEmpty, "plan.md is not in the folder the list shows")
        page.show(.tree)
        #expect(tree.outline.rowsViewModel.selectedIDs == [plan], "the tree keeps its selection")

        page.show(.columns)
        #expect(page.viewModel.select(["notes.txt"]))
        page.show(.tree)
        #expect(tree.outline.rowsViewModel.selectedIDs == [.item(app.filesFolder.appendingPathComponent("notes.txt").path)])
    }

    @Test("sorted by size, a folder that grows moves up among its siblings, at the top of the tree and inside a folder")
    func grownFolderMovesInASizeOrder() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let files = app.filesFolder
        // A file in each folder opened, so that each can open (an empty one shows no disclosure):
        // Projects holds rows, plan.md and, here, aaa; Grows is new.
        for path in ["Projects/aaa/a.txt", "Projects/rows/r.txt", "Grows/g.txt"] {
            let url = files.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.setOrder(.size)
        page.show(.tree)
        let tree = try #require(page.tree)
        let (projects, grows) = (files.appendingPathComponent("Projects").path, files.appendingPathComponent("Grows").path)
        try #require(GtkTest.wait(for: "the tree listed") { Self.names(tree) == ["Projects", "Grows", "notes.txt"] })
        tree.outline.expand(projects)
        tree.outline.expand(grows)
        try #require(GtkTest.wait(for: "Projects' children listed") { Self.names(tree).contains("rows") })
        tree.outline.expand(projects + "/rows")
        // Largest first: Projects (3 items), then Grows (1); in Projects, aaa and rows (1 each) by name.
        try #require(
            GtkTest.wait(for: "the folders opened and watched") {
                Self.names(tree) == ["Projects", "aaa", "rows", "r.txt", "plan.md", "Grows", "g.txt", "notes.txt"]
                    && Set(tree.watchedFolders) == [projects, grows, projects + "/rows"]
            }, "\(Self.names(tree)), watched \(tree.watchedFolders)")

        for number in 0..<4 { try Data().write(to: files.appendingPathComponent("Grows/\(number).txt")) }
        for number in 0..<2 { try Data().write(to: files.appendingPathComponent("Projects/rows/\(number).txt")) }
        #expect(
            GtkTest.wait(for: "Grows (5 items) above Projects, rows (3) above aaa") {
                Self.names(tree) == [
                    "Grows", "0.txt", "1.txt", "2.txt", "3.txt", "g.txt", "Projects", "rows", "0.txt", "1.txt", "r.txt", "aaa",
                    "plan.md", "notes.txt",
                ]
            }, "\(Self.names(tree))")
    }

    @Test("a folder's listing landing after a newer one of a folder inside it does not bring back that folder's old entries")
    func olderListingOfAParentLandingLast() throws {
        let app = try AppHarness()
        let projects = app.filesFolder.appendingPathComponent("Projects").path
        let rows = projects + "/rows"
        try Data().write(to: URL(fileURLWithPath: rows + "/r.txt"))  // so that rows can open
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.tree)
        let tree = try #require(page.tree)
        try #require(GtkTest.wait(for: "the tree listed") { Self.names(tree) == ["Projects", "notes.txt"] })
        tree.outline.expand(projects)
        try #require(GtkTest.wait(for: "Projects listed") { Self.names(tree).contains("rows") })
        tree.outline.expand(rows)
        try #require(
            GtkTest.wait(for: "rows listed, both watched") {
                Self.names(tree) == ["Projects", "rows", "r.txt", "plan.md", "notes.txt"]
                    && tree.watchedFolders == [projects, rows]
            }, "\(Self.names(tree)), watched \(tree.watchedFolders)")

        // Listings and their landings held, to run in the order this test says (the loop is not run
        // from here on: the folders' own watches see nothing until the end).
        let (listings, landings) = (HeldWork(), HeldWork())
        tree.outline.rowsViewModel.scheduler = WorkScheduler(
            background: listings.hold, main: { work in landings.hold { MainActor.assumeIsolated { work() } } })
        tree.listAgain(projects)
        #expect(listings.runAll() == 1, "Projects read, and rows below it, holding r.txt only")
        try Data().write(to: URL(fileURLWithPath: rows + "/new.txt"))
        tree.listAgain(rows)
        #expect(listings.runAll() == 1, "rows read again, holding new.txt too")
        #expect(landings.runAll(reversed: true) == 2, "rows' listing lands, then Projects' older one")
        while listings.runAll() + landings.runAll() > 0 {}
        #expect(
            Self.names(tree) == ["Projects", "rows", "new.txt", "r.txt", "plan.md", "notes.txt"],
            "rows, listed again, shows new.txt: \(Self.names(tree))")
    }

    @Test("a folder removed between its listing and its expansion shows an error row naming it")
    func vanishedFolderShowsAnError() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let attic = app.filesFolder.appendingPathComponent("Attic")
        try FileManager.default.createDirectory(at: attic, withIntermediateDirectories: true)
        // Not empty: a folder counted empty has no disclosure to expand.
        try Data(count: 1).write(to: attic.appendingPathComponent("old.txt"))
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.tree)
        let tree = try #require(page.tree)
        GtkTest.waitForFrames(of: tree.view.listView)
        try #require(input.focus(window.window))
        #expect(Self.names(tree) == ["Attic", "Projects", "notes.txt"])
        // The page's watch would take Attic's row away; stopped, the listing stays as it was.
        page.monitor?.stop()
        try FileManager.default.removeItem(at: attic)
        try Self.click(row: 0, of: tree, in: window, input: input)
        input.press("Right")
        let failure = OutlineRow<FileEntry>.ID.failure(parent: attic.path)
        #expect(GtkTest.wait(for: "an error row under Attic") { tree.outline.rows.map(\.id).contains(failure) })
        let message = tree.outline.rows.first { $0.id == failure }.flatMap {
            if case .failure(let text) = $0.content { text } else { nil }
        }
        #expect(message?.contains(attic.path) == true, "\(message ?? "no message")")
        #expect(message?.contains("cannot be opened") == true, "\(message ?? "no message")")
    }

    @Test("the tree view is remembered across a restart of the app")
    func treeSurvivesARestart() throws {
        let app = try AppHarness()
        do {
            let window = app.openWindow(on: .files)
            let page = try #require(window.pages[.files] as? FilesPage)
            page.show(.tree)
            app.close(window)
        }
        #expect(try FilesViewChoices.load(from: app.folders.state.appendingPathComponent("files-view.json")).mode == .tree)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        #expect(page.mode == .tree && Self.visibleView(of: page) == "tree" && page.switcher.selected == .tree)
        let tree = try #require(page.tree, "the tree made at start")
        #expect(Self.names(tree) == ["Projects", "notes.txt"])
        let button = try #require(page.switcher.buttons[.tree])
        #expect(String(cString: gtk_widget_get_tooltip_text(button)) == "Tree view (Ctrl+3)")
    }

    /// The names of the tree's item rows, in order.
    private static func names(_ tree: FilesTree) -> [String] {
        tree.outline.rows.compactMap { $0.content.item?.name }
    }

    /// The titles of the file cells the tree's list has bound.
    private static func shownTitles(of tree: FilesTree) -> Set<String> {
        Set(tree.view.boundCells.compactMap { ($0.cell as? FileCell)?.title })
    }

    /// Clicks the tree's row `row` (its cell, drawn), which focuses and selects it.
    private static func click(row: Int, of tree: FilesTree, in window: DemoWindow, input: InputDisplay) throws {
        #expect(GtkTest.wait(for: "row \(row) bound") { tree.view.boundCells.contains { $0.row == row } })
        // Bound is not yet laid out: the click goes where the cell is drawn (under ThreadSanitizer
        // a click on a row just bound once selected nothing).
        GtkTest.waitForFrames(of: window.widget)
        let cell = try #require(tree.view.boundCells.first { $0.row == row }?.cell)
        #expect(input.click(cell.root, in: window.window))
        #expect(
            GtkTest.wait(for: "row \(row) selected") { tree.outline.rowsViewModel.selectedIDs == [tree.outline.rows[row].id] })
    }

    /// The name of the view the page's stack shows.
    private static func visibleView(of page: FilesPage) -> String? {
        gtk_stack_get_visible_child_name(OpaquePointer(page.views)).map { String(cString: $0) }
    }
}

/// Which threads a loader ran on (true: GTK's thread, the test's), from any thread.
private final class ThreadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [Bool] = []

    func note(_ isGtkThread: Bool) {
        lock.withLock { noted.append(isGtkThread) }
    }

    var calls: [Bool] { lock.withLock { noted } }
}
