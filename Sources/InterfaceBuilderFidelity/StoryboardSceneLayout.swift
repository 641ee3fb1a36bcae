import Foundation
import HeadlessUIKit
import InterfaceBuilderDocuments

/// One view of a document laid out headless and compared with the frame Xcode stored for it.
package struct StoryboardViewComparison: Sendable {
  /// The view's document id.
  package let id: String
  /// The class the view was made as (its custom class name when the document gives one).
  package let className: String
  /// The frame stored in the document, in the superview's coordinates.
  package let stored: CGRect
  /// The frame HeadlessUIKit computed.
  package let computed: CGRect

  /// Whether every edge is within `tolerance` points of the stored frame.
  package func matches(tolerance: CGFloat = 0.5) -> Bool {
    abs(stored.minX - computed.minX) <= tolerance && abs(stored.minY - computed.minY) <= tolerance
      && abs(stored.width - computed.width) <= tolerance
      && abs(stored.height - computed.height) <= tolerance
  }
}

/// The result of laying out one scene (or one top-level xib view) of a document.
package struct StoryboardSceneReport: Sendable {
  /// The document's file name.
  package let file: String
  /// The scene id (storyboards) or top-level object id (xibs).
  package let scene: String
  /// The scene's controller or top-level view class, for people.
  package let title: String
  /// The device laid out on.
  package let device: String
  /// Every view compared with its stored frame.
  package let comparisons: [StoryboardViewComparison]
  /// Views left out of the comparison, with the reason.
  package let skipped: [(id: String, reason: String)]
  /// Constraints the engine broke (UIKit's log descriptions).
  package let brokenConstraints: [String]
  /// Views whose layout is ambiguous (class and id).
  package let ambiguousViews: [String]

  /// The comparisons outside the tolerance.
  package var mismatches: [StoryboardViewComparison] {
    comparisons.filter { !$0.matches() }
  }
}

/// A scene of a document built and laid out headless: the root of what is drawn and the views
/// by document id.
package struct LaidOutStoryboardScene {
  /// The scene id (storyboards) or top-level object id (xibs).
  package let scene: String
  /// The scene's controller class or top-level view class.
  package let title: String
  /// The view to render: the window, or the top-level view of a xib.
  package let root: UIView
  /// The document's view objects of the scene, outermost first.
  package let rootObject: IBObject?
  /// The live views by document id.
  package let views: [String: UIView]
}

