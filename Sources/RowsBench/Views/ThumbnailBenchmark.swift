import CGtk
import Foundation
import Rows

/// `views.thumbnail_scroll_max_stall_ms`: a ``ListView`` of a folder of 2,000 image files (512×512
/// PNGs, written for the run), each row a 48-pixel thumbnail through ``ImageView`` (decoded off the
/// main loop) and a label, scrolled from top to bottom at 150 pixels a frame; the longest the main
/// loop went without polling meanwhile (with the 99th percentile of the stalls and how many exceeded
/// 16 ms). Beside it, in the same run, the same scroll with the images
/// decoded on the main loop at full size as Rows' old `TextureCache` did
/// (`views.thumbnail_scroll_max_stall_ms_sync`).
@MainActor
enum ThumbnailBenchmark {
    static let files = 2_000
    static let side: Int32 = 512

    /// Writes the folder, runs both scrolls in `window`, prints the figures and removes the folder.
    static func run(_ window: BenchWindow) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-bench-thumbnails-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = writeImages(to: folder)
        let background = scroll(window, paths: paths, cell: ThumbnailCell.self)
        window.clear()
        let synchronous = scroll(window, paths: paths, cell: SynchronousThumbnailCell.self)
        window.clear()
        SynchronousThumbnailCell.releaseTextures()
        Figure(
            name: "views.thumbnail_scroll_max_stall_ms", value: background.longest, unit: "ms",
            extra: [
                "target": "<= 16", "files": files, "frames": background.frames, "p99_ms": background.p99,
                "stalls_over_16ms": background.over16,
            ]
        ).print()
        Figure(
            name: "views.thumbnail_scroll_max_stall_ms_sync", value: synchronous.longest, unit: "ms",
            extra: ["frames": synchronous.frames, "p99_ms": synchronous.p99, "stalls_over_16ms": synchronous.over16]
        ).print()
    }

    /// `files` PNGs of `side` pixels, each a different colour, in `folder`.
    private static func writeImages(to folder: URL) -> [String] {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, side, side)!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return (0..<files).map { index in
            let path = folder.appendingPathComponent("\(index).png").path
            gdk_pixbuf_fill(pixbuf, UInt32(truncatingIfNeeded: index &* 2_654_435_761) | 0xff)
            var error: UnsafeMutablePointer<GError>?
            guard gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) != 0 else {
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                g_clear_error(&error)
                fatalError("rows-bench: cannot write \(path): \(message)")
            }
            return path
        }
    }

    /// Shows `paths` in cells of type `Cell` and scrolls from the top to the bottom; the longest
    /// main-loop stall meanwhile and the frames drawn.
    private static func scroll<Cell: ThumbnailShowing>(
        _ window: BenchWindow, paths: [String], cell: Cell.Type
    ) -> (longest: Double, p99: Double, over16: Int, frames: Int) {
        let viewModel = ListViewModel(ListSnapshot(items: paths.indices.map { BenchFile(id: $0, name: paths[$0]) }))
        let registration = CellRegistration<Cell, BenchFile> { cell, file in cell.showThumbnail(of: file.name) }
        let view = ListView(viewModel) { cells, file in cells.cell(using: registration, for: file) }
        window.show(view.widget)
        window.waitForFrame()
        window.idle(milliseconds: 300)  // the first page's decodes land before the scroll starts
        let adjustment = gtk_scrolled_window_get_vadjustment(GtkPointer.opaque(view.widget))!
        let meter = LoopStallMeter()
        let framesBefore = window.framesDrawn
        meter.start()
        let start = milliseconds()
        while milliseconds() - start < 30_000 {
            let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            let value = gtk_adjustment_get_value(adjustment)
            if value >= end { break }
            gtk_adjustment_set_value(adjustment, min(end, value + 150))
            window.waitForFrame()
        }
        window.idle(milliseconds: 100)
        meter.stop()
        let sorted = meter.stalls.sorted()
        let p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
        return (meter.longest, p99, sorted.filter { $0 > 16 }.count, window.framesDrawn - framesBefore)
    }
}

/// A thumbnail row of the benchmark.
@MainActor
private protocol ThumbnailShowing: ListCell {
    func showThumbnail(of path: String)
}

/// A row through Rows' image path: decoded off the main loop at 48 pixels, cached.
private final class ThumbnailCell: BoxCell, ThumbnailShowing {
    let image = ImageView(pixelSize: 48)
    let label = Label()

    required init() {
        super.init()
        append(image.widget)
        append(label.widget)
    }

    func showThumbnail(of path: String) {
        image.show(.file(path))
        label.text = path
    }
}

/// A row as Rows showed images before: `gdk_texture_new_from_filename` on the main loop, the full
/// image, kept for the run.
private final class SynchronousThumbnailCell: BoxCell, ThumbnailShowing {
    private static var textures: [String: OpaquePointer] = [:]
    let image = gtk_image_new()!
    let label = Label()

    required init() {
        super.init()
        gtk_image_set_pixel_size(GtkPointer.opaque(image), 48)
        append(image)
        append(label.widget)
    }

    func showThumbnail(of path: String) {
        if Self.textures[path] == nil { Self.textures[path] = gdk_texture_new_from_filename(path, nil) }
        gtk_image_set_from_paintable(GtkPointer.opaque(image), Self.textures[path])
        label.text = path
    }

    static func releaseTextures() {
        for texture in textures.values { g_object_unref(UnsafeMutableRawPointer(texture)) }
        textures.removeAll()
    }
}
