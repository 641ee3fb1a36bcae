import Foundation
import HeadlessUIKit
import InterfaceBuilderDocuments

/// How Xcode's canvas presents a scene: full screen on the document's device, or as a sheet.
package enum StoryboardSceneCanvas: Equatable, Sendable {
  /// The device's screen (or a freeform canvas of the root view's stored size), with the
  /// device's safe-area insets.
  case screen
  /// A sheet presented over the screen: the root view's stored size, no safe-area insets; `bar`
  /// says which navigation bar the sheet shows above the root view.
  case sheet(bar: SheetBar)

  /// The navigation bar of a sheet scene.
  package enum SheetBar: Equatable, Sendable {
    /// No navigation controller leads to the scene.
    case none
    /// An opaque bar, outside the root view.
    case opaque
    /// A translucent bar, over the top of the root view.
    case translucent
  }
}

extension StoryboardSceneLayout {
  /// The first Interface Builder build of Xcode 11, whose canvas shows presented scenes as
  /// iOS 13's sheets (decision IB60) and no status bar on iPhones without a notch (CN2): the
  /// iOS 13 boundary of GN1, which counts Xcode 11's betas (decision CN22).
  static let firstSheetBuild = 14700

  /// How Xcode's canvas shows the scene of `object` (a controller) in `document` on `screen`
  /// (decision IB60).
  ///
  /// An iPhone scene of a document saved by Xcode 11 or later is a sheet when a presentation
  /// segue with a sheet style (none given, `automatic`, `pageSheet` or `formSheet`) leads to
  /// it, or a `show` segue from a controller outside any navigation controller does, and
  /// nothing pushes it or makes it a container's child; the root of a navigation controller
  /// shown as a sheet is a sheet scene under that controller's bar.
  package static func canvas(
    of object: IBObject, in document: IBDocument, on screen: UIScreen
  ) -> StoryboardSceneCanvas {
    guard screen.headlessDevice.idiom == .phone, Self.savesSheets(document) else { return .screen }
    let graph = SegueGraph(document)
    if graph.isSheet(object.id, visited: []) {
      return .sheet(bar: .none)
    }
    for (source, segue) in graph.incoming[object.id] ?? []
    where source.element == "navigationController" && segue.relationship == "rootViewController"
      && graph.isSheet(source.id, visited: [])
    {
      let bar = source.object(key: "navigationBar")?.attributes["translucent"]
      let simulated = object.property(key: "simulatedTopBarMetrics")?.attributes["translucent"]
      return .sheet(bar: bar == "NO" || simulated == "NO" ? .opaque : .translucent)
    }
    return .screen
  }

  /// Whether Xcode saved the document after presentations became sheets (iOS 13, Xcode 11).
  static func savesSheets(_ document: IBDocument) -> Bool {
    guard let build = savedBuild(of: document) else { return false }
    return build >= firstSheetBuild
  }

  /// The first Interface Builder plug-in build of Xcode 14.3, whose canvas shows the status
  /// bar of iPhones without a notch again (decision CN2).
  static let firstStatusBarBuildAgain = 21678

  /// Whether Xcode saved the document with a canvas that shows no status bar on iPhones
  /// without a notch: Xcode 11 to 14.2 (decision CN2).
  static func hidesClassicStatusBar(_ document: IBDocument) -> Bool {
    guard let build = savedBuild(of: document) else { return false }
    return build >= firstSheetBuild && build < firstStatusBarBuildAgain
  }

  /// The Interface Builder build that saved the document: its iOS plug-in's, else its tools
  /// version's; `nil` when neither says (the `32700.99.1234` placeholder says nothing).
  static func savedBuild(of document: IBDocument) -> Int? {
    for version in [document.cocoaTouchPluginVersion, document.toolsVersion] {
      guard let version, let head = version.split(separator: ".").first, let build = Int(head)
      else { continue }
      if build >= 32700 { continue }
      return build
    }
    return nil
  }