/// Lays out the scenes of Interface Builder documents on a device, as Xcode's canvas shows them,
/// and compares the result with the frames stored in the document.
@MainActor
package enum StoryboardSceneLayout {
  /// The catalogue device (or a stand-in with the same screen) for an Interface Builder device
  /// id (`retina6_12`…), or `nil` for an unknown id.
  package static func device(forInterfaceBuilderID id: String) -> HeadlessDevice? {
    let name: String
    switch id {
    case "retina4_7": name = "iPhone SE (2nd generation)"
    case "retina5_5": name = "iPhone 8 Plus"
    case "retina5_9": name = "iPhone 11 Pro"
    case "retina6_1": name = "iPhone 11"
    case "retina6_5": name = "iPhone 11 Pro Max"
    case "retina5_4": name = "iPhone 13 mini"
    case "retina6_0": name = "iPhone 14"
    case "retina6_7": name = "iPhone 14 Plus"
    case "retina6_12": name = "iPhone 15"
    case "retina6_72": name = "iPhone 15 Plus"
    case "retina6_3": name = "iPhone 16 Pro"
    case "retina6_9": name = "iPhone 16 Pro Max"
    case "ipad9_7": name = "iPad (6th generation)"
    case "ipad10_2": name = "iPad (9th generation)"
    case "ipad10_5": name = "iPad Air (3rd generation)"
    case "ipad10_9rounded": name = "iPad Air 11-inch (M2)"
    case "ipad11": name = "iPad Pro (11-inch) (4th generation)"
    case "ipad12_9": name = "iPad Pro (12.9-inch) (2nd generation)"
    case "ipad12_9rounded": name = "iPad Pro (12.9-inch) (6th generation)"
    case "retina4_0", "retina3_5":
      let height: CGFloat = id == "retina4_0" ? 568 : 480
      return HeadlessDevice(
        name: id == "retina4_0" ? "iPhone SE (1st generation)" : "iPhone 4s", idiom: .phone,
        portraitSize: CGSize(width: 320, height: height), scale: 2,
        nativePixelSize: CGSize(width: 640, height: height * 2),
        portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeArea: .zero, portraitSizeClasses: (.compact, .regular),
        landscapeSizeClasses: (.compact, .compact), statusBarHeight: 20,
        showsStatusBarInLandscape: false)
    default: return nil
    }
    return HeadlessDevice.named(name)
  }

  /// The device a document was saved for, or the iPhone 8-sized default Interface Builder used
  /// before documents recorded one; a 375 × 812 document of Xcode 16 or later is shown on the
  /// iPhone 13 mini (decision CN45).
  package static func documentDevice(_ document: IBDocument) -> (HeadlessDevice, Bool) {
    var found: HeadlessDevice?
    if let id = document.device?.id {
      found = Self.device(forInterfaceBuilderID: canvasDeviceID(id, of: document))
    }
    return (
      found ?? HeadlessDevice.named("iPhone SE (2nd generation)") ?? .default,
      document.device?.isLandscape ?? false
    )
  }

  /// The system generation whose metrics Xcode used for a document's stored frames: the one of
  /// the iOS its Xcode's SDK targeted (decisions IB50, GN1).
  package static func systemGeneration(of document: IBDocument) -> SystemGeneration {
    SystemGeneration(majorVersion: document.savedSystemVersion)
  }

  /// Builds and lays out every scene (storyboards) or top-level view (xibs) of a document.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - url: Where it is (for storyboard references).
  ///   - screen: The screen to lay out on.
  ///   - sceneID: Only this scene (or top-level object), or `nil` for all.
  ///   - textMetrics: Where text sizes come from.
  /// - Returns: The laid-out scenes.
  package static func layOut(
    _ document: IBDocument, at url: URL, on screen: UIScreen, sceneID: String? = nil,
    textMetrics: NibTextMetrics = .fonts
  ) -> [LaidOutStoryboardScene] {
    UIScreen.headlessMain = screen
    return NibCanvasLoader.withCanvasConfiguration(textMetrics: textMetrics) {
      switch document.kind {
      case .storyboard:
        let storyboard = UIStoryboard(document: document, bundle: nil, sourceURL: url)
        return document.scenes.compactMap { scene in
          guard sceneID == nil || scene.id == sceneID, let controller = scene.controller else {
            return nil
          }
          return layOutScene(
            scene, controller: controller, storyboard: storyboard, screen: screen)
        }
      case .xib:
        return layOutXib(document, on: screen, sceneID: sceneID)
      }
    }
  }

  /// Compares the views of a laid-out scene with their stored frames.
  ///
  /// Views marked `misplaced` or `ambiguous` in the document (and their subviews) are skipped:
  /// Xcode itself says their stored frames are not what the constraints give.
  package static func report(
    _ scene: LaidOutStoryboardScene, document: IBDocument, device: String
  ) -> StoryboardSceneReport {
    var comparisons: [StoryboardViewComparison] = []
    var skipped: [(String, String)] = []
    func visit(_ object: IBObject, skipping reason: String?) {
      var reason = reason
      if reason == nil, object.attributes["misplaced"] == "YES" {
        reason = "marked misplaced in the document"
      }
      if reason == nil, object.attributes["ambiguous"] == "YES" {
        reason = "marked ambiguous in the document"
      }
      if let stored = object.frame {
        if let reason {
          skipped.append((object.id, reason))
        } else if let view = scene.views[object.id] {
          comparisons.append(
            StoryboardViewComparison(
              id: object.id, className: object.customClass ?? Self.className(of: view),
              stored: stored, computed: view.frame))
        } else {
          skipped.append((object.id, "not instantiated"))
        }
      }
      for child in object.keyedObjects { visit(child, skipping: reason) }
      for child in object.subviews { visit(child, skipping: reason) }
      for cell in object.prototypes { visit(cell, skipping: reason) }
      for section in object.sections {
        for cell in section.cells { visit(cell, skipping: reason) }
      }
    }
    if let root = scene.rootObject { visit(root, skipping: nil) }
    let layout = LayoutReport(scene.root)
    var ids: [ObjectIdentifier: String] = [:]
    for (id, view) in scene.views { ids[ObjectIdentifier(view)] = id }
    return StoryboardSceneReport(
      file: (document.file as NSString).lastPathComponent, scene: scene.scene, title: scene.title,
      device: device, comparisons: comparisons, skipped: skipped,
      brokenConstraints: layout.brokenConstraints.map(\.description),
      ambiguousViews: layout.ambiguousViews.map {
        "\(type(of: $0.view)) \(ids[ObjectIdentifier($0.view)] ?? "")"
      })
  }

  /// The UIKit class name of a view, seen through the loader's stand-ins.
  static func className(of view: UIView) -> String {
    NibCanvasLoader.className(of: view)
  }

  private static func layOutScene(
    _ scene: IBScene, controller object: IBObject, storyboard: UIStoryboard, screen: UIScreen
  ) -> LaidOutStoryboardScene? {
    guard let controller = storyboard.instantiateController(id: object.id) else { return nil }
    let rootObject = object.object(key: "view")
    let document = storyboard.document
    let device = deviceCanvas(for: document, like: screen)
    let sceneCanvas = Self.canvas(of: object, in: document, on: device)
    let (canvas, wrapsController) = canvasScreen(
      for: sceneCanvas, controller: controller, object: object, document: document,
      device: device)
    UIScreen.headlessMain = canvas
    defer { UIScreen.headlessMain = screen }
    let window = UIWindow(frame: canvas.bounds)
    let shown = wrapsController ? wrap(controller, object: object, document: document) : controller
    if case .sheet = sceneCanvas, let navigation = shown as? UINavigationController {
      // A sheet's navigation bar is a sheet's (IC5).
      navigation.showsSheetCanvas = true
    }
    window.rootViewController = shown
    window.makeKeyAndVisible()
    let root: UIView = window
    layOutCanvas(root)
    var views = controller.isViewLoaded ? controller.nibViewsByID : [:]
    if root !== controller.viewIfLoaded?.window, let rootID = rootObject?.id {
      // The root view was placed by this harness, not by a container: compare its size only.
      views[rootID] = nil
    }
    return LaidOutStoryboardScene(
      scene: scene.id, title: object.customClass ?? String(describing: type(of: controller)),
      root: root, rootObject: rootObject, views: views)
  }

  /// The controller inside the container Xcode's canvas shows it in: a navigation controller
  /// when a navigation controller's relationship or a push leads to it or it simulates a
  /// navigation bar, unless its simulated top bar is set to none (decision CN21); a tab bar
  /// controller when it simulates a tab bar, is a tab, or its navigation controller simulates
  /// one (decision CN23); a tab of a tab bar controller that is a navigation controller's root
  /// is shown inside both, the tab bar controller inside the navigation controller (decision
  /// CN9).
  private static func wrap(
    _ controller: UIViewController, object: IBObject, document: IBDocument
  ) -> UIViewController {
    if controller is UINavigationController || controller is UITabBarController {
      return controller
    }
    var inNavigation =
      object.property(key: "simulatedTopBarMetrics")?.name
      == "simulatedNavigationBarMetrics"
    var inTabs =
      object.property(key: "simulatedBottomBarMetrics")?.name
      == "simulatedTabBarMetrics"
      || showsNavigationTabBar(object, in: document)
    // A tab bar controller that is itself a navigation controller's root shows its tabs under
    // that navigation bar (decision CN9).
    var tabsInNavigation = false
    for scene in document.scenes {
      guard let source = scene.controller else { continue }
      for sceneObject in scene.objects {
        sceneObject.forEachObject { candidate in
          for case .segue(let segue) in candidate.connections where segue.destination == object.id {
            switch (source.element, segue.kind, segue.relationship) {
            case ("navigationController", "relationship", "rootViewController"): inNavigation = true
            case ("tabBarController", "relationship", "viewControllers"):
              inTabs = true
              if isInNavigation(source.id, in: document) { tabsInNavigation = true }
            case (_, "show", _), (_, "push", _): inNavigation = true
            default: break
            }
          }
        }
      }
    }
    // Top Bar "None" in the simulated metrics (`<nil key="simulatedTopBarMetrics"/>`): the
    // canvas draws no navigation bar, whatever leads to the scene (decision CN21).
    if object.property(key: "simulatedTopBarMetrics")?.name == "nil" { inNavigation = false }
    var wrapped = controller
    if inTabs, tabsInNavigation {
      let tabs = UITabBarController()
      tabs.setViewControllers([wrapped], animated: false)
      return UINavigationController(rootViewController: tabs)
    }
    if inNavigation {
      let navigation = UINavigationController(rootViewController: wrapped)
      if object.property(key: "simulatedBottomBarMetrics")?.name == "simulatedToolbarMetrics" {
        // The canvas draws the toolbar the scene simulates (decision CN10).
        navigation.isToolbarHidden = false
      }
      if object.property(key: "simulatedTopBarMetrics")?.attributes["translucent"] == "NO" {
        navigation.navigationBar.isTranslucent = false
      }
      wrapped = navigation
    }
    if inTabs {
      let tabs = UITabBarController()
      tabs.setViewControllers([wrapped], animated: false)
      wrapped = tabs
    }
    return wrapped
  }

  private static func layOutXib(
    _ document: IBDocument, on screen: UIScreen, sceneID: String?
  ) -> [LaidOutStoryboardScene] {
    var scenes: [LaidOutStoryboardScene] = []
    for object in document.objects where object.element != "placeholder" {
      guard sceneID == nil || object.id == sceneID, object.frame != nil else { continue }
      let (view, views) = NibCanvasLoader.makeTopLevelView(object, in: document)
      // Xcode's canvas shows a top-level view as a screen of its own size: it keeps the
      // device's safe-area insets, whatever its size (decision IB11).
      if !view.translatesAutoresizingMaskIntoConstraints {
        // The canvas shows a top-level view at its stored size whatever its autoresizing
        // mask says (decision CN5); an app's superview would place it by constraints.
        view.translatesAutoresizingMaskIntoConstraints = true
      }
      let size = object.frame?.size ?? view.frame.size
      let canvas = canvasScreen(size: size, like: deviceCanvas(for: document, like: screen))
      UIScreen.headlessMain = canvas
      defer { UIScreen.headlessMain = screen }
      let window = UIWindow(frame: canvas.bounds)
      let host = UIViewController()
      host.view = view
      window.rootViewController = host
      window.makeKeyAndVisible()
      let root: UIView = window
      layOutCanvas(root)
      scenes.append(
        LaidOutStoryboardScene(
          scene: object.id, title: object.customClass ?? String(describing: type(of: view)),
          root: root, rootObject: object, views: views))
    }
    return scenes
  }
}
