import CGtk
import Rows

/// A page's actions, a group the page's widget holds under a prefix (`files.refresh`): choices
/// (one of several, a radio group in a menu), toggles (a check item in a menu, a toggle or check
/// button) and plain actions. A menu and the page's own controls show the same state: the page
/// calls ``setChoice(_:to:)`` and ``setToggle(_:to:)`` when it changes, whoever changed it.
@MainActor
final class PageActions {
    /// The prefix the actions are named by in menus and buttons.
    let prefix: String
    /// The action group (a `GSimpleActionGroup`).
    private let group: UnsafeMutablePointer<GSimpleActionGroup>
    /// The stateful actions, by name; the group holds them too.
    private var stateful: [String: OpaquePointer] = [:]
    /// True while the page sets a state, so that the state's handler is not called back.
    private var isSettingState = false

    /// An empty group, put on `widget` for its descendants' menus and buttons.
    init(prefix: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        self.prefix = prefix
        group = g_simple_action_group_new()!
        gtk_widget_insert_action_group(widget, prefix, OpaquePointer(group))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(group))  // the widget holds it while it lives
    }

    /// `name` as a menu or a button names it: "prefix.name".
    func detailed(_ name: String) -> String { "\(prefix).\(name)" }

    /// Adds a choice of one of several, `selected` now; `onChoose` gets the index chosen in a menu.
    func addChoice(_ name: String, selected: Int, onChoose: @escaping @MainActor (Int) -> Void) {
        let type = g_variant_type_new("i")!
        defer { g_variant_type_free(type) }
        // With no `activate` handler, activating the action with an index makes it the state.
        let action = g_simple_action_new_stateful(name, type, g_variant_new_int32(Int32(selected)))!
        observeState(of: action) { state in onChoose(Int(g_variant_get_int32(state))) }
        add(action, named: name)
    }

    /// Adds a toggle, `isOn` now; `onToggle` gets the new state when a menu or a button toggles it.
    func addToggle(_ name: String, isOn: Bool, onToggle: @escaping @MainActor (Bool) -> Void) {
        // With no `activate` handler, activating a boolean action with no parameter toggles it.
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))!
        observeState(of: action) { state in onToggle(g_variant_get_boolean(state) != 0) }
        add(action, named: name)
    }

    /// Adds an action that runs `body`.
    func addAction(_ name: String, _ body: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        Signal.connect(UnsafeMutablePointer<GObject>(action), "activate", body)
        g_action_map_add_action(OpaquePointer(group), action)
        g_object_unref(UnsafeMutableRawPointer(action))  // the group holds it
    }

    /// Shows `index` as the choice `name` made (its handler is not called).
    func setChoice(_ name: String, to index: Int) {
        setState(of: name, to: g_variant_new_int32(Int32(index)))
    }

    /// Shows the toggle `name` as `isOn` (its handler is not called).
    func setToggle(_ name: String, to isOn: Bool) {
        setState(of: name, to: g_variant_new_boolean(isOn ? 1 : 0))
    }

    /// Sets the state of the action `name` (taking the floating `state`) without telling its handler.
    private func setState(of name: String, to state: OpaquePointer) {
        guard let action = stateful[name] else { return }
        isSettingState = true
        defer { isSettingState = false }
        g_simple_action_set_state(action, state)
    }

    /// Calls `body` with the new state of `action` when a menu or a button changes it.
    private func observeState(of action: OpaquePointer, _ body: @escaping @MainActor (OpaquePointer) -> Void) {
        Signal.observe(UnsafeMutablePointer<GObject>(action), property: "state") { [weak self] in
            guard let self, !self.isSettingState, let state = g_action_get_state(action) else { return }
            defer { g_variant_unref(state) }
            body(state)
        }
    }

    /// A menu section of the choice `name`'s options as radio items, the option at index *i* choosing
    /// *i* (a reference for the caller).
    func choiceSection(_ name: String, options: [String]) -> UnsafeMutablePointer<GMenuModel> {
        let section = g_menu_new()!
        for (index, option) in options.enumerated() {
            let item = g_menu_item_new(option, nil)!
            g_menu_item_set_action_and_target_value(item, detailed(name), g_variant_new_int32(Int32(index)))
            g_menu_append_item(section, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
        return UnsafeMutablePointer<GMenuModel>(section)
    }

    private func add(_ action: OpaquePointer, named name: String) {
        g_action_map_add_action(OpaquePointer(group), action)
        g_object_unref(UnsafeMutableRawPointer(action))  // the group holds it
        stateful[name] = action
    }
}
