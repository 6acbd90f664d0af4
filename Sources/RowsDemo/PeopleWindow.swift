import CGtk
import Foundation
import Rows

/// The window: the people directory grouped by department, with a search that filters through the diff.
/// If the data cannot be read, it shows an error page naming the file and the key instead.
@MainActor
final class PeopleWindow {
    /// The GtkApplicationWindow.
    let window: UnsafeMutablePointer<GtkWindow>
    /// The same window as a widget.
    var widget: UnsafeMutablePointer<GtkWidget> { GtkPointer.widget(UnsafeMutableRawPointer(window)) }
    private var list: ListView<String, Person>?

    init(application: UnsafeMutablePointer<GtkApplication>, data: DataDirectory) {
        window = GtkPointer.window(UnsafeMutableRawPointer(gtk_application_window_new(application)))
        gtk_window_set_title(window, "Rows — People")
        gtk_window_set_default_size(window, 560, 640)
        do {
            let snapshot = try Self.peopleByDepartment(people: data.people(), departments: data.departments())
            gtk_window_set_child(window, makeList(snapshot))
        } catch {
            gtk_window_set_child(window, ErrorPage.make(title: "The data cannot be read", detail: error.description))
        }
    }

    private func makeList(_ snapshot: ListSnapshot<String, Person>) -> UnsafeMutablePointer<GtkWidget> {
        let viewModel = ListViewModel(snapshot)
        let people = CellRegistration(PersonCell.self) { cell, person, scope in
            cell.show(PersonRowContent(person, layout: .horizontal), scope: scope)
        }
        let list = ListView(viewModel) { cells, person in cells.cell(using: people, for: person) }
        self.list = list

        let search = gtk_search_entry_new()!
        gtk_widget_set_margin_start(search, 12)
        gtk_widget_set_margin_end(search, 12)
        gtk_widget_set_margin_top(search, 12)
        gtk_widget_set_margin_bottom(search, 6)
        rows_object_set_string(GtkPointer.raw(search), "placeholder-text", "Search people")
        Signal.connect(GtkPointer.raw(search), "search-changed") { [weak viewModel] in
            let text = String(cString: gtk_editable_get_text(OpaquePointer(search)))
            viewModel?.search(text, in: { "\($0.fullName) \($0.age)" })
        }

        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(GtkPointer.cast(box, to: GtkBox.self), search)
        gtk_box_append(GtkPointer.cast(box, to: GtkBox.self), list.widget)
        return box
    }

    /// Sections per department in file order, people in file order; people without one last.
    static func peopleByDepartment(people: [Person], departments: [Department]) -> ListSnapshot<String, Person> {
        var sections = departments.map { ListSnapshot<String, Person>.Section(id: $0.name) }
        let index = Dictionary(uniqueKeysWithValues: departments.enumerated().map { ($1.id, $0) })
        var unassigned = ListSnapshot<String, Person>.Section(id: "No department")
        for person in people {
            if let department = person.department, let position = index[department] {
                sections[position].items.append(person)
            } else {
                unassigned.items.append(person)
            }
        }
        if !unassigned.items.isEmpty { sections.append(unassigned) }
        return ListSnapshot(sections: sections.filter { !$0.items.isEmpty })
    }
}
