import Testing

@testable import HeadlessUIKit

/// The search for the closest common ancestor of a constraint's views (decision PF28), which
/// activation (`commonAncestor`, a missing view ends it) and translation (a missing view is passed
/// over) share.
@MainActor
@Suite struct CommonAncestorSearchTests {
  /// A root with two children, the first of which has a child.
  @MainActor
  private struct Tree {
    let root = UIView()
    let left = UIView()
    let right = UIView()
    let leaf = UIView()

    init() {
      root.addSubview(left)
      root.addSubview(right)
      left.addSubview(leaf)
    }
  }

  private func search(_ constraint: NSLayoutConstraint, _ missing: CommonAncestorSearch.MissingView)
    -> CommonAncestorSearch
  {
    var search = CommonAncestorSearch(missingView: missing)
    search.visit(constraint)
    return search
  }

  @Test("Siblings meet at their superview; a view and its descendant at the view")
  func nearbyAndDeeperAncestors() {
    let tree = Tree()
    let siblings = tree.left.widthAnchor.constraint(equalTo: tree.right.widthAnchor)
    #expect(siblings.commonAncestor === tree.root)
    let cousins = tree.leaf.leadingAnchor.constraint(equalTo: tree.right.trailingAnchor)
    #expect(cousins.commonAncestor === tree.root)
    let inside = tree.leaf.topAnchor.constraint(equalTo: tree.left.topAnchor)
    #expect(inside.commonAncestor === tree.left)
    let counted = search(cousins, .fail)
    #expect(counted.viewCount == 2)
    #expect(counted.firstItemIsView == true)
    #expect(!counted.failed)
  }

  @Test("Both ends of an offset anchor take part")
  func offsetAnchorsVisitBothEnds() {
    let tree = Tree()
    let distance = tree.leaf.leadingAnchor.anchorWithOffset(to: tree.right.leadingAnchor)
    let constraint = distance.constraint(equalToConstant: 8)
    let found = search(constraint, .skip)
    #expect(found.ancestor === tree.root)
    #expect(found.viewCount == 2)
    #expect(
      LayoutAnchorDefinition(
        offsetFrom: .init(item: nil, attribute: .left),
        to: .init(item: tree.right, attribute: .left)
      ).firstView === tree.right)
  }

  @Test("Views of different trees have no common ancestor")
  func separateTrees() {
    let one = Tree()
    let other = Tree()
    let constraint = one.leaf.widthAnchor.constraint(equalTo: other.leaf.widthAnchor)
    #expect(constraint.commonAncestor == nil)
    let found = search(constraint, .skip)
    #expect(found.failed)
  }

  @Test(
    "A guide without an owning view ends the search at activation and is passed over when translating"
  )
  func guideWithoutView() {
    let tree = Tree()
    let guide = UILayoutGuide()
    let constraint = guide.widthAnchor.constraint(equalTo: tree.left.widthAnchor)
    #expect(constraint.commonAncestor == nil)
    let translated = search(constraint, .skip)
    #expect(!translated.failed)
    #expect(translated.ancestor === tree.left)
    #expect(translated.viewCount == 1)
    // The first item met is the guide, not a view.
    #expect(translated.firstItemIsView == false)
  }

  @Test("An item that is gone ends the search at activation and is passed over when translating")
  func goneItem() {
    let tree = Tree()
    var gone: UIView? = UIView()
    let constraint = gone!.heightAnchor.constraint(equalTo: tree.right.heightAnchor)
    gone = nil
    #expect(constraint.firstItem == nil)
    #expect(constraint.commonAncestor == nil)
    let translated = search(constraint, .skip)
    #expect(translated.ancestor === tree.right)
    #expect(translated.viewCount == 1)
    #expect(translated.firstItemIsView == true)
  }
}
