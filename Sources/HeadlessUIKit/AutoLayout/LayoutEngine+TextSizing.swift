import ConstraintSolver
import Foundation

/// A view whose intrinsic size depends on the width layout gives it: a multi-line label wraps at
/// its solved width (spec 12.4).
@MainActor
protocol LayoutWidthDependentSizing: UIView {
  /// Whether the intrinsic size depends on the solved width now.
  var intrinsicSizeDependsOnLayoutWidth: Bool { get }
  /// The width the engine is measuring at, set only while the engine reads the intrinsic size.
  var layoutWidthHint: CGFloat? { get set }
  /// Set only while the engine reads the intrinsic size before it has solved the view's width:
  /// it will measure the view again at that width, so the view may keep what only depends on
  /// its content for that measurement (decision PF16).
  var expectsMeasurementAtSolvedWidth: Bool { get set }
}

/// A view with text baselines: offsets of its first and last baselines from its vertical centre
/// (decision L7).
@MainActor
protocol LayoutBaselineProviding: UIView {
  /// The baselines' offsets from the centre of the text, measured at `width` (or the view's own
  /// wrap width when `nil`); `nil` when the view shows no text.
  func baselineOffsetsFromCenter(layoutWidth: CGFloat?) -> (first: CGFloat, last: CGFloat)?
}

/// Two variables holding a view's baseline offsets, pinned to their values by required
/// constraints that are replaced when the text changes.
struct BaselineVariables {
  let first: Variable
  let last: Variable
  var pins: [Constraint]
  var values: (first: Double, last: Double)
}

/// Text sizing in the engine: the second measuring pass of multi-line labels and baselines.
extension LayoutEngine {
  /// The most measuring passes one update makes for width-dependent views.
  static let textSizingIterationLimit = 4

  /// The intrinsic size of `view`, read with the width the engine solved for it when the size
  /// depends on its width.
  func measuredIntrinsicSize(of view: UIView) -> CGSize {
    let id = ObjectIdentifier(view)
    guard Self.isWidthDependentSizingClass(view),
      let dependent = view as? any LayoutWidthDependentSizing
    else {
      refreshBaselines(of: view, width: nil)
      return view.intrinsicContentSize
    }
    let width = widthDependentViews[id]?.width
    if dependent.intrinsicSizeDependsOnLayoutWidth {
      widthDependentViews[id] = (WeakView(view: view), width)
    } else {
      widthDependentViews[id] = nil
    }
    dependent.layoutWidthHint = width
    dependent.expectsMeasurementAtSolvedWidth =
      width == nil && dependent.intrinsicSizeDependsOnLayoutWidth
    defer {
      dependent.layoutWidthHint = nil
      dependent.expectsMeasurementAtSolvedWidth = false
    }
    refreshBaselines(of: view, width: width)
    return view.intrinsicContentSize
  }

  /// Whether `view`'s class conforms to ``LayoutWidthDependentSizing``, remembered per class
  /// (decision PF25).
  ///
  /// A dynamic cast to a protocol searches the runtime's conformance records (about 200
  /// instructions, even for a class that does not conform), and every intrinsic-size read made
  /// one. A class's conformances are fixed for the life of the process and a class object is
  /// never deallocated, so the answer per class identity never needs invalidating.
  static func isWidthDependentSizingClass(_ view: UIView) -> Bool {
    let key = ObjectIdentifier(type(of: view))
    if let known = widthDependentSizingClasses[key] { return known }
    let conforms = view is any LayoutWidthDependentSizing
    widthDependentSizingClasses[key] = conforms
    return conforms
  }

  /// The answers of ``isWidthDependentSizingClass(_:)``, by class identity.
  private static var widthDependentSizingClasses = IdentityTable<Bool>()

  /// Measures width-dependent views again at their solved widths and solves again, until the
  /// widths stop changing (at most ``textSizingIterationLimit`` times; decision L6).
  ///
  /// - Returns: The variables that changed in the extra solves.
  @discardableResult
  func settleWidthDependentSizes() -> [Variable] {
    var changed: [Variable] = []
    var batch = ContentSizeBatch()
    for _ in 0..<Self.textSizingIterationLimit {
      var remeasured = false
      for (id, entry) in widthDependentViews {
        guard let view = entry.view.view, let own = variables[id] else {
          widthDependentViews[id] = nil
          continue
        }
        let solved = CGFloat(solver.value(of: own.width))
        if let previous = entry.width, abs(previous - solved) <= 1e-6 { continue }
        widthDependentViews[id] = (entry.view, solved)
        installContentSizeConstraints(for: view, batch: &batch)
        remeasured = true
      }
      // The labels measured at their solved widths change their constants together.
      batch.flush(into: solver)
      guard remeasured else { break }
      changed += solver.updateVariables()
    }
    return changed
  }

  /// The variables of a view's baseline offsets, created with their pins on first use.
  func baselineVariables(of view: UIView) -> BaselineVariables? {
    let id = ObjectIdentifier(view)
    if let existing = baselines[id] { return existing }
    guard let provider = view as? any LayoutBaselineProviding else { return nil }
    let width = widthDependentViews[id]?.width
    let offsets = provider.baselineOffsetsFromCenter(layoutWidth: width) ?? (0, 0)
    let created = BaselineVariables(
      first: Variable("firstBaseline"), last: Variable("lastBaseline"), pins: [],
      values: (Double(offsets.first), Double(offsets.last)))
    baselines[id] = created
    pinBaselines(of: id, to: created.values)
    return baselines[id]
  }

  /// Re-reads a view's baseline offsets, if constraints use them, and moves the pins.
  private func refreshBaselines(of view: UIView, width: CGFloat?) {
    let id = ObjectIdentifier(view)
    guard let existing = baselines[id], let provider = view as? any LayoutBaselineProviding
    else { return }
    let offsets = provider.baselineOffsetsFromCenter(layoutWidth: width) ?? (0, 0)
    let values = (Double(offsets.first), Double(offsets.last))
    guard values != existing.values else { return }
    pinBaselines(of: id, to: values)
  }

  private func pinBaselines(of id: ObjectIdentifier, to values: (first: Double, last: Double)) {
    guard var entry = baselines[id] else { return }
    let pins = [entry.first == values.first, entry.last == values.last]
    if entry.pins.count == pins.count, entry.pins.allSatisfy(solver.contains) {
      for (old, new) in zip(entry.pins, pins) { try? solver.replace(old, with: new) }
    } else {
      for pin in pins { try? solver.add(pin) }
    }
    entry.pins = pins
    entry.values = values
    baselines[id] = entry
  }
}
