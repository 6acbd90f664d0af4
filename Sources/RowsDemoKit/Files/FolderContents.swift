import Foundation
import RowsCore
import Synchronization

/// A folder shown in a view model: listed, ordered and kept in step, without freezing the window.
///
/// Opening a folder reads its first ``firstBatch`` entries off the main actor (through the view
/// model's ``ListViewModel/scheduler``) and shows them as soon as they arrive (the first screenful);
/// a folder holding more is read to its end off the main actor too, and the rest arrives as the
/// diff's splices. Arranging (sorting,
/// hiding dot files) runs off the main actor too for a folder of ``ListViewModel/backgroundSearchThreshold``
/// entries or more, with each name's ``NaturalKey`` made once. Opening another folder, or refreshing,
/// while one is being read cancels that reading: only the newest listing lands (a ticket), and
/// only the newest arrangement (a generation).
@MainActor
public final class FolderContents {
    /// How many entries are read and shown at once when a folder opens: more than a list's
    /// screenful (a grid of icons in a big window shows more; the rest fills in once read), and no
    /// more, since GTK 4.8 builds, binds and lays out a row widget for each of them (up to 200) in
    /// the frame that shows them: 64 rather than 200 made the longest stall of an open 44–48 rather
    /// than 72–85 ms in `rows-bench files` on a two-core machine.
    public nonisolated static let firstBatch = 64

    /// The view model the entries are shown in.
    public let viewModel: ListViewModel<Int, FileEntry>
    /// The folder shown (standardized).
    public private(set) var folder: String
    /// The folder's entries, as read so far.
    public private(set) var entries: [FileEntry] = [] {
        didSet { version += 1 }
    }
    /// How the entries are ordered.
    public var order: FileOrder
    /// Whether entries whose name starts with a dot show.
    public var showsHidden = false
    /// Whether the folder is still being read off the main actor.
    public private(set) var isListing = false
    /// Whether the newest arrangement is still being sorted and diffed off the main actor.
    public private(set) var isArranging = false
    /// Called when ``isListing`` changes (a spinner shows while it is true).
    public var onListingChange: (@MainActor (Bool) -> Void)?
    /// Called when entries read off the main actor arrive (they are being arranged then).
    public var onEntriesChange: (@MainActor () -> Void)?
    /// Called when the folder shown cannot be read (it shows nothing then; the page says why).
    public var onError: (@MainActor (FolderError) -> Void)?
    /// Called when changes seen in the folder (``apply(_:)``) are in ``entries`` and being arranged.
    public var onChangesApplied: (@MainActor () -> Void)?
    /// Called when the view model shows the newest arrangement of ``entries`` (see ``arrange()``).
    public var onArranged: (@MainActor () -> Void)?

    /// Counts the changes of ``entries``, so that changes merged off the main actor land only on
    /// the entries they were merged into.
    var version = 0
    /// Changes waiting to be shown, while others are merged off the main actor or the folder is read.
    var waitingChanges = FolderChanges()
    /// Whether changes are being merged off the main actor now.
    var isMergingChanges = false

    /// The newest listing's ticket, read by the thread reading a folder to know it is still wanted.
    let ticket = ListingTicket()
    /// Counts the arrangements asked for; one prepared off the main actor lands only if still the newest.
    private var generation = 0
    /// Counts the arrangements made from ``entries`` (``arrange()``), read off the main actor by a
    /// change being shown (``rearrange(removing:inserting:)``) to know whether one came since.
    private let arrangements = ListingTicket()

    /// Contents shown in `viewModel`, in `order`; empty until ``open(_:)``.
    public init(viewModel: ListViewModel<Int, FileEntry>, folder: String, order: FileOrder) {
        self.viewModel = viewModel
        self.folder = folder
        self.order = order
    }

