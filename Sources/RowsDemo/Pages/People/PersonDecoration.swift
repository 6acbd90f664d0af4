import RowsCore
import RowsDemoKit

/// The people directory's swappable decorators (article 004): the layout and the VIP theme. The
/// cell registration reads it on every bind, so changing it and rebinding restyles every row.
@MainActor
final class PersonDecoration {
    /// Horizontal or vertical rows.
    var layout: PersonLayout = .horizontal
    /// Whether VIPs get their theme.
    var emphasizesVIPs = true

    /// What the row shows for `person` under this decoration.
    func content(for person: Person) -> PersonRowContent {
        PersonRowContent(person, layout: layout, emphasizingVIPs: emphasizesVIPs)
    }
}
