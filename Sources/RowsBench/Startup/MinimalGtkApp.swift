import Foundation

/// The yardstick for `rows-bench startup`: the smallest GTK 4 application, a GtkApplication whose
/// window (the size `rows-demo` opens at) holds one label. It reports its first drawn frame exactly
/// as `rows-demo` does (see `FirstFrameReport` in RowsDemo): a `render` emission hook on GdkSurface,
/// then the frame clock's `after-paint` writes `first-frame <ns>` to the descriptor named by
/// `ROWS_REPORT_FIRST_FRAME`, and the program runs on until it is killed.
///
/// It is written out and compiled with `cc $(pkg-config --cflags --libs gtk4)` at run time, so the
/// comparison is always with the GTK installed on the machine; no binary is kept in the repository.
enum MinimalGtkApp {
    /// Compiles the program into `folder` and returns the executable's path.
    static func build(in folder: URL) throws -> String {
        let source = folder.appendingPathComponent("minimal-gtk.c")
        let executable = folder.appendingPathComponent("minimal-gtk")
        try Data(Self.source.utf8).write(to: source)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/bin/sh")
        compiler.arguments = ["-c", "cc -O2 -o \"$1\" \"$2\" $(pkg-config --cflags --libs gtk4)", "sh", executable.path, source.path]
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
        /* A minimal GTK 4 application for rows-bench startup: one window, one label. With
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
            gtk_window_set_child(GTK_WINDOW(window), gtk_label_new("Hello from GTK 4"));
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