    /// Shows the folder at `path`: nothing at once, then its first ``firstBatch`` entries as soon as
    /// they are read off the main actor, then the rest. A folder that cannot be read shows nothing
    /// and is reported to ``onError``.
    ///
    /// - Complexity: O(1) on the main actor; the reading (one `stat` per entry) off it.
    public func open(_ path: String) {
        folder = URL(fileURLWithPath: path).standardizedFileURL.path
        waitingChanges = FolderChanges()
        entries = []
        arrange()
        list(again: false)
    }

    /// Shows the folder shown, renamed or moved to `path`, from now on: read again there off the main
    /// actor, the difference shown once it is read (its entries keep their rows, and selected
    /// ones stay selected), as ``refresh()`` does.
    public func follow(movedTo path: String) {
        folder = URL(fileURLWithPath: path).standardizedFileURL.path
        refresh()
    }

    /// Shows nothing, for the folder at `path`, which cannot be read (the page says why): going up
    /// or refreshing start from it. Cancels any reading under way.
    public func showUnreadable(_ path: String) {
        folder = URL(fileURLWithPath: path).standardizedFileURL.path
        waitingChanges = FolderChanges()
        entries = []
        ticket.next()
        setListing(false)
        arrange()
    }

    /// Reads the folder shown again, off the main actor, and shows the difference once it is read
    /// in full (what shows stays meanwhile). Entries renamed while shown keep their identity (see
    /// ``keepingIdentities(of:in:)``), so that their rows stay as they are. A folder that can no
    /// longer be read shows nothing and is reported to ``onError``.
    ///
    /// - Complexity: O(1) on the main actor; the reading off it.
    public func refresh() {
        waitingChanges = FolderChanges()
        list(again: true)
    }

    /// `fresh`, the entries of the folder read again, with the identities that `shown` gave to names
    /// still present (a file renamed while shown keeps the id it had); a new name whose id one of
    /// those took gets an identity of its own, so that ids stay unique.
    ///
    /// - Complexity: O(*n* + *m*) for *n* entries shown and *m* read.
    public nonisolated static func keepingIdentities(of shown: [FileEntry], in fresh: [FileEntry]) -> [FileEntry] {
        var identities: [FileName: String] = [:]
        for entry in shown {
            if let identity = entry.identity { identities[entry.fileName] = identity }
        }
        guard !identities.isEmpty else { return fresh }
        var entries = fresh
        var kept = Set<String>()
        var isKept = [Bool](repeating: false, count: entries.count)
        for index in entries.indices {
            guard let identity = identities[entries[index].fileName] else { continue }
            entries[index].identity = identity
            kept.insert(identity)
            isKept[index] = true
        }
        var ids = Set(entries.map(\.id))
        for index in entries.indices where !isKept[index] && kept.contains(entries[index].id) {
            var suffix = 1
            var identity = "\(entries[index].name)\u{0}\(suffix)"  // no file name holds a NUL
            while ids.contains(identity) {
                suffix += 1
                identity = "\(entries[index].name)\u{0}\(suffix)"
            }
            entries[index].identity = identity
            ids.insert(identity)
        }
        return entries
    }

    /// Reads the rest of `reader`'s folder off the main actor, and counts the entries of the
    /// subfolders in `first` (read without), then shows them all, with the identities `shown` gave
    /// (``keepingIdentities(of:in:)``); cancels any reading under way.
    func readRest(of reader: FolderReader, after first: [FileEntry], keepingIdentitiesOf shown: [FileEntry]) {
        let mine = ticket.next()
        guard !reader.isAtEnd || first.contains(where: \.isFolder) else {
            setListing(false)
            return showWaitingChanges()
        }
        setListing(true)
        let (ticket, folder) = (ticket, folder)
        let read: @Sendable () -> [FileEntry]? = {
            let isCancelled: @Sendable () -> Bool = { ticket.current != mine }
            var counted = first
            for index in counted.indices where counted[index].isFolder && !isCancelled() {
                counted[index].itemCounts = FolderListing.entryCount(at: counted[index].fileName.path(in: folder))
            }
            let rest = reader.read(isCancelled: isCancelled)
            return isCancelled() ? nil : Self.keepingIdentities(of: shown, in: counted + rest)
        }
        let land: @MainActor @Sendable ([FileEntry]?) -> Void = { [weak self] all in
            guard let self, let all, self.ticket.current == mine else { return }
            self.entries = all
            self.setListing(false)
            self.arrange()
            self.onEntriesChange?()
            self.showWaitingChanges()
        }
        if let scheduler = viewModel.scheduler {
            scheduler.run(blocking: read, then: land)
        } else {
            land(read())
        }
    }

