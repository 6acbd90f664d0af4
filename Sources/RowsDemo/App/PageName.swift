import ArgumentParser

/// The demo's pages, in sidebar order; the raw value is the `--page` name.
enum PageName: String, CaseIterable, ExpressibleByArgument, Sendable {
    case peoplePets = "people-pets"
    case settings
    case colors
    case people
    case files
    case million

    /// The title in the sidebar.
    var title: String {
        switch self {
        case .peoplePets: "People & Pets"
        case .settings: "Settings"
        case .colors: "Colors"
        case .people: "People Directory"
        case .files: "Files"
        case .million: "A Million Rows"
        }
    }
}
