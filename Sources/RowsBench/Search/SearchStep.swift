/// What one keystroke of the typed search cost.
struct SearchStep {
    /// The search text after the keystroke.
    let query: String
    /// From the keystroke until its result was shown.
    let milliseconds: Double
    /// How many items the result shows.
    let matches: Int
    /// The search call itself.
    var call: Double = 0
    /// The longest single piece of main-thread work for the keystroke (the `search` call, or one
    /// main-loop callback with the commit in it).
    var longestPiece: Double = 0
    /// Of that piece, the time GTK took to apply the update (splices, binds).
    var longestPieceGtk: Double = 0
    /// All main-thread work for the keystroke.
    var mainThread: Double = 0
    /// Of that, GTK applying the update.
    var gtkApply: Double = 0
    /// `items-changed` emissions.
    var splices = 0
    /// Binds GTK asked the list for meanwhile.
    var binds = 0

    /// The step as a JSON object for a figure's extras.
    var json: [String: Any] {
        [
            "query": query, "ms": rounded(milliseconds), "matches": matches, "call_ms": rounded(call),
            "longest_piece_ms": rounded(longestPiece),
            "longest_piece_gtk_ms": rounded(longestPieceGtk), "main_thread_ms": rounded(mainThread),
            "gtk_apply_ms": rounded(gtkApply), "own_main_thread_ms": rounded(mainThread - gtkApply), "splices": splices,
            "binds": binds,
        ]
    }

    private func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
