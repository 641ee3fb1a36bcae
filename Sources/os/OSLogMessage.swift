#if os(Linux)
  import Foundation

  /// A log message written as a string literal with interpolated values, as Apple's `Logger`
  /// takes it: `logger.info("Loaded \(count) items for \(user, privacy: .private)")`.
  ///
  /// The interpolations Apple's module accepts are accepted here with the same labels: integers
  /// (`format:`, `align:`, `privacy:`), floating-point numbers, Booleans (`format:`), strings,
  /// `CustomStringConvertible` values, `NSObject`s, metatypes and error codes. Values are
  /// evaluated when the message is logged.
  public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message's parts, in order.
    let interpolation: OSLogInterpolation

    /// Creates a message from a literal with interpolations.
    public init(stringInterpolation: OSLogInterpolation) {
      interpolation = stringInterpolation
    }

    /// Creates a message from a plain literal.
    public init(stringLiteral value: String) {
      var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
      interpolation.appendLiteral(value)
      self.interpolation = interpolation
    }

    /// The message with its values in place.
    var composed: String {
      interpolation.parts.map { part in
        switch part {
        case .literal(let text): text
        case .value(let value): value()
        }
      }.joined()
    }

    /// The literal parts with `%@` where each value goes (the message's format).
    var format: String {
      interpolation.parts.map { part in
        switch part {
        case .literal(let text): text.replacingOccurrences(of: "%", with: "%%")
        case .value: "%@"
        }
      }.joined()
    }
  }

  /// The interpolations of an ``OSLogMessage``.
  public struct OSLogInterpolation: StringInterpolationProtocol {
    enum Part {
      case literal(String)
      case value(() -> String)
    }

    var parts: [Part] = []

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {
      parts.reserveCapacity(interpolationCount * 2 + 1)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      parts.append(.literal(literal))
    }

    /// Appends a string.
    public mutating func appendInterpolation(
      _ argumentString: @autoclosure @escaping () -> String,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
      parts.append(.value { align.apply(argumentString()) })
    }

    /// Appends a value by its `description`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
      _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
      privacy: OSLogPrivacy = .auto
    ) {
      parts.append(.value { align.apply(value().description) })
    }

    /// Appends an integer.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
      _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
      parts.append(.value { align.apply(format.format(number())) })
    }

    /// Appends a double-precision number.
    public mutating func appendInterpolation(
      _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
      parts.append(.value { align.apply(format.format(number())) })
    }

    /// Appends a single-precision number.
    public mutating func appendInterpolation(
      _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
      parts.append(.value { align.apply(format.format(Double(number()))) })
    }

    /// Appends a `CGFloat`.
    public mutating func appendInterpolation(
      _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
      parts.append(.value { align.apply(format.format(Double(number()))) })
    }

    /// Appends a Boolean.
    public mutating func appendInterpolation(
      _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
      privacy: OSLogPrivacy = .auto
    ) {
      parts.append(.value { format.format(boolean()) })
    }

    /// Appends an object by its `description`.
    public mutating func appendInterpolation(
      _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
    ) {
      parts.append(.value { argumentObject().description })
    }

    /// Appends a type's name.
    public mutating func appendInterpolation(
      _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
      privacy: OSLogPrivacy = .auto
    ) {
      parts.append(.value { align.apply(String(reflecting: value())) })
    }
  }
#endif
