import Testing

extension RealInputApp {
    /// Searching as a person does: typing in the list, Ctrl+F, Escape.
    @Suite("Searching")
    struct SearchingTests {
        @Test(
            "typing in the list opens the search with the letters typed and shows only the matching people; Escape closes it and everyone is back"
        )
        func typingSearchesAndEscapeBringsEveryoneBack() throws {
            let app = try AppSession(page: "people")
            let everyone = try #require(app.wait(for: "the People Directory's rows") { $0.itemNames.count >= 6 }).pageRowNames
            try app.clickRow(named: "Carol Danvers")
            app.wait(for: "Carol Danvers selected") { $0.selectedNames == ["Carol Danvers"] }

            try app.input.type("bruce")
            let found = app.wait(for: "only the Bruces shown") { $0.itemNames == ["Bruce Banner", "Bruce Wayne"] }
            #expect(found?.searchEntry?.text == "bruce", "every letter typed is in the search entry, the first too")

            try app.input.press("Escape")
            let back = app.wait(for: "everyone back after Escape") { $0.pageRowNames == everyone }
            #expect(back?.searchEntry == nil || back?.searchEntry?.text == "", "the search closed and cleared")
        }

        @Test(
            "Ctrl+F puts the keyboard in the search entry; a word filters, an unmatched one says there are no results; Escape brings every row back"
        )
        func ctrlFSearchesAndEscapeBringsEveryRowBack() throws {
            let app = try AppSession(page: "people-pets")
            let everyone = try #require(app.wait(for: "the rows of People & Pets") { $0.itemNames.count >= 6 }).pageRowNames

            try app.input.press("ctrl+f")
            app.wait(for: "the search entry focused") { state in
                state.searchEntry?.focused == true
            }
            try app.input.type("grace")
            app.wait(for: "Grace and Pip, who lives with her") { $0.itemNames == ["Grace Hopper", "Pip"] }

            try app.input.press("ctrl+a")
            try app.input.type("qqq")
            let none = app.wait(for: "no row, and the no-results text") {
                $0.itemNames.isEmpty && $0.shows("No results for “qqq”")
            }
            #expect(none?.searchEntry?.text == "qqq")

            try app.input.press("Escape")
            app.wait(for: "every row back after Escape") { $0.pageRowNames == everyone }
        }

        @Test(
            "Down or Enter in the search entry goes to the first result; Escape there closes the search, the keyboard back in the list"
        )
        func keysMoveFromTheSearchToTheResults() throws {
            let app = try AppSession(page: "people-pets")
            let everyone = try #require(app.wait(for: "the rows of People & Pets") { $0.itemNames.count >= 6 }).pageRowNames

            try app.input.press("ctrl+f")
            app.wait(for: "the search entry focused") { $0.searchEntry?.focused == true }
            try app.input.type("grace")
            app.wait(for: "Grace and Pip") { $0.itemNames == ["Grace Hopper", "Pip"] }
            try app.input.press("Down")
            app.wait(for: "Down to focus Grace Hopper's row") { $0.focusedRowName == "Grace Hopper" }

            try app.input.press("ctrl+f")
            app.wait(for: "the search entry focused again") { $0.searchEntry?.focused == true }
            try app.input.press("Return")
            app.wait(for: "Enter to focus Grace Hopper's row") { $0.focusedRowName == "Grace Hopper" }

            try app.input.press("ctrl+f")
            app.wait(for: "the search entry focused a third time") { $0.searchEntry?.focused == true }
            try app.input.press("Escape")
            let back = app.wait(for: "every row back, the keyboard on a row") {
                $0.pageRowNames == everyone && $0.focusedRowName != nil
            }
            #expect(back?.searchEntry == nil || back?.searchEntry?.text == "", "the search closed and cleared")
        }
    }
}
