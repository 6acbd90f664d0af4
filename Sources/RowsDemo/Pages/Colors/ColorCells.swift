import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// A named colour as a card: a chip of the colour across the card, the name, and its hex code.
@MainActor
final class SwatchCell: BoxCell, TitleTrait {
    let chip = ColorChip(width: 120, height: 56)
    let titleLabel = makeTitleLabel()
    let hexLabel = Label(cssClasses: ["dim-label", "monospace"])

    required init() {
        super.init()
        ColorCard.style(root)
        append(chip.widget)
        append(titleLabel.widget)
        append(hexLabel.widget)
    }

    /// Shows `swatch`.
    func show(_ swatch: ColorSwatch) {
        chip.show(swatch.components.map { [$0] } ?? [])
        title = swatch.name
        hexLabel.text = swatch.hex.uppercased()
    }
}

/// A whole section's colours side by side, as one card of stripes, with how many there are.
@MainActor
final class StripCell: BoxCell {
    let chip = ColorChip(width: 120, height: 56)
    let countLabel = Label(cssClasses: ["rows-title"])
    let familyLabel = Label(cssClasses: ["dim-label"])

    required init() {
        super.init()
        ColorCard.style(root)
        append(chip.widget)
        append(countLabel.widget)
        append(familyLabel.widget)
    }

    /// Shows `swatches` as stripes.
    func show(_ swatches: [ColorSwatch]) {
        chip.show(swatches.compactMap(\.components))
        countLabel.text = swatches.count == 1 ? "1 color" : "\(swatches.count) colors"
        familyLabel.text = swatches.first.map { "All \($0.family.rawValue)s" }
    }
}

/// A section's title cell in the colours grid: the family's name, large (its strip, on the next
/// grid row, says how many colours it has); empty for the cells that fill the rest of a title's row
/// or of a family's last row.
@MainActor
final class ColorSectionTitleCell: BoxCell, TitleTrait {
    let titleLabel = Label(cssClasses: ["title-2", "rows-section-title"], accessibleRole: GTK_ACCESSIBLE_ROLE_HEADING)

    required init() {
        super.init()
        gtk_widget_set_valign(root, GTK_ALIGN_END)
        gtk_widget_add_css_class(root, "rows-color-section")
        append(titleLabel.widget)
    }

    /// Shows `section`'s family; nothing for a filler, whose hidden label a screen reader does not
    /// see either.
    func show(_ section: ColorSection) {
        titleLabel.text = section.isFiller ? nil : section.family.rawValue.capitalized
    }
}

/// The look the colour cards share.
@MainActor
enum ColorCard {
    /// Makes `root` a vertical card (`rows-card` in the app's stylesheet).
    static func style(_ root: UnsafeMutablePointer<GtkWidget>) {
        gtk_orientable_set_orientation(OpaquePointer(root), GTK_ORIENTATION_VERTICAL)
        gtk_box_set_spacing(root.cast(to: GtkBox.self), 4)
        gtk_widget_add_css_class(root, "rows-card")
    }
}
