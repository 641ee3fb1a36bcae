import Foundation
import Testing

@testable import HeadlessUIKit

/// A controller whose actions are registered by selector, as the generated registration does.
private final class ActionController: UIViewController {
  var log: [String] = []

  func refresh() { log.append("refresh") }
  func tapped(_ sender: Any) { log.append("tapped \(type(of: sender))") }
  func handle(_ sender: UIControl, event: UIEvent?) { log.append("handle \(event == nil)") }
  func count() -> Int { log.count }

  static func register() {
    ObjectiveCRuntime.registerMethod("refresh", of: ActionController.self) { target, _ in
      ObjectiveCRuntime.result(target.refresh())
    }
    ObjectiveCRuntime.registerMethod("tapped:", of: ActionController.self) { target, arguments in
      ObjectiveCRuntime.result(target.tapped(arguments.argument(0) as Any))
    }
    ObjectiveCRuntime.registerMethod("handle:event:", of: ActionController.self) {
      target, arguments in
      ObjectiveCRuntime.result(
        target.handle(arguments.argument(0) as UIControl, event: arguments.argument(1) as UIEvent?))
    }
    ObjectiveCRuntime.registerMethod("count", of: ActionController.self) { target, _ in
      ObjectiveCRuntime.result(target.count())
    }
  }
}

/// A subclass that overrides a registered method: the superclass's entry reaches it.
private final class DetailController: ActionControllerBase {
  override func refresh() { log.append("detail refresh") }
}

private class ActionControllerBase: UIViewController {
  var log: [String] = []
  func refresh() { log.append("base refresh") }

  static func register() {
    ObjectiveCRuntime.registerMethod("refresh", of: ActionControllerBase.self) { target, _ in
      ObjectiveCRuntime.result(target.refresh())
    }
  }
}

@MainActor
@Suite("The selector table: target–action, perform and responds(to:) without a runtime")
struct ObjectiveCRuntimeTests {
  init() {
    ActionController.register()
    ActionControllerBase.register()
  }

  @Test("RT4: a control performs selectors with no argument, the sender, or sender and event")
  func argumentCounts() {
    let controller = ActionController()
    let button = UIButton(type: .system)
    button.addTarget(controller, action: "refresh", for: .touchUpInside)
    button.addTarget(controller, action: "tapped:", for: .touchUpInside)
    button.addTarget(controller, action: "handle:event:", for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(controller.log == ["refresh", "tapped UIButton", "handle true"])
  }

  @Test("RT4: a subclass's override is reached through its superclass's registration")
  func overrideThroughSuperclass() {
    let controller = DetailController()
    #expect(controller.responds(to: "refresh"))
    controller.perform("refresh")
    #expect(controller.log == ["detail refresh"])
  }

  @Test("RT4: responds(to:) answers for registered selectors only")
  func respondsToSelector() {
    let controller = ActionController()
    #expect(controller.responds(to: "tapped:"))
    #expect(!controller.responds(to: "tapped"))
    #expect(!UIView().responds(to: "tapped:"))
  }

  @Test("RT4: perform returns an object result and passes one or two arguments")
  func performWithArguments() {
    let controller = ActionController()
    controller.perform("tapped:", with: "text")
    controller.perform("handle:event:", with: UIButton(), with: nil)
    #expect(controller.log == ["tapped String", "handle true"])
    // An Int is not an object: perform gives no object back, as on iOS.
    #expect(controller.perform("count") == nil)
  }

  @Test("RT4: a nil target goes up the responder chain from the sender to the first implementer")
  func responderChain() {
    let controller = ActionController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let button = UIButton(type: .system)
    controller.view.addSubview(button)
    button.addTarget(nil, action: "tapped:", for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(controller.log == ["tapped UIButton"])
    #expect(!UIApplication.shared.sendAction("nobodyHasThis", to: nil, from: button, for: nil))
  }

  @Test("RT4: a nil-targeted action starts at the key window's first responder")
  func firstResponderFirst() {
    let controller = ActionController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    controller.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(UIApplication.shared.sendAction("tapped:", to: nil, from: nil, for: nil))
    #expect(controller.log.count == 1)
  }

  @Test("RT4: bar button items send their selector through UIApplication.sendAction")
  func barButtonItem() throws {
    let controller = ActionController()
    let item = UIBarButtonItem(title: "Go", style: .plain, target: controller, action: "tapped:")
    let action = try #require(item.action)
    #expect(UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil))
    #expect(controller.log == ["tapped UIBarButtonItem"])
  }

  @Test("RT4: NSSelectorFromString and NSStringFromSelector round-trip a name")
  func selectorStrings() {
    #expect(NSSelectorFromString("tapped:") == Selector("tapped:"))
    #expect(NSStringFromSelector("handle:event:") == "handle:event:")
  }
}
