import Foundation
import InterfaceBuilderDocuments

/// The archive a document object is made from: the `NSCoder` passed to `init?(coder:)`.
///
/// It answers keyed requests with the element's attributes as written in the document (strings,
/// or numbers and Booleans when asked for them), so custom classes can read their own
/// inspectable values; UIKit's private archive keys are not reproduced.
final class NibCoder: NSCoder {
  /// The object being made.
  let object: IBObject

  /// Makes and adds the object's subviews; `UIView.init?(coder:)` calls it, so that a custom
  /// class finds its subviews in place once `super.init(coder:)` returns, as in UIKit.
  var subviewDecoder: (@MainActor (UIView) -> Void)?

  /// The view whose subviews were made during its `init?(coder:)`, if any.
  private(set) weak var decodedView: UIView?

  init(object: IBObject) {
    self.object = object
    super.init()
  }

  /// Makes the subviews of the view being made from this coder, once.
  @MainActor
  func decodeSubviews(into view: UIView) {
    guard decodedView == nil, let subviewDecoder else { return }
    decodedView = view
    subviewDecoder(view)
  }

  override var allowsKeyedCoding: Bool { true }

  override func containsValue(forKey key: String) -> Bool {
    object.attributes[key] != nil
  }

  override func decodeObject(forKey key: String) -> Any? {
    object.attributes[key]
  }

  override func decodeBool(forKey key: String) -> Bool {
    object.attributes[key] == "YES"
  }

  override func decodeDouble(forKey key: String) -> Double {
    object.attributes[key].flatMap(Double.init) ?? 0
  }

  override func decodeFloat(forKey key: String) -> Float {
    Float(decodeDouble(forKey: key))
  }

  override func decodeInteger(forKey key: String) -> Int {
    object.attributes[key].flatMap(Int.init) ?? 0
  }

  override func decodeInt32(forKey key: String) -> Int32 {
    Int32(clamping: decodeInteger(forKey: key))
  }

  override func decodeInt64(forKey key: String) -> Int64 {
    Int64(decodeInteger(forKey: key))
  }
}
