import Foundation
import HeadlessUIKit
import Testing

/// UIToolbar's height (decision K12) and UIBarButtonItem.
@MainActor
@Suite struct UIToolbarTests {
  @Test("K12: a toolbar on an iPhone in portrait is 44 tall, with no intrinsic width")
  func height() {
    let toolbar = UIToolbar(frame: .zero)
    #expect(toolbar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 44))
    #expect(toolbar.sizeThatFits(CGSize(width: 375, height: 0)) == CGSize(width: 375, height: 44))
  }

  @Test("K12: pinned at its sides and bottom, a toolbar is 375×44 (corpus frames)")
  func autoLayout() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let toolbar = UIToolbar(frame: .zero)
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(toolbar)
    NSLayoutConstraint.activate([
      toolbar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      toolbar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      toolbar.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
  }

  @Test("K12: items are kept in order; setItems(_:animated:) replaces them")
  func items() {
    let toolbar = UIToolbar(frame: .zero)
    #expect(toolbar.items == nil)
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    let space = UIBarButtonItem.flexibleSpace()
    toolbar.setItems([space, done], animated: true)
    #expect(toolbar.items?.count == 2)
    #expect(toolbar.items?.last === done)
    #expect(toolbar.items?.first?.systemItem == .flexibleSpace)
  }

  @Test("K12: bar button items keep their title, style, width and view")
  func barButtonItems() {
    let item = UIBarButtonItem(title: "Edit", style: .done, target: nil, action: "edit:")
    #expect(item.title == "Edit")
    #expect(item.style == .done)
    #expect(item.action == "edit:")
    #expect(item.isEnabled)
    let fixed = UIBarButtonItem.fixedSpace(12)
    #expect(fixed.width == 12)
    #expect(fixed.systemItem == .fixedSpace)
    let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(UIBarButtonItem(customView: custom).customView === custom)
  }

  @Test("K12: the bar, item style and system item raw values are UIKit's")
  func rawValues() {
    #expect(UIBarStyle.default.rawValue == 0)
    #expect(UIBarStyle.black.rawValue == 1)
    #expect(UIBarStyle.blackOpaque == .black)
    #expect(UIBarStyle.blackTranslucent.rawValue == 2)
    #expect(UIBarButtonItem.Style.plain.rawValue == 0)
    #expect(UIBarButtonItem.Style.bordered.rawValue == 1)
    #expect(UIBarButtonItem.Style.done.rawValue == 2)
    #expect(UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
    #expect(UIBarButtonItem.SystemItem.fixedSpace.rawValue == 6)
    #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
    #expect(UIBarButtonItem.SystemItem.pageCurl.rawValue == 23)
  }
}