  /// The screen Xcode's canvas simulates for a document on an iPhone, by the status bar of the
  /// Xcode that saved it: Xcode 11 to 14.2 show no status bar on iPhones without a notch, so
  /// the top safe-area inset is 0 (decision CN2), and keep iOS 13's 44-point status bar on the
  /// iPhone XR and 11, whose bar iOS 14 made 48 points (decision CN7); other documents and
  /// devices keep `screen`.
  package static func statusBarCanvas(for document: IBDocument, like screen: UIScreen) -> UIScreen {
    let device = screen.headlessDevice
    guard device.idiom == .phone, device.statusBarHeight > 0, hidesClassicStatusBar(document)
    else { return screen }
    let statusBar: CGFloat
    if device.statusBarHeight <= 20, device.portraitSafeArea.bottom == 0 {
      statusBar = 0
    } else if device.statusBarHeight == iOS14TallerStatusBar {
      statusBar = iOS13NotchStatusBar
    } else {
      return screen
    }
    var portrait = device.portraitSafeArea
    portrait.top = statusBar
    return Self.screen(
      like: screen, size: screen.bounds.size, portraitSafeArea: portrait,
      landscapeSafeArea: device.landscapeSafeArea, statusBarHeight: statusBar)
  }

  /// The iPhone XR's and 11's status bar from iOS 14 on (CN7).
  static let iOS14TallerStatusBar: CGFloat = 48

  /// The status bar of every iPhone with a notch in iOS 11 to 13 (CN7).
  static let iOS13NotchStatusBar: CGFloat = 44

  /// The first Interface Builder plug-in build whose canvas doubles the top and bottom
  /// safe-area insets of devices with a home indicator (decision CN8).
  ///
  /// It is the build of the Xcode 16 release that saved gomap's documents; 23506 does not.
  static let firstDoubledInsetsBuild = 23721

  /// Whether Xcode's canvas doubles a device's top and bottom safe-area insets for a document:
  /// saved by build 23721 or later (or by Xcode 26 when the build cannot be read), on a device
  /// with a home indicator (decision CN8).
  static func doublesSafeAreaInsets(_ document: IBDocument, on device: HeadlessDevice) -> Bool {
    guard device.portraitSafeArea.bottom > 0 else { return false }
    guard let build = savedBuild(of: document) else { return document.savedSystemVersion >= 26 }
    return build >= firstDoubledInsetsBuild
  }

  /// The first Interface Builder build of Xcode 16, whose canvas shows a 375 × 812 document on
  /// the iPhone 13 mini (decision CN45).
  static let firstMiniCanvasBuild = 23000

  /// The device id Xcode's canvas shows a document on: Xcode 16 and later show a document saved
  /// for the 375 × 812 screen (`retina5_9`) as the iPhone 13 mini of that size, with its
  /// 50-point top inset, not as the iPhone X, XS or 11 Pro with 44 (decision CN45); other ids,
  /// and documents of earlier or unreadable builds, keep `id`.
  static func canvasDeviceID(_ id: String, of document: IBDocument) -> String {
    guard id == "retina5_9", let build = savedBuild(of: document), build >= firstMiniCanvasBuild
    else { return id }
    return "retina5_4"
  }

  /// The screen Xcode's canvas simulates for a document on `screen`.
  ///
  /// Xcode 11 to 14.2 show no status bar on iPhones without a notch (decision CN2), and from
  /// build 23721 (Xcode 16) the canvas doubles the top and bottom safe-area insets of devices
  /// with a home indicator, its status bar reaching the doubled top inset (decisions IB62,
  /// CN8). Storyboard scenes and top-level xib views use it.
  package static func deviceCanvas(for document: IBDocument, like screen: UIScreen) -> UIScreen {
    let device = screen.headlessDevice
    guard doublesSafeAreaInsets(document, on: device) else {
      return statusBarCanvas(for: document, like: screen)
    }
    func doubled(_ insets: UIEdgeInsets) -> UIEdgeInsets {
      UIEdgeInsets(
        top: insets.top * 2, left: insets.left, bottom: insets.bottom * 2, right: insets.right)
    }
    // The doubled status bar reaches the doubled top inset: a navigation bar starts right at
    // that inset, not 5⅓ points into it as under a Dynamic Island (sentry-iosswift-main stores
    // its navigation bar at y 118 on the iPhone 15, twice the 59-point inset).
    let portrait = doubled(device.portraitSafeArea)
    return Self.screen(
      like: screen, size: screen.bounds.size, portraitSafeArea: portrait,
      landscapeSafeArea: doubled(device.landscapeSafeArea),
      statusBarHeight: max(device.statusBarHeight * 2, portrait.top))
  }

