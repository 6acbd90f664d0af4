import CGtk

/// The cell of a section header: one heading label, its ``TitleTrait/title``. Rows uses it for
/// headers and footers until a list registers its own. Assistive technologies announce the label as
/// a heading, and its list row by the title.
@MainActor
public final class SectionHeaderCell: TitleTrait {
    /// The heading label, which is also the cell's root.
    public let titleLabel = Label(cssClasses: ["heading", "rows-section-title"], accessibleRole: GTK_ACCESSIBLE_ROLE_HEADING)

    /// The heading label's widget.
    public var root: UnsafeMutablePointer<GtkWidget> { titleLabel.widget }

    /// An empty heading.
    public init() {
        g_object_ref_sink(GtkPointer.raw(root))
    }

    isolated deinit {
        g_object_unref(GtkPointer.raw(root))
    }
}
