import CGtk

/// A cell that shows a human-readable byte count, "N/A" when the size is unknown (article 001).
@MainActor
public protocol ByteCountTrait: ListCell {
    /// The byte count's label.
    var byteCountLabel: Label { get }
}

extension ByteCountTrait {
    /// Shows `bytes` as GNOME writes sizes ("4.2 MB"), or "N/A" for nil.
    public func showByteCount(_ bytes: Int64?) { byteCountLabel.text = ByteCount.format(bytes) }

    /// A dimmed, right-aligned label for sizes.
    public static func makeByteCountLabel() -> Label {
        let label = Label(cssClasses: ["dim-label", "numeric", "rows-byte-count"], xalign: 1)
        return label
    }
}
