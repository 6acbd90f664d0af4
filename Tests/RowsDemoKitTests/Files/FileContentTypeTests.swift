import Foundation
import Testing

@testable import RowsDemoKit

@Suite("Files: what a file is when its name says nothing, from its first bytes")
struct FileContentTypeTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-contents-\(UUID().uuidString)")

    @Test("a file whose name says nothing is known by its first bytes, as GNOME Files reads a content type")
    func kindsFromContents() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files: [(String, [UInt8], executable: Bool, kind: String)] = [
            ("dev", Array("#!/bin/bash\nset -e\n".utf8), true, "Shell script"),
            ("serve", Array("#!/usr/bin/env -S python3 -u\nprint(1)\n".utf8), true, "Python script"),
            ("Package.resolved", Array("{\n  \"pins\" : [ ]\n}\n".utf8), false, "Text"),
            ("tool", [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0, 0], true, "Program"),
            ("run", [0, 1, 2, 0xFF, 0x10], true, "Program"),
            ("blob", [0, 1, 2, 0xFF, 0x10], false, "Binary"),
            ("picture", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], false, "Image"),
            ("page", Array("  <!DOCTYPE html>\n<html></html>".utf8), false, "HTML document"),
            ("empty", [], false, "Empty document"),
            ("meson.build", Array("project('x')\n".utf8), false, "Meson script"),
            ("notes.txt", [0, 1, 2], false, "Text"),
        ]
        for (name, bytes, executable, _) in files {
            let path = folder.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            if executable { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path) }
        }
        let entries = Dictionary(uniqueKeysWithValues: try FolderListing.entries(of: folder.path).map { ($0.name, $0) })
        for (name, _, _, kind) in files {
            #expect(entries[name]?.kind == kind, "\(name)")
        }
        #expect(entries["notes.txt"]?.contentType == nil, "a name that says what it is: the file is not read")
        // Read alone, as a folder watch reads a changed file, an entry is known the same way.
        #expect(FolderListing.entry(named: FileName("dev"), in: folder.path) == entries["dev"])
    }

    @Test("signatures: archives, audio, video, PDF, a tar header at byte 257; text as GLib tells it")
    func contentSignatures() {
        func kind(_ bytes: [UInt8], executable: Bool = false) -> FileKind {
            FileContentType.of(contents: bytes, isExecutable: executable).kind
        }
        #expect(kind([0x1F, 0x8B, 8, 0]) == .archive)
        #expect(kind(Array("PK".utf8) + [3, 4, 20, 0]) == .archive)
        #expect(kind([UInt8](repeating: 0, count: 257) + Array("ustar\u{0}00".utf8)) == .archive)
        #expect(kind(Array("%PDF-1.7\n".utf8)) == .pdf)
        #expect(kind(Array("OggS".utf8) + [0, 2]) == .audio)
        #expect(kind([0, 0, 0, 0x20] + Array("ftypisom".utf8)) == .video)
        #expect(kind(Array("#!/usr/bin/perl\n".utf8)) == .text, "a script of an interpreter not known here is text")
        #expect(kind(Array("caf\u{E9} \u{1B}[1m".utf8)) == .binary, "an escape is a control character, as GLib says")
        #expect(kind(Array("tab\tand\r\nbreaks\u{8}".utf8)) == .text)
        #expect(kind([0xC3]) == .text, "a character cut by the bytes read is still text")
        #expect(kind([]) == .emptyDocument)
    }

    @Test("the content type the bytes say is the one GIO names, so the grid finds its icon and thumbnail")
    func contentTypesFromBytes() {
        func type(_ bytes: [UInt8], executable: Bool = false) -> String {
            FileContentType.of(contents: bytes, isExecutable: executable).mimeType
        }
        func isoMedia(_ brand: String) -> [UInt8] { [0, 0, 0, 0x18] + Array("ftyp\(brand)".utf8) + [0, 0, 0, 0] }
        #expect(type([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == "image/png")
        #expect(type([0xFF, 0xD8, 0xFF, 0xE0]) == "image/jpeg")
        #expect(type(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == "image/webp")
        #expect(type(Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == "audio/x-wav")
        #expect(type([0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]) == "image/tiff")
        #expect(type(isoMedia("heic")) == "image/heif", "HEIC shares the ISO media box with video")
        #expect(type(isoMedia("avif")) == "image/avif")
        let stillImage: [UInt8] = [0, 0, 0, 0x1C] + Array("ftypmif1\u{0}\u{0}\u{0}\u{0}mif1miafavif".utf8)
        #expect(type(stillImage) == "image/avif", "AVIF under the general still-image brand")
        #expect(type([0, 0, 0, 0x18] + Array("ftypmif1\u{0}\u{0}\u{0}\u{0}mif1heic".utf8)) == "image/heif")
        #expect(type(isoMedia("3g2a")) == "video/3gpp2")
        #expect(type(isoMedia("M4B ")) == "audio/x-m4b")
        #expect(type(isoMedia("M4A ")) == "audio/mp4")
        #expect(type(isoMedia("qt  ")) == "video/quicktime")
        #expect(type(isoMedia("isom")) == "video/mp4")
        #expect(FileContentType.of(contents: isoMedia("heic"), isExecutable: false).kind == .image)
        #expect(FileContentType.of(contents: isoMedia("M4A "), isExecutable: false).kind == .audio)
        let ebml: [UInt8] = [0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]
        #expect(type(ebml + Array("webm".utf8)) == "video/webm")
        #expect(type(ebml + [0x88] + Array("matroska".utf8)) == "video/x-matroska")
        let ogg = Array("OggS".utf8) + [UInt8](repeating: 0, count: 24)
        #expect(type(ogg + [0x01] + Array("vorbis".utf8)) == "audio/ogg")
        #expect(type(ogg + [0x80] + Array("theora".utf8)) == "video/ogg")
        #expect(
            type(Array("<?xml version=\"1.0\"?>\n<!-- drawn -->\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
                == "image/svg+xml")
        #expect(type(Array("<svgfoo/>".utf8)) == "text/plain", "an element named otherwise is not SVG")
        let entities = String(repeating: "<!ENTITY ns \"http://example.org/\">\n", count: 20)
        #expect(type(Array("\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n\(entities)]>\n<svg/>".utf8)) == "image/svg+xml")
        #expect(
            type(Array("<!DOCTYPE html><p>\u{0}</p>".utf8)) == "text/html", "HTML found as GIO's magic finds it, text or not")
        #expect(type(Array("<?xml version=\"1.0\"?><feed/>".utf8)) == "text/plain")
        #expect(type(Array("#!/bin/sh\n".utf8)) == "application/x-shellscript")
        func elf(type: UInt8, bigEndian: Bool = false) -> [UInt8] {
            let header: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, bigEndian ? 2 : 1, 1] + [UInt8](repeating: 0, count: 9)
            return header + (bigEndian ? [0, type] : [type, 0]) + [0x3E, 0]
        }
        #expect(type(elf(type: 3)) == "application/x-sharedlib")
        #expect(type(elf(type: 3), executable: true) == "application/x-executable", "a program built position-independent")
        #expect(type(elf(type: 2)) == "application/x-executable")
        #expect(type(elf(type: 1, bigEndian: true)) == "application/x-object")
        #expect(type(elf(type: 1)) == "application/x-object")
        #expect(type(elf(type: 4)) == "application/x-core")
        #expect(type([0, 1, 2], executable: true) == "application/x-executable")
        #expect(type([0, 1, 2]) == "application/octet-stream")
        #expect(type([]) == "application/x-zerosize")
        #expect(!FileContentType.allCases.contains { $0.kind == .unknown || $0.kind == .folder })
    }
}
