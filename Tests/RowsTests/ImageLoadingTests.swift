import CGtk
import Foundation
import GtkTestSupport
import RowsCore
import Testing

@testable import Rows

/// A decoder the test controls: it holds each decode until its path is released, counts the decodes
/// run on the thread that made it (the main actor's: under swift-testing on Linux not the process's
/// first thread, so `Thread.isMainThread` would not tell), and makes a small texture it remembers
/// the path of.
private final class HeldDecoder: Sendable {
    private struct State {
        var released: Set<String> = []
        var releasesAll = false
        var onMainThread = 0
        var calls = 0
        var paths: [UInt: String] = [:]  // texture address → path
    }
    private let state = Locked(State())
    private let mainThread = pthread_self()

    /// Lets the decodes of `paths` end (all of them with nil).
    func release(_ paths: [String]? = nil) {
        state.withLock { state in
            if let paths { state.released.formUnion(paths) } else { state.releasesAll = true }
        }
    }

    var callsOnMainThread: Int { state.withLock { $0.onMainThread } }
    var calls: Int { state.withLock { $0.calls } }

    /// The path the texture `image` shows was decoded from, if any.
    func path(shownBy image: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard let paintable = gtk_image_get_paintable(GtkPointer.opaque(image)) else { return nil }
        return state.withLock { $0.paths[UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(paintable)))] }
    }

    var decoder: ImageDecoder {
        { [self] path, pixels in
            state.withLock { state in
                state.calls += 1
                if pthread_equal(pthread_self(), mainThread) != 0 { state.onMainThread += 1 }
            }
            while !state.withLock({ $0.releasesAll || $0.released.contains(path) }) { usleep(500) }
            if path.hasSuffix(".broken") { return .failure(ImageDecodeFailure(message: "not an image")) }
            let side = Int(pixels)
            let bytes = g_bytes_new([UInt8](repeating: 0x80, count: side * side * 4), gsize(side * side * 4))
            let texture = gdk_memory_texture_new(Int32(side), Int32(side), GDK_MEMORY_R8G8B8A8, bytes, gsize(side * 4))!
            g_bytes_unref(bytes)
            state.withLock { $0.paths[UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(texture)))] = path }
            return .success(DecodedImage(texture: texture, byteCount: side * side * 4))
        }
    }
}

/// A row showing a thumbnail through the loader the test sets.
private final class ThumbnailCell: TestLabelCell {
    nonisolated(unsafe) static var loader: ImageLoader!
    let image = ImageView(pixelSize: 16, cssClasses: [], loader: ThumbnailCell.loader)
    var path = ""

    required init() {
        super.init()
        gtk_box_append(GtkPointer.cast(root, to: GtkBox.self), image.widget)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        image.cancelPendingImage()
    }
}

/// A shown list of `count` thumbnails, of the files `path(id)`.
@MainActor
private final class ThumbnailHarness {
    let list: ListView<SingleSection, Entry>
    let window: UnsafeMutablePointer<GtkWindow>

    init(count: Int, loader: ImageLoader, height: Int32 = 400, path: @escaping (Int) -> String) {
        GtkTest.initialize()
        ThumbnailCell.loader = loader
        let viewModel = ListViewModel(ListSnapshot(items: (0..<count).map { Entry(id: $0, text: "t") }))
        let thumbnails = CellRegistration<ThumbnailCell, Entry> { cell, entry in
            cell.label.text = entry.shownText
            cell.path = path(entry.id)
            cell.image.show(.file(cell.path))
        }
        list = ListView(viewModel) { cells, entry in cells.cell(using: thumbnails, for: entry) }
        window = GtkTest.window(showing: list.widget)
        gtk_window_set_default_size(window, 300, height)
        GtkTest.wait(for: "GTK to bind rows") { self.list.boundRowCount > 0 }
        GtkTest.waitForFrames(of: list.listView)
    }

    var cells: [(row: Int, cell: ThumbnailCell)] { list.boundCells.map { ($0.row, $0.cell as! ThumbnailCell) } }

    func scroll(toRow row: Int) {
        list.scroll(toRow: row)
        GtkTest.wait(for: "row \(row) bound") { self.list.boundCells.contains { $0.row == row } }
        GtkTest.waitForFrames(of: list.listView)
    }

    isolated deinit { gtk_window_destroy(window) }
}

@MainActor
@Suite("Images decoded off the main loop", .enabled(if: GtkTest.hasDisplay), .serialized)
struct ImageLoadingTests {
    init() { GtkTest.initialize() }

