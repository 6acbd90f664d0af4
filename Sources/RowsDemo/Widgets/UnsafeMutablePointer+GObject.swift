import CGtk

extension UnsafeMutablePointer {
    /// This GObject pointer as a pointer to `type`, another class of the same object: a box widget as
    /// the `GtkBox` that `gtk_box_append` takes, a window as its `GtkWidget`. (GTK's derivable types
    /// import as typed pointers; its final types as `OpaquePointer`, made with `OpaquePointer(pointer)`.)
    func cast<To>(to type: To.Type) -> UnsafeMutablePointer<To> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: type)
    }
}
