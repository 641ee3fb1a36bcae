import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A custom segue that slides its destination in: it records its calls, and performs the
/// document's kind through `super` when asked to.
final class SlideSegue: UIStoryboardSegue {
  static var performed: [String] = []
  var callsSuper = false

  override func perform() {
    SlideSegue.performed.append(
      "\(identifier ?? "-"): \(type(of: source)) -> \(destination.title ?? "-")")
    if callsSuper { super.perform() }
  }
}

@MainActor
@Suite("Storyboard segues with custom classes", .serialized)
struct StoryboardSegueTests {
  private func navigation(segue: String) throws -> (UINavigationController, UIViewController) {
    InterfaceBuilderRegistry.registerSegue(named: "SlideSegue") {
      SlideSegue(identifier: $0, source: $1, destination: $2)
    }
    InterfaceBuilderRegistry.registerSegue(named: "SuperSlideSegue") {
      let segue = SlideSegue(identifier: $0, source: $1, destination: $2)
      segue.callsSuper = true
      return segue
    }
    let scenes = """
      <scene sceneID="nav-scene"><objects>
        <navigationController id="nav" sceneMemberID="viewController">
          <connections>
            <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
          </connections>
        </navigationController>
      </objects></scene>
      \(TestDocuments.scene("list", attributes: #"title="List""#, connections: segue))
      \(TestDocuments.scene("detail", attributes: #"title="Detail""#))
      """
    let storyboard = try TestDocuments.storyboard(scenes, initial: "nav")
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    TestDocuments.show(navigation)
    SlideSegue.performed = []
    return (navigation, try #require(navigation.topViewController))
  }

  @Test("A custom segue's class is made from the registry and its perform() runs")
  func customKind() throws {
    let (navigation, list) = try navigation(
      segue:
        #"<segue destination="detail" kind="custom" identifier="slide" customClass="SlideSegue" customModule="App" id="s1"/>"#
    )
    list.performSegue(withIdentifier: "slide", sender: nil)
    #expect(SlideSegue.performed == ["slide: UIViewController -> Detail"])
    // A custom segue does only what its perform() does.
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("A show segue with a custom class performs the push when its perform() calls super")
  func customClassOnShow() throws {
    let (navigation, list) = try navigation(
      segue:
        #"<segue destination="detail" kind="show" identifier="push" customClass="SuperSlideSegue" id="s1"/>"#
    )
    list.performSegue(withIdentifier: "push", sender: nil)
    #expect(SlideSegue.performed == ["push: UIViewController -> Detail"])
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.title == "Detail")
  }

  @Test(
    "An unregistered segue class is logged; a show segue still shows, a custom one does nothing")
  func unregisteredClass() throws {
    let (navigation, list) = try navigation(
      segue:
        #"<segue destination="detail" kind="show" identifier="a" customClass="Missing" id="s1"/><segue destination="detail" kind="custom" identifier="b" customClass="Missing" id="s2"/>"#
    )
    let messages = Diagnostics.capture {
      list.performSegue(withIdentifier: "b", sender: nil)
      list.performSegue(withIdentifier: "a", sender: nil)
    }
    #expect(
      messages == [
        "[Storyboard] unknown segue class 'Missing' (register it with "
          + "InterfaceBuilderRegistry.registerSegue); performing segue 'b' as its kind",
        "[Storyboard] unknown segue class 'Missing' (register it with "
          + "InterfaceBuilderRegistry.registerSegue); performing segue 'a' as its kind",
      ])
    #expect(navigation.viewControllers.count == 2)
  }
}
