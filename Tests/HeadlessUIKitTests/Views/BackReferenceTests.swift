import Foundation
import Testing

@testable import HeadlessUIKit

/// The references that point back without retaining (decision PF31).
///
/// A view's superview, a layer's superlayer and delegate, and the items of constraints, anchors
/// and layout engines are not Swift weak references, so each must read `nil` once its target is
/// gone, cleared by the target's `deinit`: these tests keep the referring object alive past its
/// target.
@MainActor
@Suite struct BackReferenceTests {
  @Test("A subview that outlives its superview has no superview, and its layer no superlayer")
  func subviewOutlivesSuperview() {
    let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    weak var weakParent: UIView?
    do {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(child)
      weakParent = parent
      #expect(child.superview === parent)
      #expect(child.layer.superlayer === parent.layer)
    }
    #expect(weakParent == nil)
    #expect(child.superview == nil)
    #expect(child.layer.superlayer == nil)
    #expect(child.window == nil)
    // The orphan still works as a tree of its own.
    let grandchild = UIView()
    child.addSubview(grandchild)
    #expect(grandchild.superview === child)
    child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    child.layoutIfNeeded()
    #expect(child.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 5, y: 5))
  }

  @Test("A layer that outlives its view has no delegate, and its geometry still changes")
  func layerOutlivesView() {
    let layer: CALayer
    weak var weakView: UIView?
    do {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      layer = view.layer
      weakView = view
      #expect(layer.delegate === view)
    }
    #expect(weakView == nil)
    #expect(layer.delegate == nil)
    layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
    layer.position = CGPoint(x: 15, y: 20)
    layer.setNeedsLayout()
    layer.layoutIfNeeded()
    #expect(layer.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
  }

  @Test("A sublayer that outlives its superlayer has no superlayer")
  func sublayerOutlivesSuperlayer() {
    let sublayer = CALayer()
    weak var weakParent: CALayer?
    do {
      let parent = CALayer()
      parent.addSublayer(sublayer)
      weakParent = parent
      #expect(sublayer.superlayer === parent)
    }
    #expect(weakParent == nil)
    #expect(sublayer.superlayer == nil)
    #expect(sublayer.rootLayer === sublayer)
  }

  @Test("A delegate other than the layer's own view is held weakly")
  func otherDelegateIsWeak() {
    let layer = CALayer()
    weak var weakView: UIView?
    do {
      let view = UIView()
      layer.delegate = view
      weakView = view
      #expect(layer.delegate === view)
      #expect(view.layer.delegate === view)
    }
    #expect(weakView == nil)
    #expect(layer.delegate == nil)
    // A view's own layer takes its view back after another delegate was set.
    let view = UIView()
    let other = UIView()
    view.layer.delegate = other
    #expect(view.layer.delegate === other)
    view.layer.delegate = view
    #expect(view.layer.delegate === view)
  }

  @Test("A constraint that outlives its views names no items and is inactive")
  func constraintOutlivesItems() {
    let constraint: NSLayoutConstraint
    let sizeConstraint: NSLayoutConstraint
    weak var weakContainer: UIView?
    do {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(child)
      constraint = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8)
      sizeConstraint = child.widthAnchor.constraint(equalToConstant: 20)
      NSLayoutConstraint.activate([
        constraint, sizeConstraint,
        child.topAnchor.constraint(equalTo: container.topAnchor),
        child.heightAnchor.constraint(equalToConstant: 20),
      ])
      container.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 8, y: 0, width: 20, height: 20))
      #expect(constraint.isActive)
      #expect(constraint.firstItem === child)
      #expect(constraint.secondItem === container)
      weakContainer = container
    }
    #expect(weakContainer == nil)
    #expect(constraint.firstItem == nil)
    #expect(constraint.secondItem == nil)
    #expect(!constraint.isActive)
    #expect(sizeConstraint.firstItem == nil)
    #expect(!sizeConstraint.isActive)
    #expect(constraint.description.contains("(null)"))
    // Changing the orphan's constant lays nothing out and does not trap.
    constraint.constant = 12
    constraint.isActive = false
  }

  @Test("A constraint on a layout guide names no item once the guide is gone")
  func constraintOutlivesGuide() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let constraint: NSLayoutConstraint
    let anchor: NSLayoutDimension
    weak var weakGuide: UILayoutGuide?
    do {
      let guide = UILayoutGuide()
      view.addLayoutGuide(guide)
      anchor = guide.widthAnchor
      constraint = anchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
      #expect(constraint.firstItem === guide)
      #expect(constraint.secondItem === view)
      view.removeLayoutGuide(guide)
      weakGuide = guide
    }
    #expect(weakGuide == nil)
    #expect(constraint.firstItem == nil)
    #expect(constraint.secondItem === view)
    #expect(anchor.description.contains("(null)"))
  }

  @Test("An engine whose laid-out subview is gone lays out the rest")
  func engineOutlivesView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let kept = UIView()
    kept.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(kept)
    weak var weakGone: UIView?
    do {
      let gone = UIView()
      gone.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(gone)
      NSLayoutConstraint.activate([
        gone.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        gone.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        gone.widthAnchor.constraint(equalToConstant: 50),
        gone.heightAnchor.constraint(equalToConstant: 50),
        kept.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        kept.topAnchor.constraint(equalTo: root.topAnchor, constant: 70),
        kept.widthAnchor.constraint(equalToConstant: 30),
        kept.heightAnchor.constraint(equalToConstant: 30),
      ])
      window.layoutIfNeeded()
      #expect(gone.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
      gone.removeFromSuperview()
      weakGone = gone
    }
    #expect(weakGone == nil)
    root.constraints.first { $0.firstItem === kept && $0.firstAttribute == .leading }?.constant = 25
    window.layoutIfNeeded()
    #expect(kept.frame == CGRect(x: 25, y: 70, width: 30, height: 30))
  }

  @Test(
    "A measured view is freed though its fitting engine is kept; the next one measures its own"
  )
  func fittingCacheOutlivesView() {
    /// A view 30 points tall whose width a constraint fixes.
    func makeCell(width: CGFloat) -> UIView {
      let cell = UIView()
      let content = UIView()
      content.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(content)
      NSLayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
        content.topAnchor.constraint(equalTo: cell.topAnchor),
        content.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        content.widthAnchor.constraint(equalToConstant: width),
        content.heightAnchor.constraint(equalToConstant: 30),
      ])
      return cell
    }
    for round in 0..<20 {
      weak var weakCell: UIView?
      do {
        let width = CGFloat(40 + round)
        let cell = makeCell(width: width)
        weakCell = cell
        // Measured twice, so its fitting engine is kept and reused for it.
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width == width)
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width == width)
      }
      #expect(weakCell == nil)
    }
  }
}
