import Foundation

/// The yardsticks for `rows-bench startup`, one C program built two ways:
/// - the smallest GTK 4 application, a GtkApplication whose window (the size `rows-demo` opens at)
///   holds one label;
/// - with `-DROWS_SHELL`, the same window with `rows-demo`'s shell and nothing of Rows: a header bar
///   with a search toggle, a `GtkStackSidebar` over six pages (a label each) and a search bar.
///
/// Each reports its first drawn frame exactly as `rows-demo` does (see `FirstFrameReport` in
/// RowsDemo): a `render` emission hook on GdkSurface, then the frame clock's `after-paint` writes
/// `first-frame <ns>` to the descriptor named by `ROWS_REPORT_FIRST_FRAME`, and the program runs on
/// until it is killed.
///
/// It is written out and compiled with `cc $(pkg-config --cflags --libs gtk4)` at run time, so the
/// comparison is always with the GTK installed on the machine; no binary is kept in the repository.
enum MinimalGtkApp {
    /// Compiles the program into `folder`, with rows-demo's shell when `shell`, and returns the
    /// executable's path.
    static func build(in folder: URL, shell: Bool = false) throws -> String {
        let source = folder.appendingPathComponent("minimal-gtk.c")
        let executable = folder.appendingPathComponent(shell ? "shell-gtk" : "minimal-gtk")
        try Data(Self.source.utf8).write(to: source)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/bin/sh")
        compiler.arguments = [
            "-c", "cc -O2 \(shell ? "-DROWS_SHELL " : "")-o \"$1\" \"$2\" $(pkg-config --cflags --libs gtk4)", "sh",
            executable.path, source.path,
        ]
        let errors = Pipe()
        compiler.standardError = errors
        try compiler.run()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compiler.waitUntilExit()
        guard compiler.terminationStatus == 0 else {
            throw StartupError("cc could not build the minimal GTK 4 program (is libgtk-4-dev installed?):\n\(messages)")
        }
        return executable.path
    }

    /// The C source.
    static let source = #"""
        /* A minimal GTK 4 application for rows-bench startup: one window, one label (with ROWS_SHELL
           defined, rows-demo's shell: header bar, sidebar, search bar). With
           ROWS_REPORT_FIRST_FRAME=FD it writes "first-frame <CLOCK_MONOTONIC ns>" to FD once its
           first frame is drawn (a surface render, then the frame clock's after-paint). */
        #include <gtk/gtk.h>
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

        static void on_activate(GtkApplication *application, gpointer data) {
            GtkWidget *window = gtk_application_window_new(application);
            gtk_window_set_title(GTK_WINDOW(window), "Minimal GTK 4");
            gtk_window_set_default_size(GTK_WINDOW(window), 900, 640);
        #ifdef ROWS_SHELL
            /* rows-demo's shell (DemoWindow): header bar, search toggle, sidebar, search bar. */
            GtkWidget *header = gtk_header_bar_new();
            GtkWidget *toggle = gtk_toggle_button_new();
            gtk_button_set_icon_name(GTK_BUTTON(toggle), "system-search-symbolic");
            gtk_header_bar_pack_end(GTK_HEADER_BAR(header), toggle);
            gtk_window_set_titlebar(GTK_WINDOW(window), header);
            GtkWidget *stack = gtk_stack_new();
            const char *titles[] = {"People & Pets", "Settings", "Colors", "People Directory", "Files", "A Million Rows"};
            for (int i = 0; i < 6; i++) {
                char name[8];
                snprintf(name, sizeof name, "page%d", i);
                gtk_stack_add_titled(GTK_STACK(stack), gtk_label_new(titles[i]), name, titles[i]);
            }
            GtkWidget *sidebar = gtk_stack_sidebar_new();
            gtk_stack_sidebar_set_stack(GTK_STACK_SIDEBAR(sidebar), GTK_STACK(stack));
            gtk_widget_set_size_request(sidebar, 190, -1);
            GtkWidget *search_bar = gtk_search_bar_new();
            gtk_search_bar_set_child(GTK_SEARCH_BAR(search_bar), gtk_search_entry_new());
            GtkWidget *main_box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
            gtk_widget_set_hexpand(main_box, TRUE);
            gtk_widget_set_vexpand(stack, TRUE);
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
            GtkApplication *application = gtk_application_new("org.rows.MinimalBench", G_APPLICATION_NON_UNIQUE);
            g_signal_connect(application, "activate", G_CALLBACK(on_activate), NULL);
            int status = g_application_run(G_APPLICATION(application), 0, NULL);
            g_object_unref(application);
            return status;
        }
        """#
}
