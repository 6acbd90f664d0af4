/// A file's name as the file system gave it: bytes, which need not be UTF-8 (`bad\xffname.txt`),
/// and the text shown for it, GLib's way (`g_filename_display_name` with UTF-8 file names): each
/// invalid sequence shows as U+FFFD. The file is found by its bytes, never by the text.
public struct FileName: Hashable, Sendable, CustomStringConvertible {
    /// The name's bytes, without a terminating NUL.
    public let bytes: [UInt8]
    /// The name as shown.
    public let description: String

    /// The name made of `bytes`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        description = String(decoding: bytes, as: UTF8.self)
    }

    /// The name `text`, as UTF-8 bytes.
    public init(_ text: String) {
        bytes = Array(text.utf8)
        description = text
    }

    /// The name that `component`, a path's last component as text (``pathComponent``, a
    /// ``FilePathText``), names.
    public init(pathComponent component: String) {
        self.init(bytes: FilePathText.bytes(of: component).dropLast().map { UInt8(bitPattern: $0) })
    }

    /// Whether the bytes are UTF-8, so that the text shown names the file.
    public var isUTF8: Bool { Array(description.utf8) == bytes }

    /// The name as a path's last component (see ``FilePathText``): its text when it is UTF-8, its
    /// bytes escaped otherwise, so that a path made with it names this file. (So are those of a
    /// scalar that stands for a byte there, U+10FF00 to U+10FFFF, whose UTF-8 starts with 0xF4.)
    public var pathComponent: String { isUTF8 && !bytes.contains(0xF4) ? description : FilePathText.text(of: bytes) }

    /// The path of the file of this name in `folder` (a ``FilePathText``), NUL-terminated, for a
    /// system call or GIO.
    public func path(in folder: String) -> [CChar] {
        var path = FilePathText.bytes(of: folder)
        path.removeLast()  // its NUL
        if folder != "/" { path.append(CChar(bitPattern: UInt8(ascii: "/"))) }
        for byte in bytes { path.append(CChar(bitPattern: byte)) }
        path.append(0)
        return path
    }
}
