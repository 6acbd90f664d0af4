import RowsDemoKit
import Testing

@Suite("PathMove: where the paths at and below a moved folder went")
struct PathMoveTests {
    @Test("the folder, and every path below it, go under the new path; other paths stay out")
    func movedPaths() {
        let move = PathMove(from: "/home/a/Work", to: "/home/a/Work 2")
        #expect(move.moved("/home/a/Work") == "/home/a/Work 2")
        #expect(move.moved("/home/a/Work/Inner/deep.txt") == "/home/a/Work 2/Inner/deep.txt")
        #expect(move.moved("/home/a/Workshop") == nil, "only starts with the same characters")
        #expect(move.moved("/home/a/Workshop/x") == nil)
        #expect(move.moved("/home/a") == nil, "above it")
        #expect(move.moved("/home/b/Work/x") == nil)
    }

    @Test("names in any script, and decomposed accents, move by their bytes")
    func bytes() {
        // "é" as e + U+0301: a String compares it equal to the precomposed "é"; a path does not.
        let move = PathMove(from: "/d/Caf\u{E9}", to: "/d/Bar")
        #expect(move.moved("/d/Cafe\u{301}/x") == nil)
        #expect(move.moved("/d/Cafe\u{301}") == nil)
        #expect(move != PathMove(from: "/d/Cafe\u{301}", to: "/d/Bar"))
        #expect(move.then(PathMove(from: "/d/Bar", to: "/d/Baz")) == PathMove(from: "/d/Caf\u{E9}", to: "/d/Baz"))
        #expect(PathMove(from: "/d/A", to: "/d/Cafe\u{301}").then(PathMove(from: "/d/Caf\u{E9}", to: "/d/B")) == nil)
        #expect(move.moved("/d/Caf\u{E9}/\u{65E5}\u{672C}") == "/d/Bar/\u{65E5}\u{672C}")
    }

    @Test("two moves in a row are one move from the first place to the last; a move of something else is not")
    func composing() {
        let first = PathMove(from: "/d/A", to: "/d/B")
        #expect(first.then(PathMove(from: "/d/B", to: "/d/C")) == PathMove(from: "/d/A", to: "/d/C"))
        #expect(first.then(PathMove(from: "/d/X", to: "/d/Y")) == nil)
    }

    @Test("the root moves nothing below it")
    func root() {
        #expect(PathMove(from: "/", to: "/x").moved("/a") == nil)
    }
}
