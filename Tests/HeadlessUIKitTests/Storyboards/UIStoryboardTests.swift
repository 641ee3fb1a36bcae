import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

private func text(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// A controller class a test storyboard names, recording what UIKit calls on it.
final class RecordingSceneController: UIViewController {
  var titleLabel: UILabel?
  var heightConstraint: NSLayoutConstraint?
  var events: [String] = []
  var preparedSegues: [String] = []

  override func awakeFromNib() {
    super.awakeFromNib()
    events.append("awakeFromNib(view loaded: \(isViewLoaded))")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append(
      "viewDidLoad(label: \(titleLabel?.text ?? "nil"), children: \(children.count))")
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    preparedSegues.append(segue.identifier ?? "")
    events.append("prepare(\(segue.identifier ?? ""), view loaded: \(isViewLoaded))")
  }
}

/// A view class a test storyboard names.
final class IBRecordingView: UIView {
  var awoke = false

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }
}

@MainActor
private func registerRecordingClasses() {
  InterfaceBuilderRegistry.register(RecordingSceneController.self)
  InterfaceBuilderRegistry.register(IBRecordingView.self, named: "MyIBRecordingView")
  InterfaceBuilderRegistry.registerOutlet(
    "titleLabel", of: RecordingSceneController.self, \.titleLabel)
  InterfaceBuilderRegistry.registerOutlet(
    "heightConstraint", of: RecordingSceneController.self, \.heightConstraint)
}

@MainActor
@Suite("UIStoryboard", .dejaVuSystemFace)
struct UIStoryboardTests {
  init() { registerRecordingClasses() }

  static let labelScene = TestDocuments.scene(
    "vc1", attributes: #"storyboardIdentifier="First" customClass="RecordingSceneController""#,
    view: """
      <subviews>
        <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
          <rect key="frame" x="20" y="79" width="42" height="21"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="custom" customClass="MyIBRecordingView">
          <rect key="frame" x="0" y="120" width="393" height="50"/>
        </view>
      </subviews>
      <constraints>
        <constraint firstItem="lbl" firstAttribute="top" secondItem="vc1-safe" secondAttribute="top" constant="20" id="c1"/>
        <constraint firstItem="lbl" firstAttribute="leading" secondItem="vc1-view" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstItem="custom" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="20" id="c3"/>
        <constraint firstItem="custom" firstAttribute="leading" secondItem="vc1-view" secondAttribute="leading" id="c4"/>
        <constraint firstAttribute="trailing" secondItem="custom" secondAttribute="trailing" id="c5"/>
        <constraint firstItem="custom" firstAttribute="height" constant="50" id="c6"/>
      </constraints>
      """,
    connections: """
      <outlet property="titleLabel" destination="lbl" id="o1"/>
      <outlet property="heightConstraint" destination="c6" id="o2"/>
      """)

