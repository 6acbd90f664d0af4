/// What the one reusable row shows (article 000): titles and subtitles on the left and right, and an
/// image. A nil part is absent, and the cell collapses it, spacing included.
///
/// Any model is shown by writing a small adapter that conforms to this protocol; the row itself never
/// learns about the models (open for extension, closed for modification). Only ``leftTitle`` is
/// required; every other part is nil unless the adapter gives it.
///
/// ```swift
/// struct Pet: Sendable {
///     var name: String
///     var breed: String
///     var avatar: String
/// }
///
/// struct PetRowContent: RowContent {
///     let pet: Pet
///     var leftTitle: String? { pet.name }
///     var leftSubtitle: String? { pet.breed }
///     var image: RowImage? { .resource(pet.avatar) }
/// }
/// ```
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
    /// No line under the main text.
    public var leftSubtitle: String? { nil }
    /// No text on the right.
    public var rightTitle: String? { nil }
    /// No line under the right text.
    public var rightSubtitle: String? { nil }
    /// No picture.
    public var image: RowImage? { nil }
}

/// A picture a row shows, named without any toolkit type.
///
/// A cell turns it into a widget; Rows shows it in a `GtkImage`, and hides the image (and its
/// spacing) for nil.
public enum RowImage: Sendable, Hashable {
    /// A themed icon, e.g. "avatar-default-symbolic".
    case icon(String)
    /// An image among the app's resources, by file name, e.g. "avatars/rex.png".
    case resource(String)
    /// An image file anywhere, by path. `revision` tells one content of the file from another (from
    /// its modification time and size, say, as a folder's listing read them): shown with a new
    /// revision, a file written again or replaced is decoded again; shown again with the same one,
    /// it comes from the cache. Nothing of the file is read on the main thread.
    case file(String, revision: Int = 0)
}
