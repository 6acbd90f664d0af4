import CGtk
import Rows
import RowsDemoKit

/// The Files page's actions, a group named `files` on the page: `files.order` (an order's index in
/// `FileOrder.allCases`), `files.show-hidden` and `files.refresh`; and the menu offering them, which
/// the toolbar shows in place of its order drop-down, hidden-files toggle and refresh button when the
/// window is too narrow for them.
@MainActor
final class FilesActions {
    /// The group's name, as actions are named in menus (`files.refresh`).
    static let prefix = "files"
    /// The action group (a `GSimpleActionGroup`), which the page's widget holds.
    private let group: UnsafeMutablePointer<GSimpleActionGroup>
    private let orderAction: OpaquePointer
    private let hiddenAction: OpaquePointer

    /// Called with the order picked in the menu.
    var onOrder: (@MainActor (FileOrder) -> Void)?
    /// Called with whether hidden files should show, when the menu item or the toolbar's toggle is used.
    var onShowsHidden: (@MainActor (Bool) -> Void)?
    /// Called when Refresh is picked.
    var onRefresh: (@MainActor () -> Void)?

    /// The actions, showing `order` and `showsHidden`; activating them calls the handlers, which
    /// show the change through ``show(_:)`` and ``showHidden(_:)`` as for the toolbar's own controls.
    init(order: FileOrder, showsHidden: Bool) {
        group = g_simple_action_group_new()!
        let index = g_variant_type_new("i")!
        defer { g_variant_type_free(index) }
        orderAction = g_simple_action_new_stateful("order", index, g_variant_new_int32(Self.index(of: order)))!
        hiddenAction = g_simple_action_new_stateful("show-hidden", nil, g_variant_new_boolean(showsHidden ? 1 : 0))!
        let refreshAction = g_simple_action_new("refresh", nil)!
        Signal.connect(
            UnsafeMutableRawPointer(orderAction), "activate",
            object: { [weak self] parameter in
                let index = Int(g_variant_get_int32(OpaquePointer(parameter)))
                if FileOrder.allCases.indices.contains(index) { self?.onOrder?(FileOrder.allCases[index]) }
            })
        Signal.connect(UnsafeMutablePointer<GObject>(hiddenAction), "activate") { [weak self] in
            guard let self, let state = g_action_get_state(self.hiddenAction) else { return }
            defer { g_variant_unref(state) }
            self.onShowsHidden?(g_variant_get_boolean(state) == 0)
        }
        Signal.connect(UnsafeMutablePointer<GObject>(refreshAction), "activate") { [weak self] in self?.onRefresh?() }
        for action in [orderAction, hiddenAction, refreshAction] {
            g_action_map_add_action(OpaquePointer(group), action)
        }
        g_object_unref(UnsafeMutableRawPointer(refreshAction))  // the group holds it
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(orderAction))
        g_object_unref(UnsafeMutableRawPointer(hiddenAction))
        g_object_unref(UnsafeMutableRawPointer(group))
    }

    /// Puts the actions on `widget`, for its descendants' menus and buttons.
    func insert(on widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_insert_action_group(widget, Self.prefix, OpaquePointer(group))
    }

    /// Shows `order` as the order in force (the menu's radio items follow).
    func show(_ order: FileOrder) {
        g_simple_action_set_state(orderAction, g_variant_new_int32(Self.index(of: order)))
    }

    /// Shows whether hidden files show (the menu's check item and the toolbar's toggle follow).
    func showHidden(_ shows: Bool) {
        g_simple_action_set_state(hiddenAction, g_variant_new_boolean(shows ? 1 : 0))
    }

    /// The menu: the orders as radio items, then Show Hidden Files and Refresh (a reference for the caller).
    func menu() -> UnsafeMutablePointer<GMenuModel> {
        let orders = g_menu_new()!
        for (index, order) in FileOrder.allCases.enumerated() {
            let item = g_menu_item_new(order.title, nil)!
            g_menu_item_set_action_and_target_value(item, "\(Self.prefix).order", g_variant_new_int32(Int32(index)))
            g_menu_append_item(orders, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
        let view = g_menu_new()!
        g_menu_append(view, "Show _Hidden Files", "\(Self.prefix).show-hidden")
        g_menu_append(view, "_Refresh", "\(Self.prefix).refresh")
        let menu = g_menu_new()!
        g_menu_append_section(menu, "Sort", UnsafeMutablePointer<GMenuModel>(orders))
        g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(view))
        g_object_unref(UnsafeMutableRawPointer(orders))
        g_object_unref(UnsafeMutableRawPointer(view))
        return UnsafeMutablePointer<GMenuModel>(menu)
    }

    private static func index(of order: FileOrder) -> Int32 {
        Int32(FileOrder.allCases.firstIndex(of: order) ?? 0)
    }
}