  @Test("7.1: the initial controller is made with its custom class; its view loads lazily")
  func initialController() throws {
    let storyboard = try TestDocuments.storyboard(Self.labelScene, initial: "vc1")
    let controller = try #require(
      storyboard.instantiateInitialViewController() as? RecordingSceneController)
    #expect(controller.storyboard === storyboard)
    #expect(!controller.isViewLoaded)
    #expect(controller.events == ["awakeFromNib(view loaded: false)"])
    controller.loadViewIfNeeded()
    // Outlets are connected before viewDidLoad.
    #expect(controller.events.last == "viewDidLoad(label: Hello, children: 0)")
    #expect(controller.heightConstraint?.constant == 50)
    let custom = try #require(controller.view.subviews.last as? IBRecordingView)
    #expect(custom.awoke)
  }

  @Test("the stored constraints lay the scene out in a window")
  func layout() throws {
    let storyboard = try TestDocuments.storyboard(Self.labelScene, initial: "vc1")
    let controller = try #require(storyboard.instantiateInitialViewController())
    TestDocuments.show(controller)
    let label = try #require(controller.view.subviews.first as? UILabel)
    #expect(isClose(label.frame.origin, CGPoint(x: 20, y: 79)))
    #expect(label.text == "Hello")
    #expect(!label.translatesAutoresizingMaskIntoConstraints)
    #expect(controller.view.subviews[1].frame.minY == label.frame.maxY + 20)
    #expect(controller.view.subviews[1].frame.size == CGSize(width: 393, height: 50))
    #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
  }

  @Test("each instantiation makes a new controller")
  func newInstances() throws {
    let storyboard = try TestDocuments.storyboard(Self.labelScene, initial: "vc1")
    let first = storyboard.instantiateViewController(withIdentifier: "First")
    let second = storyboard.instantiateViewController(withIdentifier: "First")
    #expect(first !== second)
    let typed: RecordingSceneController = storyboard.instantiateViewController(identifier: "First")
    #expect(typed !== first)
  }

  @Test("a creator makes the controller from its archive")
  func creator() throws {
    let storyboard = try TestDocuments.storyboard(Self.labelScene, initial: "vc1")
    var coderSeen = false
    let controller: RecordingSceneController = storyboard.instantiateViewController(
      identifier: "First"
    ) { coder in
      coderSeen = coder.decodeObject(forKey: "storyboardIdentifier") as? String == "First"
      return RecordingSceneController(coder: coder)
    }
    #expect(coderSeen)
    #expect(controller.events == ["awakeFromNib(view loaded: false)"])
  }

  @Test("a storyboard without an initial controller answers nil")
  func noInitial() throws {
    let storyboard = try TestDocuments.storyboard(Self.labelScene)
    #expect(storyboard.instantiateInitialViewController() == nil)
  }

  @Test("an unknown identifier stops with UIKit's message")
  func unknownIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let storyboard = try? TestDocuments.storyboard(
          TestDocuments.scene("vc", attributes: #"storyboardIdentifier="A""#))
        _ = storyboard?.instantiateViewController(withIdentifier: "Nope")
      }
    }
    #expect(text(result).contains("NSInvalidArgumentException: Storyboard (<UIStoryboard: 0x"))
    #expect(text(result).contains("doesn't contain a view controller with identifier 'Nope'"))
  }

  @Test("a storyboard missing from the bundle stops with UIKit's message")
  func missingStoryboard() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = UIStoryboard(name: "NoSuchStoryboard", bundle: nil)
      }
    }
    #expect(
      text(result).contains(
        "NSInvalidArgumentException: Could not find a storyboard named 'NoSuchStoryboard'"))
  }

  @Test("opening a missing or malformed file throws a typed error naming the file")
  func typedErrors() throws {
    let folder = TestDocuments.folder()
    let missing = folder.appendingPathComponent("Missing.storyboard")
    #expect(throws: StoryboardError.self) { try UIStoryboard(headlessContentsOf: missing) }
    do {
      _ = try UIStoryboard(headlessContentsOf: missing)
    } catch {
      #expect(error.kind == .fileNotFound)
      #expect(error.file == missing.path)
    }
    let broken = folder.appendingPathComponent("Broken.storyboard")
    try Data("<document>\n<scenes>".utf8).write(to: broken)
    do {
      _ = try UIStoryboard(headlessContentsOf: broken)
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .malformedXML)
      #expect(error.description.hasPrefix(broken.path + ":"))
    }
  }

  @Test("an unknown custom class falls back to the element's class with a warning")
  func unknownClass() throws {
    let storyboard = try TestDocuments.storyboard(
      TestDocuments.scene("vc", attributes: #"customClass="NotRegisteredController""#),
      initial: "vc")
    var controller: UIViewController?
    let log = Diagnostics.capture { controller = storyboard.instantiateInitialViewController() }
    #expect(controller.map { type(of: $0) == UIViewController.self } == true)
    #expect(log.contains { $0.contains("unknown class 'NotRegisteredController'") })
  }

  @Test("9.7: an embed segue makes a child before viewDidLoad, its view filling the container")
  func embed() throws {
    let parent = TestDocuments.scene(
      "parent", attributes: #"customClass="RecordingSceneController""#,
      view: """
        <subviews>
          <containerView translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0" y="59" width="393" height="200"/>
            <connections>
              <segue destination="child" kind="embed" identifier="embedChild" id="sg"/>
            </connections>
          </containerView>
        </subviews>
        <constraints>
          <constraint firstItem="box" firstAttribute="top" secondItem="parent-safe" secondAttribute="top" id="b1"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="parent-view" secondAttribute="leading" id="b2"/>
          <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="b3"/>
          <constraint firstItem="box" firstAttribute="height" constant="200" id="b4"/>
        </constraints>
        """)
    let storyboard = try TestDocuments.storyboard(
      parent + TestDocuments.scene("child"), initial: "parent")
    let controller = try #require(
      storyboard.instantiateInitialViewController() as? RecordingSceneController)
    TestDocuments.show(controller)
    #expect(
      controller.events == [
        "awakeFromNib(view loaded: false)", "prepare(embedChild, view loaded: true)",
        "viewDidLoad(label: nil, children: 1)",
      ])
    let child = try #require(controller.children.first)
    let box = controller.view.subviews[0]
    #expect(child.view.superview === box)
    #expect(child.view.frame == box.bounds)
    #expect(box.frame == CGRect(x: 0, y: 59, width: 393, height: 200))
    #expect(child.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(child.parent === controller)
  }

  @Test("10: relationship segues build navigation and tab bar controllers")
  func relationships() throws {
    let scenes = """
      <scene sceneID="tabs-scene"><objects>
        <tabBarController id="tabs" sceneMemberID="viewController">
          <tabBar key="tabBar" id="tabs-bar"><rect key="frame" x="0" y="0" width="393" height="49"/></tabBar>
          <connections>
            <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
            <segue destination="second" kind="relationship" relationship="viewControllers" id="r2"/>
          </connections>
        </tabBarController>
      </objects></scene>
      <scene sceneID="nav-scene"><objects>
        <navigationController id="nav" sceneMemberID="viewController">
          <navigationBar key="navigationBar" id="nav-bar"><rect key="frame" x="0" y="59" width="393" height="44"/></navigationBar>
          <connections>
            <segue destination="root" kind="relationship" relationship="rootViewController" id="r3"/>
          </connections>
        </navigationController>
      </objects></scene>
      \(TestDocuments.scene("root", attributes: #"title="Root""#))
      \(TestDocuments.scene("second", attributes: #"title="Second""#))
      """
    let storyboard = try TestDocuments.storyboard(scenes, initial: "tabs")
    let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
    let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
    #expect(navigation.viewControllers.map(\.title) == ["Root"])
    #expect(tabs.viewControllers?.last?.title == "Second")
    #expect(tabs.viewControllers?.count == 2)
  }

  @Test("performSegue makes the destination, prepares it and pushes it")
  func performSegue() throws {
    let scenes = """
      <scene sceneID="nav-scene"><objects>
        <navigationController id="nav" sceneMemberID="viewController">
          <connections>
            <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
          </connections>
        </navigationController>
      </objects></scene>
      \(TestDocuments.scene(
        "list", attributes: #"customClass="RecordingSceneController""#,
        connections: #"<segue destination="detail" kind="show" identifier="showDetail" id="s1"/>"#))
      \(TestDocuments.scene("detail", attributes: #"title="Detail""#))
      """
    let storyboard = try TestDocuments.storyboard(scenes, initial: "nav")
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    TestDocuments.show(navigation)
    let list = try #require(navigation.topViewController as? RecordingSceneController)
    list.performSegue(withIdentifier: "showDetail", sender: nil)
    #expect(list.preparedSegues == ["showDetail"])
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.title == "Detail")
  }

  @Test("performing a segue the scene does not declare stops with UIKit's message")
  func unknownSegue() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        UIViewController().performSegue(withIdentifier: "missing", sender: nil)
      }
    }
    #expect(text(result).contains("NSInvalidArgumentException: Receiver (<UIViewController: 0x"))
    #expect(text(result).contains("has no segue with identifier 'missing'"))
  }
}
