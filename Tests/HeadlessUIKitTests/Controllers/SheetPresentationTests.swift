import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Records the user's detent changes.
@MainActor
private final class SheetDelegate: NSObject, UISheetPresentationControllerDelegate {
  var changes: [String] = []

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    changes.append(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")
  }
}

/// `UISheetPresentationController`: which controllers have one, the sheet's frame at each
/// detent on a couple of iPhones, selection and custom detents (decisions SC6–SC8).
@MainActor
@Suite struct SheetPresentationTests {
  /// Presents `sheet` from a window's root on `device`, after `configure` ran on its sheet
  /// presentation controller, and returns the window.
  private func present(
    _ sheet: UIViewController, device: String = "iPhone 15 Pro",
    orientation: UIInterfaceOrientation = .portrait,
    configure: (UISheetPresentationController) -> Void = { _ in }
  ) async throws -> UIWindow {
    let root = UIViewController()
    let window = try await presentationTestWindow(
      device: device, orientation: orientation, root: root)
    configure(try #require(sheet.sheetPresentationController))
    root.present(sheet, animated: true)
    await nextMainQueueTurn()
    return window
  }

  private func frame(of controller: UIViewController, in window: UIWindow) -> CGRect {
    controller.view.convert(controller.view.bounds, to: window)
  }

  @Test(
    "sheet styles have a sheet presentation controller",
    arguments: [UIModalPresentationStyle.automatic, .pageSheet, .formSheet])
  func sheetStylesHaveOne(_ style: UIModalPresentationStyle) throws {
    let controller = UIViewController()
    controller.modalPresentationStyle = style
    let sheet = try #require(controller.sheetPresentationController)
    #expect(sheet === controller.presentationController)
    #expect(sheet.presentedViewController === controller)
    #expect(sheet.detents.map(\.identifier) == [.large])
    #expect(sheet.selectedDetentIdentifier == nil)
    #expect(sheet.largestUndimmedDetentIdentifier == nil)
    #expect(!sheet.prefersGrabberVisible)
    #expect(sheet.preferredCornerRadius == UISheetPresentationController.automaticDimension)
    #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge)
    #expect(!sheet.prefersEdgeAttachedInCompactHeight)
    #expect(!sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)
  }

  @Test(
    "other styles have none",
    arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .overCurrentContext])
  func otherStylesHaveNone(_ style: UIModalPresentationStyle) {
    let controller = UIViewController()
    controller.modalPresentationStyle = style
    #expect(controller.sheetPresentationController == nil)
  }

