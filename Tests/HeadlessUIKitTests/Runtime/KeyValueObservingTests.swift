import Foundation
import Testing

@testable import HeadlessUIKit

/// What an observation's handler received, in order.
final class ObservedChanges<Value>: @unchecked Sendable {
  var changes: [NSKeyValueObservedChange<Value>] = []

  var newValues: [Value?] { changes.map(\.newValue) }
  var oldValues: [Value?] { changes.map(\.oldValue) }
}

/// A scroll view subclass of the test module: key paths rooted at it differ from
/// `\UIScrollView.contentOffset` on Linux, and must still be recognised.
private final class FeedScrollView: UIScrollView {}

/// A view that overrides `bounds`: `\GradientView.bounds` names the override, so the class
/// registers it as the generated registration does for overrides.
private final class GradientView: UIView {
  var resizes = 0
  override var bounds: CGRect {
    didSet { resizes += 1 }
  }

  static func registerKeys() {
    func keys<T: GradientViewKeys>(_: T.Type) -> [KeyValueObservingKey] {
      [KeyValueObservingKey("bounds", \T.bounds)]
    }
    ObjectiveCRuntime.registerObservableKeys(of: GradientView.self) {
      ($0 as? any GradientViewKeys.Type).map { keys($0) } ?? []
    }
  }
}

private protocol GradientViewKeys: GradientView {}
extension GradientView: GradientViewKeys {}

