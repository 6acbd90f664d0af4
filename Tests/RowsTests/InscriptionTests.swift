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

    @Test("in a cell taller than a line, an inscription stays one line high, centred")
    func staysOneLineInATallCell() {
        let inscription = Inscription(naturalCharacters: 4)
        inscription.text = "A name far longer than the four characters the cell is wide"
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        let tall = gtk_image_new_from_icon_name("folder")!
        gtk_image_set_pixel_size(GtkPointer.opaque(tall), 96)
        gtk_box_append(GtkPointer.cast(box, to: GtkBox.self), tall)
        gtk_box_append(GtkPointer.cast(box, to: GtkBox.self), inscription.widget)
        let window = GtkTest.window(showing: box)
        defer { gtk_window_destroy(window) }
        GtkTest.waitForFrames(of: box)
        let lineHeight = naturalSize(of: inscription.widget).height
        #expect(gtk_widget_get_height(box) >= 96)
        #expect(gtk_widget_get_height(inscription.widget) == lineHeight, "one line, not the row's height")
        #expect(lineHeight > 0 && lineHeight < 40)
    }

    @Test("the characters an inscription asks for set its width")
    func charactersSetWidth() {
        let inscription = Inscription(naturalCharacters: 5)
        g_object_ref_sink(GtkPointer.raw(inscription.widget))
        defer { g_object_unref(GtkPointer.raw(inscription.widget)) }
        let five = naturalSize(of: inscription.widget).width
        inscription.naturalCharacters = 20
        #expect(inscription.naturalCharacters == 20)
        #expect(naturalSize(of: inscription.widget).width == five * 4)
        inscription.minimumCharacters = 30
        #expect(inscription.minimumCharacters == 30)
        #expect(naturalSize(of: inscription.widget).width == five * 6, "the larger of the two")
    }

    @Test("an inscription of two lines asks for twice the height of one, and holds both lines of its text")
    func linesSetHeight() {
        let one = Inscription()
        let two = Inscription(lines: 2)
        for widget in [one.widget, two.widget] { g_object_ref_sink(GtkPointer.raw(widget)) }
        defer { for widget in [one.widget, two.widget] { g_object_unref(GtkPointer.raw(widget)) } }
        #expect(one.lines == 1 && two.lines == 2)
        let oneLine = naturalSize(of: one.widget).height
        #expect(oneLine > 0)
        #expect(abs(naturalSize(of: two.widget).height - oneLine * 2) <= 1, "GTK rounds the two lines' height up")
        two.text = "Row 12\nNote 3"
        #expect(GtkTest.labelTexts(under: two.widget) == ["Row 12\nNote 3"])
        two.lines = 0
        #expect(two.lines == 1, "at least one line")
        #expect(naturalSize(of: two.widget).height == oneLine)
    }

    @Test("a cell's inscriptions are read into its row's accessible label and description, as labels are")
    func inscriptionsAreSaid() {
        let cell = InscribedCell()
        g_object_ref_sink(GtkPointer.raw(cell.root))
        defer { g_object_unref(GtkPointer.raw(cell.root)) }
        cell.name.text = "notes.txt"
        cell.size.text = "2 kB"
        cell.kind.text = "Text"
        #expect(cell.accessibility == RowAccessibility(label: "notes.txt", description: "2 kB, Text"))
        gtk_widget_set_visible(cell.size.widget, 0)
        #expect(cell.accessibility == RowAccessibility(label: "notes.txt", description: "Text"), "a hidden one says nothing")
        cell.name.text = nil
        #expect(cell.accessibility == RowAccessibility(label: "Text"), "nor does one with no text")
    }
}

/// A cell of two inscriptions, then a label.
@MainActor
private final class InscribedCell: BoxCell {
    let name = Inscription()
    let size = Inscription(xalign: 1)
    let kind = Label()

    required init() {
        super.init()
        append(name.widget)
        append(size.widget)
        append(kind.widget)
    }
}
