import Foundation

/// A diagnosis of a view tree's Auto Layout: which views are ambiguous and why, which
/// constraints the engine broke, and which constraints are redundant.
///
/// A HeadlessUIKit addition (UIKit has no such API, so it is not public): the command-line
/// tool prints it with `dump --report`. It is made from the same solver queries as
/// `hasAmbiguousLayout` (decisions A30, A33, A34) and, like them, leaves the layout exactly
/// as it was. Its ``text`` is stable for a given tree: views in depth-first `subviews` order,
/// broken constraints in the order they were broken, redundant ones in tree order:
///
///     Layout report for UIWindow:0x…
///     ambiguous: UIView:0x… (vertical: minY free)
///     broken: <NSLayoutConstraint:0x… UIView:0x….width == 80   (active)>
///     redundant: <NSLayoutConstraint:0x… UIView:0x….width >= 10   (active)>
///     found 1 ambiguous, 1 broken, 1 redundant: 3 views, 9 constraints
@MainActor
package struct LayoutReport {
  /// A view whose layout is ambiguous, and the variables that can move.
  package struct AmbiguousView {
    /// The view.
    package let view: UIView
    /// Its variables that can take more than one value, in the order minX, minY, width,
    /// height.
    package let variables: [VariableRange]
  }

  /// The values one of a view's engine variables can take while the constraints stay equally
  /// well satisfied.
  package struct VariableRange: Equatable, Sendable {
    /// `minX`, `minY`, `width` or `height` of the alignment rectangle, as UIKit's layout trace
    /// names them.
    package let name: String
    /// The axis of the variable.
    package let axis: NSLayoutConstraint.Axis
    /// The least value, or `nil` when unbounded below.
    package let lowerBound: CGFloat?
    /// The greatest value, or `nil` when unbounded above.
    package let upperBound: CGFloat?

    /// Creates a variable range.
    ///
    /// - Parameters:
    ///   - name: `minX`, `minY`, `width` or `height`.
    ///   - axis: The axis of the variable.
    ///   - lowerBound: The least value, or `nil`.
    ///   - upperBound: The greatest value, or `nil`.
    package init(
      name: String, axis: NSLayoutConstraint.Axis, lowerBound: CGFloat?, upperBound: CGFloat?
    ) {
      self.name = name
      self.axis = axis
      self.lowerBound = lowerBound
      self.upperBound = upperBound
    }
  }

  /// The root of the reported subtree.
  package let root: UIView
  /// The ambiguous views of the subtree, in depth-first `subviews` order.
  package let ambiguousViews: [AmbiguousView]
  /// The active constraints the engine broke and leaves out, in the order they were broken.
  package let brokenConstraints: [NSLayoutConstraint]
  /// The required constraints the others imply, in tree order.
  package let redundantConstraints: [NSLayoutConstraint]
  /// The number of views in the subtree, its root included.
  package let viewCount: Int
  /// The number of active constraints the views of the subtree hold.
  package let constraintCount: Int

  /// Diagnoses the subtree of a view with the layout engine of its tree.
  ///
  /// A tree without a layout engine (frame-based layout) has no ambiguous, broken or redundant
  /// constraints.
  ///
  /// - Parameters:
  ///   - root: The root of the subtree, usually a window.
  ///   - findingRedundantConstraints: Whether to look for redundant constraints (the costliest
  ///     question; without it ``redundantConstraints`` is empty).
  package init(_ root: UIView, findingRedundantConstraints: Bool = true) {
    LayoutSanitizer.quietDepth += 1
    defer { LayoutSanitizer.quietDepth -= 1 }
    self.root = root
    var views: [UIView] = []
    root.forEachInSubtree { views.append($0) }
    viewCount = views.count
    constraintCount = LayoutEngine.activeConstraints(inSubtreeOf: root).count
    guard let engine = LayoutEngine.existingEngine(forTreeOf: root) else {
      ambiguousViews = []
      brokenConstraints = []
      redundantConstraints = []
      return
    }
    engine.prepareForQuery()
    ambiguousViews = views.compactMap { view in
      let variables = engine.ambiguousVariables(of: view, preparing: false)
      guard !variables.isEmpty else { return nil }
      return AmbiguousView(
        view: view,
        variables: variables.map {
          VariableRange(
            name: $0.name.rawValue, axis: $0.name.axis,
            lowerBound: $0.range.lowerBound.map { CGFloat($0) },
            upperBound: $0.range.upperBound.map { CGFloat($0) })
        })
    }
    brokenConstraints = engine.brokenConstraints.filter {
      $0.container?.isDescendant(of: root) == true
    }
    redundantConstraints =
      findingRedundantConstraints
      ? engine.redundantConstraints(inSubtreeOf: root, preparing: false) : []
  }

  /// Whether nothing is ambiguous, broken or redundant.
  package var isClean: Bool {
    ambiguousViews.isEmpty && brokenConstraints.isEmpty && redundantConstraints.isEmpty
  }
}
