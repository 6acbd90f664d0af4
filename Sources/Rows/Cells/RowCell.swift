import CGtk

/// The one reusable row of article 000: an image, a title and subtitle on the left, a title and
/// subtitle on the right. It shows any model through a `RowContent` adapter; whatever the
/// content lacks is hidden, and with no image the image and its spacing collapse.
@MainActor
public final class RowCell: BoxCell {
    /// The picture at the start.
    public let image = ImageView(pixelSize: 32, cssClasses: ["rows-avatar"])
    /// The main text.
    public let leftTitle = Label(cssClasses: ["rows-title"])
    /// The line under the main text.
    public let leftSubtitle = Label(cssClasses: ["rows-subtitle"])
    /// The secondary text, on the right.
    public let rightTitle = Label(cssClasses: ["rows-detail"], xalign: 1)
    /// The line under the secondary text.
    public let rightSubtitle = Label(cssClasses: ["rows-subtitle"], xalign: 1)

    /// An empty row: an image, two lines on the left and two on the right.
    public required init() {
        super.init()
        let left = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(left, 1)
        gtk_widget_set_valign(left, GTK_ALIGN_CENTER)
        gtk_box_append(GtkPointer.cast(left, to: GtkBox.self), leftTitle.widget)
        gtk_box_append(GtkPointer.cast(left, to: GtkBox.self), leftSubtitle.widget)
        let right = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_valign(right, GTK_ALIGN_CENTER)
        gtk_box_append(GtkPointer.cast(right, to: GtkBox.self), rightTitle.widget)
        gtk_box_append(GtkPointer.cast(right, to: GtkBox.self), rightSubtitle.widget)
        append(image.widget)
        append(left)
        append(right)
        gtk_widget_add_css_class(root, "rows-row")
    }

    /// Shows `content`; absent parts are hidden.
    public func show(_ content: some RowContent) {
        image.show(content.image)
        leftTitle.text = content.leftTitle
        leftSubtitle.text = content.leftSubtitle
        rightTitle.text = content.rightTitle
        rightSubtitle.text = content.rightSubtitle
    }

    /// Drops the image decode the cell waited for, so that it never lands in the next row.
    public override func prepareForReuse() {
        image.cancelPendingImage()
    }
}