    @Test("a placeholder shows until the decode lands, then the texture; the decode ran off the main thread")
    func placeholderThenTexture() {
        let held = HeldDecoder()
        let loader = ImageLoader(decoder: held.decoder)
        let view = ImageView(pixelSize: 16, cssClasses: [], loader: loader)
        view.show(.file("/photos/a.png"))
        GtkTest.wait(for: "the decode to start") { held.calls == 1 }
        GtkTest.drain()
        #expect(GtkTest.iconName(view.widget) == ImageView.placeholderIconName)
        #expect(held.path(shownBy: view.widget) == nil)
        held.release()
        GtkTest.wait(for: "the texture to land") { held.path(shownBy: view.widget) == "/photos/a.png" }
        #expect(held.callsOnMainThread == 0)
        // Cached now: another view shows it at once, without a decode.
        let other = ImageView(pixelSize: 16, cssClasses: [], loader: loader)
        other.show(.file("/photos/a.png"))
        #expect(held.path(shownBy: other.widget) == "/photos/a.png" && held.calls == 1)
    }

    @Test("a view hidden or shown an icon while its file decodes drops the file")
    func hiddenViewDropsItsDecode() {
        let held = HeldDecoder()
        let loader = ImageLoader(decoder: held.decoder)
        let hidden = ImageView(pixelSize: 16, cssClasses: [], loader: loader)
        let iconed = ImageView(pixelSize: 16, cssClasses: [], loader: loader)
        hidden.show(.file("/photos/h.png"))
        iconed.show(.file("/photos/i.png"))
        GtkTest.wait(for: "both decodes to start") { held.calls == 2 }
        hidden.show(nil)
        iconed.show(.icon("face-smile-symbolic"))
        held.release()
        GtkTest.wait(for: "the decodes to end") { !loader.isDecoding }
        GtkTest.drain()
        #expect(held.path(shownBy: hidden.widget) == nil && gtk_widget_get_visible(hidden.widget) == 0)
        #expect(held.path(shownBy: iconed.widget) == nil && GtkTest.iconName(iconed.widget) == "face-smile-symbolic")
        #expect(loader.cachedCount == 2, "the decodes that ended are kept for the next view that asks")
    }

    @Test("views asking for the same file share one decode")
    func sharedDecode() {
        let held = HeldDecoder()
        let loader = ImageLoader(decoder: held.decoder)
        let views = (0..<3).map { _ in ImageView(pixelSize: 16, cssClasses: [], loader: loader) }
        for view in views { view.show(.file("/photos/same.png")) }
        held.release()
        GtkTest.wait(for: "all three to show it") { views.allSatisfy { held.path(shownBy: $0.widget) != nil } }
        #expect(held.calls == 1 && loader.decodesStarted == 1)
    }

    @Test("a file shown with a new revision is decoded again, one that could not be decoded is tried again with a new one")
    func newRevisionIsDecodedAgain() throws {
        let held = HeldDecoder()
        held.release()
        let loader = ImageLoader(decoder: held.decoder)
        var warnings: [String] = []
        loader.warn = { warnings.append($0) }
        let view = ImageView(pixelSize: 16, cssClasses: [], loader: loader)
        let path = "/photos/red.png"
        view.show(.file(path, revision: 1))
        try #require(GtkTest.wait(for: "the picture decoded") { held.path(shownBy: view.widget) == path })
        let first = gtk_image_get_paintable(GtkPointer.opaque(view.widget))
        view.show(.file(path, revision: 1))
        #expect(held.calls == 1, "the same revision comes from the cache")
        view.show(.file(path, revision: 2))  // written again (a green picture)
        #expect(
            GtkTest.wait(for: "the new revision decoded and shown") {
                held.calls == 2 && held.path(shownBy: view.widget) == path
                    && gtk_image_get_paintable(GtkPointer.opaque(view.widget)) != first
            })

