/// Where a row comes to rest in the view when scrolled to: UIKit's `UITableView.ScrollPosition`.
///
/// GTK 4.8 scrolls to an item only as far as shows it (``nearest``); the other positions are
/// that, then a move of the view by what ``distance(toRowAt:height:inViewportOf:)`` says, once
/// the row is laid out.
public enum ScrollPosition: Sendable, Hashable, CaseIterable {
    /// As little as shows the row: a row above the view comes to its top, one below to its bottom,
    /// one in view stays where it is.
    case nearest
    /// The row's top at the top of the view.
    case top
    /// The row in the middle of the view.
    case middle
    /// The row's bottom at the bottom of the view.
    case bottom

    /// How far to scroll (down when positive, in the view's units) to bring a row whose top is at
    /// `top` (from the top of the view) and `height` high to this position in a view `viewport`
    /// high. The view then clamps it, at the first and last rows.
    ///
    /// - Complexity: O(1).
    public func distance(toRowAt top: Double, height: Double, inViewportOf viewport: Double) -> Double {
        switch self {
        case .nearest:
            if top < 0 { return top }
            let overhang = top + height - viewport
            // A row taller than the view shows its top.
            return overhang > 0 ? min(overhang, top) : 0
        case .top: return top
        case .middle: return top + height / 2 - viewport / 2
        case .bottom: return top + height - viewport
        }
    }
}
