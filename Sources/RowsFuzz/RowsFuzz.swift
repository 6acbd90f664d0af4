import DiffFuzzing
import Foundation

// `rows-fuzz`: libFuzzer's target for `ListChanges` and `SectionedChanges`.
//
// Each input's bytes steer `DiffCaseGenerator` (through `ByteStream`) to make two lists or two
// sectioned snapshots; the diff between them is audited by DiffFuzzing's oracle, and a broken promise
// aborts, which libFuzzer reports and saves as a crash file.
//
// Built by `./dev fuzz` (--sanitize=fuzzer and -DLIBFUZZER), libFuzzer supplies `main` and calls
// `LLVMFuzzerTestOneInput`: the command line is libFuzzer's (a corpus folder, -max_total_time=…).
// A plain build replays the files it is given, so a saved crash can be debugged without libFuzzer.

/// Makes the case `bytes` describe, diffs it and audits the result; aborts on a broken promise.
func testOneInput(_ bytes: [UInt8]) {
    var stream = ByteStream(bytes)
    let diffCase = DiffCaseGenerator().makeCase(using: &stream)
    let problems = diffCase.check()
    guard problems.isEmpty else {
        FileHandle.standardError.write(Data("rows-fuzz: \(problems.joined(separator: "; "))\n\(diffCase)\n".utf8))
        abort()
    }
}

#if LIBFUZZER
    /// libFuzzer's callback: one input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        testOneInput(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
#else
    /// Replays saved fuzz inputs, one file each.
    @main
    enum RowsFuzzReplay {
        static func main() {
            let paths = CommandLine.arguments.dropFirst()
            if paths.isEmpty { fail("usage: rows-fuzz FILE... (replays fuzz inputs; `./dev fuzz` runs libFuzzer)") }
            for path in paths {
                guard let data = FileManager.default.contents(atPath: path) else { fail("rows-fuzz: cannot read \(path)") }
                testOneInput(Array(data))
                print("\(path): ok")
            }
        }

        static func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            exit(2)
        }
    }
#endif
