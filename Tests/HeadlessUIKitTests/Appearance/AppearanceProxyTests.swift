import Foundation
import HeadlessUIKit
import Testing

/// Appearance proxies: what they are, when UIKit applies them, and which instances they reach
/// (decisions AP1, AP2, AP5).
@MainActor
@Suite struct AppearanceProxyTests {
  @Test("AP1: a class's proxy is the same object on every call, and reads back what was set")
  func proxyIdentity() {
    withAppearanceProxies {
      let proxy = UILabel.appearance()
      proxy.textColor = .systemRed
      #expect(UILabel.appearance() === proxy)
      #expect(UILabel.appearance().textColor == .systemRed)
      #expect(UILabel.appearance(whenContainedInInstancesOf: [OuterContainerView.self]) !== proxy)
    }
  }

  @Test("AP1: a proxy is no window of the app, and never in a view hierarchy")
  func proxyIsNoWindow() {
    withAppearanceProxies {
      let proxy = UIWindow.appearance()
      #expect(!UIApplication.shared.windows.contains { $0 === proxy })
      #expect(proxy.superview == nil)
      #expect(proxy.isHidden)
    }
  }

  @Test("AP1: adding a proxy to a view hierarchy stops, as a proxy is no view")
  func proxyCannotBeAdded() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        UIView().addSubview(UILabel.appearance())
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("an appearance proxy (UILabel.appearance()) is not a view"))
  }

  @Test("AP1: an app subclass's proxy styles that subclass only")
  func subclassProxyStylesTheSubclass() {
    withAppearanceProxies {
      SubclassedLabel.appearance().textColor = .systemPink
      let window = shownAppearanceWindow()
      let subclassed = SubclassedLabel()
      let plain = UILabel()
      window.addSubview(subclassed)
      window.addSubview(plain)
      #expect(subclassed.textColor == .systemPink)
      #expect(plain.textColor == .label)
    }
  }

  @Test("AP3: a class's proxy styles its subclasses, through their own overriding setters")
  func superclassProxyStylesSubclasses() {
    withAppearanceProxies {
      UILabel.appearance().textColor = .systemTeal
      let label = RecordingLabel()
      shownAppearanceWindow().addSubview(label)
      #expect(label.textColor == .systemTeal)
      #expect(label.colorsSet == [.systemTeal])
    }
  }

  @Test("AP2: the proxy's values arrive as the view enters a window, before didMoveToWindow")
  func appliedOnEnteringWindow() {
    withAppearanceProxies {
      UILabel.appearance().textColor = .systemOrange
      UILabel.appearance().font = .systemFont(ofSize: 25)
      let label = RecordingLabel()
      let container = UIView()
      container.addSubview(label)
      #expect(label.textColor == .label)
      #expect(label.font.pointSize == 17)
      shownAppearanceWindow().addSubview(container)
      #expect(label.colorInDidMoveToWindow == .systemOrange)
      #expect(label.font == .systemFont(ofSize: 25))
    }
  }

  @Test("AP2: a proxy change skips views already in a window until they enter one again")
  func laterChangesWaitForReentry() {
    withAppearanceProxies {
      UILabel.appearance().textColor = .systemRed
      let window = shownAppearanceWindow()
      let label = UILabel()
      window.addSubview(label)
      UILabel.appearance().textColor = .systemBlue
      #expect(label.textColor == .systemRed)
      label.removeFromSuperview()
      window.addSubview(label)
      #expect(label.textColor == .systemBlue)
    }
  }

  @Test("AP2: a window gets its proxy's values when it is shown")
  func windowShown() {
    withAppearanceProxies {
      UIWindow.appearance().tintColor = .systemPurple
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let view = UIView()
      window.addSubview(view)
      #expect(window.tintColor == .tintColor)
      window.isHidden = false
      #expect(window.tintColor == .systemPurple)
      #expect(view.tintColor == .systemPurple)
    }
  }

  @Test("AP5: a value set on the instance beats the proxy, before or after it is in a window")
  func explicitValuesWin() {
    withAppearanceProxies {
      UILabel.appearance().textColor = .systemRed
      UIView.appearance().backgroundColor = .systemYellow
      let window = shownAppearanceWindow()
      let before = UILabel()
      before.textColor = .systemGreen
      window.addSubview(before)
      #expect(before.textColor == .systemGreen)
      #expect(before.backgroundColor == .systemYellow)
      let after = UILabel()
      window.addSubview(after)
      #expect(after.textColor == .systemRed)
      after.textColor = .systemBrown
      after.removeFromSuperview()
      window.addSubview(after)
      #expect(after.textColor == .systemBrown)
    }
  }

  @Test("AP5: UIKit's own defaults on its labels do not count as set, so proxies style them")
  func frameworkDefaultsDoNotBlockProxies() throws {
    try withAppearanceProxies {
      UILabel.appearance(whenContainedInInstancesOf: [UITableViewHeaderFooterView.self])
        .textColor = .systemGray
      let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
      let label = try #require(header.textLabel)
      #expect(label.textColor == .secondaryLabel)
      shownAppearanceWindow().addSubview(header)
      #expect(label.textColor == .systemGray)
    }
  }

  @Test("AP6: a property that is not an appearance property is not replayed")
  func nonAppearancePropertiesStay() {
    withAppearanceProxies {
      UITableViewCell.appearance().selectionStyle = .none
      UITableViewCell.appearance().separatorInset = UIEdgeInsets(
        top: 0, left: 40, bottom: 0, right: 0)
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      shownAppearanceWindow().addSubview(cell)
      #expect(cell.selectionStyle == .default)
      #expect(cell.separatorInset == UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0))
    }
  }

  @Test("resetting forgets the proxies: new views are not styled, old proxies record nothing")
  func reset() {
    let proxy = UILabel.appearance()
    proxy.textColor = .systemRed
    UIApplication.shared.headlessResetAppearanceProxies()
    proxy.textColor = .systemBlue
    let label = UILabel()
    shownAppearanceWindow().addSubview(label)
    #expect(label.textColor == .label)
    #expect(UILabel.appearance() !== proxy)
    UIApplication.shared.headlessResetAppearanceProxies()
  }
}
