extension UIKitProtocolSelectors {
  /// The requirements' selectors by protocol, parsed once.
  static let byProtocol: [String: Set<String>] = requirements.mapValues {
    Set($0.split(whereSeparator: \.isWhitespace).map(String.init))
  }

  /// Whether a UIKit protocol has a requirement with this selector.
  static func contains(_ selector: String, in protocolName: String) -> Bool {
    byProtocol[protocolName]?.contains(selector) ?? false
  }
}
