import CGtk
import Rows
import RowsDemoKit

/// The toolbar's decorator controls: the layout drop-down and the VIP theme check button, folded
/// into a menu when the window is too narrow for them.
extension PeoplePage {
    /// How the drop-down and the menu name the layouts, in `PersonLayout.allCases`' order.
    static let layoutTitles = ["Horizontal", "Vertical"]

    func decoratorControls() -> UnsafeMutablePointer<GtkWidget> {
        let layouts = PersonLayout.allCases
        actions.addChoice("layout", selected: layouts.firstIndex(of: decoration.layout) ?? 0) { [weak self] index in
            if layouts.indices.contains(index) { self?.setLayout(layouts[index]) }
        }
        actions.addToggle("vip-theme", isOn: decoration.emphasizesVIPs) { [weak self] isOn in self?.setEmphasizesVIPs(isOn) }

        gtk_widget_set_tooltip_text(layoutMenu, "Row layout")
        Signal.observe(layoutMenu, property: "selected") { [weak self] in
            guard let self else { return }
            let index = Int(gtk_drop_down_get_selected(OpaquePointer(self.layoutMenu)))
            if layouts.indices.contains(index) { self.setLayout(layouts[index]) }
        }
        let vip = gtk_check_button_new_with_mnemonic("_VIP theme")!
        // GTK 4.8 gives a screen reader the mnemonic's underscore ("_VIP theme") as the name.
        rows_accessible_set_label(OpaquePointer(vip), "VIP theme")
        gtk_actionable_set_action_name(OpaquePointer(vip), actions.detailed("vip-theme"))

        let menu = g_menu_new()!
        let layoutSection = actions.choiceSection("layout", options: Self.layoutTitles)
        g_menu_append_section(menu, "Row layout", layoutSection)
        g_object_unref(UnsafeMutableRawPointer(layoutSection))
        let theme = g_menu_new()!
        g_menu_append(theme, "_VIP theme", actions.detailed("vip-theme"))
        g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(theme))
        g_object_unref(UnsafeMutableRawPointer(theme))
        return FoldingControls.make(
            [layoutMenu, vip], menu: UnsafeMutablePointer<GMenuModel>(menu), name: "Row options", tooltip: "Row layout, VIP theme"
        )
    }
}