@MainActor
@Suite("Key-value observation of UIKit properties: observe(_:options:changeHandler:)")
struct KeyValueObservingTests {
  @Test("KV1: a contentOffset change reaches the handler synchronously, with only the new value")
  func contentOffsetNew() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let seen = ObservedChanges<CGPoint>()
    let observation = scrollView.observe(\.contentOffset, options: [.new]) { view, change in
      #expect(view.contentOffset == change.newValue)
      seen.changes.append(change)
    }
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    #expect(seen.newValues == [CGPoint(x: 0, y: 40)])
    #expect(seen.oldValues == [nil])
    #expect(seen.changes.first?.kind == .setting)
    #expect(seen.changes.first?.isPrior == false)
    #expect(seen.changes.first?.indexes == nil)
    observation.invalidate()
  }

  @Test("KV1: without .new and .old the change carries no values")
  func noValuesUnlessAsked() {
    let view = UIView()
    let seen = ObservedChanges<Bool>()
    let observation = view.observe(\.isHidden) { _, change in seen.changes.append(change) }
    view.isHidden = true
    #expect(seen.changes.count == 1)
    #expect(seen.newValues == [nil])
    #expect(seen.oldValues == [nil])
    _ = observation
  }

  @Test("KV1: .old and .new give each change's values before and after")
  func oldAndNew() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let seen = ObservedChanges<CGRect>()
    let observation = view.observe(\.bounds, options: [.old, .new]) { _, change in
      seen.changes.append(change)
    }
    view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    view.bounds.size.height = 30
    #expect(
      seen.oldValues == [
        CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 20, height: 10),
      ])
    #expect(
      seen.newValues == [
        CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 0, y: 0, width: 20, height: 30),
      ])
    _ = observation
  }

  @Test("KV1: .initial calls the handler once while observing starts, with no old value")
  func initial() {
    let control = UIControl()
    control.isEnabled = false
    let seen = ObservedChanges<Bool>()
    let observation = control.observe(\.isEnabled, options: [.initial, .new, .old]) { _, change in
      seen.changes.append(change)
    }
    #expect(seen.newValues == [false])
    #expect(seen.oldValues == [nil])
    control.isEnabled = true
    #expect(seen.newValues == [false, true])
    #expect(seen.oldValues == [nil, false])
    _ = observation
  }

  @Test("KV1: .prior sends a change before each change, with the old value and no new value")
  func prior() {
    let label = UILabel()
    label.text = "a"
    let seen = ObservedChanges<String?>()
    let observation = label.observe(\.text, options: [.prior, .old, .new]) { _, change in
      seen.changes.append(change)
    }
    label.text = nil
    #expect(seen.changes.map(\.isPrior) == [true, false])
    #expect(seen.changes[0].oldValue == .some("a"))
    #expect(seen.changes[0].newValue == nil)
    // A nil optional value is `.some(nil)`, as Apple's overlay gives it.
    #expect(seen.changes[1].newValue == .some(nil))
    #expect(seen.changes[1].oldValue == .some("a"))
    _ = observation
  }

  @Test("KV2: setting the same value notifies, as KVO's automatic notification does")
  func sameValueNotifies() {
    let view = UIView()
    let seen = ObservedChanges<CGFloat>()
    let observation = view.observe(\.alpha, options: [.old, .new]) { _, change in
      seen.changes.append(change)
    }
    view.alpha = 1
    #expect(seen.newValues == [1])
    #expect(seen.oldValues == [1])
    _ = observation
  }

  @Test("KV1: a token nobody keeps ends the observation at once; invalidate() ends it too")
  func tokenLifetime() {
    let view = UIView()
    let seen = ObservedChanges<CGPoint>()
    _ = view.observe(\.center, options: [.new]) { _, change in seen.changes.append(change) }
    view.center = CGPoint(x: 5, y: 5)
    #expect(seen.changes.isEmpty)

    var observation: NSKeyValueObservation? = view.observe(\.center) { _, change in
      seen.changes.append(change)
    }
    view.center = CGPoint(x: 6, y: 6)
    #expect(seen.changes.count == 1)
    observation?.invalidate()
    view.center = CGPoint(x: 7, y: 7)
    #expect(seen.changes.count == 1)
    observation = nil
    #expect(KeyValueObservingCenter.entries(of: view, key: "center").isEmpty)
  }

  @Test("KV3: a key path rooted at a subclass of another module is recognised")
  func subclassRoot() {
    let scrollView = FeedScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let seen = ObservedChanges<CGSize>()
    let observation = scrollView.observe(\.contentSize, options: [.new]) { view, change in
      #expect(type(of: view) == FeedScrollView.self)
      seen.changes.append(change)
    }
    scrollView.contentSize = CGSize(width: 100, height: 800)
    #expect(seen.newValues == [CGSize(width: 100, height: 800)])
    _ = observation
  }

  @Test("KV3: a key path to a property a subclass overrides is recognised once registered")
  func overriddenProperty() {
    GradientView.registerKeys()
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let seen = ObservedChanges<CGRect>()
    let observation = view.observe(\.bounds, options: [.new]) { view, change in
      seen.changes.append(change)
    }
    view.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
    #expect(seen.newValues == [CGRect(x: 0, y: 0, width: 40, height: 10)])
    #expect(view.resizes == 1)
    _ = observation
  }

  @Test("KV3: \\.layer.bounds watches the view's layer, which setting the view's frame changes")
  func nestedLayerBounds() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let seen = ObservedChanges<CGRect>()
    let observation = view.observe(\.layer.bounds, options: [.new]) { _, change in
      seen.changes.append(change)
    }
    view.bounds.size = CGSize(width: 30, height: 10)
    #expect(seen.newValues.last == CGRect(x: 0, y: 0, width: 30, height: 10))
    _ = observation
  }

  @Test("KV2: each geometry setter notifies its own key only, as UIView does on iOS")
  func geometryKeysAreSeparate() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let frames = ObservedChanges<CGRect>()
    let centers = ObservedChanges<CGPoint>()
    let bounds = ObservedChanges<CGRect>()
    let observations = [
      view.observe(\.frame) { _, change in frames.changes.append(change) },
      view.observe(\.center) { _, change in centers.changes.append(change) },
      view.observe(\.bounds) { _, change in bounds.changes.append(change) },
    ]
    view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    #expect((frames.changes.count, centers.changes.count, bounds.changes.count) == (1, 0, 0))
    view.center = .zero
    #expect((frames.changes.count, centers.changes.count, bounds.changes.count) == (1, 1, 0))
    _ = observations
  }

  @Test("KV3: a key path HeadlessUIKit cannot observe stops, naming it and the class")
  func unsupportedKeyPathStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = UIView().observe(\.tag) { _, _ in }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Could not extract a String from KeyPath"))
    #expect(message.contains("of UIView"))
  }
}
