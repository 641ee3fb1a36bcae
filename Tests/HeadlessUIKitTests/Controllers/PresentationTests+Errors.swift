import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Decodes a child process's standard error.
private func text(_ bytes: [UInt8]) -> String {
  String(decoding: bytes, as: UTF8.self)
}

/// A shown window whose root controller is `root`, without waiting for the appearance (for
/// exit tests, whose bodies are synchronous).
@MainActor
private func window(root: UIViewController) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// What UIKit refuses: exceptions for misuse it raises on, logged messages for presentations it
/// declines (decision C20).
@MainActor
@Suite struct PresentationErrorTests {
  @Test("UIKit: presenting a controller that is already presented raises")
  func presentingAPresentedControllerStops() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let a = UIViewController()
          let other = UIViewController()
          let b = UIViewController()
          let windows = [window(root: a), window(root: other)]
          a.present(b, animated: false)
          other.present(b, animated: false)
          withExtendedLifetime(windows) {}
        }
      })
    let message = text(result.standardErrorContent)
    #expect(
      message.contains(
        "NSInvalidArgumentException: Application tried to present modally a "
          + "view controller <UIViewController: 0x"))
    #expect(message.contains("> that is already being presented by <UIViewController: 0x"))
  }

  @Test("UIKit: presenting the presenting controller itself raises (an active controller)")
  func presentingItselfStops() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let a = UIViewController()
          withExtendedLifetime(window(root: a)) { a.present(a, animated: false) }
        }
      })
    #expect(
      text(result.standardErrorContent).contains(
        "NSInvalidArgumentException: Application tried to present modally an active controller "
          + "<UIViewController: 0x"))
  }

  @Test("UIKit: presenting a child controller raises")
  func presentingAChildStops() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let a = UIViewController()
          let parent = UIViewController()
          let child = UIViewController()
          parent.addChild(child)
          withExtendedLifetime(window(root: a)) { a.present(child, animated: false) }
        }
      })
    let message = text(result.standardErrorContent)
    #expect(message.contains("Application tried to present modally a view controller "))
    #expect(message.contains("> that has a parent view controller <UIViewController: 0x"))
  }

  @Test("decision C20: presenting with the none style raises")
  func presentingWithNoneStops() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let a = UIViewController()
          let b = UIViewController()
          b.modalPresentationStyle = .none
          withExtendedLifetime(window(root: a)) { a.present(b, animated: false) }
        }
      })
    #expect(
      text(result.standardErrorContent).contains(
        "cannot be presented with UIModalPresentationNone"))
  }

  @Test("decision C23: a popover in a regular width needs a source view and raises")
  func popoverOnAnIPadStops() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let screen = UIScreen(
            headlessDevice: HeadlessDevice.named("iPad Pro 13-inch (M4)") ?? .default)
          let window = UIWindow(frame: screen.bounds)
          window.screen = screen
          let a = UIViewController()
          window.rootViewController = a
          window.makeKeyAndVisible()
          let b = UIViewController()
          b.modalPresentationStyle = .popover
          withExtendedLifetime(window) { a.present(b, animated: false) }
        }
      })
    #expect(
      text(result.standardErrorContent).contains(
        "NSGenericException: UIPopoverPresentationController should have a non-nil sourceView "
          + "or barButtonItem set before the presentation occurs."))
  }

  @Test("UIKit: presenting on a controller that is already presenting is logged and refused")
  func presentingOnAPresentingControllerIsLogged() async throws {
    let a = UIViewController()
    let b = UIViewController()
    let c = UIViewController()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    a.present(b, animated: false)
    await nextMainQueueTurn()
    var called = false
    let messages = Diagnostics.capture { a.present(c, animated: true) { called = true } }
    #expect(
      messages == [
        "Attempt to present \(uikitShortDescription(c)) on \(uikitShortDescription(a)) (from "
          + "\(uikitShortDescription(a))) which is already presenting \(uikitShortDescription(b))."
      ])
    await nextMainQueueTurn()
    #expect(!called)
    #expect(c.presentingViewController == nil)
    #expect(!c.isViewLoaded)
  }

  @Test("UIKit: the log names the context as presenter and the receiver after from")
  func presentingFromAChildNamesTheRoot() async throws {
    let a = UIViewController()
    let child = UIViewController()
    a.addChild(child)
    a.view.addSubview(child.view)
    child.didMove(toParent: a)
    let b = UIViewController()
    let c = UIViewController()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    a.present(b, animated: false)
    await nextMainQueueTurn()
    let messages = Diagnostics.capture { child.present(c, animated: false) }
    #expect(
      messages == [
        "Attempt to present \(uikitShortDescription(c)) on \(uikitShortDescription(a)) (from "
          + "\(uikitShortDescription(child))) which is already presenting \(uikitShortDescription(b))."
      ])
  }

  @Test("UIKit: presenting while a presentation is in progress is logged and refused")
  func presentingDuringAPresentationIsLogged() async throws {
    let a = UIViewController()
    let b = UIViewController()
    let c = UIViewController()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    a.present(b, animated: true)
    let messages = Diagnostics.capture { b.present(c, animated: true) }
    #expect(
      messages == [
        "Attempt to present \(uikitShortDescription(c)) on \(uikitShortDescription(b)) (from "
          + "\(uikitShortDescription(b))) while a presentation is in progress."
      ])
    await nextMainQueueTurn()
    #expect(b.presentedViewController == nil)
  }

  @Test("UIKit: presenting from a controller whose view is not in a window is logged")
  func presentingOutsideAWindowIsLogged() {
    let a = UIViewController()
    let b = UIViewController()
    let messages = Diagnostics.capture { a.present(b, animated: true) }
    #expect(
      messages == [
        "Attempt to present \(uikitShortDescription(b)) on \(uikitShortDescription(a)) (from "
          + "\(uikitShortDescription(a))) whose view is not in the window hierarchy."
      ])
    #expect(a.presentedViewController == nil)
  }

  @Test("decision C24: dismissing while a presentation is in progress is logged and refused")
  func dismissingDuringAPresentationIsLogged() async throws {
    let a = UIViewController()
    let b = UIViewController()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    a.present(b, animated: true)
    let messages = Diagnostics.capture { a.dismiss(animated: true) }
    #expect(
      messages == [
        "Attempt to dismiss from view controller \(uikitShortDescription(a)) while a presentation "
          + "or dismiss is in progress!"
      ])
    await nextMainQueueTurn()
    #expect(a.presentedViewController === b)
  }
}
