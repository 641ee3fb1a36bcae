import Foundation
import InterfaceBuilderDocuments

extension NibInstantiator {
  /// Applies the user-defined runtime attributes UIKit's own classes understand (layer corner
  /// radius, border width, masks to bounds), and the app's inspectable properties registered
  /// with ``ObjectiveCRuntime`` (the `UIKitSourcesPlugin` registers every `@IBInspectable`);
  /// others need key-value coding, which Linux lacks, and are left unset (decision RT7).
  func applyRuntimeAttributes(_ element: IBElement, to view: UIView) {
    for attribute in element.children where attribute.name == "userDefinedRuntimeAttribute" {
      let value = attribute.children.first { $0.key == "value" }
      let number = value?.double("value") ?? attribute.double("value")
      switch attribute["keyPath"] {
      case "layer.cornerRadius": if let number { view.layer.cornerRadius = CGFloat(number) }
      case "layer.borderWidth": if let number { view.layer.borderWidth = CGFloat(number) }
      case "layer.masksToBounds":
        view.layer.masksToBounds = attribute["value"] == "YES" || value?["value"] == "YES"
      case let keyPath?:
        guard let typed = runtimeAttributeValue(attribute, value: value, number: number) else {
          continue
        }
        _ = ObjectiveCRuntime.setInspectable(keyPath, of: view, to: typed)
      case nil:
        break
      }
    }
  }

  /// A user-defined runtime attribute's value by its `type`: a number as `Double`, a Boolean,
  /// a string, a color, a point, size or rect; `nil` for other types.
  func runtimeAttributeValue(_ attribute: IBElement, value: IBElement?, number: Double?) -> Any? {
    switch attribute["type"] {
    case "number": return number
    case "boolean": return (attribute["value"] ?? value?["value"]) == "YES"
    case "string", "localizedString": return attribute["value"] ?? value?["value"]
    case "color": return value.flatMap { color($0) }
    case "point":
      guard let value else { return nil }
      return CGPoint(x: value.double("x") ?? 0, y: value.double("y") ?? 0)
    case "size":
      guard let value else { return nil }
      return CGSize(width: value.double("width") ?? 0, height: value.double("height") ?? 0)
    case "rect":
      guard let value else { return nil }
      return CGRect(
        x: value.double("x") ?? 0, y: value.double("y") ?? 0,
        width: value.double("width") ?? 0, height: value.double("height") ?? 0)
    default: return nil
    }
  }
}
