import ArgumentParser
import CGtk
import Foundation
import Rows

/// `rows-bench smooth`: a shown million-row list that scrolls every frame for ten seconds while
/// random edits land 30 times a second and a person types a search and deletes it again. Prints
/// the frames drawn, the 99th-percentile frame interval and the longest time the GLib loop stayed
/// away from its poll (run under Xvfb: `./dev bench smooth`). First, GTK's own list of the same rows
/// is scrolled the same way with no edits and no search, then again with bursts of the same size
/// offered at the same rate (``GtkScrollRun``); the figures are also given as ratios to both. Both
/// lists' cells show their text in an inscription, as the app's million rows do (`--text label`
/// shows it in a label instead, in both).
struct SmoothCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "smooth",
        abstract: "Frame times and main-loop stalls of a million-row list under scrolling, edits and search.")

    @Option(help: "Rows in the list.")
    var rows = 1_000_000

    @Option(help: "Seconds of scrolling.")
    var seconds = 10.0

    @Option(help: "Bursts of random edits a second.")
    var rate = 30

    @Option(help: "Rows each burst edits.")
    var burst = 20

    @Flag(inversion: .prefixedNo, help: "Type a search (and delete it) while scrolling.")
    var search = true

    @Option(
        help:
            "Write to standard error what happened in each main-loop stall and between the frames further apart than this (ms), and each frame phase's length."
    )
    var traceOver: Double?

    /// The widget every cell shows its text in.
    enum Text: String, ExpressibleByArgument, CaseIterable {
        case inscription, label
    }

    @Option(help: "The widget the cells of both lists show their text in: inscription (as the app's million rows) or label.")
    var text = Text.inscription

    @Flag(
        inversion: .prefixedNo,
        help: "First scroll GTK's own list of the same rows the same way, without and with bursts of edits, to compare with.")
    var peer = true

    func run() {
        MainActor.assumeIsolated {
            let window = BenchWindow()
            var peers = SmoothRun.Peers()
            if peer {
                let tracing = traceOver != nil
                peers.scrolling = GtkScrollRun(window: window, rows: rows, seconds: seconds, text: text, tracing: tracing).run()
                if rate > 0 {
                    let editing = GtkScrollRun(
                        window: window, rows: rows, seconds: seconds, text: text, edits: (rate, burst), tracing: tracing)
                    peers.editing = (editing.run(), editing.burstTimes)
                }
            }
            let run = SmoothRun(
                window: window, rows: rows, seconds: seconds, rate: rate, burst: burst, typing: search ? SmoothRun.typing : [],
                text: text, traceOver: traceOver)
            run.run(comparedWith: peers)
        }
    }
}
