import HeadlessUIKit
import Testing

/// Activation bookkeeping (spec 5.9, peers A3): which view holds an active constraint, and
/// `isActive`, `activate(_:)` and `deactivate(_:)`.
@MainActor
@Suite struct NSLayoutConstraintActivationTests {
  /// A tree: root ▸ (left ▸ leftChild, right ▸ rightChild).
  @MainActor
  private struct Tree {
    let root = UIView()
    let left = UIView()
    let right = UIView()
    let leftChild = UIView()
    let rightChild = UIView()

    init() {
      root.addSubview(left)
      root.addSubview(right)
      left.addSubview(leftChild)
      right.addSubview(rightChild)
    }
  }

  @Test func siblingsConstraintIsHeldByTheirParent() {
    let tree = Tree()
    let constraint = tree.right.leadingAnchor.constraint(equalTo: tree.left.trailingAnchor)
    constraint.isActive = true
    #expect(constraint.isActive)
    #expect(tree.root.constraints.contains { $0 === constraint })
    #expect(tree.left.constraints.isEmpty)
    #expect(tree.right.constraints.isEmpty)
  }

  @Test func parentChildConstraintIsHeldByTheParent() {
    let tree = Tree()
    let constraint = tree.leftChild.topAnchor.constraint(equalTo: tree.left.topAnchor)
    constraint.isActive = true
    #expect(tree.left.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(constraint)])
    #expect(tree.leftChild.constraints.isEmpty)
  }

  @Test func aConstraintOnOneViewIsHeldByThatView() {
    let tree = Tree()
    let width = tree.leftChild.widthAnchor.constraint(equalToConstant: 120)
    let aspect = tree.leftChild.heightAnchor.constraint(equalTo: tree.leftChild.widthAnchor)
    NSLayoutConstraint.activate([width, aspect])
    #expect(
      tree.leftChild.constraints.map(ObjectIdentifier.init)
        == [width, aspect].map(ObjectIdentifier.init))
    #expect(tree.left.constraints.isEmpty)
  }

  @Test func aConstraintAcrossBranchesIsHeldByTheCommonAncestor() {
    let tree = Tree()
    let constraint = tree.rightChild.topAnchor.constraint(equalTo: tree.leftChild.bottomAnchor)
    constraint.isActive = true
    #expect(tree.root.constraints.contains { $0 === constraint })
    #expect(tree.left.constraints.isEmpty && tree.right.constraints.isEmpty)
  }

  @Test func aConstraintToADistantAncestorIsHeldByThatAncestor() {
    let tree = Tree()
    let constraint = tree.rightChild.centerXAnchor.constraint(equalTo: tree.root.centerXAnchor)
    constraint.isActive = true
    #expect(tree.root.constraints.contains { $0 === constraint })
  }

  @Test func itemInitializerConstraintsActivateLikeAnchorOnes() {
    let tree = Tree()
    let constraint = NSLayoutConstraint(
      item: tree.leftChild, attribute: .width, relatedBy: .equal, toItem: tree.rightChild,
      attribute: .width, multiplier: 0.5, constant: 0)
    constraint.isActive = true
    #expect(tree.root.constraints.contains { $0 === constraint })
  }

  @Test func isActiveRoundTrips() {
    let tree = Tree()
    let constraint = tree.left.widthAnchor.constraint(equalTo: tree.right.widthAnchor)
    constraint.isActive = true
    #expect(constraint.isActive)
    constraint.isActive = false
    #expect(!constraint.isActive)
    #expect(tree.root.constraints.isEmpty)
    constraint.isActive = true
    #expect(constraint.isActive)
    #expect(tree.root.constraints.count == 1)
  }

  @Test func activatingTwiceInstallsOnce() {
    let tree = Tree()
    let constraint = tree.left.widthAnchor.constraint(equalToConstant: 10)
    constraint.isActive = true
    constraint.isActive = true
    NSLayoutConstraint.activate([constraint])
    #expect(tree.left.constraints.count == 1)
  }

  @Test func deactivatingAnInactiveConstraintDoesNothing() {
    let tree = Tree()
    let constraint = tree.left.widthAnchor.constraint(equalToConstant: 10)
    constraint.isActive = false
    NSLayoutConstraint.deactivate([constraint])
    #expect(!constraint.isActive)
    #expect(tree.left.constraints.isEmpty)
  }

  @Test func activateAndDeactivateTakeArrays() {
    let tree = Tree()
    let constraints = [
      tree.left.leadingAnchor.constraint(equalTo: tree.root.leadingAnchor, constant: 8),
      tree.right.leadingAnchor.constraint(equalTo: tree.left.trailingAnchor, constant: 8),
      tree.left.widthAnchor.constraint(equalTo: tree.right.widthAnchor),
      tree.leftChild.heightAnchor.constraint(equalToConstant: 44),
    ]
    NSLayoutConstraint.activate(constraints)
    let allActive = constraints.allSatisfy(\.isActive)
    #expect(allActive)
    #expect(tree.root.constraints.count == 3)
    #expect(tree.leftChild.constraints.count == 1)
    NSLayoutConstraint.deactivate(Array(constraints.prefix(2)))
    #expect(constraints.map(\.isActive) == [false, false, true, true])
    #expect(tree.root.constraints.count == 1)
  }

  @Test func constraintsAreListedInActivationOrder() {
    let tree = Tree()
    let first = tree.left.topAnchor.constraint(equalTo: tree.root.topAnchor)
    let second = tree.right.topAnchor.constraint(equalTo: tree.root.topAnchor)
    let third = tree.left.bottomAnchor.constraint(equalTo: tree.root.bottomAnchor)
    NSLayoutConstraint.activate([second, first, third])
    #expect(
      tree.root.constraints.map(ObjectIdentifier.init)
        == [second, first, third].map(ObjectIdentifier.init))
  }

  @Test func viewsInDifferentTreesStopActivation() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let a = UIView()
        let b = UIView()
        a.centerXAnchor.constraint(equalTo: b.centerXAnchor).isActive = true
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "NSGenericException: Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x"))
    #expect(message.contains(".centerX\"> and <NSLayoutXAxisAnchor:0x"))
    #expect(
      message.contains(
        "because they have no common ancestor.  Does the constraint or its anchors reference "
          + "items in different view hierarchies?  That's illegal."))
  }

  @Test func anEmptyConstraintCannotBeActivated() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        NSLayoutConstraint().isActive = true
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("and (null) because they have no common ancestor."))
  }
}
