import Foundation

/// The yardsticks for `rows-bench startup`, one C program built three ways:
/// - the smallest GTK 4 application, a GtkApplication whose window (the size `rows-demo` opens at)
///   holds one label;
/// - with `-DROWS_SHELL`, the same window with `rows-demo`'s shell and nothing of Rows: a header bar
///   with a search toggle, a `GtkStackSidebar` over six pages (a label each) and a search bar;
/// - with `-DROWS_ADWAITA` too, that shell made as `rows-demo` makes it, with libadwaita: an
///   `AdwApplication` (libadwaita's stylesheet and style manager), an `AdwApplicationWindow`, and an
///   `AdwLeaflet` of the sidebar and the page, each under an `AdwHeaderBar`.
///
/// Each reports its first drawn frame exactly as `rows-demo` does (see `FirstFrameReport` in
/// RowsDemo): a `render` emission hook on GdkSurface, then the frame clock's `after-paint` writes
/// `first-frame <ns>` to the descriptor named by `ROWS_REPORT_FIRST_FRAME`, and the program runs on
/// until it is killed.
///
/// It is written out and compiled with `cc $(pkg-config --cflags --libs gtk4)` at run time, so the
/// comparison is always with the GTK installed on the machine; no binary is kept in the repository.
enum MinimalGtkApp {
    /// The three ways the program is built.
    enum Kind: String {
        case minimal = "minimal-gtk"
        case shell = "shell-gtk"
        case adwaitaShell = "shell-adwaita"

        /// The compiler's flags: the defines and pkg-config's packages.
        var flags: String {
            switch self {
            case .minimal: "$(pkg-config --cflags --libs gtk4)"
            case .shell: "-DROWS_SHELL $(pkg-config --cflags --libs gtk4)"
            case .adwaitaShell: "-DROWS_SHELL -DROWS_ADWAITA $(pkg-config --cflags --libs libadwaita-1)"
            }
        }
    }

    /// Compiles the program of `kind` into `folder`, and returns the executable's path.
    static func build(in folder: URL, _ kind: Kind) throws -> String {
        let source = folder.appendingPathComponent("minimal-gtk.c")
        let executable = folder.appendingPathComponent(kind.rawValue)
        try Data(Self.source.utf8).write(to: source)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/bin/sh")
        compiler.arguments = ["-c", "cc -O2 -o \"$1\" \"$2\" \(kind.flags)", "sh", executable.path, source.path]
        let errors = Pipe()
        compiler.standardError = errors
        try compiler.run()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compiler.waitUntilExit()
        guard compiler.terminationStatus == 0 else {
            throw StartupError(
                "cc could not build the \(kind.rawValue) program (are libgtk-4-dev and libadwaita-1-dev installed?):\n\(messages)"
            )
        }
        return executable.path
    }

    /// The C source.
    static let source = #"""
        /* A minimal GTK 4 application for rows-bench startup: one window, one label (with ROWS_SHELL
           defined, rows-demo's shell: header bar, sidebar, search bar; with ROWS_ADWAITA too, that
           shell made with libadwaita, as rows-demo makes it). With
           ROWS_REPORT_FIRST_FRAME=FD it writes "first-frame <CLOCK_MONOTONIC ns>" to FD once its
           first frame is drawn (a surface render, then the frame clock's after-paint). */
        #include <gtk/gtk.h>
        #ifdef ROWS_ADWAITA
        #include <adwaita.h>
        #endif
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        #include <time.h>
        #include <unistd.h>

        static int report_fd = -1;
        static gboolean render_seen = FALSE;
        static guint render_signal = 0;
        static gulong render_hook = 0;

        static gboolean on_render(GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer data) {
            render_seen = TRUE;
            return TRUE;
        }

        static void on_after_paint(GdkFrameClock *clock, gpointer data) {
            if (!render_seen || report_fd < 0)
                return;
            struct timespec now;
            clock_gettime(CLOCK_MONOTONIC, &now);
            char line[64];
            int length = snprintf(line, sizeof line, "first-frame %lld\n",
                                  (long long)now.tv_sec * 1000000000LL + (long long)now.tv_nsec);
            if (write(report_fd, line, (size_t)length) < 0)
                perror("minimal-gtk: write");
            close(report_fd);
            report_fd = -1;
            g_signal_remove_emission_hook(render_signal, render_hook);
            g_signal_handlers_disconnect_by_func(clock, on_after_paint, data);
        }

