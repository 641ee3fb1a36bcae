import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// UISlider's range and height (decision K5).
@MainActor
@Suite(.dejaVuSystemFace) struct UISliderTests {
  @Test("K5: defaults are 0 in 0…1, continuous")
  func defaults() {
    let slider = UISlider()
    #expect(slider.value == 0)
    #expect(slider.minimumValue == 0)
    #expect(slider.maximumValue == 1)
    #expect(slider.isContinuous)
  }

  @Test("K5: the value is clamped to the range")
  func valueIsClamped() {
    let slider = UISlider()
    slider.value = 2
    #expect(slider.value == 1)
    slider.setValue(-1, animated: false)
    #expect(slider.value == 0)
    slider.maximumValue = 25
    slider.minimumValue = 1
    #expect(slider.value == 1)
    slider.value = 12.5
    #expect(slider.value == 12.5)
    slider.maximumValue = 10
    #expect(slider.value == 10)
  }

  @Test("K5: moving a bound past the other moves the other")
  func boundsPushEachOther() {
    let slider = UISlider()
    slider.minimumValue = 5
    #expect(slider.maximumValue == 5)
    #expect(slider.value == 5)
    slider.maximumValue = -2
    #expect(slider.minimumValue == -2)
    #expect(slider.value == -2)
  }

  @Test("K5, IC21: no intrinsic width; a 31-point frame whose aligned rectangle is 30 tall")
  func intrinsicSize() {
    let slider = UISlider()
    #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 30))
    #expect(slider.sizeThatFits(CGSize(width: 285, height: 0)) == CGSize(width: 285, height: 31))
  }

  @Test(
    "K5, K16: a slider is 31 tall; its frame reaches 2 points past its track's edges (charts-piepolyline)"
  )
  func autoLayout() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let slider = UISlider()
    slider.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(slider)
    NSLayoutConstraint.activate([
      // charts-piepolyline pins the slider 8 points in and 281 wide; Xcode stores 6 and 285.
      slider.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
      slider.widthAnchor.constraint(equalToConstant: 281),
      slider.topAnchor.constraint(equalTo: window.topAnchor, constant: 573),
    ])
    window.layoutIfNeeded()
    #expect(slider.frame == CGRect(x: 6, y: 573, width: 285, height: 31))
    #expect(slider.alignmentRectInsets == UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
  }

  @Test(
    "IC21: in a vertical stack the next view starts 1 point above the slider's frame bottom plus the spacing (sidemenu-main)"
  )
  func stackedSliderBottom() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let label = UILabel()
    label.text = "Menu Start Alpha"
    let slider = UISlider()
    let rule = UIView()
    rule.heightAnchor.constraint(equalToConstant: 4).isActive = true
    let stack = UIStackView(arrangedSubviews: [label, slider, rule])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      stack.widthAnchor.constraint(equalToConstant: 335),
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    // sidemenu-main stores the slider 31 tall at x -2, 339 wide, and the 4-point rule below it
    // 8 - 1 points after its frame: 187.5 + 31 + 7 = 225.5.
    #expect(slider.frame.height == 31)
    #expect(slider.frame.minX == -2 && slider.frame.width == 339)
    #expect(rule.frame.minY == slider.frame.maxY + 7)
    #expect(slider.frame.minY == label.frame.maxY + 8)
  }

  @Test("K15: a slider draws a 4-point track, blue up to the thumb, and a 28-point thumb")
  func appearance() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    slider.value = 0.5
    slider.layoutIfNeeded()
    #expect(slider.subviews.count == 3)
    let maximumTrack = slider.subviews[0]
    let minimumTrack = slider.subviews[1]
    let thumb = slider.subviews[2]
    #expect(maximumTrack.frame == CGRect(x: 0, y: 13.5, width: 228, height: 4))
    #expect(minimumTrack.frame == CGRect(x: 0, y: 13.5, width: 114, height: 4))
    #expect(minimumTrack.backgroundColor == .systemBlue)
    #expect(thumb.frame == CGRect(x: 100, y: 1.5, width: 28, height: 28))
    #expect(thumb.layer.cornerRadius == 14)
  }
}