  /// The screen a scene is laid out on, and whether its controller is put in the containers
  /// Xcode simulates around it.
  static func canvasScreen(
    for sceneCanvas: StoryboardSceneCanvas, controller: UIViewController, object: IBObject,
    document: IBDocument, device: UIScreen
  ) -> (UIScreen, wraps: Bool) {
    let rootFrame = object.object(key: "view")?.frame
    switch sceneCanvas {
    case .sheet(let bar):
      // A presented scene is a sheet of its root view's stored size, without the screen's
      // insets (IB60); an opaque bar lies outside the root view (IB61).
      let size = rootFrame?.size ?? device.bounds.size
      return (
        screen(
          like: device, size: size, portraitSafeArea: .zero, landscapeSafeArea: .zero,
          statusBarHeight: 0),
        bar == .translucent
      )
    case .screen:
      guard let frame = rootFrame, frame.size != device.bounds.size, frame.origin == .zero,
        !(controller is UINavigationController), !(controller is UITabBarController)
      else { return (device, true) }
      if hasOpaqueNavigationBar(object, in: document) {
        // The stored size is the area under an opaque bar: the bar and the status bar are
        // outside it, so it has no top inset (IB61).
        var portrait = device.headlessDevice.portraitSafeArea
        var landscape = device.headlessDevice.landscapeSafeArea
        portrait.top = 0
        landscape.top = 0
        return (
          screen(
            like: device, size: frame.size, portraitSafeArea: portrait,
            landscapeSafeArea: landscape, statusBarHeight: 0),
          false
        )
      }
      if isTabOfOpaqueTabBar(object, in: document) {
        // The stored size is the area above an opaque tab bar (C39): the bar is outside it,
        // so it has no bottom inset and is not inset by the bar again (decision CN46).
        var portrait = device.headlessDevice.portraitSafeArea
        var landscape = device.headlessDevice.landscapeSafeArea
        portrait.bottom = 0
        landscape.bottom = 0
        return (
          screen(
            like: device, size: frame.size, portraitSafeArea: portrait,
            landscapeSafeArea: landscape, statusBarHeight: device.headlessDevice.statusBarHeight),
          false
        )
      }
      // A freeform scene (or one designed as a container's child) is shown on a canvas of
      // the size Xcode gave its root view, with the device's insets (decision IB11).
      return (canvasScreen(size: frame.size, like: device), true)
    }
  }

  /// Whether the canvas shows the scene above the tab bar its navigation controller simulates
  /// (decision CN23): the scene leaves its own bottom bar inferred, and it is the root of a
  /// navigation controller whose simulated bottom bar is a tab bar, or is pushed or shown from
  /// a scene that is.
  static func showsNavigationTabBar(_ object: IBObject, in document: IBDocument) -> Bool {
    guard object.property(key: "simulatedBottomBarMetrics") == nil else { return false }
    return SegueGraph(document).navigationSimulatesTabBar(object.id, visited: [])
  }

  /// Whether the scene is a tab of a tab bar controller whose tab bar is not translucent, so
  /// that its stored root view ends above the bar (decision CN46).
  static func isTabOfOpaqueTabBar(_ object: IBObject, in document: IBDocument) -> Bool {
    SegueGraph(document).incoming[object.id, default: []].contains { source, segue in
      source.element == "tabBarController" && segue.relationship == "viewControllers"
        && source.object(key: "tabBar")?.attributes["translucent"] == "NO"
    }
  }

  /// Whether the scene shows under an opaque navigation bar: it simulates one, or it is the
  /// root of a navigation controller whose bar is not translucent.
  static func hasOpaqueNavigationBar(_ object: IBObject, in document: IBDocument) -> Bool {
    if let simulated = object.property(key: "simulatedTopBarMetrics"),
      simulated.name == "simulatedNavigationBarMetrics"
    {
      return simulated.attributes["translucent"] == "NO"
    }
    for (source, segue) in SegueGraph(document).incoming[object.id] ?? []
    where source.element == "navigationController" && segue.relationship == "rootViewController" {
      return source.object(key: "navigationBar")?.attributes["translucent"] == "NO"
    }
    return false
  }

