import Foundation
import RowsCore
import RowsDemoKit

/// What every page may need from the outside: where the data and the user's folders are, and the
/// main window for dialogs.
struct DemoContext {
    /// The bundled (or `--data`) folder of first-run JSON files; never written.
    let data: DataDirectory
    /// Where the user's saved data, cache and window state live.
    let folders: UserFolders
    /// The folder the files page opens.
    let filesFolder: String
}