    /// Takes entries read, or merged with changes (see ``apply(_:)``).
    func setEntries(_ merged: [FileEntry]) {
        entries = merged
    }

    func setListing(_ listing: Bool) {
        guard listing != isListing else { return }
        isListing = listing
        onListingChange?(listing)
    }

    /// Shows a change of the entries: the entries with an id in `removed` taken out of the list
    /// shown, `inserted` put in place (off the main actor, through the view model's background
    /// path), with no sort; while an arrangement is under way, arranges again instead.
    func rearrange(removing removed: Set<String>, inserting inserted: [FileEntry]) {
        guard !isArranging, viewModel.scheduler != nil, viewModel.snapshot.sections.count == 1 else { return arrange() }
        generation += 1
        let (order, showsHidden, arrangements) = (order, showsHidden, arrangements)
        let arrangement = arrangements.current
        viewModel.applyInBackground(making: { snapshot in
            // Made again on a list changed meanwhile, but not on an arrangement made since (another
            // folder, order or hidden files shown): made from the entries, it has this change already,
            // or is of a folder this change is not of.
            guard arrangements.current == arrangement else { return snapshot }
            let section = snapshot.sections[0]
            let items = order.updating(section.items, removing: removed, inserting: inserted, showingHidden: showsHidden)
            return ListSnapshot(sections: [.init(id: section.id, items: items, showsHeader: false)])
        })
    }

    /// Shows the entries in ``order``, hidden ones as ``showsHidden`` says. At least
    /// ``ListViewModel/backgroundSearchThreshold`` entries are sorted and diffed off the main actor,
    /// so that opening or re-sorting a big folder never freezes the window; only the newest
    /// arrangement lands (a folder opened meanwhile is not replaced by the one before).
    public func arrange() {
        generation += 1
        arrangements.next()
        let (generation, entries, order, showsHidden) = (generation, entries, order, showsHidden)
        let arranged: @Sendable () -> ListSnapshot<Int, FileEntry> = {
            ListSnapshot(sections: [.init(id: 0, items: order.arranged(entries, showingHidden: showsHidden), showsHeader: false)])
        }
        let viewModel = viewModel
        guard entries.count >= viewModel.backgroundSearchThreshold, let scheduler = viewModel.scheduler else {
            isArranging = false
            viewModel.apply(arranged())
            onArranged?()
            return
        }
        isArranging = true
        let request = viewModel.backgroundDiff(making: { _ in arranged() })
        scheduler.run({ request.prepare() }) { [weak self] prepared in
            guard let self, generation == self.generation else { return }
            self.isArranging = false
            // Shown at once, or redone on a list changed meanwhile and shown then.
            viewModel.commit(prepared) { [weak self] _ in
                guard let self, generation == self.generation else { return }
                self.onArranged?()
            }
        }
    }
}

/// The number of the newest listing, read by the thread reading a folder to know it is still wanted
/// (an atomic: RowsDemoKit builds against RowsCore's public API, where `Locked` is not).
final class ListingTicket: Sendable {
    private let value = Atomic<Int>(0)

    /// Starts a new listing: its number.
    @discardableResult
    func next() -> Int { value.add(1, ordering: .sequentiallyConsistent).newValue }

    /// The newest listing's number.
    var current: Int { value.load(ordering: .sequentiallyConsistent) }
}
