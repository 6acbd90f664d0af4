/// What the one reusable row shows (article 000): titles and subtitles on the left and right, and an
/// image. A nil part is absent, and the cell collapses it, spacing included.
///
/// Any model is shown by writing a small adapter that conforms to this protocol; the row itself never
/// learns about the models (open for extension, closed for modification).
public protocol RowContent: Sendable {
    /// The main text, on the left.
    var leftTitle: String? { get }
    /// A line under the main text.
    var leftSubtitle: String? { get }
    /// Secondary text, on the right.
    var rightTitle: String? { get }
    /// A line under the right text.
    var rightSubtitle: String? { get }
    /// A picture at the start of the row.
    var image: RowImage? { get }
}

extension RowContent {
    /// None: a content that does not say has no line under its main text.
    public var leftSubtitle: String? { nil }
    /// None: a content that does not say has no text on the right.
    public var rightTitle: String? { nil }
    /// None: a content that does not say has no line under its right text.
    public var rightSubtitle: String? { nil }
    /// None: a content that does not say has no picture, and the row closes the gap.
    public var image: RowImage? { nil }
}

/// A picture a row shows, named without any toolkit type.
public enum RowImage: Sendable, Hashable {
    /// A themed icon, e.g. "avatar-default-symbolic".
    case icon(String)
    /// An image among the app's resources, by file name, e.g. "avatars/rex.png".
    case resource(String)
    /// An image file anywhere, by path.
    case file(String)
}
