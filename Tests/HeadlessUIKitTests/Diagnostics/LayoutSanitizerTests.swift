import Examples
import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// The runtime layout sanitizer (issue 24, decisions SZ1–SZ7): each seed mistake in its wrong
/// form raises exactly its warning, and the right form raises none.
@MainActor
@Suite struct LayoutSanitizerTests {
  /// Shows a controller as the root of a window (393 × 852 unless given) and settles layout,
  /// the update cycle's end-of-transaction work included.
  private func show(_ controller: UIViewController, width: CGFloat = 393, height: CGFloat = 852)
    -> UIWindow
  {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    UpdateCycle.shared.run()
    return window
  }

  private func rules(_ warnings: [LayoutSanitizer.Warning]) -> [String] {
    warnings.map(\.rule.rawValue)
  }

  // MARK: P1

  private final class OwnFrameView: UIView {
    let child = UIView()
    var usesBounds = false
    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(child)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      let size = usesBounds ? bounds.size : frame.size
      child.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height / 2)
    }
  }

  @Test("P1: a view that sizes its children from its own frame in layoutSubviews is warned")
  func ownFrameInLayoutSubviews() throws {
    let view = OwnFrameView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
    view.accessibilityIdentifier = "header"
    let warnings = LayoutSanitizer.recordingWarnings {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      container.addSubview(view)
      container.layoutIfNeeded()
      view.setNeedsLayout()
      view.layoutIfNeeded()
    }
    #expect(rules(warnings) == ["P1"])
    let warning = try #require(warnings.first)
    #expect(warning.accessibilityIdentifier == "header")
    #expect(warning.path.hasSuffix("UIView > OwnFrameView"))
    #expect(warning.message.contains("bounds"))
  }

  @Test("P1: the same view laid out from bounds raises nothing")
  func boundsInLayoutSubviews() {
    let view = OwnFrameView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
    view.usesBounds = true
    let warnings = LayoutSanitizer.recordingWarnings {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      container.addSubview(view)
      container.layoutIfNeeded()
    }
    #expect(warnings.isEmpty)
    #expect(view.child.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
  }

  @Test("P1: reading a subview's frame in layoutSubviews is not reading one's own")
  func subviewFrameIsFine() {
    final class Stacking: UIView {
      let top = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
      let below = UIView()
      override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(top)
        addSubview(below)
      }
      required init?(coder: NSCoder) { nil }
      override func layoutSubviews() {
        below.frame = CGRect(x: 0, y: top.frame.maxY, width: bounds.width, height: 20)
      }
    }
    let view = Stacking(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let warnings = LayoutSanitizer.recordingWarnings { view.layoutIfNeeded() }
    #expect(warnings.isEmpty)
    #expect(view.below.frame.minY == 30)
  }

  // MARK: P2

  @Test("P2: reading the frame of a rotated view is warned; bounds and center are not")
  func frameOfTransformedView() {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
    badge.transform = CGAffineTransform(rotationAngle: -.pi / 12)
    var size = CGSize.zero
    let quiet = LayoutSanitizer.recordingWarnings {
      size = badge.bounds.size
      _ = badge.center
    }
    #expect(quiet.isEmpty)
    #expect(size == CGSize(width: 60, height: 24))
    let warnings = LayoutSanitizer.recordingWarnings { _ = badge.frame.width }
    #expect(rules(warnings) == ["P2"])
  }

  @Test("P2: each call site is warned once")
  func oncePerCallSite() {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
    badge.transform = CGAffineTransform(scaleX: 2, y: 2)
    let warnings = LayoutSanitizer.recordingWarnings {
      for _ in 0..<5 { _ = badge.frame }
    }
    #expect(rules(warnings) == ["P2"])
  }

  // MARK: P3

  /// Seed scene 3's mistake: the preview is sized from the root view's bounds in viewDidLoad,
  /// before the view has its window's size.
  private final class PreviewController: UIViewController {
    let preview = UIView()
    var layOutLater = false
    override func loadView() {
      view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(preview)
      guard !layOutLater else { return }
      let height = view.bounds.height * 0.25
      preview.frame = CGRect(
        x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    }
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      guard layOutLater else { return }
      let height = view.bounds.height * 0.25
      preview.frame = CGRect(
        x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    }
  }

  @Test("P3: a child framed from the root view's size in viewDidLoad is warned once resized")
  func frameBakedInViewDidLoad() throws {
    let controller = PreviewController()
    var window: UIWindow?
    let warnings = LayoutSanitizer.recordingWarnings { window = show(controller) }
    #expect(rules(warnings) == ["P3"])
    let warning = try #require(warnings.first)
    #expect(warning.detail == "container 375×667 when read, 393×852 after layout")
    // UIKit's result, the mistake's symptom: the preview kept the 375 × 667 geometry.
    #expect(controller.preview.frame == CGRect(x: 0, y: 500.25, width: 375, height: 166.75))
    _ = window
  }

  @Test("P3: the same frame set in viewDidLayoutSubviews raises nothing")
  func frameSetInLayout() {
    let controller = PreviewController()
    controller.layOutLater = true
    let warnings = LayoutSanitizer.recordingWarnings { _ = show(controller) }
    #expect(warnings.isEmpty)
    #expect(controller.preview.frame == CGRect(x: 0, y: 639, width: 393, height: 213))
  }

  @Test("P3: a baked frame the container keeps (same size) raises nothing")
  func bakedFrameThatHappensToFit() {
    let controller = PreviewController()
    let warnings = LayoutSanitizer.recordingWarnings {
      _ = show(controller, width: 375, height: 667)
    }
    #expect(warnings.isEmpty)
  }

  @Test("P3: a baked frame that follows with an autoresizing mask raises nothing")
  func bakedFrameWithMask() {
    final class Masked: UIViewController {
      let child = UIView()
      override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
      override func viewDidLoad() {
        super.viewDidLoad()
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.frame = view.bounds
        view.addSubview(child)
      }
    }
    let controller = Masked()
    let warnings = LayoutSanitizer.recordingWarnings { _ = show(controller) }
    #expect(warnings.isEmpty)
    #expect(controller.child.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test("P3: a fixed-size frame that does not depend on the container raises nothing")
  func constantFrame() {
    final class Icon: UIViewController {
      let icon = UIView()
      override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
      override func viewDidLoad() {
        super.viewDidLoad()
        _ = view.bounds
        icon.frame = CGRect(x: 16, y: 16, width: 44, height: 44)
        view.addSubview(icon)
      }
    }
    let warnings = LayoutSanitizer.recordingWarnings { _ = show(Icon()) }
    #expect(warnings.isEmpty)
  }

  // MARK: P5

  private final class MapController: UIViewController {}

  private final class ContainerController: UIViewController {
    enum Form { case right, noAddChild, noDidMove }
    let form: Form
    let map = MapController()
    init(_ form: Form) {
      self.form = form
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
      super.viewDidLoad()
      if form != .noAddChild { addChild(map) }
      map.view.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(map.view)
      NSLayoutConstraint.activate([
        map.view.topAnchor.constraint(equalTo: view.topAnchor),
        map.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        map.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        map.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
      if form == .right { map.didMove(toParent: self) }
    }
  }

  @Test("P5: a child's view added without addChild(_:) is warned")
  func viewWithoutContainment() throws {
    let warnings = LayoutSanitizer.recordingWarnings { _ = show(ContainerController(.noAddChild)) }
    #expect(rules(warnings) == ["P5"])
    let warning = try #require(warnings.first)
    #expect(warning.message.contains("addChild"))
    #expect(warning.detail.contains("MapController"))
  }

  @Test("P5: addChild(_:) without didMove(toParent:) is warned by the end of the transaction")
  func missingDidMove() throws {
    let warnings = LayoutSanitizer.recordingWarnings { _ = show(ContainerController(.noDidMove)) }
    #expect(rules(warnings) == ["P5"])
    #expect(try #require(warnings.first).message.contains("didMove(toParent:)"))
  }

  @Test("P5: the seed map scene's containment raises nothing")
  func rightContainment() {
    let controller = ContainerController(.right)
    let warnings = LayoutSanitizer.recordingWarnings { _ = show(controller) }
    #expect(warnings.isEmpty)
    #expect(controller.map.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test("P5: UIKit's containers add children without warnings")
  func navigationController() {
    let warnings = LayoutSanitizer.recordingWarnings {
      let navigation = UINavigationController(rootViewController: UIViewController())
      _ = show(navigation)
      navigation.pushViewController(UIViewController(), animated: false)
      UpdateCycle.shared.run()
    }
    #expect(warnings.isEmpty)
  }

  // MARK: P7

  @Test("P7: constraints on a view that still translates its mask are warned, even when they agree")
  func constraintsWithMask() throws {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.addSubview(box)
    let warnings = LayoutSanitizer.recordingWarnings {
      // The mask's constraints agree with these today: nothing is broken or logged by UIKit.
      box.widthAnchor.constraint(equalToConstant: 100).isActive = true
      box.heightAnchor.constraint(equalToConstant: 100).isActive = true
      container.layoutIfNeeded()
    }
    #expect(rules(warnings) == ["P7"])
    #expect(
      try #require(warnings.first).message.contains("translatesAutoresizingMaskIntoConstraints"))
  }

  @Test("P7: the flag cleared after activating, before the solve, raises nothing")
  func flagClearedLater() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = UIView()
    container.addSubview(box)
    let warnings = LayoutSanitizer.recordingWarnings {
      NSLayoutConstraint.activate([
        box.widthAnchor.constraint(equalToConstant: 100),
        box.heightAnchor.constraint(equalToConstant: 50),
        box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
        box.topAnchor.constraint(equalTo: container.topAnchor),
      ])
      box.translatesAutoresizingMaskIntoConstraints = false
      container.layoutIfNeeded()
    }
    #expect(warnings.isEmpty)
    #expect(box.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
  }

  @Test("P7: pinning subviews to a container that translates its mask does not place it")
  func containerEdgesAreFine() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    host.addSubview(container)
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    let warnings = LayoutSanitizer.recordingWarnings {
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
        label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
      ])
      host.layoutIfNeeded()
    }
    #expect(warnings.isEmpty)
  }

  // MARK: The switch and the seed scenes

  @Test("Off by default: nothing is checked or recorded without the switch")
  func offByDefault() {
    #expect(UIView.headlessLayoutSanitizer == false)
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
    badge.transform = CGAffineTransform(rotationAngle: 1)
    let messages = Diagnostics.capture { _ = badge.frame }
    #expect(messages.isEmpty)
  }

  @Test("Warnings are logged like UIKit's console messages, with the rule, view and path")
  func logged() {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
    badge.transform = CGAffineTransform(rotationAngle: 1)
    var messages: [String] = []
    _ = LayoutSanitizer.recordingWarnings { messages = Diagnostics.capture { _ = badge.frame } }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("layout sanitizer [P2] UIView at UIView: read frame") == true)
  }

  @Test(
    "The bundled seed scenes, in their right forms, raise no warning",
    arguments: ["map-container", "preview-cap", "self-sizing-child"])
  func seedScenes(name: String) throws {
    let scene = try #require(ExampleScene.named(name))
    let screen = UIScreen(
      headlessDevice: try #require(HeadlessDevice.named("iPhone 15 Pro")), orientation: .portrait)
    let warnings = LayoutSanitizer.recordingWarnings { _ = scene.makeWindow(screen) }
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test(
    "Seed scene 1's pitfall (a plain view framed from the container's bounds in viewDidLoad) raises P3"
  )
  func seedPitfall() throws {
    let scene = try #require(ExampleScene.named("map-container-framed"))
    let screen = UIScreen(
      headlessDevice: try #require(HeadlessDevice.named("iPhone 15 Pro")), orientation: .portrait)
    let warnings = LayoutSanitizer.recordingWarnings { _ = scene.makeWindow(screen) }
    #expect(rules(warnings) == ["P3"])
    #expect(warnings.first?.viewClass == "UIView")
    #expect(warnings.first?.detail.hasPrefix("container 0×0 when read") == true)
  }
}
