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

    /// Whether the bytes are UTF-8, so that the text shown names the file.
    public var isUTF8: Bool { Array(description.utf8) == bytes }

    /// The path of the file of this name in `folder`, NUL-terminated, for a system call or GIO.
    public func path(in folder: String) -> [CChar] {
        var path = Array(folder.utf8)
        if folder != "/" { path.append(UInt8(ascii: "/")) }
        path += bytes
        path.append(0)
        return path.map { CChar(bitPattern: $0) }
    }
}
