import Testing

@testable import HeadlessUIKit

/// The root view's slot for its registered engine (decisions PF20 and PF32).
///
/// The slot is set when the engine is made and cleared when the root joins another tree, so a
/// view is found to have an engine exactly while it is the root the engine was made for; the
/// slot is the only thing that keeps the engine, which goes with its root.
@MainActor
@Suite struct EngineRegistrySlotTests {
  /// A root of 300 × 200 holding one subview pinned by four constraints.
  private func makeTree() -> (root: UIView, child: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    return (root, child)
  }

  @Test("The root holds its engine; joining a tree drops it, and leaving makes a new one")
  func slotFollowsTheRegistry() throws {
    let (root, child) = makeTree()
    let engine = try #require(LayoutEngine.existingEngine(forTreeOf: child))
    #expect(root.registeredEngine === engine)
    #expect(child.registeredEngine == nil)

    let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    #expect(host.registeredEngine == nil)
    host.addSubview(root)
    // The former root no longer answers for the tree: the host's engine does.
    #expect(root.registeredEngine == nil)
    let hostEngine = try #require(LayoutEngine.existingEngine(forTreeOf: child))
    #expect(hostEngine !== engine)
    #expect(host.registeredEngine === hostEngine)
    host.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 20))

    // Leaving the host, the view is a root again and its constraints get a new engine.
    root.removeFromSuperview()
    let again = LayoutEngine.engine(forTreeOf: child)
    #expect(again !== engine)
    #expect(again !== hostEngine)
    #expect(root.registeredEngine === again)
    #expect(host.registeredEngine === hostEngine)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
  }

  @Test("A tree's engine, with its solver and variables, goes when the root goes")
  func engineGoesWithItsRoot() {
    weak var weakEngine: LayoutEngine?
    weak var weakFormerEngine: LayoutEngine?
    weak var weakChild: UIView?
    do {
      let (root, child) = makeTree()
      root.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
      weakEngine = root.registeredEngine
      weakChild = child
      #expect(weakEngine != nil)
      // A former root's engine goes as soon as the root joins another tree.
      let (other, _) = makeTree()
      other.layoutIfNeeded()
      weakFormerEngine = other.registeredEngine
      #expect(weakFormerEngine != nil)
      root.addSubview(other)
      #expect(weakFormerEngine == nil)
    }
    #expect(weakChild == nil)
    #expect(weakEngine == nil)
  }

  @Test("Measuring a view registers no engine for it")
  func fittingEnginesAreNotRegistered() {
    let (root, child) = makeTree()
    let before = root.registeredEngine
    let size = child.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 50, height: 20))
    #expect(child.registeredEngine == nil)
    #expect(root.registeredEngine === before)
  }

  @Test("A frame-only tree has no engine, and its views hold none")
  func frameOnlyTreeHasNoEngine() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    root.addSubview(child)
    root.layoutIfNeeded()
    #expect(root.registeredEngine == nil)
    #expect(child.registeredEngine == nil)
  }
}
