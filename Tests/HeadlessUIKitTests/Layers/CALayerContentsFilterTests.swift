import Foundation
import HeadlessUIKit
import Testing

/// The filters a layer samples its contents with.
@MainActor
@Suite struct CALayerContentsFilterTests {
  @Test("Both filters default to linear and keep what the app sets")
  func defaultsAndStorage() {
    let layer = CALayer()
    #expect(layer.magnificationFilter == .linear)
    #expect(layer.minificationFilter == .linear)
    #expect(layer.minificationFilterBias == 0)
    layer.magnificationFilter = .nearest
    layer.minificationFilter = .trilinear
    layer.minificationFilterBias = 0.5
    #expect(layer.magnificationFilter.rawValue == "nearest")
    #expect(layer.minificationFilter.rawValue == "trilinear")
    #expect(layer.minificationFilterBias == 0.5)
    let view = UIImageView()
    view.layer.magnificationFilter = .nearest
    #expect(view.layer.magnificationFilter == .nearest)
  }
}
