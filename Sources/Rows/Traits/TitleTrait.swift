import CGtk

/// A cell that shows a title (article 001's title trait).
@MainActor
public protocol TitleTrait: ListCell {
    /// The title's label.
    var titleLabel: Label { get }
}

extension TitleTrait {
    /// Shows `title`.
    public func setTitle(_ title: String) { titleLabel.text = title }

    /// A label styled as a row title, expanding to push trailing widgets to the end.
    public static func makeTitleLabel() -> Label {
        let label = Label(cssClasses: ["rows-title"])
        gtk_widget_set_hexpand(label.widget, 1)
        return label
    }
}
