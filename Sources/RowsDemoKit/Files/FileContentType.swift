/// What a file's first bytes say it is, when its name says nothing: a content type as GIO names it
/// ("image/png", "application/x-shellscript"), so that the app can show its icon and thumbnail, and
/// the ``FileKind`` its Kind column shows. Found by ``of(contents:isExecutable:)``, as GNOME Files
/// reads a file's content type.
public enum FileContentType: Sendable, Hashable, CaseIterable {
    /// A program's code (an ELF executable), or an executable file of bytes not text and of no
    /// kind known here.
    case program
    case sharedLibrary, objectCode, crashData, pdf
    case png, jpeg, gif, webp, tiff, svg, heif, avif
    case zip, gzip, xz, bzip2, zstd, sevenZip, tar
    case ogg, mp3, flac, wav, mp4Audio, audioBook
    case oggVideo, matroska, webm, mp4, quickTime, threeGPP, threeGPP2
    case shellScript, pythonScript, swiftScript, html, text
    /// No bytes.
    case emptyDocument
    /// Bytes that are not text, of no kind known here.
    case binary

    /// How many of a file's first bytes ``of(contents:isExecutable:)`` needs: enough for the
    /// signatures it knows (a tar archive's is at byte 257) and to tell text from other bytes.
    public static let bytesSniffed = 512

    /// The content type of a file whose first bytes (up to ``bytesSniffed``) are `contents`: a
    /// signature it knows (a program, an image, a PDF, an archive, audio, video), an HTML document,
    /// a script by the interpreter its `#!` line names, else text when no byte is a control
    /// character but white space (GLib's test), an SVG picture when that text is one, else
    /// ``program`` when the file is executable and ``binary`` when it is not; ``emptyDocument``
    /// for no bytes.
    ///
    /// - Complexity: O(*m*) for *m* bytes.
    public static func of(contents: some Collection<UInt8>, isExecutable: Bool) -> FileContentType {
        let bytes = Array(contents.prefix(bytesSniffed))
        if bytes.isEmpty { return .emptyDocument }
        if let type = bySignature(bytes, isExecutable: isExecutable) { return type }
        if bytes.starts(with: Array("#!".utf8)), let type = byInterpreter(bytes) { return type }
        let markup = byMarkup(bytes)
        if markup == .html { return .html }  // as GIO's magic finds it, text or not
        // GLib's `looks_like_text`: no ASCII control character but white space and backspace.
        let isText = !bytes.contains { $0 < 0x20 && !(0x08...0x0D).contains($0) || $0 == 0x7F }
        guard isText else { return isExecutable ? .program : .binary }
        return markup ?? .text
    }

    /// Its MIME type, as shared-mime-info (so GIO) names it, e.g. "image/png". (GIO itself, reading
    /// the bytes, may say less: it calls a shared library with no name a program.)
    public var mimeType: String {
        switch self {
        case .program: "application/x-executable"
        case .sharedLibrary: "application/x-sharedlib"
        case .objectCode: "application/x-object"
        case .crashData: "application/x-core"
        case .pdf: "application/pdf"
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case .webp: "image/webp"
        case .tiff: "image/tiff"
        case .svg: "image/svg+xml"
        case .heif: "image/heif"
        case .avif: "image/avif"
        case .zip: "application/zip"
        case .gzip: "application/gzip"
        case .xz: "application/x-xz"
        case .bzip2: "application/x-bzip"
        case .zstd: "application/zstd"
        case .sevenZip: "application/x-7z-compressed"
        case .tar: "application/x-tar"
        case .ogg: "audio/ogg"
        case .mp3: "audio/mpeg"
        case .flac: "audio/flac"
        case .wav: "audio/x-wav"
        case .mp4Audio: "audio/mp4"
        case .audioBook: "audio/x-m4b"
        case .oggVideo: "video/ogg"
        case .matroska: "video/x-matroska"
        case .webm: "video/webm"
        case .mp4: "video/mp4"
        case .quickTime: "video/quicktime"
        case .threeGPP: "video/3gpp"
        case .threeGPP2: "video/3gpp2"
        case .shellScript: "application/x-shellscript"
        case .pythonScript: "text/x-python3"
        case .swiftScript, .text: "text/plain"
        case .html: "text/html"
        case .emptyDocument: "application/x-zerosize"
        case .binary: "application/octet-stream"
        }
    }

    /// The kind the Kind column shows for it, e.g. "Image".
    public var kind: FileKind {
        switch self {
        case .program: .program
        case .sharedLibrary: .sharedLibrary
        case .objectCode: .objectCode
        case .crashData: .crashData
        case .pdf: .pdf
        case .png, .jpeg, .gif, .webp, .tiff, .svg, .heif, .avif: .image
        case .zip, .gzip, .xz, .bzip2, .zstd, .sevenZip, .tar: .archive
        case .ogg, .mp3, .flac, .wav, .mp4Audio, .audioBook: .audio
        case .oggVideo, .matroska, .webm, .mp4, .quickTime, .threeGPP, .threeGPP2: .video
        case .shellScript: .shellScript
        case .pythonScript: .pythonScript
        case .swiftScript: .swiftSource
        case .html: .html
        case .text: .text
        case .emptyDocument: .emptyDocument
        case .binary: .binary
        }
    }

