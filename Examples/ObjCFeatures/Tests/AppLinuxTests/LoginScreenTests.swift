import Foundation
import Testing
import UIKit

@testable import AppLinux

/// The app's login screen, loaded from its storyboard on Linux: the files in App/ are the
/// app's own, unchanged; the UIKitSourcesPlugin compiled them into AppLinux.
@MainActor
@Suite("A storyboard screen written as on iOS, on Linux")
struct LoginScreenTests {
  init() {
    registerUIKitRuntime()
  }

  /// The storyboard's initial controller, in a key window, laid out.
  func loadLogin() throws -> (LoginViewController, UIWindow) {
    let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("App")
    let storyboard = UIStoryboard(name: "Main", bundle: Bundle(path: app.path))
    let controller = try #require(
      storyboard.instantiateInitialViewController() as? LoginViewController)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (controller, window)
  }

  /// Taps the middle of a view.
  func tap(_ view: UIView, in window: UIWindow) {
    window.headlessTap(
      at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
  }

  @Test("the storyboard makes the app's classes and connects every outlet")
  func outlets() throws {
    let (login, _) = try loadLogin()
    #expect(login.nameField.placeholder == "Name")
    #expect(login.greetingLabel.text == "Welcome")
    #expect(login.signInButton.title(for: .normal) == "Sign In")
    #expect(login.badges.count == 2)
    #expect(login.badges.allSatisfy { type(of: $0) == RoundedBadge.self })
  }

  @Test("inspectable properties are set from the document's runtime attributes")
  func inspectables() throws {
    let (login, _) = try loadLogin()
    let badge = login.badges[0]
    #expect(badge.cornerRadius == 20)
    #expect(badge.layer.cornerRadius == 20)
    #expect(badge.isPill)
    #expect(badge.borderColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(login.badges[1].cornerRadius == 0)
  }

  @Test("a #selector action fires on editing, and a simulated tap calls the @IBAction")
  func tapCallsAction() throws {
    let (login, window) = try loadLogin()
    #expect(!login.signInButton.isEnabled)
    login.nameField.text = "Ada"
    login.nameField.sendActions(for: .editingChanged)
    #expect(login.signInButton.isEnabled)
    #expect(
      login.signInButton.actions(forTarget: login, forControlEvent: .touchUpInside)
        == ["signInTapped:"])
    tap(login.signInButton, in: window)
    #expect(login.greetingLabel.text == "Hello, Ada!")
  }

  @Test("the gesture recognizer made with #selector calls its private action")
  func gestureRecognizer() throws {
    let (login, window) = try loadLogin()
    tap(login.badges[1], in: window)
    #expect(login.badgeTaps == 1)
    tap(login.badges[0], in: window)  // the other badge has no recognizer
    #expect(login.badgeTaps == 1)
  }

  @Test("a posted notification reaches the selector the controller observes it with")
  func notification() throws {
    let (login, _) = try loadLogin()
    NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    #expect(login.keyboardNotifications == 1)
    NotificationCenter.default.removeObserver(login)
    NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    #expect(login.keyboardNotifications == 1)
  }

  @Test("a target–selector timer fires on the main queue until it invalidates itself")
  func timer() async throws {
    let (login, _) = try loadLogin()
    login.startCountdown()
    let deadline = Date().addingTimeInterval(60)
    while login.countdown > 0, Date() < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(login.countdown == 0)
  }

  @Test("the override written in an extension of the controller is the one UIKit calls")
  func extensionOverride() throws {
    let (login, window) = try loadLogin()
    let before = login.layoutPasses
    login.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(login.layoutPasses > before)
  }

  @Test("optional delegate methods run when implemented and are skipped when not")
  func optionalDelegateMethods() throws {
    let (login, window) = try loadLogin()
    let delegate = WelcomeCoordinator()
    login.delegate = delegate
    login.nameField.text = "Grace"
    login.nameField.sendActions(for: .editingChanged)
    tap(login.signInButton, in: window)
    #expect(delegate.signedIn == ["Grace"])
    login.cancel()  // the coordinator does not implement loginViewControllerDidCancel(_:)
    #expect(delegate.signedIn == ["Grace"])
  }

  // (this test file is not rewritten by the plugin, so it names selectors as strings)
  @Test("selectors answer responds(to:), perform(_:with:) and the responder chain")
  func selectorsByName() throws {
    let (login, window) = try loadLogin()
    #expect(login.responds(to: Selector("signInTapped:")))
    #expect(!login.responds(to: Selector("noSuchMethod")))
    login.nameField.text = "Lin"
    login.perform(Selector("signInTapped:"), with: login.signInButton)
    #expect(login.greetingLabel.text == "Hello, Lin!")
    // A nil target: the action goes up from the sender to the first responder that has it.
    login.nameField.text = "Kay"
    let sent = UIApplication.shared.sendAction(
      Selector("signInTapped:"), to: nil, from: login.signInButton, for: nil)
    #expect(sent)
    #expect(login.greetingLabel.text == "Hello, Kay!")
    _ = window
  }

  @Test("a cell class registered with the table is made with init(style:reuseIdentifier:)")
  func cellByClass() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(GreetingCell.self, forCellReuseIdentifier: "greeting")
    let cell = table.dequeueReusableCell(withIdentifier: "greeting")
    #expect(cell is GreetingCell)
    #expect((cell as? GreetingCell)?.badge.superview === cell?.contentView)
  }
}
