import Foundation

/// Reading the metrics and views dictionaries.
///
/// UIKit sends `doubleValue` to a metric and treats a view as a layout item; a value that
/// cannot answer stops with the `unrecognized selector` exception UIKit raises (decision A24).
extension VisualFormatBuilder {
  /// The number a metric name stands for, or `nil` if it is not a key of the metrics.
  ///
  /// Accepts what answers `doubleValue` in UIKit: `NSNumber` and Swift's numbers (which
  /// bridge to it), `Bool`, and strings (read as `NSString.doubleValue` reads them).
  ///
  /// - Parameter name: The key.
  /// - Returns: The number.
  func metricValue(named name: String) -> Double? {
    guard let value = metrics[name] else { return nil }
    switch value {
    case let number as any BinaryFloatingPoint: return Double(number)
    case let number as any BinaryInteger: return Double(number)
    case let number as NSNumber: return number.doubleValue
    case let flag as Bool: return flag ? 1 : 0
    case let text as String: return NSString(string: text).doubleValue
    case let text as NSString: return text.doubleValue
    default: Self.unrecognizedSelector("doubleValue", sentTo: value)
    }
  }

  /// The layout item a view name stands for, or `nil` if it is not a key of the views.
  ///
  /// - Parameter name: The key.
  /// - Returns: The view (or layout guide).
  func layoutItem(named name: String) -> (any LayoutItem)? {
    guard let value = views[name] else { return nil }
    guard let item = value as? any LayoutItem else {
      Self.unrecognizedSelector("nsli_superitem", sentTo: value)
    }
    return item
  }

  /// Stops as UIKit does when an Objective-C object does not answer a message.
  ///
  /// - Parameters:
  ///   - selector: The message UIKit sends.
  ///   - value: The value that cannot answer it.
  static func unrecognizedSelector(_ selector: String, sentTo value: Any) -> Never {
    let className: String
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional, mirror.children.isEmpty {
      className = "NSNull"
    } else if type(of: value) is AnyClass {
      let name = ObjectAddress.className(of: value as AnyObject)
      className = name.hasPrefix("Foundation.") ? String(name.dropFirst(11)) : name
    } else {
      className = "__SwiftValue"
    }
    preconditionFailure(
      "NSInvalidArgumentException: -[\(className) \(selector)]: unrecognized selector sent to "
        + "instance \(ObjectAddress.of(value as AnyObject))")
  }
}
