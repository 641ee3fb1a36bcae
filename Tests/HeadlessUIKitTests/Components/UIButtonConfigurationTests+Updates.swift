import Foundation
import HeadlessUIKit
import Testing

/// A button that logs its configuration updates.
private final class UpdatingButton: UIButton {
  var log: [String] = []

  override func updateConfiguration() {
    log.append("update(selected: \(isSelected))")
    super.updateConfiguration()
  }
}

/// When a configured button updates, what it shows for its state, and how it meets the older
/// per-state API and its primary action (decisions BC3, BC6–BC8).
@MainActor
@Suite struct UIButtonConfigurationUpdateTests {
  private typealias Fixtures = ConfigurationFixtures

  /// A configured button with a handler that logs the state it sees.
  private func loggingButton() -> (UpdatingButton, () -> [String]) {
    let button = UpdatingButton(type: .system)
    button.configuration = Fixtures.titled("Tap")
    button.layoutIfNeeded()
    button.log = []
    button.configurationUpdateHandler = { button in
      (button as? UpdatingButton)?.log.append(
        "handler(\(button.isHighlighted), \(button.isSelected), \(button.isEnabled))")
    }
    button.layoutIfNeeded()
    button.log = []
    return (button, { button.log })
  }

  @Test("BC6: highlight, selection and enabling each update once, before the next layout")
  func stateChangesUpdate() {
    let (button, log) = loggingButton()
    button.isHighlighted = true
    #expect(log().isEmpty)
    button.layoutIfNeeded()
    #expect(log() == ["update(selected: false)", "handler(true, false, true)"])
    button.log = []
    button.isHighlighted = false
    button.isSelected = true
    button.isEnabled = false
    button.layoutIfNeeded()
    #expect(log() == ["update(selected: true)", "handler(false, true, false)"])
    button.log = []
    button.setNeedsUpdateConfiguration()
    button.setNeedsUpdateConfiguration()
    button.layoutIfNeeded()
    #expect(log().count == 2)
  }

  @Test(
    "BC6: the handler's new configuration shows without another update; the value set reads back")
  func handlerChangesConfiguration() {
    var count = 0
    let button = UIButton(configuration: Fixtures.titled("Off", UIButton.Configuration.gray))
    button.configurationUpdateHandler = { button in
      count += 1
      var config = button.configuration
      config?.title = button.isSelected ? "On" : "Off"
      button.configuration = config
    }
    button.layoutIfNeeded()
    #expect(count == 1)
    button.isSelected = true
    button.layoutIfNeeded()
    #expect(count == 2)
    #expect(button.titleLabel?.text == "On")
    #expect(button.configuration?.title == "On")
    #expect(button.intrinsicContentSize.width == Fixtures.textSize("On", .body).width + 24)
  }

  @Test("BC3: each style's colours: tint text on clear, grey or pale tint; white on tint")
  func styleColors() throws {
    let tint = UIColor.systemBlue
    let cases: [(() -> UIButton.Configuration, UIColor, UIColor)] = [
      (UIButton.Configuration.plain, tint, .clear),
      (UIButton.Configuration.gray, tint, .secondarySystemFill),
      (UIButton.Configuration.tinted, tint, tint.withAlphaComponent(0.15)),
      (UIButton.Configuration.filled, .white, tint),
    ]
    for (make, foreground, background) in cases {
      let button = UIButton(configuration: Fixtures.titled("Go", make))
      button.tintColor = tint
      button.layoutIfNeeded()
      #expect(button.titleLabel?.textColor == foreground)
      let backgroundView = try #require(button.subviews.first)
      #expect(backgroundView.backgroundColor == background)
    }
  }

  @Test("BC3: base colours replace the style's; a disabled button turns grey")
  func baseAndDisabledColors() throws {
    var config = Fixtures.titled("Go", UIButton.Configuration.filled)
    config.baseBackgroundColor = .systemGreen
    config.baseForegroundColor = .black
    let button = UIButton(configuration: config)
    button.layoutIfNeeded()
    #expect(button.titleLabel?.textColor == .black)
    #expect(button.subviews.first?.backgroundColor == .systemGreen)
    button.isEnabled = false
    button.layoutIfNeeded()
    #expect(button.titleLabel?.textColor == .tertiaryLabel)
    #expect(button.subviews.first?.backgroundColor == .tertiarySystemFill)
    button.automaticallyUpdatesConfiguration = false
    button.layoutIfNeeded()
    #expect(button.titleLabel?.textColor == .black)
  }

