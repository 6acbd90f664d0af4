import Foundation
import Testing

extension RealInputApp {
    /// Going through folders on the Files page with real keys and clicks.
    @Suite("Files")
    struct FilesTests {
        @Test("a double click opens a folder, Alt+Up goes to the enclosing one; Enter opens it again and Backspace goes back up")
        func openFoldersAndGoUp() throws {
            let app = try AppSession(page: "files")
            let top = app.folders.files.path
            let projects = app.folders.files.appendingPathComponent("Projects").path
            let topRows = ["Projects", "notes.txt"]
            let projectRows = ["rows", "plan.md"]
            try app.require("the folder listed, its path shown") { $0.pageRowNames == topRows && $0.shows(top) }

            try app.clickRow(named: "Projects", count: 2)
            app.wait(for: "the double click to open Projects") { $0.pageRowNames == projectRows && $0.shows(projects) }
            // A click in the new folder puts the keyboard back in the list: on a busy machine an empty
            // list can show before the folder's rows, its update takes the focused row away and GTK 4.8
            // moves the focus to the window's first button, where the page's keys do not reach (a bug,
            // reported). plan.md, not rows: a click where the double click was could make a third click.
            try app.clickRow(named: "plan.md")
            app.wait(for: "the click to select plan.md") { $0.selectedNames == ["plan.md"] }
            try app.input.press("alt+Up")
            app.wait(for: "Alt+Up to open the enclosing folder") { $0.pageRowNames == topRows && !$0.shows(projects) }

            try app.clickRow(named: "Projects")
            app.wait(for: "the click to select Projects") { $0.selectedNames == ["Projects"] }
            try app.input.press("Return")
            app.wait(for: "Enter to open Projects") { $0.pageRowNames == projectRows && $0.shows(projects) }
            try app.clickRow(named: "plan.md")
            app.wait(for: "the click to select plan.md") { $0.selectedNames == ["plan.md"] }
            try app.input.press("BackSpace")
            app.wait(for: "Backspace to open the enclosing folder") { $0.pageRowNames == topRows && !$0.shows(projects) }
        }

        @Test("a file added to an expanded folder of the tree shows without a refresh (it is watched); F5 keeps it")
        func expandedFolderIsWatched() throws {
            let app = try AppSession(page: "files")
            try app.require("the folder listed") { $0.pageRowNames == ["Projects", "notes.txt"] }
            try app.input.press("ctrl+3")
            try app.require("the tree view") { $0.pageRowNames.filter { $0 == "Projects" }.count == 2 }
            // GTK 4.8 lists the list view's rows too, hidden in their stack: the tree is the list made last.
            let tree = { (state: AppState) in
                state.pageRows.filter { $0.list == state.pageRows.compactMap(\.list).max() }.map(\.name)
            }
            let projects = try #require(try app.state().pageRows.last { $0.name == "Projects" })
            try app.click(projects, in: try app.state())
            // A screen reader hears the folder's row is collapsed, then expanded; a file's row is neither.
            let treeRow = { (state: AppState, name: String) in
                state.pageRows.last { $0.name == name && $0.list == state.pageRows.compactMap(\.list).max() }
            }
            try app.require("Projects read as collapsed") { treeRow($0, "Projects")?.expanded == false }
            try app.input.press("Right")
            try app.require("Right to expand Projects") { tree($0) == ["Projects", "rows", "plan.md", "notes.txt"] }
            try app.require("Projects read as expanded") { treeRow($0, "Projects")?.expanded == true }
            #expect(try treeRow(app.state(), "notes.txt").map { $0.expanded == nil } == true)

            // A folder expanded below the one shown is watched too, as GNOME Files does.
            try Data(count: 1).write(to: app.folders.files.appendingPathComponent("Projects/added.md"))
            app.wait(for: "added.md shown, no refresh asked") {
                tree($0) == ["Projects", "rows", "added.md", "plan.md", "notes.txt"]
            }
            try FileManager.default.removeItem(at: app.folders.files.appendingPathComponent("Projects/plan.md"))
            app.wait(for: "plan.md gone, no refresh asked") { tree($0) == ["Projects", "rows", "added.md", "notes.txt"] }

            try app.input.press("F5")
            Thread.sleep(forTimeInterval: 0.5)
            app.wait(for: "F5 keeps what shows") { tree($0) == ["Projects", "rows", "added.md", "notes.txt"] }
            app.wait(for: "Projects still selected") { $0.selectedNames == ["Projects"] }
        }
    }
}
