import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// A named colour: a chip, the name, and its hex code.
@MainActor
final class SwatchCell: BoxCell, TitleTrait {
    let chip = ColorChip(width: 40, height: 28)
    let titleLabel = makeTitleLabel()
    let hexLabel = Label(cssClasses: ["dim-label", "monospace"], xalign: 1)

    required init() {
        super.init()
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

/// A whole section's colours side by side, as one strip, with how many there are.
@MainActor
final class StripCell: BoxCell {
    let chip = ColorChip(width: 120, height: 16)
    let countLabel = Label(cssClasses: ["dim-label"], xalign: 1)

    required init() {
        super.init()
        gtk_widget_set_hexpand(chip.widget, 1)
        append(chip.widget)
        append(countLabel.widget)
    }

    /// Shows `swatches` as stripes.
    func show(_ swatches: [ColorSwatch]) {
        chip.show(swatches.compactMap(\.components))
        countLabel.text = swatches.count == 1 ? "1 colour" : "\(swatches.count) colours"
    }
}
