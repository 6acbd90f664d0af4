import Testing

extension RealInputApp {
    /// Moving through a list and the pages with the keyboard.
    @Suite("Moving")
    struct MovingTests {
        @Test(
            "Down from a department's last person lands on the next department's first, not on its header; Up comes back; End and Home reach the last and first person"
        )
        func arrowsSkipHeadersHomeAndEndReachTheEnds() throws {
            let app = try AppSession(page: "people")
            let start = try #require(app.wait(for: "two departments shown") { $0.headerNames.count >= 2 })
            let rows = start.pageRows
            let second = try #require(rows.indices.dropFirst().first { rows[$0].heading == true })
            let (last, next) = (rows[second - 1].name, rows[second + 1].name)
            try #require(rows[second - 1].heading != true && rows[second + 1].heading != true)

            try app.clickRow(named: last)
            app.wait(for: "\(last) selected by the click") { $0.selectedNames == [last] && $0.focusedRowName == last }
            try app.input.press("Down")
            let moved = app.wait(for: "Down to reach \(next), over the header \(rows[second].name)") {
                $0.selectedNames == [next] && $0.focusedRowName == next
            }
            if let moved { try expectSelectionPainted(next, in: moved, app: app) }
            try app.input.press("Up")
            app.wait(for: "Up to come back to \(last)") { $0.selectedNames == [last] && $0.focusedRowName == last }

            try app.input.press("End")
            let end = app.wait(for: "End to reach the last person") { state in
                state.pageRows.last?.heading != true && state.selectedNames == [state.pageRows.last?.name ?? ""]
                    && state.focusedRowName == state.pageRows.last?.name
            }
            #expect(end?.selectedNames != [last], "End moved")
            let first = try #require(rows.first { $0.heading != true }).name
            try app.input.press("Home")
            app.wait(for: "Home to reach the first person, \(first), not the first header") {
                $0.selectedNames == [first] && $0.focusedRowName == first
            }
        }

        /// Checks on the screen's pixels that the row named `name` is painted unlike the rows around it
        /// (the selection's highlight), which a state in the accessibility tree alone does not show.
        private func expectSelectionPainted(_ name: String, in state: AppState, app: AppSession) throws {
            let rows = state.pageRows.filter { $0.heading != true }
            guard let index = rows.firstIndex(where: { $0.name == name }), let box = rows[index].extents else {
                Issue.record("\(name) is not on screen")
                return
            }
            let others = rows.indices.filter { $0 != index }.prefix(3).compactMap { rows[$0].extents }
            // A strip three quarters across the row, where no row shows text: its background.
            let strip = { (box: [Int]) in [box[0] + box[2] * 3 / 4, box[1] + 6, 8, max(1, box[3] - 12)] }
            let colours = try app.colours(of: [strip(box)] + others.map(strip))
            let (selected, unselected) = (colours[0].colour, colours.dropFirst().map(\.colour))
            #expect(
                !unselected.isEmpty && !unselected.contains(selected),
                "\(name)'s row is painted \(selected), the others \(unselected)")
        }

        @Test(
            "the page sidebar by keyboard: a click on its row, then Down shows the next page and Up the one before, each named in the title"
        )
        func sidebarByKeyboard() throws {
            let app = try AppSession(page: "people-pets")
            let start = try #require(app.wait(for: "the sidebar") { $0.sidebarRows.count >= 3 })
            let pages = start.sidebarRows.map(\.name)
            try #require(pages.prefix(3) == ["People & Pets", "Settings", "Colors"], "the pages in the sidebar: \(pages)")
            try app.click(start.sidebarRows[0], in: start)
            app.wait(for: "the sidebar's first row focused") { $0.focusedRowName == "People & Pets" }

            try app.input.press("Down")
            let settings = app.wait(for: "Down to show Settings") { $0.title == "Rows — Settings" }
            #expect(
                settings?.pageRowNames.contains("Row density") == true, "Settings' rows shown: \(settings?.pageRowNames ?? [])")
            try app.input.press("Down")
            let colors = app.wait(for: "Down to show Colors") { $0.title == "Rows — Colors" && !$0.pageRows.isEmpty }
            #expect(colors?.pageRowNames.contains("Row density") == false, "Settings' rows no longer shown")
            try app.input.press("Up")
            app.wait(for: "Up to show Settings again") { $0.title == "Rows — Settings" && $0.focusedRowName == "Settings" }
        }
    }
}
