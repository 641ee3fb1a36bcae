import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// Logs what a presentation controller's delegate hears and may refuse dismissals.
@MainActor
private final class DismissalDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  var log: [String] = []
  var allows = true

  func presentationControllerShouldDismiss(_ controller: UIPresentationController) -> Bool {
    log.append("should")
    return allows
  }
  func presentationControllerWillDismiss(_ controller: UIPresentationController) {
    log.append("will")
  }
  func presentationControllerDidDismiss(_ controller: UIPresentationController) {
    log.append("did")
  }
  func presentationControllerDidAttemptToDismiss(_ controller: UIPresentationController) {
    log.append("attempt")
  }
}

/// Pulling a sheet down dismisses it unless the controller is modal in presentation.
@MainActor
@Suite struct UIViewControllerModalInPresentationTests {
  private func presentSheet(_ sheet: UIViewController, delegate: DismissalDelegate) async throws
    -> (UIWindow, UIViewController)
  {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    sheet.modalPresentationStyle = .pageSheet
    root.present(sheet, animated: false)
    await nextMainQueueTurn()
    sheet.presentationController?.delegate = delegate
    return (window, root)
  }

  @Test("A sheet that is modal in presentation stays, and the delegate hears the attempt")
  func modalSheetStays() async throws {
    let delegate = DismissalDelegate()
    let sheet = UIViewController()
    let (window, root) = try await presentSheet(sheet, delegate: delegate)
    defer { withExtendedLifetime(window) {} }
    #expect(!sheet.isModalInPresentation)
    sheet.isModalInPresentation = true
    #expect(!sheet.headlessPullToDismiss())
    #expect(delegate.log == ["attempt"])
    #expect(root.presentedViewController === sheet)
  }

  @Test("The top controller of a presented navigation controller can make it modal")
  func modalTopChild() async throws {
    let delegate = DismissalDelegate()
    let top = UIViewController()
    top.isModalInPresentation = true
    let navigation = UINavigationController(rootViewController: top)
    let (window, _) = try await presentSheet(navigation, delegate: delegate)
    defer { withExtendedLifetime(window) {} }
    #expect(!navigation.headlessPullToDismiss())
    #expect(delegate.log == ["attempt"])
  }

  @Test("Otherwise the delegate is asked, hears will, and did after the dismissal")
  func pullDismisses() async throws {
    let delegate = DismissalDelegate()
    let sheet = UIViewController()
    let (window, root) = try await presentSheet(sheet, delegate: delegate)
    defer { withExtendedLifetime(window) {} }
    delegate.allows = false
    #expect(!sheet.headlessPullToDismiss())
    #expect(delegate.log == ["should", "attempt"])
    delegate.log = []
    delegate.allows = true
    #expect(sheet.headlessPullToDismiss())
    for _ in 0..<3 { await nextMainQueueTurn() }
    #expect(delegate.log == ["should", "will", "did"])
    #expect(root.presentedViewController == nil)
  }

  @Test("A full-screen presentation cannot be pulled down")
  func fullScreenIgnoresPull() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    await nextMainQueueTurn()
    #expect(!cover.headlessPullToDismiss())
    #expect(root.presentedViewController === cover)
  }
}
