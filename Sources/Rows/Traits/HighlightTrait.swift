/// A cell whose row highlights on hover and press because activating it does something (article 001).
///
/// Rows adds the `highlightable` class to the list row of such cells while they are bound; its CSS
/// gives those rows a hover and pressed background and every other row none. Nothing to implement.
@MainActor
public protocol HighlightTrait: ListCell {}
