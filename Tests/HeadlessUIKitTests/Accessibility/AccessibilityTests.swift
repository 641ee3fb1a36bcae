import HeadlessUIKit
import Testing

/// Accessibility properties, their UIKit defaults, and the headless record of notifications.
@MainActor
@Suite(.serialized) struct AccessibilityTests {
  @Test func standardViewsDescribeThemselves() {
    let label = UILabel()
    label.text = "Hello"
    let button = UIButton(type: .system)
    button.setTitle("Send", for: .normal)
    let image = UIImageView()
    let plain = UIView()
    let toggle = UISwitch()
    toggle.isOn = true

    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "Hello")
    #expect(label.accessibilityTraits == .staticText)
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityLabel == "Send")
    #expect(button.accessibilityTraits == .button)
    #expect(!image.isAccessibilityElement)
    #expect(image.accessibilityTraits == .image)
    #expect(!plain.isAccessibilityElement)
    #expect(plain.accessibilityTraits == .none)
    #expect(toggle.accessibilityValue == "1")
  }

  @Test func stateShowsInTheTraits() {
    let button = UIButton(type: .system)
    button.isEnabled = false
    button.isSelected = true
    #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
  }

  @Test func setValuesWinAndNilReturnsToTheDefault() {
    let label = UILabel()
    label.text = "Text"
    label.accessibilityLabel = "Spoken"
    label.accessibilityTraits = .header
    label.accessibilityHint = "Hint"
    label.isAccessibilityElement = false
    #expect(label.accessibilityLabel == "Spoken")
    #expect(label.accessibilityTraits == .header)
    #expect(label.accessibilityHint == "Hint")
    #expect(!label.isAccessibilityElement)
    label.accessibilityLabel = nil
    #expect(label.accessibilityLabel == "Text")
  }

  @Test func viewFrameIsOnTheScreen() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 40))
    container.addSubview(view)
    window.addSubview(container)
    #expect(view.accessibilityFrame == CGRect(x: 15, y: 25, width: 50, height: 40))
    #expect(view.accessibilityActivationPoint == CGPoint(x: 40, y: 45))

    let element = UIAccessibilityElement(accessibilityContainer: container)
    element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(element.accessibilityFrame == CGRect(x: 10, y: 20, width: 10, height: 10))
    container.frame.origin = CGPoint(x: 30, y: 30)
    #expect(element.accessibilityFrame == CGRect(x: 30, y: 30, width: 10, height: 10))
    container.accessibilityElements = [element]
    #expect((container.accessibilityElements?.first as? UIAccessibilityElement) === element)
    #expect(!element.isAccessibilityElement)
  }

  @Test func postedNotificationsAreRecorded() {
    UIAccessibility.headlessClearPostedNotifications()
    let label = UILabel()
    UIAccessibility.post(notification: .screenChanged, argument: label)
    UIAccessibility.post(notification: .announcement, argument: "Saved")

    let posted = UIAccessibility.headlessPostedNotifications
    #expect(posted.map(\.notification) == [.screenChanged, .announcement])
    #expect((posted[0].argument as? UILabel) === label)
    #expect(posted[1].argument as? String == "Saved")
    #expect(!UIAccessibility.isVoiceOverRunning)
    #expect(!UIAccessibility.isReduceMotionEnabled)
    UIAccessibility.headlessClearPostedNotifications()
    #expect(UIAccessibility.headlessPostedNotifications.isEmpty)
  }

  @Test func viewsAreFoundByIdentifierAndLabel() {
    let root = UIView()
    let hidden = UILabel()
    hidden.text = "Title"
    hidden.isHidden = true
    let group = UIView()
    let title = UILabel()
    title.text = "Title"
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "send"
    group.addSubview(title)
    group.addSubview(button)
    root.addSubview(hidden)
    root.addSubview(group)

    #expect(root.headlessFindView(accessibilityIdentifier: "send") === button)
    #expect(root.headlessFindView(accessibilityLabel: "Title") === title)
    #expect(root.headlessFindView(accessibilityIdentifier: "missing") == nil)
    group.accessibilityElementsHidden = true
    #expect(root.headlessFindView(accessibilityLabel: "Title") == nil)
  }

  @Test func barItemLabelIsItsTitle() {
    let item = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
    #expect(item.accessibilityLabel == "Done")
    #expect(item.accessibilityTraits == .button)
    item.accessibilityIdentifier = "done"
    #expect(item.accessibilityIdentifier == "done")
  }

  /// A sheet that closes on VoiceOver's escape gesture, as apps write it.
  final class EscapableSheet: UIViewController {
    var dismissedByEscape = false
    override func accessibilityPerformEscape() -> Bool {
      dismissedByEscape = true
      return true
    }
  }

  @Test func escapeAndMagicTapAreNotHandledByDefault() {
    let view = UIView()
    #expect(view.accessibilityPerformEscape() == false)
    #expect(view.accessibilityPerformMagicTap() == false)
    let sheet = EscapableSheet()
    let responder: UIResponder = sheet
    #expect(responder.accessibilityPerformEscape())
    #expect(sheet.dismissedByEscape)
  }
}
