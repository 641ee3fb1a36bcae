import Foundation
import HeadlessUIKit
import Testing

/// The layer tree that backs the view tree, with plain (non-view) sublayers mixed in between the
/// subviews' layers (peers V2).
@MainActor
@Suite struct CALayerHierarchyTests {
  /// A parent with subviews [A, B] and a plain sublayer L added between them: layers [A, L, B].
  @MainActor
  private struct Fixture {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let plain = CALayer()

    init() {
      parent.addSubview(a)
      parent.layer.addSublayer(plain)
      parent.addSubview(b)
    }
  }

  // peers V2: a plain sublayer added between two subviews keeps its place: [A, L, B].
  @Test func plainSublayerAddedBetweenSubviewsKeepsItsPlace() {
    let f = Fixture()
    #expect(f.parent.subviews == [f.a, f.b])
    #expect(f.parent.layer.sublayers == [f.a.layer, f.plain, f.b.layer])
    #expect(f.plain.superlayer === f.parent.layer)
  }

  // peers V2: from [A, L, B], insertSubview(B, aboveSubview: A) gives [A, B, L].
  @Test func insertingAboveASubviewGoesDirectlyAboveItsLayer() {
    let f = Fixture()
    f.parent.insertSubview(f.b, aboveSubview: f.a)
    #expect(f.parent.subviews == [f.a, f.b])
    #expect(f.parent.layer.sublayers == [f.a.layer, f.b.layer, f.plain])
  }

  // peers V2: from [A, L, B], insertSubview(B, belowSubview: A) gives [B, A, L].
  @Test func insertingBelowASubviewGoesDirectlyBelowItsLayer() {
    let f = Fixture()
    f.parent.insertSubview(f.b, belowSubview: f.a)
    #expect(f.parent.subviews == [f.b, f.a])
    #expect(f.parent.layer.sublayers == [f.b.layer, f.a.layer, f.plain])
  }

  // peers V2: with L directly below B, inserting a new C below B gives [A, L, C, B].
  @Test func insertingANewViewBelowASubviewGoesBetweenThePlainLayerAndIt() {
    let f = Fixture()
    let c = UIView()
    f.parent.insertSubview(c, belowSubview: f.b)
    #expect(f.parent.subviews == [f.a, c, f.b])
    #expect(f.parent.layer.sublayers == [f.a.layer, f.plain, c.layer, f.b.layer])
  }

  // Inserting at a subview index goes below that subview's layer: index 1 is B, so C goes
  // between L and B.
  @Test func insertingAtASubviewIndexGoesBelowThatSubviewsLayer() {
    let f = Fixture()
    let c = UIView()
    f.parent.insertSubview(c, at: 1)
    #expect(f.parent.subviews == [f.a, c, f.b])
    #expect(f.parent.layer.sublayers == [f.a.layer, f.plain, c.layer, f.b.layer])
  }

  // Exchanging subviews swaps their layers; the plain layer stays where it was.
  @Test func exchangingSubviewsLeavesThePlainLayerInPlace() {
    let f = Fixture()
    f.parent.exchangeSubview(at: 0, withSubviewAt: 1)
    #expect(f.parent.subviews == [f.b, f.a])
    #expect(f.parent.layer.sublayers == [f.b.layer, f.plain, f.a.layer])
  }

  /// The indices of the subviews' layers among the sublayers, in subview order.
  private func layerIndices(of parent: UIView) -> [Int] {
    let sublayers = parent.layer.sublayers ?? []
    return parent.subviews.compactMap { view in sublayers.firstIndex { $0 === view.layer } }
  }

  // The layer order follows bringSubviewToFront / sendSubviewToBack: the subviews' layers stay in
  // subview order, and the plain layer stays a sublayer.
  @Test func reorderingSubviewsKeepsLayersInSubviewOrder() {
    let f = Fixture()
    f.parent.bringSubviewToFront(f.a)
    #expect(f.parent.subviews == [f.b, f.a])
    let afterBring = layerIndices(of: f.parent)
    #expect(afterBring.count == 2)
    #expect(afterBring == afterBring.sorted())

    f.parent.sendSubviewToBack(f.a)
    #expect(f.parent.subviews == [f.a, f.b])
    let afterSend = layerIndices(of: f.parent)
    #expect(afterSend.count == 2)
    #expect(afterSend == afterSend.sorted())
    #expect(f.parent.layer.sublayers?.count == 3)
    #expect(f.plain.superlayer === f.parent.layer)
  }

  // Removing a subview removes its layer only.
  @Test func removingASubviewRemovesOnlyItsLayer() {
    let f = Fixture()
    f.a.removeFromSuperview()
    #expect(f.parent.layer.sublayers == [f.plain, f.b.layer])
    #expect(f.a.layer.superlayer == nil)
  }

  // Core Animation: a layer with no sublayers reports `nil`.
  @Test func sublayersIsNilWhenEmpty() {
    let layer = CALayer()
    #expect(layer.sublayers == nil)
    let sublayer = CALayer()
    layer.addSublayer(sublayer)
    #expect(layer.sublayers == [sublayer])
    sublayer.removeFromSuperlayer()
    #expect(layer.sublayers == nil)
  }
}
