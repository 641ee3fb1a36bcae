import Testing

@testable import HeadlessUIKit

/// The view's slot for its engine variables (decision PF10).
///
/// The slot is a cache of the engine's own table, tagged with the engine's translation token. Each test changes what the slot depends on (the
/// tree the view is in, a rebuild of the engine, a second engine measuring the same view) and
/// checks that the engine then answers with the variables of its current translation and lays
/// the view out where UIKit would.
@MainActor
@Suite struct EngineVariablesSlotTests {
  /// A root view of 300 × 200 outside any window.
  private func makeRoot() -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  /// Pins `view` in `root` at (`x`, 10) with a width of `width` and a height of 20, in place of
  /// the size constraints it held.
  private func pin(_ view: UIView, in root: UIView, x: CGFloat, width: CGFloat) {
    NSLayoutConstraint.deactivate(view.constraints)
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: width),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
  }

  @Test("A view moved to another tree gets that engine's variables, not the ones it had")
  func movedViewGetsFreshVariables() throws {
    let first = makeRoot()
    let second = makeRoot()
    let view = UIView()
    pin(view, in: first, x: 10, width: 50)
    first.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
    let firstEngine = LayoutEngine.engine(forTreeOf: first)
    let before = firstEngine.variables(for: view)
    let firstSlot = try #require(view.engineVariablesSlot)
    #expect(firstSlot.token == firstEngine.translationToken)

    // Moving the view removes the constraints that tie it to its old tree (UIKit removes
    // constraints whose items no longer share an ancestor); new ones place it in the new tree.
    pin(view, in: second, x: 30, width: 70)
    second.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 30, y: 10, width: 70, height: 20))
    let secondEngine = LayoutEngine.engine(forTreeOf: second)
    let after = secondEngine.variables(for: view)
    #expect(after.width !== before.width)
    #expect(after.minX !== before.minX)
    #expect(view.engineVariablesSlot?.token == secondEngine.translationToken)
    #expect(secondEngine.translationToken != firstEngine.translationToken)

    // Back in the first tree, whose engine rebuilds: fresh variables again, and the frame of
    // the constraints made there now.
    pin(view, in: first, x: 40, width: 90)
    first.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 40, y: 10, width: 90, height: 20))
    let again = firstEngine.variables(for: view)
    #expect(again.width !== before.width)
    #expect(again.width !== after.width)
    #expect(firstEngine.variables[ObjectIdentifier(view)]?.width === again.width)
  }

  @Test("A rebuild of the engine renews its token, and views answer with the new variables")
  func rebuildRenewsTheToken() {
    let root = makeRoot()
    let view = UIView()
    pin(view, in: root, x: 10, width: 50)
    root.layoutIfNeeded()
    let engine = LayoutEngine.engine(forTreeOf: root)
    let oldToken = engine.translationToken
    let old = engine.variables(for: view)

    // Adding a view with constraints changes the tree's shape: the engine is rebuilt.
    let sibling = UIView()
    pin(sibling, in: root, x: 100, width: 30)
    root.layoutIfNeeded()
    #expect(engine.translationToken != oldToken)
    let new = engine.variables(for: view)
    #expect(new.minX !== old.minX)
    #expect(engine.variables[ObjectIdentifier(view)]?.minX === new.minX)
    #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
    #expect(sibling.frame == CGRect(x: 100, y: 10, width: 30, height: 20))

    // A constant change after the rebuild reaches the view through its new variables.
    let leading = root.constraints.first { $0.firstItem === view && $0.firstAttribute == .leading }
    leading?.constant = 25
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 25, y: 10, width: 50, height: 20))
  }

  @Test("Measuring a view of a laid-out tree in a fitting engine leaves the tree's layout right")
  func fittingEngineAndTreeEngineShareTheView() {
    // The fitting engine of `systemLayoutSizeFitting` has variables of its own for the same
    // views; the slot answers for one engine at a time, and the other falls back to its table.
    let root = makeRoot()
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(content)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      content.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      content.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
      content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4),
      content.widthAnchor.constraint(equalToConstant: 100),
      content.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 5, y: 5, width: 116, height: 38))
    for step in 0..<3 {
      let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      #expect(size == CGSize(width: 116 + 10 * CGFloat(step), height: 38))
      content.constraints.first { $0.firstAttribute == .width }?.constant += 10
      root.layoutIfNeeded()
    }
    #expect(content.frame == CGRect(x: 8, y: 4, width: 130, height: 30))
    #expect(card.frame == CGRect(x: 5, y: 5, width: 146, height: 38))
  }

  @Test("A root that joins a tree loses its engine: look-ups find the tree's, then a new one")
  func formerRootsEngineIsNotFoundAgain() throws {
    // The engine a view's variables belong to is the one of its current tree: the row's own
    // engine is dropped when the row joins the form, and a new one is made when it leaves.
    let row = makeRoot()
    let label = UIView()
    pin(label, in: row, x: 10, width: 50)
    let rowEngine = try #require(LayoutEngine.existingEngine(forTreeOf: label))
    #expect(LayoutEngine.existingEngine(forTreeOf: row) === rowEngine)

    let form = makeRoot()
    form.addSubview(row)
    let formEngine = try #require(LayoutEngine.existingEngine(forTreeOf: label))
    #expect(formEngine !== rowEngine)
    #expect(LayoutEngine.existingEngine(forTreeOf: form) === formEngine)
    form.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 10, width: 50, height: 20))

    row.removeFromSuperview()
    #expect(LayoutEngine.existingEngine(forTreeOf: form) === formEngine)
    let newRowEngine = LayoutEngine.engine(forTreeOf: row)
    #expect(newRowEngine !== rowEngine)
    #expect(newRowEngine !== formEngine)
    #expect(LayoutEngine.existingEngine(forTreeOf: label) === newRowEngine)
    row.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
  }
}