  /// Lays out a canvas window twice, as a scene settles, with every table showing all its
  /// rows, as Xcode's canvas draws them (decision CN4); tables that appear during the first
  /// pass (in child controllers) get a further pass.
  static func layOutCanvas(_ root: UIView) {
    _ = showEveryRow(in: root)
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    if showEveryRow(in: root) { root.layoutIfNeeded() }
  }

  /// Makes every table under `view` show all its rows (decision CN4) and its untitled plain
  /// static headers as the canvas draws them (decision CN20); returns whether one did not yet.
  private static func showEveryRow(in view: UIView) -> Bool {
    var changed = false
    if let table = view as? UITableView, !table.showsEveryRow {
      table.showsEveryRow = true
      showCanvasStaticHeaders(in: table)
      changed = true
    }
    for subview in view.subviews where showEveryRow(in: subview) { changed = true }
    return changed
  }

  /// Gives a plain static table's untitled sections the header Xcode's canvas draws.
  ///
  /// Whatever the table's `sectionHeaderHeight` (22 or 28, Interface Builder's defaults), the
  /// canvas shows no header under iOS 12 and a one-line title's 28 points from iOS 13, below
  /// the automatic top padding from iOS 15 (decision CN20); a table that asks for headers
  /// under a point tall keeps its own. Prototype previews are titled, so they keep theirs.
  private static func showCanvasStaticHeaders(in table: UITableView) {
    guard table.style == .plain, var sections = table.staticSections,
      table.sectionHeaderHeight < 0 || table.sectionHeaderHeight >= 1
    else { return }
    let height: CGFloat =
      table.systemGeneration == .iOS12 ? 0 : UITableView.plainTitledHeaderHeight
    var changed = false
    for index in sections.indices
    where sections[index].headerTitle == nil && sections[index].headerHeight == nil {
      sections[index].headerHeight = height
      changed = true
    }
    if changed { table.setStaticSections(sections) }
  }

  /// A screen of a freeform canvas: the given size, with the device's scale, safe-area insets
  /// and size classes (decision IB11), and the screen's system generation.
  package static func canvasScreen(size: CGSize, like screen: UIScreen) -> UIScreen {
    let device = screen.headlessDevice
    return Self.screen(
      like: screen, size: size, portraitSafeArea: device.portraitSafeArea,
      landscapeSafeArea: device.landscapeSafeArea, statusBarHeight: device.statusBarHeight)
  }

  /// A screen like `screen` (device name, idiom, scale, size classes, orientation, system
  /// generation) of another size, insets and status bar.
  static func screen(
    like screen: UIScreen, size: CGSize, portraitSafeArea: UIEdgeInsets,
    landscapeSafeArea: UIEdgeInsets, statusBarHeight: CGFloat
  ) -> UIScreen {
    let device = screen.headlessDevice
    let landscape = screen.headlessInterfaceOrientation.isLandscape
    let portrait = landscape ? CGSize(width: size.height, height: size.width) : size
    let canvas = HeadlessDevice(
      name: device.name, idiom: device.idiom, portraitSize: portrait, scale: device.scale,
      nativePixelSize: CGSize(
        width: portrait.width * device.scale, height: portrait.height * device.scale),
      portraitSafeArea: portraitSafeArea, landscapeSafeArea: landscapeSafeArea,
      portraitSizeClasses: device.portraitSizeClasses,
      landscapeSizeClasses: device.landscapeSizeClasses, statusBarHeight: statusBarHeight,
      showsStatusBarInLandscape: statusBarHeight > 0 && device.showsStatusBarInLandscape)
    return UIScreen(
      headlessDevice: canvas, orientation: screen.headlessInterfaceOrientation,
      systemGeneration: screen.systemGeneration)
  }
}