        view.show(.file("/photos/x.broken", revision: 1))
        try #require(GtkTest.wait(for: "the fallback") { GtkTest.iconName(view.widget) == ImageView.fallbackIconName })
        view.show(.file("/photos/x.broken", revision: 1))
        #expect(held.calls == 3, "known not to decode, as it is")
        view.show(.file("/photos/x.broken", revision: 2))
        #expect(GtkTest.wait(for: "tried again") { held.calls == 4 })
        GtkTest.drain()
        #expect(warnings.count == 1, "reported once: \(warnings)")
    }

    @Test("two files whose paths Swift's strings compare equal (composed and decomposed accents) are two decodes, each shown")
    func pathsAlikeButInTheirBytes() {
        let held = HeldDecoder()
        held.release()
        let loader = ImageLoader(decoder: held.decoder)
        let paths = ["/photos/Caf\u{E9}.png", "/photos/Cafe\u{301}.png"]
        let views = paths.map { path in
            let view = ImageView(pixelSize: 16, cssClasses: [], loader: loader)
            view.show(.file(path))
            return view
        }
        GtkTest.wait(for: "both to show") { views.allSatisfy { held.path(shownBy: $0.widget) != nil } }
        #expect(held.calls == 2 && loader.cachedCount == 2)
        for (view, path) in zip(views, paths) {
            #expect(held.path(shownBy: view.widget).map { Array($0.utf8) } == Array(path.utf8))
        }
    }

    @Test("a file that cannot be decoded shows the fallback icon and is logged once")
    func brokenFileFallsBackAndLogsOnce() {
        let held = HeldDecoder()
        held.release()
        let loader = ImageLoader(decoder: held.decoder)
        var warnings: [String] = []
        loader.warn = { warnings.append($0) }
        let first = ImageView(pixelSize: 16, cssClasses: [], loader: loader)
        let second = ImageView(pixelSize: 24, cssClasses: [], loader: loader)
        first.show(.file("/photos/x.broken"))
        GtkTest.wait(for: "the fallback") { GtkTest.iconName(first.widget) == ImageView.fallbackIconName }
        second.show(.file("/photos/x.broken"))
        first.show(.file("/photos/x.broken"))
        #expect(GtkTest.iconName(second.widget) == ImageView.fallbackIconName)
        #expect(GtkTest.iconName(first.widget) == ImageView.fallbackIconName)
        #expect(gtk_widget_get_visible(first.widget) != 0)
        GtkTest.drain()
        #expect(warnings.count == 1 && warnings.first?.contains("/photos/x.broken") == true)
        #expect(held.calls == 1 && held.callsOnMainThread == 0)
    }

    @Test("a thumbnail whose row is recycled before it decodes never shows in the row the cell shows now")
    func recycledRowNeverShowsOldThumbnail() {
        let held = HeldDecoder()
        let loader = ImageLoader(decoder: held.decoder)
        let harness = ThumbnailHarness(count: 2_000, loader: loader) { "/photos/\($0).png" }
        let firstRows = harness.cells.map(\.cell.path)
        #expect(!firstRows.isEmpty)
        GtkTest.wait(for: "two decodes to start") { held.calls == 2 }
        // The list scrolls far: the cells are rebound to other rows while the first decodes run
        // (GTK keeps the focus row, row 0, built and bound to itself).
        harness.scroll(toRow: 1_500)
        let rebound = harness.cells.filter { !firstRows.contains($0.cell.path) }
        #expect(rebound.count > 10)
        held.release(firstRows)
        GtkTest.wait(for: "the first rows' decodes to end") { held.calls >= 3 }
        GtkTest.waitForFrames(of: harness.list.listView)
        for (row, cell) in rebound {
            let shown = held.path(shownBy: cell.image.widget)
            #expect(shown == nil, "row \(row) shows \(shown ?? "") while waiting for \(cell.path)")
            #expect(GtkTest.iconName(cell.image.widget) == ImageView.placeholderIconName)
        }
        held.release()
        GtkTest.wait(for: "every shown row's own thumbnail") {
            harness.cells.allSatisfy { held.path(shownBy: $0.cell.image.widget) == $0.cell.path }
        }
        #expect(held.callsOnMainThread == 0)
    }

    @Test("the cache stays within its budget while 10,000 images scroll by")
    func cacheStaysWithinBudget() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-thumbnails-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = 10_000
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 8, 8)!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        for id in 0..<count {
            gdk_pixbuf_fill(pixbuf, guint32(id) &* 2_654_435_761 | 0xff)
            var error: UnsafeMutablePointer<GError>?
            let ok = gdk_pixbuf_savev(pixbuf, folder.appendingPathComponent("\(id).png").path, "png", nil, nil, &error)
            if ok == 0 { g_clear_error(&error) }
            try #require(ok != 0)
        }
        let budget = 40 * 16 * 16 * 4  // forty 16-pixel thumbnails
        let loader = ImageLoader(budget: budget)
        let harness = ThumbnailHarness(count: count, loader: loader, height: 800) {
            folder.appendingPathComponent("\($0).png").path
        }
        var most = 0
        var row = 0
        while row < count {
            harness.scroll(toRow: row)
            GtkTest.spin(seconds: 0.2) { !harness.cells.contains { loader.isWaiting($0.cell.image) } }
            most = max(most, loader.cachedBytes)
            #expect(loader.cachedBytes <= budget)
            row += 60
        }
        harness.scroll(toRow: count - 1)
        GtkTest.wait(for: "the last rows' thumbnails") {
            harness.cells.allSatisfy { gtk_image_get_paintable(GtkPointer.opaque($0.cell.image.widget)) != nil }
        }
        #expect(loader.cachedBytes <= budget && most > budget / 2)
        #expect(loader.decodesStarted > budget / (16 * 16 * 4))
    }
}
