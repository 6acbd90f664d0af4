import CGtk
import Logging
import RowsCore

/// A file to show at a size, as it is now: what the image cache and the decodes are keyed by.
struct ImageKey: Hashable, Sendable {
    /// The file's path.
    let path: ImagePath
    /// The side of the square the image is scaled to fit, in device pixels.
    let pixels: Int32
    /// Which contents of the file (`RowImage.file(_:revision:)`): a file written again,
    /// or another file put at its path, is decoded again when shown with a new revision.
    var revision = 0

    /// The file as it is, whatever the size: what a failure to decode is known by.
    var ofAnySize: ImageKey { ImageKey(path: path, pixels: 0, revision: revision) }
}

/// A file's path, equal to another only with the same bytes: Swift's strings compare by canonical
/// equivalence, so two files whose names differ only in composed and decomposed accents would
/// share one cached image.
struct ImagePath: Hashable, Sendable, CustomStringConvertible {
    /// The path, opened by its UTF-8.
    let description: String

    static func == (left: ImagePath, right: ImagePath) -> Bool {
        left.description.utf8.elementsEqual(right.description.utf8)
    }

    func hash(into hasher: inout Hasher) {
        for byte in description.utf8 { hasher.combine(byte) }
    }
}

/// Decodes the files ``ImageView``s show off the main thread and keeps the textures in a bounded
/// cache. It applies RowsCore's decisions: ``ImageRequests`` says which decode to start and where a
/// finished one may show (only in views still waiting for it), ``ByteBudgetCache`` which textures to
/// keep (the most recently used, within a byte budget).
@MainActor
final class ImageLoader {
    /// What ``lookUp(_:for:)`` found.
    enum Lookup {
        /// The texture is cached (a reference the caller does not own).
        case ready(OpaquePointer)
        /// The file could not be decoded before.
        case failed
        /// A decode is under way; the view is told when it ends.
        case pending
    }

    /// The loader every ``ImageView`` uses unless given another.
    static let shared = ImageLoader()

    /// Turns a path into a texture; called off the main thread.
    let decoder: ImageDecoder
    /// Where decodes run and how their results come back to the main loop.
    let scheduler: WorkScheduler
    /// Reports a file that cannot be decoded (once per path).
    var warn: @MainActor (String) -> Void = { Logger(label: "Rows").warning("\($0)") }
    /// Decodes started so far.
    private(set) var decodesStarted = 0

    private var cache: ByteBudgetCache<ImageKey, OpaquePointer>
    private var requests: ImageRequests<ImageKey, ObjectIdentifier>
    /// Files that could not be decoded, as they were then (``ImageKey/ofAnySize``; one written again
    /// is tried again).
    private var failedKeys: Set<ImageKey> = []
    /// Files reported as not decodable: each path once.
    private var reportedPaths: Set<ImagePath> = []
    private var viewers: [ObjectIdentifier: Weak] = [:]

    private struct Weak {
        weak var view: ImageView?
    }

    /// Reads and decodes on threads of their own at `.background` priority (as searches, sorts and
    /// diffs: thumbnails come after frames; a file on a slow disk holds back no search), results
    /// back through ``MainLoop/post(_:)``.
    static let backgroundScheduler = WorkScheduler(
        background: { work in Task.detached(priority: .background) { work() } },
        blocking: WorkScheduler.onThreadOfItsOwn,
        main: { work in MainLoop.post(work) })

    /// A loader with its own cache of `budget` bytes running `maxRunning` decodes at once.
    init(
        budget: Int = 64 << 20, maxRunning: Int = 2, decoder: @escaping ImageDecoder = DecodedImage.pixbufDecoder,
        scheduler: WorkScheduler = ImageLoader.backgroundScheduler
    ) {
        cache = ByteBudgetCache(budget: budget)
        requests = ImageRequests(maxRunning: maxRunning)
        self.decoder = decoder
        self.scheduler = scheduler
    }

    /// The cache's budget in bytes; lowering it evicts at once.
    var budget: Int {
        get { cache.budget }
        set { release(cache.setBudget(newValue)) }
    }

    /// What the cached textures cost, in bytes.
    var cachedBytes: Int { cache.totalCost }

    /// How many textures are cached.
    var cachedCount: Int { cache.count }

    /// Whether a decode runs (none waits while none runs: a free slot starts the next at once).
    var isDecoding: Bool { requests.runningCount > 0 }

    /// Whether a decode is wanted by `view`.
    func isWaiting(_ view: ImageView) -> Bool { requests.key(awaitedBy: ObjectIdentifier(view)) != nil }

    /// The texture of `key` for `view`: cached, known to fail, or asked for (`view` is told through
    /// ``ImageView/decoded(_:)`` or ``ImageView/failedToDecode()`` unless it asks for something else
    /// or withdraws first). Whatever `view` waited for before is withdrawn.
    func lookUp(_ key: ImageKey, for view: ImageView) -> Lookup {
        if failedKeys.contains(key.ofAnySize) {
            withdraw(view)
            return .failed
        }
        if let texture = cache.value(for: key) {
            withdraw(view)
            return .ready(texture)
        }
        let viewer = ObjectIdentifier(view)
        viewers[viewer] = Weak(view: view)
        start(requests.request(key, for: viewer))
        return .pending
    }

    /// `view` waits for nothing any more; a decode it asked for will not show in it.
    func withdraw(_ view: ImageView) {
        withdraw(ObjectIdentifier(view))
    }

    /// As ``withdraw(_:)-(ImageView)``, by identity (from a view's deinit).
    func withdraw(_ viewer: ObjectIdentifier) {
        requests.withdraw(viewer)
        viewers[viewer] = nil
    }

    private func start(_ keys: [ImageKey]) {
        let decoder = decoder
        for key in keys {
            decodesStarted += 1
            scheduler.run(blocking: { decoder(key.path.description, key.pixels) }, then: { result in self.finish(key, result) })
        }
    }

    private func finish(_ key: ImageKey, _ result: Result<DecodedImage, ImageDecodeFailure>) {
        let (show, next) = requests.finish(key)
        let views = show.compactMap { viewers.removeValue(forKey: $0)?.view }
        switch result {
        case .success(let image):
            for view in views { view.decoded(image.texture) }
            // The cache takes the decode's reference; a texture over the budget is released at once
            // (the views showing it hold their own).
            release(cache.insert(image.texture, cost: image.byteCount, for: key))
        case .failure(let failure):
            failedKeys.insert(key.ofAnySize)
            if reportedPaths.insert(key.path).inserted {
                warn("cannot load image \(key.path): \(failure.message)")
            }
            for view in views { view.failedToDecode() }
        }
        start(next)
    }

    private func release(_ textures: [OpaquePointer]) {
        for texture in textures { g_object_unref(UnsafeMutableRawPointer(texture)) }
    }

    isolated deinit {
        release(cache.removeAll())
    }
}
