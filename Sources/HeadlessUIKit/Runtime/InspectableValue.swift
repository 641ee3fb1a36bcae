import Foundation

/// Converts a document's user-defined runtime attribute value to an inspectable property's
/// type, as key-value coding does on iOS (a number fits any numeric property, `CGFloat`
/// included).
enum InspectableValue {
  static func convert<Value>(_ value: Any, to type: Value.Type) -> Value? {
    if let typed = value as? Value { return typed }
    if let number = value as? Double {
      for candidate: Any in [CGFloat(number), Float(number), Int(number), number != 0] {
        if let typed = candidate as? Value { return typed }
      }
    }
    return nil
  }
}
