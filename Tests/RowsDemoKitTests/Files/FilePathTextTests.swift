import Foundation
import PropertyBased
import SeededRandom
import Testing

@testable import RowsDemoKit

@Suite("A path as text that keeps any bytes")
struct FilePathTextTests {
    @Test("any bytes come back from their text; valid UTF-8 is its own text and shows as GLib shows bytes")
    func anyBytesRoundTrip() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...40), Gen.int(in: 0...1_000_000)) { length, seed in
            var generator = SplitMix64(seed: UInt64(seed))
            // Bytes of every kind: ASCII, lead and continuation bytes, and pieces of U+10FFxx (F4 8F BC-BF).
            let pieces: [[UInt8]] = [
                [0x61], [0x2F], [0xC3, 0xA9], [0xFF], [0x80], [0xE2, 0x82], [0xF4, 0x8F, 0xBF, 0x80], [0xF4], [0xED, 0xA0, 0x80],
            ]
            let bytes = (0..<length).flatMap { _ in pieces[Int.random(in: pieces.indices, using: &generator)] }
            let text = FilePathText.text(of: bytes)
            #expect(FilePathText.bytes(of: text) == bytes.map { CChar(bitPattern: $0) } + [0], "\(bytes)")
            #expect(FilePathText.displayed(text) == String(decoding: bytes, as: UTF8.self))
            #expect(
                FilePathText.isOwnUTF8(text) == text.utf8.elementsEqual(bytes),
                "whether the text is the path's UTF-8: \(bytes)")
            if let valid = String(validating: bytes, as: UTF8.self),
                !valid.unicodeScalars.contains(where: { $0.value >= 0x10_FF00 })
            {
                #expect(text == valid, "UTF-8 is its own text")
            }
        }
    }

    @Test("the home folder and the folders in it show from ~; other paths, and all under a root or relative home, whole")
    func homeShownAsTilde() {
        #expect(FilePathText.displayed("/home/ada", home: "/home/ada") == "~")
        #expect(FilePathText.displayed("/home/ada/Projects/Rows", home: "/home/ada") == "~/Projects/Rows")
        #expect(FilePathText.displayed("/home/ada/Projects", home: "/home/ada/") == "~/Projects", "a home written with a slash")
        #expect(
            FilePathText.displayed("/home/adam/Projects", home: "/home/ada") == "/home/adam/Projects", "a name that begins alike")
        #expect(FilePathText.displayed("/home", home: "/home/ada") == "/home")
        #expect(FilePathText.displayed("/tmp/x", home: "/") == "/tmp/x")
        #expect(FilePathText.displayed("/", home: "/") == "/")
        #expect(FilePathText.displayed("home/ada/x", home: "home/ada") == "home/ada/x")
        let odd = "/home/ada/" + FileName(bytes: Array("Été".utf8) + [0xFF]).pathComponent
        #expect(
            FilePathText.displayed(odd, home: "/home/ada") == "~/Été\u{FFFD}", "bytes that are not UTF-8 shown as GLib shows them"
        )
    }

    @Test("a name that is not UTF-8 makes a path that names it; two names shown alike make two paths")
    func namesThatAreNotUTF8() {
        let name = FileName(bytes: Array("Été".utf8) + [0xFF])
        #expect(name.description == "Été\u{FFFD}")
        let path = "/tmp/" + name.pathComponent
        #expect(FilePathText.bytes(of: path).dropLast().map { UInt8(bitPattern: $0) } == Array("/tmp/Été".utf8) + [0xFF])
        #expect(FilePathText.displayed(path) == "/tmp/Été\u{FFFD}")
        #expect(FileName(bytes: [0x61, 0xFE]).pathComponent != FileName(bytes: [0x61, 0xFF]).pathComponent)
        #expect(FileName("a.txt").pathComponent == "a.txt")
        // A file in that folder is found by the folder's bytes.
        #expect(
            FileName("b").path(in: path).dropLast().map { UInt8(bitPattern: $0) } == Array("/tmp/Été".utf8) + [0xFF]
                + Array("/b".utf8))
    }

    @Test("a name comes back from its path component by its bytes; names Swift's strings compare equal stay two")
    func nameFromItsPathComponent() throws {
        let names = [
            FileName(bytes: Array("Été".utf8) + [0xFF]), FileName(bytes: [0x61, 0xFE]), FileName("Caf\u{E9}"),
            FileName("Cafe\u{301}"), FileName("a.txt"), FileName(bytes: Array("\u{10FF41}".utf8)),
        ]
        for name in names {
            #expect(FileName(pathComponent: name.pathComponent) == name, "\(name.bytes)")
            #expect(FileName(pathComponent: URL(fileURLWithPath: "/tmp/" + name.pathComponent).lastPathComponent) == name)
        }
        #expect(names[2].description == names[3].description, "equal as Swift's strings")
        #expect(names[2] != names[3] && Set(names).count == names.count, "unequal as names")
        for name in names {
            var entry = FileEntry(fileName: name, isFolder: true)
            entry.folder = "/tmp"
            let path = try #require(entry.pathText)
            #expect(FilePathText.bytes(of: path).dropLast().map { UInt8(bitPattern: $0) } == Array("/tmp/".utf8) + name.bytes)
        }
    }
}

@Suite("An option's value by the command line's bytes")
struct RawArgumentsTests {
    private let program = Array("rows-demo".utf8)

    @Test("--folder's value keeps bytes that are not UTF-8, in either form; the last one counts")
    func folderValueKeepsItsBytes() {
        let folder = Array("/tmp/Été".utf8) + [0xFF]
        let separate = [program, Array("--page".utf8), Array("files".utf8), Array("--folder".utf8), folder]
        let value = RawArguments.value(of: "--folder", in: separate)
        #expect(value.map { FilePathText.bytes(of: $0).dropLast().map { UInt8(bitPattern: $0) } } == folder)
        #expect(RawArguments.value(of: "--folder", in: [program, Array("--folder=".utf8) + folder]) == value)
        let twice = [program, Array("--folder".utf8), Array("/a".utf8), Array("--folder=/b".utf8)]
        #expect(RawArguments.value(of: "--folder", in: twice) == "/b")
    }

    @Test("no value: not given, given without a value, or only after --")
    func noValue() {
        #expect(RawArguments.value(of: "--folder", in: [program, Array("--page".utf8), Array("files".utf8)]) == nil)
        #expect(RawArguments.value(of: "--folder", in: [program, Array("--folder".utf8)]) == nil)
        #expect(RawArguments.value(of: "--folder", in: [program, Array("--".utf8), Array("--folder=/a".utf8)]) == nil)
        #expect(RawArguments.value(of: "--folder", in: [Array("--folder=/a".utf8)]) == nil, "the program's name is not an option")
    }
}
