extension FileKind {
    /// How many of a file's first bytes ``of(contents:isExecutable:)`` needs: enough for the
    /// signatures it knows (a tar archive's is at byte 257) and to tell text from other bytes.
    public static let bytesSniffed = 512

    /// The kind of a file whose name says nothing, from its first bytes (up to ``bytesSniffed``),
    /// as GNOME Files does when it reads a file's content type: a signature it knows (a program, an
    /// image, a PDF, an archive, audio, video, HTML), a script by the interpreter its `#!` line names,
    /// else text when no byte is a control character but white space (GLib's test), else a
    /// ``program`` when the file is executable and ``binary`` when it is not; ``emptyDocument`` for
    /// no bytes.
    ///
    /// - Complexity: O(*m*) for *m* bytes.
    public static func of(contents: some Collection<UInt8>, isExecutable: Bool) -> FileKind {
        let bytes = Array(contents.prefix(bytesSniffed))
        if bytes.isEmpty { return .emptyDocument }
        if let kind = bySignature(bytes) { return kind }
        if bytes.starts(with: Array("#!".utf8)), let kind = byInterpreter(bytes) { return kind }
        if isHTML(bytes) { return .html }
        // GLib's `looks_like_text`: no ASCII control character but white space and backspace.
        let isText = !bytes.contains { $0 < 0x20 && !(0x08...0x0D).contains($0) || $0 == 0x7F }
        if isText { return .text }
        return isExecutable ? .program : .binary
    }

    /// The kind a signature at the start of `bytes` (or at a known place in them) says.
    private static func bySignature(_ bytes: [UInt8]) -> FileKind? {
        func has(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && bytes[offset..<offset + signature.count].elementsEqual(signature)
        }
        func has(_ text: String, at offset: Int = 0) -> Bool { has(Array(text.utf8), at: offset) }
        if has([0x7F, 0x45, 0x4C, 0x46]) { return .program }  // ELF
        if has("%PDF-") { return .pdf }
        if has([0x89, 0x50, 0x4E, 0x47]) || has([0xFF, 0xD8, 0xFF]) || has("GIF8") || (has("RIFF") && has("WEBP", at: 8)) {
            return .image
        }
        let archives: [[UInt8]] = [
            [0x50, 0x4B, 0x03, 0x04], [0x1F, 0x8B], [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], Array("BZh".utf8),
            [0x28, 0xB5, 0x2F, 0xFD], [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C],
        ]
        if archives.contains(where: { has($0) }) || has("ustar", at: 257) { return .archive }
        if has("OggS") || has("ID3") || has("fLaC") || (has("RIFF") && has("WAVE", at: 8)) { return .audio }
        if has([0x1A, 0x45, 0xDF, 0xA3]) || has("ftyp", at: 4) { return .video }
        return nil
    }

    /// The kind of script whose `#!` line names its interpreter, directly ("#!/bin/sh") or through
    /// `env` ("#!/usr/bin/env python3"); nil for one not known here.
    private static func byInterpreter(_ bytes: [UInt8]) -> FileKind? {
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
        if program == "swift" { return .swiftSource }
        return nil
    }

    /// Whether `bytes`, after white space, start an HTML document ("<!DOCTYPE html", "<html").
    private static func isHTML(_ bytes: [UInt8]) -> Bool {
        let start = bytes.drop { $0 == 0x20 || (0x09...0x0D).contains($0) }.prefix(14)
        let text = String(decoding: start, as: UTF8.self).lowercased()
        return text.hasPrefix("<!doctype html") || text.hasPrefix("<html")
    }
}
