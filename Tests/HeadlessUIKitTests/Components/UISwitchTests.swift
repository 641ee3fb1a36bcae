import Foundation
import HeadlessUIKit
import Testing

/// UISwitch's fixed size (decision K1) and its defaults.
@MainActor
@Suite struct UISwitchTests {
  @Test("K1: a switch is 51×31 whatever frame it is made with; the origin is kept")
  func initForcesTheSize() {
    let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    #expect(UISwitch().frame == CGRect(x: 0, y: 0, width: 51, height: 31))
  }

  @Test("K1: setting the frame keeps the origin and forces 51×31")
  func frameSetterForcesTheSize() {
    let toggle = UISwitch(frame: .zero)
    toggle.frame = CGRect(x: 5, y: 6, width: 10, height: 10)
    #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
    #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
  }

  @Test(
    "K1, K17: sizeThatFits is 51×31 and the intrinsic (layout) size 49×31; sizeToFit keeps the origin"
  )
  func intrinsicSize() {
    let toggle = UISwitch(frame: CGRect(x: 3, y: 4, width: 0, height: 0))
    #expect(toggle.intrinsicContentSize == CGSize(width: 49, height: 31))
    #expect(toggle.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
    #expect(toggle.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
    toggle.sizeToFit()
    #expect(toggle.frame == CGRect(x: 3, y: 4, width: 51, height: 31))
  }

  @Test("5.15: a switch hugs at 750 on both axes and resists at 750")
  func priorities() {
    let toggle = UISwitch()
    #expect(toggle.contentHuggingPriority(for: .horizontal).rawValue == 750)
    #expect(toggle.contentHuggingPriority(for: .vertical).rawValue == 750)
    #expect(toggle.contentCompressionResistancePriority(for: .horizontal).rawValue == 750)
    #expect(toggle.contentCompressionResistancePriority(for: .vertical).rawValue == 750)
  }

  @Test("K1: isOn defaults to false; setOn(_:animated:) sets it and sends no action")
  func onState() {
    let toggle = UISwitch()
    var sent = 0
    toggle.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    #expect(toggle.isOn == false)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
    toggle.isOn = false
    #expect(toggle.isOn == false)
    #expect(sent == 0)
    #expect(toggle.style == .sliding)
    #expect(toggle.preferredStyle == .automatic)
  }

  @Test("K1: the style raw values are UIKit's")
  func styleRawValues() {
    #expect(UISwitch.Style.automatic.rawValue == 0)
    #expect(UISwitch.Style.checkbox.rawValue == 1)
    #expect(UISwitch.Style.sliding.rawValue == 2)
  }

  @Test(
    "K1, K17: constrained only by position, a switch lays out at 51×31, 2 points past its trailing edge (corpus frames)"
  )
  func autoLayoutUsesTheIntrinsicSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    let toggle = UISwitch()
    toggle.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(toggle)
    NSLayoutConstraint.activate([
      toggle.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
      toggle.centerYAnchor.constraint(equalTo: window.centerYAnchor),
    ])
    window.layoutIfNeeded()
    // 34.5 snaps to 104/3 on the 3× screen, as IB stores 6.6666666666666679 for such switches.
    // The 49-point layout rectangle ends 20 points in; the frame reaches 2 points further
    // (ddg-settings: x 305 in a 374-point content view with 20-point margins).
    #expect(toggle.frame.origin.x == 306)
    #expect(toggle.frame.maxX == 357)
    #expect(abs(toggle.frame.origin.y - 104.0 / 3) < 1e-9)
    #expect(toggle.frame.size == CGSize(width: 51, height: 31))
  }

  @Test("K15: a switch draws a rounded track, green when on, and a white knob at that end")
  func appearance() {
    let toggle = UISwitch(frame: .zero)
    #expect(toggle.subviews.count == 2)
    let track = toggle.subviews[0]
    let knob = toggle.subviews[1]
    #expect(track.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
    #expect(track.layer.cornerRadius == 15.5)
    #expect(track.backgroundColor == .systemFill)
    #expect(knob.frame == CGRect(x: 2, y: 2, width: 27, height: 27))
    #expect(knob.backgroundColor == .white)
    toggle.isOn = true
    toggle.layoutIfNeeded()
    #expect(track.backgroundColor == .systemGreen)
    #expect(knob.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
    toggle.onTintColor = .systemRed
    toggle.layoutIfNeeded()
    #expect(track.backgroundColor == .systemRed)
    #expect(toggle.hitTest(CGPoint(x: 30, y: 15), with: nil) === toggle)
  }

  @Test("K1, K15: a switch beside a label in a stack view lays out without diagnostics")
  func stackViewRow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    let label = UILabel()
    label.text = "Wi-Fi"
    let toggle = UISwitch()
    let row = UIStackView(arrangedSubviews: [label, toggle])
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      row.topAnchor.constraint(equalTo: window.topAnchor),
      row.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    let messages = Diagnostics.capture { window.layoutIfNeeded() }
    #expect(messages.isEmpty)
    #expect(toggle.frame.size == CGSize(width: 51, height: 31))
    // The row ends at 343 in its own coordinates; the frame reaches 2 points past (K17).
    #expect(toggle.frame.maxX == 345)
    #expect(toggle.subviews[1].frame == CGRect(x: 2, y: 2, width: 27, height: 27))
  }
}
