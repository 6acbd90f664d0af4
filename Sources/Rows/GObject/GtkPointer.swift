import CGtk

/// The casts between GTK's C pointer types that Rows, its benchmarks and tests make, kept in one
/// place. GTK's final types (GtkLabel, GtkListItem, …) import as `OpaquePointer`; derivable ones
/// (GtkWidget, GtkWindow) as typed pointers. Not public: an app converts with Swift's own pointer
/// initializers (`OpaquePointer(widget)`, `UnsafeMutablePointer<GtkBox>(OpaquePointer(widget))`).
package enum GtkPointer {
    /// Any GObject-derived pointer as a `gpointer`.
    package static func raw(_ pointer: OpaquePointer) -> gpointer { UnsafeMutableRawPointer(pointer) }

    /// Any GObject-derived pointer as a `gpointer`.
    package static func raw<T>(_ pointer: UnsafeMutablePointer<T>) -> gpointer { UnsafeMutableRawPointer(pointer) }

    /// A widget pointer as the final type GTK's functions for it take.
    package static func opaque<T>(_ pointer: UnsafeMutablePointer<T>) -> OpaquePointer { OpaquePointer(pointer) }

    /// A `gpointer` as a `GtkWidget *`.
    package static func widget(_ pointer: gpointer) -> UnsafeMutablePointer<GtkWidget> {
        pointer.assumingMemoryBound(to: GtkWidget.self)
    }

    /// A pointer as a pointer to a derivable GTK type, e.g. `GtkPointer.cast(box, to: GtkBox.self)`.
    package static func cast<From, To>(_ pointer: UnsafeMutablePointer<From>, to _: To.Type) -> UnsafeMutablePointer<To> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
    }

    /// A `gpointer` as a `GtkWindow *`.
    package static func window(_ pointer: gpointer) -> UnsafeMutablePointer<GtkWindow> {
        pointer.assumingMemoryBound(to: GtkWindow.self)
    }

    /// A final GTK type's pointer (e.g. a `GtkListItem *`) as a `GObject *`.
    package static func object(_ pointer: OpaquePointer) -> UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GObject.self)
    }

    /// Any GObject-derived pointer as a `GObject *`.
    package static func object<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GObject.self)
    }
}
