#if os(Linux)
  import Foundation

  /// How an interpolated integer is written, as in Apple's `os` module.
  public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Base 10.
    public static let decimal = decimal(explicitPositiveSign: false)
    /// Base 16, lower case, without a prefix.
    public static let hex = hex(explicitPositiveSign: false)
    /// Base 8, without a prefix.
    public static let octal = octal(explicitPositiveSign: false)

    /// Base 10, with `+` before positive numbers if asked, zero-padded to `minDigits`.
    public static func decimal(
      explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
      OSLogIntegerFormatting(
        radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
        uppercase: false, minDigits: minDigits())
    }

    /// Base 16, with `0x` if asked, upper-case digits if asked, zero-padded to `minDigits`.
    public static func hex(
      explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
      minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
      OSLogIntegerFormatting(
        radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
        uppercase: uppercase, minDigits: minDigits())
    }

    /// Base 8, with `0` if asked, zero-padded to `minDigits`.
    public static func octal(
      explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
      minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
      OSLogIntegerFormatting(
        radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
        uppercase: uppercase, minDigits: minDigits())
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
      var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
      if digits.count < minDigits {
        digits = String(repeating: "0", count: minDigits - digits.count) + digits
      }
      if includePrefix { digits = (radix == 16 ? "0x" : radix == 8 ? "0" : "") + digits }
      if value < 0 { return "-" + digits }
      return explicitPositiveSign ? "+" + digits : digits
    }
  }

  /// How an interpolated floating-point number is written, as in Apple's `os` module.
  public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed notation, six digits after the point (`%f`).
    public static let fixed = fixed(explicitPositiveSign: false)
    /// Hexadecimal notation (`%a`).
    public static let hex = hex(explicitPositiveSign: false)
    /// Exponential notation (`%e`).
    public static let exponential = exponential(explicitPositiveSign: false)
    /// Fixed or exponential, whichever is shorter (`%g`).
    public static let hybrid = hybrid(explicitPositiveSign: false)

    /// Fixed notation with a precision.
    public static func fixed(
      precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
      uppercase: Bool = false
    ) -> OSLogFloatFormatting {
      OSLogFloatFormatting(
        conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign,
        uppercase: uppercase)
    }
    /// Fixed notation.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false)
      -> OSLogFloatFormatting
    {
      OSLogFloatFormatting(
        conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign,
        uppercase: uppercase)
    }
    /// Hexadecimal notation.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false)
      -> OSLogFloatFormatting
    {
      OSLogFloatFormatting(
        conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign,
        uppercase: uppercase)
    }
    /// Exponential notation with a precision.
    public static func exponential(
      precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
      uppercase: Bool = false
    ) -> OSLogFloatFormatting {
      OSLogFloatFormatting(
        conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign,
        uppercase: uppercase)
    }
    /// Exponential notation.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
      -> OSLogFloatFormatting
    {
      OSLogFloatFormatting(
        conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign,
        uppercase: uppercase)
    }
    /// Fixed or exponential notation with a precision.
    public static func hybrid(
      precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
      uppercase: Bool = false
    ) -> OSLogFloatFormatting {
      OSLogFloatFormatting(
        conversion: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign,
        uppercase: uppercase)
    }
    /// Fixed or exponential notation.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false)
      -> OSLogFloatFormatting
    {
      OSLogFloatFormatting(
        conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign,
        uppercase: uppercase)
    }

    func format(_ value: Double) -> String {
      let sign = explicitPositiveSign ? "+" : ""
      let digits = precision.map { ".\($0)" } ?? ""
      let letter = uppercase ? Character(conversion.uppercased()) : conversion
      return String(format: "%\(sign)\(digits)\(letter)", value)
    }
  }

  /// How an interpolated Boolean is written: `true`/`false` or `YES`/`NO`.
  public struct OSLogBoolFormat: Sendable {
    let answer: Bool
    /// `true` or `false`.
    public static let truth = OSLogBoolFormat(answer: false)
    /// `YES` or `NO`.
    public static let answer = OSLogBoolFormat(answer: true)

    func format(_ value: Bool) -> String {
      answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
    }
  }
#endif
