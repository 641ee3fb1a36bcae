import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A custom view that looks at its subviews in `init?(coder:)`, as UIKit code may.
final class SubviewCountingView: UIView {
  var subviewsSeenInInit: [String] = []
  var frameSeenInInit = CGRect.null

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    subviewsSeenInInit = subviews.map { "\(type(of: $0)) \($0.frame)" }
    frameSeenInInit = frame
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
  }
}

@MainActor
@Suite("init(coder:) of document views")
struct CustomInitCoderTests {
  @Test("7.1: subviews exist, at their stored frames, when super.init(coder:) returns")
  func subviewsBeforeInitReturns() throws {
    InterfaceBuilderRegistry.register(SubviewCountingView.self)
    let data = TestDocuments.xibData(
      """
      <view contentMode="scaleToFill" customClass="SubviewCountingView" id="root">
        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
          <label text="Hi" id="l"><rect key="frame" x="10" y="10" width="50" height="20"/></label>
          <view id="v">
            <rect key="frame" x="100" y="50" width="90" height="40"/>
            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
          </view>
        </subviews>
      </view>
      """)
    let objects = UINib(data: data, bundle: nil).instantiate(withOwner: nil)
    let view = try #require(objects.first as? SubviewCountingView)
    let label = "UILabel \(CGRect(x: 10, y: 10, width: 50, height: 20))"
    let plain = "UIView \(CGRect(x: 100, y: 50, width: 90, height: 40))"
    #expect(view.subviewsSeenInInit == [label, plain])
    #expect(view.frameSeenInInit == CGRect(x: 0, y: 0, width: 200, height: 100))
    // Setting the stored frame again after init did not move the flexible-margin subview.
    #expect(view.subviews.last?.frame == CGRect(x: 100, y: 50, width: 90, height: 40))
  }
}
