/// The closest common ancestor of the views a constraint's terms name, found term by term.
///
/// Activation and translation both ask it for every constraint. The search keeps its state in
/// this value and visits the terms with mutating methods rather than a closure: a closure that
/// captures and changes local variables boxes them, and every access to a boxed variable is
/// checked for exclusivity at run time (decision PF28).
@MainActor
struct CommonAncestorSearch {
  /// What a term whose item is gone, or whose item has no view (a guide without an owning
  /// view), does to the search.
  enum MissingView {
    /// The term is passed over.
    case skip
    /// The search stops without an ancestor.
    case fail
  }

  /// What a term without a view does.
  let missingView: MissingView

  /// The closest common ancestor of the views visited so far.
  private(set) var ancestor: UIView?

  /// The number of terms visited that named a view.
  private(set) var viewCount = 0

  /// Whether the first item met (gone items aside) is a view rather than a layout guide.
  private(set) var firstItemIsView: Bool?

  /// Whether the search stopped: two views of different trees, or a missing view under
  /// ``MissingView/fail``.
  private(set) var failed = false

  /// Creates a search that has visited nothing.
  init(missingView: MissingView) {
    self.missingView = missingView
  }

  /// Visits every term of `constraint`, first side then second, until the search fails.
  mutating func visit(_ constraint: NSLayoutConstraint) {
    guard visit(constraint.firstAnchorDefinition) else { return }
    if let second = constraint.secondAnchorDefinition { _ = visit(second) }
  }

  /// Visits the terms of one side; `false` once the search has failed.
  private mutating func visit(_ definition: LayoutAnchorDefinition) -> Bool {
    switch definition.form {
    case .attribute(let term): visit(term)
    case .offset(let from, let to): visit(from) && visit(to)
    }
  }

  /// Visits one term; `false` once the search has failed.
  private mutating func visit(_ term: LayoutAnchorDefinition.Term) -> Bool {
    guard let reference = term.reference, let item = reference.item else { return passOver() }
    let itemView = reference.view
    if firstItemIsView == nil { firstItemIsView = itemView != nil }
    guard let view = itemView ?? item.layoutView else { return passOver() }
    viewCount += 1
    guard let current = ancestor else {
      ancestor = view
      return true
    }
    guard let common = UIView.commonAncestor(current, view) else {
      failed = true
      return false
    }
    ancestor = common
    return true
  }

  /// A term without a view: passed over, or the end of the search.
  private mutating func passOver() -> Bool {
    guard missingView == .fail else { return true }
    failed = true
    return false
  }
}

extension LayoutAnchorDefinition {
  /// The view of the first term whose item has one, in order (`from` before `to`).
  var firstView: UIView? {
    switch form {
    case .attribute(let term): term.layoutView
    case .offset(let from, let to): from.layoutView ?? to.layoutView
    }
  }
}
