import CGtk
import Foundation
import Rows

/// Pieces the benchmarks' GTK peers share: a `GtkStringList` of many strings, and a factory of
/// label cells set up as Rows' `Label`.
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

    /// The widget a peer's cell shows its text in, set up as Rows' cells set theirs up, so both
    /// sides of a comparison do the same text layout.
    enum TextWidget {
        /// A `GtkLabel`, start-aligned and ellipsized at the end, as in a list (see Rows' `Label`).
        case label
        /// A `GtkInscription`, as in a column view (see Rows' `Inscription`), one line tall.
        case inscription
        /// A `GtkInscription` made as many lines tall as the text each bind gives it (one factory
        /// for every row, so a recycled widget changes height when its row has other lines).
        case inscriptionFittingLines
    }

    /// A `GtkSignalListItemFactory` whose list items hold a label showing `text` of their item.
    static func labelFactory(
        _ text: @escaping @MainActor (_ item: UnsafeMutableRawPointer) -> String
    ) -> OpaquePointer {
        textFactory(.label, text)
    }

    /// A `GtkSignalListItemFactory` whose list items hold `widget` showing `text` of their item.
    static func textFactory(
        _ widget: TextWidget, _ text: @escaping @MainActor (_ item: UnsafeMutableRawPointer) -> String
    ) -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        Signal.connect(
            GtkPointer.raw(factory), "setup",
            object: { item in
                let child: UnsafeMutablePointer<GtkWidget> =
                    switch widget {
                    case .label: Label().widget
                    case .inscription, .inscriptionFittingLines: Inscription().widget
                    }
                gtk_list_item_set_child(OpaquePointer(item), child)
            })
        Signal.connect(
            GtkPointer.raw(factory), "bind",
            object: { item in
                let listItem = OpaquePointer(item)
                let child = GtkPointer.opaque(gtk_list_item_get_child(listItem)!)
                let shown = text(gtk_list_item_get_item(listItem)!)
                switch widget {
                case .label: gtk_label_set_text(child, shown)
                case .inscription: gtk_inscription_set_text(child, shown)
                case .inscriptionFittingLines:
                    gtk_inscription_set_min_lines(child, guint(Inscription.lineCount(of: shown)))
                    gtk_inscription_set_text(child, shown)
                }
            })
        return factory
    }
}