        static void on_realize(GtkWidget *window, gpointer data) {
            g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(on_after_paint), NULL);
        }

        #ifdef ROWS_SHELL
        static const char *page_titles[] = {"People & Pets", "Settings", "Colors", "People Directory", "Files", "A Million Rows"};

        /* The pages: a stack of six labels, each titled for the sidebar. */
        static GtkWidget *make_pages(void) {
            GtkWidget *stack = gtk_stack_new();
            for (int i = 0; i < 6; i++) {
                char name[8];
                snprintf(name, sizeof name, "page%d", i);
                gtk_stack_add_titled(GTK_STACK(stack), gtk_label_new(page_titles[i]), name, page_titles[i]);
            }
            gtk_widget_set_vexpand(stack, TRUE);
            return stack;
        }

        /* The header bar's search toggle. */
        static GtkWidget *make_search_toggle(void) {
            GtkWidget *toggle = gtk_toggle_button_new();
            gtk_button_set_icon_name(GTK_BUTTON(toggle), "system-search-symbolic");
            return toggle;
        }

        /* The search bar above the page, with its entry. */
        static GtkWidget *make_search_bar(void) {
            GtkWidget *search_bar = gtk_search_bar_new();
            gtk_search_bar_set_child(GTK_SEARCH_BAR(search_bar), gtk_search_entry_new());
            return search_bar;
        }
        #endif

        static void on_activate(GtkApplication *application, gpointer data) {
        #ifdef ROWS_ADWAITA
            GtkWidget *window = adw_application_window_new(application);
        #else
            GtkWidget *window = gtk_application_window_new(application);
        #endif
            gtk_window_set_title(GTK_WINDOW(window), "Minimal GTK 4");
            gtk_window_set_default_size(GTK_WINDOW(window), 900, 640);
        #if defined(ROWS_ADWAITA)
            /* rows-demo's shell (WindowShell): a leaflet of the sidebar and the page, each under a
               header bar (the page's with a back button, its title and a search toggle). */
            GtkWidget *stack = make_pages();
            GtkWidget *sidebar = gtk_stack_sidebar_new();
            gtk_stack_sidebar_set_stack(GTK_STACK_SIDEBAR(sidebar), GTK_STACK(stack));
            gtk_widget_set_vexpand(sidebar, TRUE);
            GtkWidget *sidebar_header = adw_header_bar_new();
            adw_header_bar_set_title_widget(ADW_HEADER_BAR(sidebar_header), adw_window_title_new("Rows", NULL));
            GtkWidget *menu = gtk_menu_button_new();
            gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu), "open-menu-symbolic");
            adw_header_bar_pack_end(ADW_HEADER_BAR(sidebar_header), menu);
            GtkWidget *sidebar_pane = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
            gtk_widget_set_size_request(sidebar_pane, 190, -1);
            gtk_box_append(GTK_BOX(sidebar_pane), sidebar_header);
            gtk_box_append(GTK_BOX(sidebar_pane), sidebar);
            GtkWidget *content_header = adw_header_bar_new();
            adw_header_bar_set_title_widget(ADW_HEADER_BAR(content_header), adw_window_title_new(page_titles[0], NULL));
            GtkWidget *back = gtk_button_new_from_icon_name("go-previous-symbolic");
            gtk_widget_set_visible(back, FALSE);
            adw_header_bar_pack_start(ADW_HEADER_BAR(content_header), back);
            GtkWidget *toggle = make_search_toggle();
            adw_header_bar_pack_end(ADW_HEADER_BAR(content_header), toggle);
            GtkWidget *search_bar = make_search_bar();
            GtkWidget *content_pane = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
            gtk_widget_set_hexpand(content_pane, TRUE);
            gtk_box_append(GTK_BOX(content_pane), content_header);
            gtk_box_append(GTK_BOX(content_pane), search_bar);
            gtk_box_append(GTK_BOX(content_pane), stack);
            GtkWidget *leaflet = adw_leaflet_new();
            adw_leaflet_set_can_navigate_back(ADW_LEAFLET(leaflet), TRUE);
            adw_leaflet_append(ADW_LEAFLET(leaflet), sidebar_pane);
            adw_leaflet_page_set_navigatable(
                adw_leaflet_append(ADW_LEAFLET(leaflet), gtk_separator_new(GTK_ORIENTATION_VERTICAL)), FALSE);
            adw_leaflet_append(ADW_LEAFLET(leaflet), content_pane);
            adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), leaflet);
        #elif defined(ROWS_SHELL)
            /* rows-demo's shell (DemoWindow): header bar, search toggle, sidebar, search bar. */
            GtkWidget *header = gtk_header_bar_new();
            GtkWidget *toggle = make_search_toggle();
            gtk_header_bar_pack_end(GTK_HEADER_BAR(header), toggle);
            gtk_window_set_titlebar(GTK_WINDOW(window), header);
            GtkWidget *stack = make_pages();
            GtkWidget *sidebar = gtk_stack_sidebar_new();
            gtk_stack_sidebar_set_stack(GTK_STACK_SIDEBAR(sidebar), GTK_STACK(stack));
            gtk_widget_set_size_request(sidebar, 190, -1);
            GtkWidget *search_bar = make_search_bar();
            GtkWidget *main_box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
            gtk_widget_set_hexpand(main_box, TRUE);
            gtk_box_append(GTK_BOX(main_box), search_bar);
            gtk_box_append(GTK_BOX(main_box), stack);
            GtkWidget *content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
            gtk_box_append(GTK_BOX(content), sidebar);
            gtk_box_append(GTK_BOX(content), gtk_separator_new(GTK_ORIENTATION_VERTICAL));
            gtk_box_append(GTK_BOX(content), main_box);
            gtk_window_set_child(GTK_WINDOW(window), content);
        #else
            gtk_window_set_child(GTK_WINDOW(window), gtk_label_new("Hello from GTK 4"));
        #endif
            if (report_fd >= 0) {
                g_type_class_ref(GDK_TYPE_SURFACE);
                render_signal = g_signal_lookup("render", GDK_TYPE_SURFACE);
                render_hook = g_signal_add_emission_hook(render_signal, 0, on_render, NULL, NULL);
                g_signal_connect(window, "realize", G_CALLBACK(on_realize), NULL);
            }
            gtk_window_present(GTK_WINDOW(window));
        }

        int main(int argc, char **argv) {
            const char *fd = getenv("ROWS_REPORT_FIRST_FRAME");
            if (fd != NULL && *fd != '\0')
                report_fd = atoi(fd);
        #ifdef ROWS_ADWAITA
            GtkApplication *application = GTK_APPLICATION(adw_application_new("org.rows.MinimalBench", G_APPLICATION_NON_UNIQUE));
        #else
            GtkApplication *application = gtk_application_new("org.rows.MinimalBench", G_APPLICATION_NON_UNIQUE);
        #endif
            g_signal_connect(application, "activate", G_CALLBACK(on_activate), NULL);
            int status = g_application_run(G_APPLICATION(application), 0, NULL);
            g_object_unref(application);
            return status;
        }
        """#
}
