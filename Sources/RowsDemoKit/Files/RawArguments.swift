#if canImport(Glibc)
    import Glibc
#endif

/// An option's value as the command line gave its bytes: Swift's `CommandLine.arguments` repairs
/// bytes that are not UTF-8 (each invalid sequence becomes U+FFFD), so a folder named so could not be
/// given with `--folder` as parsed. This reads the process's own argument bytes instead.
public enum RawArguments {
    /// The value of the last `name VALUE` or `name=VALUE` in `arguments` (each argument's bytes, the
    /// program's name first), as a ``FilePathText``; nil when the option is not given.
    ///
    /// - Complexity: O(*n*) for the *n* bytes of the arguments.
    public static func value(of name: String, in arguments: [[UInt8]]) -> String? {
        let option = Array(name.utf8)
        var value: [UInt8]?
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == Array("--".utf8) { break }  // operands from here on
            if argument == option, index + 1 < arguments.count {
                value = arguments[index + 1]
                index += 2
                continue
            }
            if argument.starts(with: option + [UInt8(ascii: "=")]) { value = Array(argument.dropFirst(option.count + 1)) }
            index += 1
        }
        return value.map { FilePathText.text(of: $0) }
    }

    /// This process's arguments, as bytes.
    public static var ofThisProcess: [[UInt8]] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
        }
    }
}
