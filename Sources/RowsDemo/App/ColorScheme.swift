import Adwaita
import ArgumentParser
import CGtk

/// Light or dark: forced by `--color-scheme`, else following the desktop's preference, through
/// libadwaita's style manager. Following the desktop needs nothing from the app: libadwaita reads
/// the settings portal (or, outside a sandbox, `org.gnome.desktop.interface color-scheme`) and
/// follows its changes live.
enum ColorScheme: String, CaseIterable, ExpressibleByArgument, Sendable {
    case light
    case dark

    /// Forces `forced`, or follows the desktop when nil. Needs libadwaita started (`adw_init`, which
    /// an `AdwApplication` calls at start-up).
    @MainActor
    static func apply(_ forced: ColorScheme?) {
        let scheme: AdwColorScheme =
            switch forced {
            case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
            case .dark: ADW_COLOR_SCHEME_FORCE_DARK
            case nil: ADW_COLOR_SCHEME_DEFAULT
            }
        adw_style_manager_set_color_scheme(adw_style_manager_get_default(), scheme)
    }

    /// Whether the app shows its dark style now (forced, or the desktop prefers it).
    @MainActor
    static var isDark: Bool { adw_style_manager_get_dark(adw_style_manager_get_default()) != 0 }
}
