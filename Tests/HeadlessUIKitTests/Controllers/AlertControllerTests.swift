import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Alerts and action sheets: their actions, presentation, layout and the order of dismissal and
/// handler.
@MainActor
@Suite struct AlertControllerTests {
  @Test("an alert keeps its title, message, style and actions in order")
  func alertKeepsItsContent() {
    let alert = UIAlertController(title: "Delete?", message: "For good", preferredStyle: .alert)
    let delete = UIAlertAction(title: "Delete", style: .destructive)
    let cancel = UIAlertAction(title: "Cancel", style: .cancel)
    alert.addAction(delete)
    alert.addAction(cancel)
    alert.preferredAction = delete
    #expect(alert.title == "Delete?")
    #expect(alert.message == "For good")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
    #expect(alert.preferredAction === delete)
    #expect(alert.textFields == nil)
    #expect(alert.modalPresentationStyle == .custom)
    #expect(alert.popoverPresentationController == nil)
    #expect(UIAlertController().preferredStyle == .alert)
  }

  @Test("text fields are added in order and configured by the handler")
  func textFieldsAreConfigured() {
    let alert = UIAlertController(title: "Log in", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField()
    #expect(alert.textFields?.count == 2)
    #expect(alert.textFields?.first?.placeholder == "Name")
  }

  @Test("an action sheet is a popover-style presentation with a popover controller")
  func actionSheetHasAPopoverController() {
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    #expect(sheet.modalPresentationStyle == .popover)
    #expect(sheet.popoverPresentationController != nil)
  }

  @Test("an alert is 270 points wide, centred in the window's safe area")
  func alertIsCentred() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    root.present(alert, animated: true)
    await nextMainQueueTurn()
    let frame = alert.view.convert(alert.view.bounds, to: window)
    #expect(frame.width == 270)
    let safe = window.bounds.inset(by: window.safeAreaInsets)
    #expect(abs(frame.midX - safe.midX) < 0.01)
    #expect(abs(frame.midY - safe.midY) < 0.01)
    // Two buttons side by side: one 44-point row under the header.
    #expect(frame.height > 44)
    // The presenting view stays: an alert is not full screen.
    #expect(root.view.window === window)
    #expect(root.presentedViewController === alert)
  }

  @Test("an action sheet on iPhone sits at the bottom of the safe area, the screen less 16 wide")
  func actionSheetSitsAtTheBottom() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "One", style: .default))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    root.present(sheet, animated: true)
    await nextMainQueueTurn()
    let frame = sheet.view.convert(sheet.view.bounds, to: window)
    #expect(frame.width == window.bounds.width - 16)
    #expect(frame.maxY == window.bounds.maxY - window.safeAreaInsets.bottom)
    // Two 57-point groups with 8 points between them.
    #expect(abs(frame.height - (57 + 8 + 57)) < 0.01)
  }

  @Test("an action sheet on iPad is a popover under its source view")
  func actionSheetOnPadIsAPopover() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(device: "iPad Air 11-inch (M2)", root: root)
    defer { withExtendedLifetime(window) {} }
    let source = UIView(frame: CGRect(x: 100, y: 200, width: 40, height: 40))
    root.view.addSubview(source)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "One", style: .default))
    sheet.popoverPresentationController?.sourceView = source
    sheet.popoverPresentationController?.sourceRect = source.bounds
    root.present(sheet, animated: true)
    await nextMainQueueTurn()
    let frame = sheet.view.convert(sheet.view.bounds, to: window)
    #expect(frame.width == 304)
    #expect(frame.minY == 240)
    #expect(sheet.popoverPresentationController?.arrowDirection == .up)
  }

  @Test("tapping an action dismisses the alert first, then runs the handler")
  func tapDismissesThenRunsTheHandler() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    var events: [String] = []
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { action in
        events.append(
          "handler \(action.title ?? "") presented=\(root.presentedViewController != nil)")
      })
    root.present(alert, animated: true)
    await nextMainQueueTurn()
    #expect(alert.headlessTap(actionTitled: "OK"))
    #expect(events.isEmpty)
    await nextMainQueueTurn()
    #expect(events == ["handler OK presented=false"])
    #expect(alert.view.window == nil)
  }

  @Test("a disabled action neither dismisses nor runs")
  func disabledActionDoesNothing() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    var ran = false
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    let action = UIAlertAction(title: "OK", style: .default) { _ in ran = true }
    action.isEnabled = false
    alert.addAction(action)
    root.present(alert, animated: false)
    await nextMainQueueTurn()
    #expect(!alert.headlessTap(actionTitled: "OK"))
    #expect(!alert.headlessTap(actionTitled: "Missing"))
    await nextMainQueueTurn()
    #expect(!ran)
    #expect(root.presentedViewController === alert)
  }

  @Test("the share sheet dismisses, then reports the chosen activity")
  func activityViewControllerCompletes() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let share = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
    share.excludedActivityTypes = [.markupAsPDF]
    var reported: [String] = []
    share.completionWithItemsHandler = { type, completed, _, _ in
      reported.append(
        "\(type?.rawValue ?? "nil") \(completed) \(root.presentedViewController == nil)")
    }
    #expect(share.modalPresentationStyle == .popover)
    #expect(share.popoverPresentationController != nil)
    #expect(!share.headlessOffers(.markupAsPDF))
    #expect(share.headlessOffers(.mail))
    root.present(share, animated: true)
    await nextMainQueueTurn()
    // A popover adapts to a sheet in a compact width.
    #expect(share.view.convert(share.view.bounds, to: window).minY > 0)
    share.headlessComplete(with: .mail, completed: true)
    await nextMainQueueTurn()
    #expect(reported == ["com.apple.UIKit.activity.Mail true true"])
  }
}
