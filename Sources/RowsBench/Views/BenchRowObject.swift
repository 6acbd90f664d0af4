import CGtk
import Foundation

/// The views benchmark's row as GTK's usual way holds it: a GObject subclass with the row's id and a
/// copy of its name (what `BenchFile` stores; its size and kind are computed from the id), the name
/// freed when the object is finalized.
enum BenchRowObject {
    /// What an instance holds after its `GObject` header.
    struct Fields {
        var id: Int
        var name: UnsafeMutablePointer<CChar>?
    }

    /// The registered type.
    static let type: GType = g_type_register_static_simple(
        g_object_get_type(), "RowsBenchRowObject", guint(MemoryLayout<GObjectClass>.size),
        { objectClass, _ in
            let objectClass = objectClass!.assumingMemoryBound(to: GObjectClass.self)
            objectClass.pointee.finalize = { object in
                free(BenchRowObject.fields(of: object!).pointee.name)
                let parent = g_type_class_peek(g_object_get_type())!.assumingMemoryBound(to: GObjectClass.self)
                parent.pointee.finalize(object)
            }
        }, guint(MemoryLayout<GObject>.size + MemoryLayout<Fields>.size), nil, GTypeFlags(0))

    /// The fields of `object`, an instance of ``type``.
    static func fields(of object: UnsafeMutablePointer<GObject>) -> UnsafeMutablePointer<Fields> {
        (UnsafeMutableRawPointer(object) + MemoryLayout<GObject>.size).assumingMemoryBound(to: Fields.self)
    }

    /// A new object for row `id` named `name` (a reference for the caller).
    static func make(id: Int, name: String) -> gpointer {
        let object = g_object_new_with_properties(type, 0, nil, nil)!
        fields(of: object).pointee = Fields(id: id, name: strdup(name))
        return UnsafeMutableRawPointer(object)
    }
}

/// glibc's `malloc_trim` (declared in malloc.h, which no imported module includes).
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32

/// Resident memory in MiB once glibc has returned the free pages it can (`malloc_trim`), so that
/// memory freed by an earlier phase is not counted, nor reused unseen.
func trimmedResidentMegabytes() -> Double {
    _ = mallocTrim(0)
    return residentMegabytes()
}

extension ViewsBenchmark {
    /// The memory a `GListStore` of one ``BenchRowObject`` per name adds, in MiB: alone, and shown
    /// in `window` in a four-column `GtkColumnView` (``GListStoreColumnView``).
    @MainActor
    func memoryOfGListStore(names: [String], window: BenchWindow) -> (alone: Double, shown: Double) {
        let before = trimmedResidentMegabytes()
        let store = g_list_store_new(BenchRowObject.type)!
        var objects = names.enumerated().map { Optional(BenchRowObject.make(id: $0.offset, name: $0.element)) }
        objects.withUnsafeMutableBufferPointer { buffer in
            g_list_store_splice(store, 0, 0, buffer.baseAddress, guint(names.count))
        }
        for object in objects { g_object_unref(object) }
        objects = []
        let added = trimmedResidentMegabytes() - before
        precondition(g_list_model_get_n_items(store) == guint(names.count))
        window.show(GListStoreColumnView.make(UnsafeMutableRawPointer(store)))
        window.waitForFrame()
        window.idle(milliseconds: 50)
        let shown = trimmedResidentMegabytes() - before
        window.clear()
        g_object_unref(UnsafeMutableRawPointer(store))
        return (added, shown)
    }
}