extension StoryboardSceneLayout {
  /// Whether the controller `id` is shown inside a navigation controller on the canvas: the
  /// root of one, pushed, simulating a navigation bar, or a tab of a tab bar controller that is
  /// (decision CN9).
  static func isInNavigation(_ id: String, in document: IBDocument) -> Bool {
    SegueGraph(document).isInNavigation(id, visited: [])
  }
}

/// The segues of a document by destination, to tell how its scenes are reached.
private struct SegueGraph {
  /// Every controller of the document by id.
  var controllers: [String: IBObject] = [:]
  /// The segues leading to each controller, with their source controller.
  var incoming: [String: [(source: IBObject, segue: IBSegue)]] = [:]

  init(_ document: IBDocument) {
    for scene in document.scenes {
      guard let source = scene.controller else { continue }
      controllers[source.id] = source
      for object in scene.objects {
        object.forEachObject { candidate in
          for case .segue(let segue) in candidate.connections {
            incoming[segue.destination, default: []].append((source, segue))
          }
        }
      }
    }
  }

  /// Whether a sheet-style presentation leads to the controller and nothing places it in a
  /// navigation or tab bar controller or a container.
  func isSheet(_ id: String, visited: Set<String>) -> Bool {
    var presented = false
    for (source, segue) in incoming[id] ?? [] {
      switch segue.kind {
      case "presentation":
        let style =
          segue.modalPresentationStyle ?? controllers[id]?.attributes["modalPresentationStyle"]
        if [nil, "automatic", "pageSheet", "formSheet"].contains(style) { presented = true }
      case "show":
        if isInNavigation(source.id, visited: visited.union([id])) { return false }
        presented = true
      case "push", "relationship", "embed", "showDetail": return false
      default: break
      }
    }
    return presented
  }

  /// Whether the navigation controller the controller is shown in simulates a tab bar: the
  /// controller is its root, or is pushed or shown from a controller whose bottom bar is
  /// inferred and which is such a root (decision CN23).
  ///
  /// A navigation controller simulates a tab bar when it says so, or when it infers its bottom
  /// bar and is the tab of a tab bar controller whose bar is translucent (decision CN30).
  func navigationSimulatesTabBar(_ id: String, visited: Set<String>) -> Bool {
    guard !visited.contains(id) else { return false }
    for (source, segue) in incoming[id] ?? [] {
      switch segue.kind {
      case "relationship"
      where source.element == "navigationController" && segue.relationship == "rootViewController":
        switch source.property(key: "simulatedBottomBarMetrics")?.name {
        case "simulatedTabBarMetrics": return true
        case nil:
          // An inferred bottom bar: a tab bar controller's tab shows its translucent tab bar;
          // an opaque one lies outside the stored root view already (CN30, C39).
          let isTab = (incoming[source.id] ?? []).contains {
            $0.source.element == "tabBarController" && $0.segue.relationship == "viewControllers"
              && $0.source.object(key: "tabBar")?.attributes["translucent"] != "NO"
          }
          if isTab { return true }
        default: break
        }
      case "show", "push":
        guard source.property(key: "simulatedBottomBarMetrics") == nil else { continue }
        if navigationSimulatesTabBar(source.id, visited: visited.union([id])) { return true }
      default: continue
      }
    }
    return false
  }

  /// Whether the controller is shown inside a navigation controller: the root of one, pushed,
  /// simulating a navigation bar, or a tab of a tab bar controller that is (decision CN9).
  func isInNavigation(_ id: String, visited: Set<String>) -> Bool {
    guard !visited.contains(id) else { return false }
    if controllers[id]?.property(key: "simulatedTopBarMetrics")?.name
      == "simulatedNavigationBarMetrics"
    {
      return true
    }
    for (source, segue) in incoming[id] ?? [] {
      switch segue.kind {
      case "relationship" where source.element == "navigationController": return true
      case "relationship" where source.element == "tabBarController":
        // A tab's controller is in the navigation controller that holds its tab bar
        // controller (decision CN9).
        if isInNavigation(source.id, visited: visited.union([id])) { return true }
      case "push": return true
      case "show" where isInNavigation(source.id, visited: visited.union([id])): return true
      default: continue
      }
    }
    return false
  }
}
