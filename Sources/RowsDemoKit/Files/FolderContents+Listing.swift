import Foundation
import RowsCore

/// Reading the folder shown off the main actor: its first batch, then the rest.
extension FolderContents {
    /// A folder opened and its first entries, read off the main actor.
    struct FirstBatch: Sendable {
        /// The folder, open for reading the rest.
        var reader: FolderReader
        /// Its first ``FolderContents/firstBatch`` entries (subfolders not counted yet).
        var entries: [FileEntry]
    }

    /// Opens the folder shown and reads its first batch off the main actor (cancelling any reading
    /// under way), then shows it — at once for a folder opened; for one read `again`, only when it
    /// is the whole folder, with the identities and subfolder counts shown kept, so that no
    /// half-read folder replaces a whole one — and reads the rest (``readRest(of:after:keepingIdentitiesOf:)``).
    /// A folder that cannot be read shows nothing and is reported to ``onError``.
    func list(again: Bool) {
        let mine = ticket.next()
        setListing(true)
        let (ticket, folder) = (ticket, folder)
        let read: @Sendable () -> Result<FirstBatch, FolderError> = {
            Result { () throws(FolderError) -> FirstBatch in
                let reader = try FolderReader(path: folder)
                let isCancelled = ticket.current != mine
                return FirstBatch(
                    reader: reader, entries: isCancelled ? [] : reader.read(upTo: Self.firstBatch, countingItems: false))
            }
        }
        let land: @MainActor @Sendable (Result<FirstBatch, FolderError>) -> Void = { [weak self] result in
            guard let self, self.ticket.current == mine else { return }
            switch result {
            case .failure(let error):
                self.showUnreadable(folder)
                self.onError?(error)
            case .success(let batch):
                self.show(batch, again: again)
            }
        }
        if let scheduler = viewModel.scheduler {
            scheduler.run(blocking: read, then: land)
        } else {
            land(read())
        }
    }

    /// Shows the first batch read (see ``list(again:)``) and reads the rest.
    private func show(_ batch: FirstBatch, again: Bool) {
        let shown = again ? entries : []
        var first = batch.entries
        if !again || batch.reader.isAtEnd {
            first = Self.keepingIdentities(of: shown, in: first)
            // Subfolders show the counts they had until counted again.
            let counts = Dictionary(shown.compactMap { $0.isFolder ? ($0.fileName, $0.itemCounts) : nil }) { $1 }
            for index in first.indices where first[index].isFolder {
                first[index].itemCounts = counts[first[index].fileName] ?? nil
            }
            setEntries(first)
            arrange()
            onEntriesChange?()
        }
        readRest(of: batch.reader, after: first, keepingIdentitiesOf: batch.reader.isAtEnd ? [] : shown)
    }
}