  @Test("system detent identifiers carry UIKit's raw values")
  func identifiers() {
    #expect(
      UISheetPresentationController.Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
    #expect(
      UISheetPresentationController.Detent.Identifier.large.rawValue == "com.apple.UIKit.large")
    #expect(UISheetPresentationController.Detent.medium().identifier == .medium)
    #expect(UISheetPresentationController.Detent.large().identifier == .large)
  }

  @Test("decision SC6: the large detent is the page-sheet frame of decision C22")
  func largeDetentFrame() async throws {
    let sheet = UIViewController()
    let window = try await present(sheet)
    defer { withExtendedLifetime(window) {} }
    #expect(frame(of: sheet, in: window) == CGRect(x: 0, y: 69, width: 393, height: 783))
  }

  @Test("decision SC7: medium is half the maximum detent value on an iPhone 15 Pro")
  func mediumOnAnIPhone15Pro() async throws {
    // Maximum detent value 852 − 59 − 10 − 34 = 749; half is 374.5 above the home indicator.
    let sheet = UIViewController()
    let window = try await present(sheet) { $0.detents = [.medium()] }
    defer { withExtendedLifetime(window) {} }
    #expect(frame(of: sheet, in: window) == CGRect(x: 0, y: 443.5, width: 393, height: 408.5))
  }

  @Test("decision SC7: medium is half the maximum detent value on an iPhone SE")
  func mediumOnAnIPhoneSE() async throws {
    // Maximum detent value 667 − 20 − 20 − 0 = 627; half is 313.5.
    let sheet = UIViewController()
    let window = try await present(sheet, device: "iPhone SE (3rd generation)") {
      $0.detents = [.medium(), .large()]
    }
    defer { withExtendedLifetime(window) {} }
    #expect(frame(of: sheet, in: window) == CGRect(x: 0, y: 353.5, width: 375, height: 313.5))
  }

  @Test("decision SC6: no selection rests at the smallest detent; selecting moves the sheet")
  func selectionMovesTheSheet() async throws {
    let sheet = UIViewController()
    let delegate = SheetDelegate()
    let window = try await present(sheet) {
      $0.detents = [.large(), .medium()]
      $0.delegate = delegate
    }
    defer { withExtendedLifetime(window) {} }
    let controller = try #require(sheet.sheetPresentationController)
    #expect(frame(of: sheet, in: window).minY == 443.5)
    controller.animateChanges { controller.selectedDetentIdentifier = .large }
    #expect(frame(of: sheet, in: window) == CGRect(x: 0, y: 69, width: 393, height: 783))
    controller.selectedDetentIdentifier = .medium
    #expect(frame(of: sheet, in: window).minY == 443.5)
    // Code's changes are not reported to the delegate; the user's are.
    #expect(delegate.changes.isEmpty)
    controller.headlessSelectDetent(.large)
    #expect(delegate.changes == ["com.apple.UIKit.large"])
    #expect(frame(of: sheet, in: window).minY == 69)
    controller.headlessSelectDetent(.large)
    #expect(delegate.changes.count == 1)
  }

  @Test(
    "decision SC8: a custom detent's resolver gets the maximum detent value; its answer is capped")
  func customDetent() async throws {
    let sheet = UIViewController()
    var seen: [CGFloat] = []
    var fraction: CGFloat = 0.25
    let small = UISheetPresentationController.Detent.Identifier("small")
    let window = try await present(sheet) {
      $0.detents = [
        .custom(identifier: small) { context in
          seen.append(context.maximumDetentValue)
          return context.maximumDetentValue * fraction
        },
        .large(),
      ]
    }
    defer { withExtendedLifetime(window) {} }
    let controller = try #require(sheet.sheetPresentationController)
    #expect(seen.first == 749)
    // 749 × 0.25 = 187.25 above the 34-point home indicator.
    #expect(frame(of: sheet, in: window) == CGRect(x: 0, y: 630.75, width: 393, height: 221.25))
    fraction = 2
    controller.invalidateDetents()
    #expect(frame(of: sheet, in: window).minY == 69)
  }

  @Test("decision SC8: a custom detent that resolves to nil is inactive")
  func inactiveCustomDetent() async throws {
    let sheet = UIViewController()
    let never = UISheetPresentationController.Detent.Identifier("never")
    let window = try await present(sheet) {
      $0.detents = [.custom(identifier: never) { _ in nil }, .medium()]
      $0.selectedDetentIdentifier = never
    }
    defer { withExtendedLifetime(window) {} }
    #expect(frame(of: sheet, in: window).minY == 443.5)
  }

  @Test("decision SC6: on an iPad the regular-width sheet keeps its frame whatever the detents")
  func iPadIgnoresDetents() async throws {
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .formSheet
    let window = try await present(sheet, device: "iPad Pro (11-inch) (4th generation)") {
      $0.detents = [.medium()]
    }
    defer { withExtendedLifetime(window) {} }
    #expect(frame(of: sheet, in: window) == CGRect(x: 147, y: 287, width: 540, height: 620))
  }

  @Test("decision C22: in a compact height the sheet covers the screen whatever the detents")
  func landscapeIsFullScreen() async throws {
    let sheet = UIViewController()
    let window = try await present(
      sheet, device: "iPhone 15 Pro Max", orientation: .landscapeRight
    ) { $0.detents = [.medium()] }
    defer { withExtendedLifetime(window) {} }
    #expect(frame(of: sheet, in: window) == CGRect(x: 0, y: 0, width: 932, height: 430))
  }
}
