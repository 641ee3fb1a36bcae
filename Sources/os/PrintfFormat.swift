#if os(Linux)
  import Foundation

  /// `printf`-style formatting for `os_log`: conversions with flags, width, precision and length,
  /// Apple's `%{…}` annotations, `%@` for objects and Swift values.
  enum PrintfFormat {
    /// The format with each conversion replaced by its argument, in order.
    ///
    /// A conversion without an argument left shows as `<missing>`; `%%` is a percent sign; an
    /// unknown conversion is copied as it is.
    static func render(_ format: String, _ args: [any CVarArg]) -> String {
      var output = ""
      var remaining = args[...]
      var characters = format[...]
      while let percent = characters.firstIndex(of: "%") {
        output += characters[..<percent]
        characters = characters[characters.index(after: percent)...]
        guard let spec = Conversion(parsing: &characters) else {
          output += "%"
          continue
        }
        if spec.conversion == "%" {
          output += "%"
          continue
        }
        guard let argument = remaining.popFirst() else {
          output += "<missing>"
          continue
        }
        output += spec.render(argument)
      }
      output += characters
      return output
    }

    /// One conversion: `%` flags width `.`precision length conversion, after any `{…}`.
    struct Conversion {
      var flags = ""
      var width = ""
      var precision = ""
      var length = ""
      var conversion: Character = "%"

      /// Reads a conversion after its `%`, advancing `text`; nil when the text ends first.
      init?(parsing text: inout Substring) {
        if text.first == "{", let close = text.firstIndex(of: "}") {
          text = text[text.index(after: close)...]
        }
        while let c = text.first, "-+ #0'".contains(c) {
          flags.append(c)
          text.removeFirst()
        }
        while let c = text.first, c.isASCII, c.isNumber || c == "*" {
          width.append(c)
          text.removeFirst()
        }
        if text.first == "." {
          precision = "."
          text.removeFirst()
          while let c = text.first, c.isASCII, c.isNumber {
            precision.append(c)
            text.removeFirst()
          }
        }
        while let c = text.first, "hlqLjzt".contains(c) {
          length.append(c)
          text.removeFirst()
        }
        guard let c = text.first else { return nil }
        conversion = c
        text.removeFirst()
      }

      /// The argument formatted by this conversion.
      func render(_ argument: any CVarArg) -> String {
        switch conversion {
        case "c", "C":
          guard let code = Self.integer(argument),
            let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code))
          else { return pad(describe(argument)) }
          return pad(String(Character(scalar)))
        case "d", "i", "u", "x", "X", "o":
          guard let integer = Self.integer(argument) else { return pad(describe(argument)) }
          return String(format: "%\(flags)\(width)\(precision)ll\(conversion)", integer)
        case "f", "F", "e", "E", "g", "G", "a", "A":
          guard let real = Self.real(argument) else { return pad(describe(argument)) }
          return String(format: "%\(flags)\(width)\(precision)\(conversion)", real)
        case "p":
          return pad(describe(argument))
        default:  // s, S, @ and anything else: the value as text
          var text = describe(argument)
          if precision.count > 1, let limit = Int(precision.dropFirst()) {
            text = String(text.prefix(limit))
          }
          return pad(text)
        }
      }

      /// The text padded to the width, on the left unless the `-` flag asks for the right.
      func pad(_ text: String) -> String {
        guard let columns = Int(width), text.count < columns else { return text }
        let padding = String(repeating: " ", count: columns - text.count)
        return flags.contains("-") ? text + padding : padding + text
      }

      func describe(_ argument: any CVarArg) -> String {
        if let object = argument as? NSObject { return object.description }
        return String(describing: argument)
      }

      static func integer(_ argument: any CVarArg) -> Int64? {
        switch argument {
        case let value as Int: Int64(value)
        case let value as Int8: Int64(value)
        case let value as Int16: Int64(value)
        case let value as Int32: Int64(value)
        case let value as Int64: value
        case let value as UInt: Int64(bitPattern: UInt64(value))
        case let value as UInt8: Int64(value)
        case let value as UInt16: Int64(value)
        case let value as UInt32: Int64(value)
        case let value as UInt64: Int64(bitPattern: value)
        case let value as Bool: value ? 1 : 0
        case let value as NSNumber: value.int64Value
        default: nil
        }
      }

      static func real(_ argument: any CVarArg) -> Double? {
        switch argument {
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as NSNumber: value.doubleValue
        default: integer(argument).map(Double.init)
        }
      }
    }
  }
#endif