    /// The type a signature at the start of `bytes` (or at a known place in them) says.
    private static func bySignature(_ bytes: [UInt8], isExecutable: Bool) -> FileContentType? {
        func has(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && bytes[offset..<offset + signature.count].elementsEqual(signature)
        }
        func has(_ text: String, at offset: Int = 0) -> Bool { has(Array(text.utf8), at: offset) }
        let signatures: [(FileContentType, [UInt8])] = [
            (.pdf, Array("%PDF-".utf8)),
            (.png, [0x89, 0x50, 0x4E, 0x47]), (.jpeg, [0xFF, 0xD8, 0xFF]), (.gif, Array("GIF8".utf8)),
            (.tiff, [0x49, 0x49, 0x2A, 0x00]), (.tiff, [0x4D, 0x4D, 0x00, 0x2A]),
            (.zip, [0x50, 0x4B, 0x03, 0x04]), (.gzip, [0x1F, 0x8B]), (.xz, [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]),
            (.bzip2, Array("BZh".utf8)), (.zstd, [0x28, 0xB5, 0x2F, 0xFD]),
            (.sevenZip, [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]),
            (.mp3, Array("ID3".utf8)), (.flac, Array("fLaC".utf8)),
        ]
        if has([0x7F, 0x45, 0x4C, 0x46]) { return elf(bytes, isExecutable: isExecutable) }
        if let (type, _) = signatures.first(where: { has($0.1) }) { return type }
        if has("ustar", at: 257) { return .tar }
        if has("RIFF") && has("WEBP", at: 8) { return .webp }
        if has("RIFF") && has("WAVE", at: 8) { return .wav }
        // An Ogg stream names its codec in its first packet, at byte 28.
        if has("OggS") { return has([0x80] + Array("theora".utf8), at: 28) ? .oggVideo : .ogg }
        // A Matroska file's EBML header names its document type ("webm" or "matroska").
        if has([0x1A, 0x45, 0xDF, 0xA3]) {
            return bytes.prefix(64).firstRange(of: Array("webm".utf8)) != nil ? .webm : .matroska
        }
        // An ISO media file: its major brand, at byte 8, says which of them it is; a still image's
        // general brand ("mif1") leaves it to the compatible brands after it (AVIF or else HEIF).
        if has("ftyp", at: 4) && bytes.count >= 12 {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            if ["avif", "avis"].contains(brand) { return .avif }
            if ["mif1", "msf1"].contains(brand) {
                let boxEnd = min(bytes.count, Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3]))
                let compatible = stride(from: 16, to: boxEnd - 3, by: 4).map {
                    String(decoding: bytes[$0..<$0 + 4], as: UTF8.self)
                }
                return compatible.contains { $0 == "avif" || $0 == "avis" } ? .avif : .heif
            }
            if ["heic", "heix", "heim", "heis", "hevc", "hevx"].contains(brand) { return .heif }
            if ["M4A ", "M4P "].contains(brand) { return .mp4Audio }
            if brand == "M4B " { return .audioBook }
            if brand == "qt  " { return .quickTime }
            if brand.hasPrefix("3g2") { return .threeGPP2 }
            if brand.hasPrefix("3gp") { return .threeGPP }
            return .mp4
        }
        return nil
    }

    /// An ELF file by its type (`e_type`, at byte 16, in the byte order byte 5 says): object code,
    /// a shared library (or, executable, a program built as one, as most are), a core dump, else a
    /// program.
    private static func elf(_ bytes: [UInt8], isExecutable: Bool) -> FileContentType {
        guard bytes.count >= 18 else { return .program }
        let type = bytes[5] == 2 ? UInt16(bytes[16]) << 8 | UInt16(bytes[17]) : UInt16(bytes[17]) << 8 | UInt16(bytes[16])
        switch type {
        case 1: return .objectCode
        case 3: return isExecutable ? .program : .sharedLibrary
        case 4: return .crashData
        default: return .program
        }
    }

    /// The script whose `#!` line names its interpreter, directly ("#!/bin/sh") or through `env`
    /// ("#!/usr/bin/env python3"); nil for one not known here.
    private static func byInterpreter(_ bytes: [UInt8]) -> FileContentType? {
        let line = bytes.dropFirst(2).prefix { $0 != 0x0A }
        let words = String(decoding: line, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard var program = words.first?.split(separator: "/").last else { return nil }
        if program == "env" {
            // The first word after `env` that is not an option or a variable.
            guard let named = words.dropFirst().first(where: { !$0.hasPrefix("-") && !$0.contains("=") }) else {
                return nil
            }
            program = named.split(separator: "/").last ?? named
        }
        if ["sh", "bash", "dash", "zsh", "ksh", "ash"].contains(program) { return .shellScript }
        if program.hasPrefix("python") { return .pythonScript }
        if program == "swift" { return .swiftScript }
        return nil
    }

    /// HTML when the bytes, after a byte-order mark and white space, start an HTML document
    /// ("<!DOCTYPE html", "<html"); SVG when they declare an SVG DOCTYPE or their first element is
    /// `<svg`, after any XML declaration, comment or DOCTYPE.
    private static func byMarkup(_ bytes: [UInt8]) -> FileContentType? {
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if start.hasPrefix("<!doctype html") || start.hasPrefix("<html") { return .html }
        guard start.hasPrefix("<") else { return nil }
        if start.contains("<!doctype svg") { return .svg }  // its entities may fill the bytes read
        // The first element that is not a declaration (`<?xml`, `<!DOCTYPE …>`, `<!-- -->`).
        var rest = start
        while let open = rest.firstIndex(of: "<") {
            let tag = rest[rest.index(after: open)...]
            if tag.hasPrefix("?") || tag.hasPrefix("!") {
                guard let close = tag.firstIndex(of: ">") else { return nil }
                rest = tag[tag.index(after: close)...]
                continue
            }
            return tag.hasPrefix("svg") && (tag.dropFirst(3).first.map { $0.isWhitespace || $0 == ">" } ?? false) ? .svg : nil
        }
        return nil
    }
}
