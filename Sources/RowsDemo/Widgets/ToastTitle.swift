import CGtk

/// A toast's title that wraps onto more lines instead of ending in "…", and fits the toast inside
/// the overlay however narrow it is.
///
/// libadwaita 1.2's overlay gives a toast the height its contents need at their natural width, and
/// at most the overlay's width: a title wider than fits then kept its natural width (a box measures
/// a wrapping label's width for that height), pushing the toast's buttons out of sight ("Removed
/// Maximiliana-Alexandrina Konstantinopoulou Wolfeschlegelsteinhausenbergerdorff-Vanderbilt." at
/// 360 px, its Undo gone). So the title's natural width is kept to what the overlay leaves beside
/// the buttons (`max-width-chars`, ``fit(_:)``): ``Toasts`` fits it when the toast shows, and again
/// whenever the overlay's width changes (a window resized).
@MainActor
enum ToastTitle {
    /// The most characters a line of a title takes, when the overlay has room.
    static let widestLine: Int32 = 60
    /// The fewest a line is narrowed to.
    static let narrowestLine: Int32 = 12

    /// A wrapping title label showing `message`.
    static func make(_ message: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(message)!
        gtk_label_set_wrap(OpaquePointer(label), 1)
        gtk_label_set_wrap_mode(OpaquePointer(label), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_max_width_chars(OpaquePointer(label), widestLine)
        gtk_label_set_xalign(OpaquePointer(label), 0)
        // Inside the toast's rounded ends, which a title of several lines reaches.
        gtk_widget_set_margin_start(label, 18)
        gtk_widget_set_margin_top(label, 6)
        gtk_widget_set_margin_bottom(label, 6)
        return label
    }

    /// Narrows `label`'s lines until its toast's natural width fits the toast overlay it shows in
    /// (as wide as ``widestLine`` when it does); nothing when it shows in none.
    static func fit(_ label: UnsafeMutablePointer<GtkWidget>) {
        // The toast widget is the overlay's child on the way up from the label.
        var toast = label
        while let parent = gtk_widget_get_parent(toast), !isToastOverlay(parent) { toast = parent }
        guard let overlay = gtk_widget_get_parent(toast) else { return }
        let room = gtk_widget_get_width(overlay)
        guard room > 0 else { return }
        // What the toast shows beside the title: its buttons, paddings and spacing.
        let beside = naturalWidth(of: toast) - naturalWidth(of: label)
        let fits = room - beside
        var chars = widestLine
        setLineWidth(chars, of: label)
        let widest = naturalWidth(of: label)
        guard widest > fits else { return }
        // Lines about as many characters narrower as the width to lose, then fewer until they fit.
        chars = max(narrowestLine, min(widestLine - 1, widestLine * max(fits, 0) / max(widest, 1)))
        setLineWidth(chars, of: label)
        while naturalWidth(of: label) > fits, chars > narrowestLine {
            chars -= 1
            setLineWidth(chars, of: label)
        }
    }

    private static func setLineWidth(_ chars: Int32, of label: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_label_get_max_width_chars(OpaquePointer(label)) != chars else { return }
        gtk_label_set_max_width_chars(OpaquePointer(label), chars)
    }

    private static func naturalWidth(of widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        return natural
    }

    private static func isToastOverlay(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        String(cString: rows_type_name_of(UnsafeMutableRawPointer(widget))) == "AdwToastOverlay"
    }
}
