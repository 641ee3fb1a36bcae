import Testing

@testable import UIKitSourceTransform

@Suite("@objc dynamic properties made to notify key-value observers")
struct ObservablePropertyTests {
  static let model = """
    import Foundation

    class Model: NSObject {
      @objc dynamic var count = 0
      @objc dynamic var title: String = "" {
        didSet { if title.isEmpty { return }; log.append(title) }
      }
      @objc dynamic var subtitle: String? {
        willSet(next) { log.append(next ?? "") }
      }
      @objc dynamic var doubled: Int {
        get { count * 2 }
        set { count = newValue / 2 }
      }
      @objc dynamic var summary: String { "\\(count)" }
      @objc var plain = 1
      dynamic var swiftOnly = 2
      @objc static dynamic var shared = 3
      var log: [String] = []
    }
    """

  func lines() -> [Substring] {
    transform([("Model.swift", Self.model)]).text(of: "Model.swift").rewrittenLines
  }

  @Test("KV4: a stored property gains willSet and didSet notifications on its own line")
  func storedProperty() {
    let lines = lines()
    #expect(
      Self.model.split(separator: "\n", omittingEmptySubsequences: false).count == lines.count)
    #expect(
      lines[3].hasSuffix(
        "var count = 0 { willSet { willChangeValue(forKey: \"count\") } "
          + "didSet { didChangeValue(forKey: \"count\") } }"))
  }

  @Test("KV4: existing observers are kept; did-change is deferred so a return cannot skip it")
  func mergedObservers() {
    let lines = lines()
    #expect(
      lines[4].hasSuffix(
        "var title: String = \"\" { willSet { willChangeValue(forKey: \"title\") }"))
    #expect(
      lines[5].contains(
        "didSet { defer { didChangeValue(forKey: \"title\") }; if title.isEmpty { return }"))
    #expect(
      lines[8].contains("willSet(next) { willChangeValue(forKey: \"subtitle\"); log.append"))
    #expect(lines[9].hasSuffix(" didSet { didChangeValue(forKey: \"subtitle\") } }"))
  }

  @Test("KV4: a computed property notifies from its setter; a read-only one is left alone")
  func computedProperty() {
    let lines = lines()
    #expect(
      lines[12].contains(
        "set { willChangeValue(forKey: \"doubled\"); defer { didChangeValue(forKey: \"doubled\") }; "
          + "count = newValue / 2 }"))
    #expect(!lines[14].contains("ChangeValue"))
  }

  @Test("KV4: plain @objc, Swift-only dynamic and static properties do not notify")
  func notNotifying() {
    let lines = lines()
    for index in 15...17 { #expect(!lines[index].contains("ChangeValue")) }
  }

  @Test("KV4: every @objc instance property gets a key in a table generic over the class")
  func keyTable() {
    let text = transform([("Model.swift", Self.model)]).text(of: "Model.swift")
    #expect(text.contains("fileprivate protocol _UIKitSourcesKeys_0_Model: Model {}"))
    #expect(text.contains("extension Model: _UIKitSourcesKeys_0_Model {}"))
    for key in ["count", "title", "subtitle", "doubled", "summary", "plain"] {
      #expect(text.contains("keys.append(KeyValueObservingKey(\"\(key)\", \\T.\(key)))"))
    }
    #expect(!text.contains("\\T.swiftOnly"))
    #expect(!text.contains("\\T.shared"))
    #expect(
      text.contains(
        "ObjectiveCRuntime.registerObservableKeys(of: Model.self) { ($0 as? any "
          + "_UIKitSourcesKeys_0_Model.Type).map { Model._uikitSources_keys_0_Model($0) } ?? [] }"))
  }

  @Test("KV3: overriding properties get keys, since key paths to them name the override")
  func overrides() {
    let source = """
      class GradientView: UIView {
        override var bounds: CGRect { didSet { setNeedsLayout() } }
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var colors: [UIColor] = []
      }
      """
    let text = transform([("GradientView.swift", source)]).text(of: "GradientView.swift")
    #expect(text.contains("keys.append(KeyValueObservingKey(\"bounds\", \\T.bounds))"))
    #expect(!text.contains("\\T.layerClass"))
    #expect(!text.contains("\\T.colors"))
    #expect(!text.contains("ChangeValue"))
  }

  @Test("KV4: lazy and multi-property dynamic declarations are errors naming file and line")
  func refused() {
    let source = """
      class Cache: NSObject {
        @objc dynamic lazy var items: [String] = []
        @objc dynamic var a = 1, b = 2
      }
      """
    let diagnostics = transform([("Cache.swift", source)]).diagnostics
    #expect(diagnostics.map(\.location.line) == [2, 3])
    #expect(diagnostics.first?.message.contains("lazy") == true)
  }
}
