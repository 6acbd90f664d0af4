import CGtk

/// A cell that shows a title (article 001's title trait).
@MainActor
public protocol TitleTrait: ListCell {
    /// The title's label.
    var titleLabel: Label { get }
}

extension TitleTrait {
    /// The title shown; set it in the registration's configure closure (`cell.title = item.name`).
    public var title: String {
        get { titleLabel.text ?? "" }
        set { titleLabel.text = newValue }
    }

    /// A label styled as a row title, expanding to push trailing widgets to the end.
    public static func makeTitleLabel() -> Label {
        let label = Label(cssClasses: ["rows-title"])
        gtk_widget_set_hexpand(label.widget, 1)
        return label
    }
}
