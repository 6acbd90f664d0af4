import CGtk
import Foundation
import Rows

/// Pieces the benchmarks' GTK peers share: a `GtkStringList` of many strings, and a factory of
/// label cells.
@MainActor
enum GtkPeers {
    /// A new `GtkStringList` of `strings`, made in one splice of C strings (GTK copies them).
    static func stringList(_ strings: [String]) -> OpaquePointer {
        let list = gtk_string_list_new(nil)!
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        pointers.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { strings in
                gtk_string_list_splice(list, 0, 0, strings.baseAddress)
            }
        }
        for pointer in pointers { free(pointer) }
        return list
    }

    /// A `GtkSignalListItemFactory` whose list items hold a label showing `text` of their item.
    static func labelFactory(
        _ text: @escaping @MainActor (_ item: UnsafeMutableRawPointer) -> String
    ) -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        Signal.connect(
            GtkPointer.raw(factory), "setup",
            object: { item in gtk_list_item_set_child(OpaquePointer(item), gtk_label_new(nil)) })
        Signal.connect(
            GtkPointer.raw(factory), "bind",
            object: { item in
                let listItem = OpaquePointer(item)
                let label = GtkPointer.opaque(gtk_list_item_get_child(listItem)!)
                gtk_label_set_text(label, text(gtk_list_item_get_item(listItem)!))
            })
        return factory
    }
}
