import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// The natural width and height `widget` asks for.
@MainActor
private func naturalSize(of widget: UnsafeMutablePointer<GtkWidget>) -> (width: Int32, height: Int32) {
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, nil, &height, nil, nil)
    return (width, height)
}

@MainActor
@Suite("Inscriptions", .enabled(if: GtkTest.hasDisplay), .serialized)
struct InscriptionTests {
    init() { GtkTest.initialize() }

    @Test("an inscription asks for the same size whatever its text, where a label grows with it")
    func sizeDoesNotFollowText() {
        let inscription = Inscription(naturalCharacters: 10)
        let label = Label()
        for widget in [inscription.widget, label.widget] { g_object_ref_sink(GtkPointer.raw(widget)) }
        defer { for widget in [inscription.widget, label.widget] { g_object_unref(GtkPointer.raw(widget)) } }
        inscription.text = "a"
        label.text = "a"
        let shortInscription = naturalSize(of: inscription.widget)
        let shortLabel = naturalSize(of: label.widget)
        let long = String(repeating: "A long name ", count: 20)
        inscription.text = long
        label.text = long
        #expect(naturalSize(of: inscription.widget) == shortInscription)
        #expect(naturalSize(of: label.widget).width > shortLabel.width * 10, "the label asks for its whole text")
        #expect(shortInscription.width > 0 && shortInscription.height > 0, "ten characters of one line")
    }

    @Test("an inscription shows its text, nothing for nil, and aligns it")
    func showsTextAndAlignment() {
        let inscription = Inscription(cssClasses: ["numeric"], xalign: 1)
        g_object_ref_sink(GtkPointer.raw(inscription.widget))
        defer { g_object_unref(GtkPointer.raw(inscription.widget)) }
        #expect(inscription.text == nil)
        #expect(inscription.xalign == 1)
        #expect(gtk_widget_has_css_class(inscription.widget, "numeric") != 0)
        inscription.text = "4.2 MB"
        #expect(inscription.text == "4.2 MB")
        #expect(GtkTest.labelTexts(under: inscription.widget) == ["4.2 MB"])
        inscription.text = nil
        #expect(inscription.text == nil)
        #expect(gtk_widget_get_visible(inscription.widget) != 0, "it keeps its place")
        inscription.xalign = 0
        #expect(inscription.xalign == 0)
    }
}
