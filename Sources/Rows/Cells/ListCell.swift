import CGtk

/// A widget tree that shows one row of a list, made by Rows and recycled per type.
///
/// Rows creates cells with `init()` when a row of their type needs one and none is free, keeps
/// them in a pool per type, and hands them back to the registration's configure closure for
/// every row they show. A cell owns its ``root`` widget: it stays alive while the cell waits in
/// the pool, unparented.
@MainActor
public protocol ListCell: AnyObject {
    /// Builds the cell's widgets; configuring them for a row comes later, in the registration.
    init()
    /// The widget Rows puts into the list row.
    var root: UnsafeMutablePointer<GtkWidget> { get }
    /// Called when the cell stops showing its row, after Rows has undone what the configure closure
    /// did through its ``BindScope``: before the cell is configured for another row, or again for its
    /// row's changed content, and when GTK tears its list item down. Not at each of GTK's `unbind`s:
    /// GTK 4.8 unbinds and binds a row again after every change before it, and the cell keeps showing
    /// the row then. Reset here what configure does not always set.
    func prepareForReuse()
    /// What assistive technologies say for the row the cell shows, read after each configure and
    /// set on the list row: by default the texts its labels and inscriptions show
    /// (``shownAccessibility``). A registration can say otherwise (``CellRegistration/accessibility(_:)``).
    var accessibility: RowAccessibility? { get }
}

extension ListCell {
    /// Does nothing: most cells are fully reset by the next configure.
    public func prepareForReuse() {}

    /// The texts the cell's labels and inscriptions show, as ``shownAccessibility`` reads them.
    public var accessibility: RowAccessibility? { shownAccessibility }

    /// The texts the cell's visible labels and inscriptions show (a stack's hidden pages left out),
    /// in the order of its widget tree (as they read, in a left-to-right layout): the first is the
    /// label, the others the description (RowsCore's `RowAccessibility(shownTexts:)`). A
    /// drop-down's chosen value counts, as it is a label.
    ///
    /// - Complexity: O(*w*) for *w* widgets in the cell.
    public var shownAccessibility: RowAccessibility? {
        var texts = [String?]()
        texts.reserveCapacity(4)  // most rows show up to four texts: no growing at each bind
        ShownTexts.append(of: root, to: &texts)
        return RowAccessibility(shownTexts: texts)
    }
}

/// Reads the texts a widget tree shows.
@MainActor
enum ShownTexts {
    private static let labelType = gtk_label_get_type()
    private static let inscriptionType = gtk_inscription_get_type()

    /// Appends the text of every visible label and inscription in `widget`'s tree, depth first, to
    /// `texts`.
    static func append(of widget: UnsafeMutablePointer<GtkWidget>, to texts: inout [String?]) {
        guard gtk_widget_get_visible(widget) != 0, gtk_widget_get_child_visible(widget) != 0 else { return }
        switch rows_type_of(GtkPointer.raw(widget)) {
        case labelType:
            texts.append(String(cString: gtk_label_get_text(GtkPointer.opaque(widget))))
            return
        case inscriptionType:
            texts.append(gtk_inscription_get_text(GtkPointer.opaque(widget)).map { String(cString: $0) })
            return
        default: break
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            append(of: current, to: &texts)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
