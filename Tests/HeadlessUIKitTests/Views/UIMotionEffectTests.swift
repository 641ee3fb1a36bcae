import HeadlessUIKit
import Testing

/// Motion effects: kept on the view, interpolated on request, never applied headless.
@MainActor
@Suite struct UIMotionEffectTests {
  @Test func viewKeepsItsEffectsOnceEachAndTheyChangeNothing() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let horizontal = UIInterpolatingMotionEffect(
      keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -20
    horizontal.maximumRelativeValue = 20
    let group = UIMotionEffectGroup()
    group.motionEffects = [horizontal]
    view.addMotionEffect(group)
    view.addMotionEffect(group)
    #expect(view.motionEffects.count == 1)
    #expect(view.motionEffects.first === group)
    #expect(view.center == CGPoint(x: 50, y: 50))

    view.removeMotionEffect(group)
    #expect(view.motionEffects.isEmpty)
  }

  @Test func interpolatingEffectMapsTheOffsetOnItsAxis() {
    let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    #expect(
      vertical.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 1))
        == nil)
    vertical.minimumRelativeValue = -10
    vertical.maximumRelativeValue = 30
    let atTop = vertical.keyPathsAndRelativeValues(
      forViewerOffset: UIOffset(horizontal: 1, vertical: -1))
    let atRest = vertical.keyPathsAndRelativeValues(
      forViewerOffset: UIOffset(horizontal: 0, vertical: 0))
    let atBottom = vertical.keyPathsAndRelativeValues(
      forViewerOffset: UIOffset(horizontal: -1, vertical: 1))
    #expect(atTop?["center.y"] as? CGFloat == -10)
    #expect(atRest?["center.y"] as? CGFloat == 10)
    #expect(atBottom?["center.y"] as? CGFloat == 30)
    #expect(
      UIMotionEffect().keyPathsAndRelativeValues(
        forViewerOffset: UIOffset(horizontal: 0, vertical: 0)) == nil)
  }
}