  @Test("BC3: a selected tinted button shows white on its tint; a selected filled one is unchanged")
  func selectedColors() {
    let tinted = UIButton(configuration: Fixtures.titled("A", UIButton.Configuration.tinted))
    tinted.tintColor = .systemRed
    tinted.isSelected = true
    tinted.layoutIfNeeded()
    #expect(tinted.titleLabel?.textColor == .white)
    #expect(tinted.subviews.first?.backgroundColor == .systemRed)
    let filled = UIButton(configuration: Fixtures.titled("A", UIButton.Configuration.filled))
    filled.tintColor = .systemRed
    filled.isSelected = true
    filled.layoutIfNeeded()
    #expect(filled.subviews.first?.backgroundColor == .systemRed)
    #expect(filled.titleLabel?.textColor == .white)
  }

  @Test("BC7: the deprecated insets and the title label's font do not change a configured button")
  func deprecatedAPIIgnored() {
    let button = UIButton(configuration: Fixtures.titled("Save"))
    let size = button.intrinsicContentSize
    button.contentEdgeInsets = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    button.titleEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    button.titleLabel?.font = .systemFont(ofSize: 40)
    button.setNeedsUpdateConfiguration()
    #expect(button.intrinsicContentSize == size)
    button.sizeToFit()
    button.layoutIfNeeded()
    #expect(Fixtures.near(button.titleLabel?.frame.minX, 12))
    #expect(Fixtures.near(button.titleLabel?.frame.minY, 7))
    #expect(button.titleLabel?.font == .preferredFont(forTextStyle: .body))
  }

  @Test("BC7: per-state titles, images and title colours fill in what the configuration lacks")
  func perStateValuesFillIn() {
    let button = UIButton(configuration: .plain())
    button.setTitle("Normal", for: .normal)
    button.setTitle("Chosen", for: .selected)
    button.setTitleColor(.systemPink, for: .normal)
    button.layoutIfNeeded()
    #expect(button.titleLabel?.text == "Normal")
    #expect(button.titleLabel?.textColor == .systemPink)
    #expect(button.titleLabel?.font == .preferredFont(forTextStyle: .body))
    button.isSelected = true
    button.layoutIfNeeded()
    #expect(button.titleLabel?.text == "Chosen")
    #expect(
      button.intrinsicContentSize.width == Fixtures.textSize("Chosen", .body).width + 24)
    var config = button.configuration
    config?.title = "Configured"
    button.configuration = config
    button.layoutIfNeeded()
    #expect(button.titleLabel?.text == "Configured")
  }

  @Test("BC7: removing the configuration goes back to the per-state look and size")
  func removingTheConfiguration() {
    let button = UIButton(configuration: Fixtures.titled("Tap", UIButton.Configuration.filled))
    button.setTitle("Tap", for: .normal)
    button.layoutIfNeeded()
    #expect(button.subtitleLabel != nil)
    button.configuration = nil
    button.layoutIfNeeded()
    #expect(button.subtitleLabel == nil)
    let title = ButtonFixtures.titleSize("Tap")
    #expect(
      button.intrinsicContentSize == CGSize(width: max(30, title.width), height: title.height + 12))
    #expect(button.subviews.allSatisfy { $0.backgroundColor == nil })
  }

  @Test("BC8: the primary action runs for .primaryActionTriggered and once for a tap")
  func primaryAction() {
    var runs = 0
    let (window, root) = makeTouchWindow()
    let button = UIButton(
      configuration: Fixtures.titled("Pay", UIButton.Configuration.filled),
      primaryAction: UIAction { _ in runs += 1 })
    button.frame = CGRect(x: 50, y: 50, width: 120, height: 44)
    root.addSubview(button)
    button.sendActions(for: .primaryActionTriggered)
    #expect(runs == 1)
    window.headlessTap(at: CGPoint(x: 100, y: 70))
    #expect(runs == 2)
    button.sendActions(for: .touchUpInside)
    #expect(runs == 2)
  }

  @Test("BC8: a button that changes selection as its primary action toggles on each tap")
  func toggleButton() {
    let (window, root) = makeTouchWindow()
    var seen: [Bool] = []
    let button = UIButton(
      configuration: Fixtures.titled("Bold"),
      primaryAction: UIAction { action in
        seen.append((action.sender as? UIButton)?.isSelected ?? false)
      })
    button.changesSelectionAsPrimaryAction = true
    button.frame = CGRect(x: 50, y: 50, width: 120, height: 44)
    root.addSubview(button)
    window.headlessTap(at: CGPoint(x: 100, y: 70))
    window.headlessTap(at: CGPoint(x: 100, y: 70))
    #expect(seen == [true, false])
    #expect(!button.isSelected)
  }
}
