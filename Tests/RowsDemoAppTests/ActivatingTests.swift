import Testing

extension RealInputApp {
    /// Activating rows: Enter and a double click.
    @Suite("Activating")
    struct ActivatingTests {
        @Test(
            "a click selects without activating; Enter on the row, and a double click on another, each say under the list who it is"
        )
        func enterAndDoubleClickActivate() throws {
            let app = try AppSession(page: "people-pets")
            _ = try #require(app.wait(for: "the status line's prompt") { $0.shows("Activate a row to see who it is.") })

            try app.clickRow(named: "Alan Turing")
            let clicked = app.wait(for: "Alan Turing selected") { $0.selectedNames == ["Alan Turing"] }
            #expect(clicked?.shows("Alan Turing is") == false, "a single click does not activate")
            try app.input.press("Return")
            app.wait(for: "Enter to say who Alan Turing is") { $0.shows("Alan Turing is a user, known as “Prof”.") }

            try app.clickRow(named: "Rex", count: 2)
            app.wait(for: "the double click to say who Rex is") { $0.shows("Rex is a German Shepherd living with Alan Turing.") }
        }
    }
}
