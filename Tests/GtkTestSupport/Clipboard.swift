import CGtk
import Rows
import Testing

extension GtkTest {
    /// The text on `widget`'s clipboard, read as another app would (GDK's asynchronous read); nil
    /// when it holds no text.
    @MainActor
    public static func clipboardText(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        final class Read {
            var text: String?
            var isDone = false
        }
        let read = Read()
        let box = Unmanaged.passRetained(read).toOpaque()
        gdk_clipboard_read_text_async(
            gtk_widget_get_clipboard(widget), nil,
            { source, result, data in
                let read = Unmanaged<Read>.fromOpaque(data!).takeRetainedValue()
                if let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil) {
                    read.text = String(cString: text)
                    g_free(text)
                }
                read.isDone = true
            }, box)
        wait(for: "the clipboard read") { read.isDone }
        return read.text
    }
}
