import CGtk

extension String {
    /// The text as Pango markup or XML character data shows it as written: `&`, `<`, `>`, quotes
    /// and apostrophes escaped by GLib's `g_markup_escape_text` (a person's or a file's name in a
    /// toast's title, a status page's description, a `GtkBuilder` property).
    var markupEscaped: String {
        let escaped = g_markup_escape_text(self, -1)!
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
