import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Changes seen in the folder shown (by a file monitor), merged into the entries off the main actor.
extension FolderContents {
    /// Shows `changes`: the names are read again (stat'ed) and merged into ``entries`` off the main
    /// actor, then arranged, so that they show as the diff's splices, a changed size or date as a
    /// reconfigured row, and a renamed entry as the same row moved (it keeps its id). Changes that
    /// come while others are merged, or while the folder is read, wait and are shown together after.
    ///
    /// - Complexity: O(*n*) off the main actor for *n* entries, plus one `stat` per changed name.
    public func apply(_ changes: FolderChanges) {
        waitingChanges.add(changes)
        showWaitingChanges()
    }

    /// Merges the waiting changes off the main actor, unless a merge or a reading is under way.
    func showWaitingChanges() {
        guard !isMergingChanges, !isListing, !waitingChanges.isEmpty else { return }
        let changes = waitingChanges.take()
        isMergingChanges = true
        let (entries, folder, version) = (entries, folder, version)
        let merge: @Sendable () -> Merged = { Self.merging(changes, into: entries, in: folder) }
        let land: @MainActor @Sendable (Merged) -> Void = { [weak self] merged in
            guard let self else { return }
            self.isMergingChanges = false
            guard folder == self.folder else { return self.showWaitingChanges() }
            guard version == self.version else {
                // The entries changed meanwhile (read again): merge the changes into them.
                var again = changes
                again.add(self.waitingChanges)
                self.waitingChanges = again
                return self.showWaitingChanges()
            }
            self.setEntries(merged.entries)
            self.rearrange(removing: merged.removedIDs, inserting: merged.inserted)
            self.onChangesApplied?()
            self.showWaitingChanges()
        }
        if let scheduler = viewModel.scheduler {
            scheduler.run(merge, then: land)
        } else {
            land(merge())
        }
    }

    /// What merging changes did: the entries after, and the change to their arrangement.
    struct Merged: Sendable {
        /// The folder's entries with the changes made.
        var entries: [FileEntry]
        /// The ids of entries removed or changed (a changed entry is removed and inserted again).
        var removedIDs: Set<String>
        /// Entries added or changed.
        var inserted: [FileEntry]
    }

    /// `entries` of the folder at `folder` with `changes` made: renamed entries keep their id (their
    /// ``FileEntry/identity``), names gone are removed, new names are added (with an identity of
    /// their own if a renamed entry took their name as its id), changed ones are read again, and so
    /// are the symbolic links in the folder to a changed one (a link shows its target's size and
    /// date, and no change is seen for the link itself).
    ///
    /// - Complexity: O(*n*) for *n* entries, plus one `stat` per changed name and link to one.
    nonisolated static func merging(_ changes: FolderChanges, into entries: [FileEntry], in folder: String) -> Merged {
        var entries = entries
        let changedNames = changes.names.union(links(in: entries, toAnyOf: changes.names, in: folder))
        // The positions of the names the changes concern, found in one pass that compares each
        // entry's text, so that a change in a big folder does not hash every name.
        var concerned = changedNames
        for rename in changes.renames { concerned.formUnion([rename.from, rename.to]) }
        let concernedTexts = Set(concerned.map(\.description))
        var positions = [FileName: Int]()
        // Entries whose name reads as a concerned one but is other bytes ("e" and a combining
        // accent against "é"): their ids equal that name's as text.
        var sameText: [Int] = []
        for (position, entry) in entries.enumerated() where concernedTexts.contains(entry.name) {
            let name = entry.fileName
            if concerned.contains(name) { positions[name] = position } else { sameText.append(position) }
        }
        var removed = Set<Int>()
        var touched = Set<Int>()
        var removedIDs = Set<String>()
        for rename in changes.renames {
            guard let position = positions[rename.from] else { continue }
            if let overwritten = positions[rename.to], overwritten != position { removed.insert(overwritten) }
            positions[rename.from] = nil
            let renamed = FileEntry(fileName: rename.to, isFolder: false)
            entries[position].identity = entries[position].id
            entries[position].name = renamed.name
            entries[position].rawName = renamed.rawName
            positions[rename.to] = position
            touched.insert(position)
        }
        var ids: Set<String>?
        for name in changedNames.sorted(by: { $0.bytes.lexicographicallyPrecedes($1.bytes) }) {
            let fresh = FolderListing.entryIfPresent(named: name, in: folder)
            if let position = positions[name], !removed.contains(position) {
                guard var fresh else {
                    removed.insert(position)
                    continue
                }
                fresh.identity = entries[position].identity
                entries[position] = fresh
                touched.insert(position)
            } else if var fresh {
                // A new name can only take the id of an entry that kept its id through a rename,
                // of one whose name reads the same (any entry of the same bytes is in
                // `positions`), or of one added here.
                if ids == nil {
                    ids = Set(sameText.map { entries[$0].id })
                    for index in entries.indices where entries[index].identity != nil && !removed.contains(index) {
                        ids!.insert(entries[index].id)
                    }
                }
                var suffix = 1
                while ids!.contains(fresh.id) {
                    fresh.identity = "\(name)\u{0}\(suffix)"  // no file name holds a NUL
                    suffix += 1
                }
                ids!.insert(fresh.id)
                positions[name] = entries.count
                touched.insert(entries.count)
                entries.append(fresh)
            }
        }
        for position in removed.union(touched) where position < entries.count {
            removedIDs.insert(entries[position].id)
        }
        let inserted = touched.subtracting(removed).sorted().map { entries[$0] }
        if !removed.isEmpty { entries = entries.enumerated().filter { !removed.contains($0.offset) }.map(\.element) }
        return Merged(entries: entries, removedIDs: removedIDs, inserted: inserted)
    }

    /// The names of the symbolic links among `entries` that lead to an entry of `folder` named in
    /// `names` ("notes.txt", "./notes.txt" or the whole path).
    ///
    /// - Complexity: O(*n*) for *n* entries.
    nonisolated private static func links(in entries: [FileEntry], toAnyOf names: Set<FileName>, in folder: String) -> [FileName]
    {
        guard !names.isEmpty else { return [] }
        let folderPath = URL(fileURLWithPath: folder).standardizedFileURL.path
        return entries.compactMap { entry in
            guard let target = entry.linkTarget else { return nil }
            let path = URL(fileURLWithPath: target.hasPrefix("/") ? target : folder + "/" + target).standardizedFileURL
            // Compared as bytes: a name that is not UTF-8 is escaped in paths' text.
            guard path.deletingLastPathComponent().path == folderPath,
                names.contains(FileName(pathComponent: path.lastPathComponent))
            else { return nil }
            return entry.fileName
        }
    }
}
