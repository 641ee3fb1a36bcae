import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Loading the root view (spec 7.1–7.4, peers C1).
@MainActor
@Suite struct ViewControllerLoadingTests {
  @Test("7.1, C1: reading view loads it once: loadView, then viewDidLoad")
  func viewLoadsOnce() {
    let log = EventLog()
    let controller = LoggingController("vc", log: log)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(log.entries.isEmpty)
    let view = controller.view
    #expect(controller.view === view)
    #expect(controller.isViewLoaded)
    #expect(log.entries == ["vc.loadView", "vc.viewDidLoad"])
  }

  @Test("7.3: loadViewIfNeeded loads only when needed")
  func loadViewIfNeeded() {
    let log = EventLog()
    let controller = LoggingController("vc", log: log)
    controller.loadViewIfNeeded()
    controller.loadViewIfNeeded()
    #expect(log.entries == ["vc.loadView", "vc.viewDidLoad"])
  }

  @Test("7.2, 7.2a: the default view covers the main screen and is flexible in both directions")
  func defaultView() {
    let controller = UIViewController()
    #expect(controller.view.frame == UIScreen.main.bounds)
    #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(controller.view.next === controller)
  }

  /// A controller that makes its own view.
  private final class CustomViewController: UIViewController {
    override func loadView() {
      let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
      custom.tag = 7
      view = custom
    }
  }

  @Test("7.2: an override of loadView assigns the view without calling super")
  func customLoadView() {
    let controller = CustomViewController()
    #expect(controller.view.tag == 7)
    #expect(controller.view.autoresizingMask == [])
  }

  @Test("7.4: giving a view to another controller takes it from the first")
  func oneControllerPerView() {
    let first = UIViewController()
    let second = UIViewController()
    let shared = UIView()
    first.view = shared
    second.view = shared
    #expect(shared.next === second)
    #expect(!first.isViewLoaded)
    first.view = nil
    #expect(shared.next === second)
  }

  @Test("Responder chain: a root view's next is its controller, whose next is the superview")
  func responderChain() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let controller = UIViewController()
    window.rootViewController = controller
    #expect(controller.view.next === controller)
    #expect(controller.next === window)
    #expect(controller.view.superview === window)
    #expect(controller.view.frame == window.bounds)
  }
}
