import Foundation

/// The size the main window had when it was closed, restored on the next start.
public struct WindowSize: Codable, Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Whether the window was maximized.
    public var isMaximized: Bool

    /// The default size of a first start.
    public static let standard = WindowSize(width: 900, height: 640, isMaximized: false)

    /// Creates a window size.
    public init(width: Int, height: Int, isMaximized: Bool) {
        self.width = width
        self.height = height
        self.isMaximized = isMaximized
    }

    /// The size saved in `url`; ``standard`` when there is none or it is not a sensible size (window
    /// state is not user data, so a damaged file only costs the size).
    public static func load(from url: URL) -> WindowSize {
        guard let data = try? DataFile.read(url, name: url.path),
            let size = try? JSONDecoder().decode(WindowSize.self, from: data),
            (200...16_384).contains(size.width), (200...16_384).contains(size.height)
        else { return .standard }
        return size
    }

    /// Saves this size to `url`, atomically.
    public func save(to url: URL) throws(SaveError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write((try? encoder.encode(self)) ?? Data(), to: url)
    }
}
