import CGtk

/// A title that runs an action when activated: highlight, title (styled as an action).
@MainActor
public final class ActionTitleCell: BoxCell, TitleTrait, HighlightTrait {
    /// The title (``TitleTrait``).
    public let titleLabel = makeTitleLabel()

    /// The cell's widgets, in the order above.
    public required init() {
        super.init()
        gtk_widget_add_css_class(titleLabel.widget, "rows-action")
        append(titleLabel.widget)
    }
}
