import CGtk
import Rows

// Two kinds of rows in one list: each a model of its own, shown by a cell type of its own.
struct Fruit: Identifiable, Equatable, Sendable, RowContent {
    let id: String
    let colour: String
    var leftTitle: String? { id }
    var leftSubtitle: String? { colour }
}

struct Vegetable: Identifiable, Equatable, Sendable {
    let id: String
    let grams: Int
}

enum Produce: Identifiable, Equatable, Sendable {
    case fruit(Fruit)
    case vegetable(Vegetable)
    var id: String {
        switch self {
        case .fruit(let fruit): fruit.id
        case .vegetable(let vegetable): vegetable.id
        }
    }
}

// A cell of your own: a box of widgets, built once and reused for many rows.
final class VegetableCell: BoxCell {
    let name = Label()
    let weight = Label(cssClasses: ["dim-label", "numeric"])
    required init() {
        super.init()
        gtk_widget_set_hexpand(name.widget, 1)
        append(name.widget)
        append(weight.widget)
    }
}

var snapshot = ListSnapshot<String, Produce>()
try snapshot.appendSections(["Fruit", "Vegetables"])
try snapshot.appendItems(
    [("Apple", "red"), ("Banana", "yellow"), ("Cherry", "dark red"), ("Kiwi", "green")]
        .map { .fruit(Fruit(id: $0, colour: $1)) }, toSection: "Fruit")
try snapshot.appendItems(
    [("Carrot", 60), ("Leek", 250), ("Potato", 170), ("Tomato", 120)]
        .map { .vegetable(Vegetable(id: $0, grams: $1)) }, toSection: "Vegetables")
let produce = ListViewModel(snapshot)

let fruitRows = CellRegistration<RowCell, Fruit> { cell, fruit in cell.show(fruit) }
let vegetableRows = CellRegistration<VegetableCell, Vegetable> { cell, vegetable in
    cell.name.text = vegetable.id
    cell.weight.text = "\(vegetable.grams) g"
}

let application = gtk_application_new("org.rows.HelloRows", G_APPLICATION_NON_UNIQUE)!
Signal.connect(application, "activate") {
    let list = ListView(produce) { cells, item in
        switch item {
        case .fruit(let fruit): cells.cell(using: fruitRows, for: fruit)
        case .vegetable(let vegetable): cells.cell(using: vegetableRows, for: vegetable)
        }
    }
    let search = gtk_search_entry_new()!
    Signal.connect(search, "search-changed") {
        produce.search(String(cString: gtk_editable_get_text(OpaquePointer(search))), in: \.id)
    }
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), search)
    gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), list.widget)
    // GTK's constructors return a `GtkWidget *`; a function of a subclass takes it converted.
    let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_application_window_new(application)))
    gtk_window_set_title(window, "Hello, Rows")
    gtk_window_set_default_size(window, 480, 520)
    gtk_window_set_child(window, box)
    gtk_window_present(window)
}
exit(g_application_run(UnsafeMutablePointer(OpaquePointer(application)), CommandLine.argc, CommandLine.unsafeArgv))
