import CGtk

/// Text in the space its cell gets, a fixed number of lines tall (one by default): a
/// `GtkInscription`, for the cells of long lists and column views, where a ``Label`` costs a
/// measure of the window each time its text changes.
///
/// A label asks for the size of its text, so GTK measures the window again before the next frame
/// whenever a label's text changes: when a sort or a jump rebinds every row GTK has built (about
/// 200 rows, so 800 cells in four columns), all their texts are laid out before the frame can start.
/// An inscription asks for a size in characters and lines, fixed whatever it shows, and only draws
/// its text: a new text costs a redraw, and the text is laid out when it is drawn. Text that does
/// not fit is ellipsized at its end.
///
/// ```swift
/// final class SizeCell: BoxCell {
///     let size = Inscription(cssClasses: ["numeric"], xalign: 1)
///     required init() {
///         super.init()
///         append(size.widget)
///     }
/// }
/// ```
///
/// Use a label for text that must never be cut or that wraps; use an inscription where the cell's
/// width comes from its column or its row, and its height from a fixed number of lines: the cells
/// of a list whose rows all change at once (a search landing, a sort, a jump to far rows).
@MainActor
public struct Inscription {
    /// The inscription widget.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var inscription: OpaquePointer { GtkPointer.opaque(widget) }

    /// An empty inscription with the given CSS classes (the `label` node's, as a label's), its text
    /// aligned by `xalign` (0: the start, 1: the end), asking for at least `minimumCharacters` and
    /// at best `naturalCharacters` of width (the larger of the two), and `lines` lines of height
    /// (at least one), centred in the height its cell gets (so a taller row does not give it more
    /// lines). Text longer than a line wraps onto the next of its lines, by word; the last line
    /// shown is ellipsized.
    public init(
        cssClasses: [String] = [], xalign: Float = 0, minimumCharacters: Int = 3, naturalCharacters: Int = 0,
        lines: Int = 1
    ) {
        widget = gtk_inscription_new(nil)
        gtk_inscription_set_text_overflow(inscription, GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END)
        gtk_inscription_set_min_lines(inscription, guint(max(1, lines)))
        gtk_inscription_set_min_chars(inscription, guint(max(0, minimumCharacters)))
        gtk_inscription_set_nat_chars(inscription, guint(max(0, naturalCharacters)))
        gtk_inscription_set_xalign(inscription, xalign)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        for name in cssClasses { gtk_widget_add_css_class(widget, name) }
    }

    /// The text shown; nil shows nothing. The inscription keeps its size either way.
    public var text: String? {
        get { gtk_inscription_get_text(inscription).map { String(cString: $0) } }
        nonmutating set { gtk_inscription_set_text(inscription, newValue) }
    }

    /// How many characters wide the inscription would like to be (its natural width, for a column
    /// as wide as its cells ask; it still asks for ``minimumCharacters`` at least). Changing it asks
    /// GTK to measure the inscription again; setting the value it has costs nothing.
    public var naturalCharacters: Int {
        get { Int(gtk_inscription_get_nat_chars(inscription)) }
        nonmutating set { gtk_inscription_set_nat_chars(inscription, guint(max(0, newValue))) }
    }

    /// How many characters wide the inscription must be at least.
    public var minimumCharacters: Int {
        get { Int(gtk_inscription_get_min_chars(inscription)) }
        nonmutating set { gtk_inscription_set_min_chars(inscription, guint(max(0, newValue))) }
    }

    /// How many lines tall the inscription is (at least one); text longer than a line wraps onto the
    /// next of them, and what does not fit is cut, the last line shown ellipsized. Changing it asks
    /// GTK to measure the inscription again; setting the value it has costs nothing.
    public var lines: Int {
        get { Int(gtk_inscription_get_min_lines(inscription)) }
        nonmutating set { gtk_inscription_set_min_lines(inscription, guint(max(1, newValue))) }
    }

    /// Where the text sits across the inscription: 0 at its start, 1 at its end (mirrored in
    /// right-to-left locales).
    public var xalign: Float {
        get { gtk_inscription_get_xalign(inscription) }
        nonmutating set { gtk_inscription_set_xalign(inscription, newValue) }
    }
}
