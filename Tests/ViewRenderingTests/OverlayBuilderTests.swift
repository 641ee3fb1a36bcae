import Foundation
import HeadlessUIKitTestSupport
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// The view-debugger overlay's items: frames, margins, safe area, guides and highlighted views
/// (decisions R35–R37).
@MainActor
@Suite struct OverlayBuilderTests {
  private let line = OverlayStyle.lineWidth

  /// The groups nested in a group's items.
  private func children(_ group: DisplayGroup) -> [DisplayGroup] {
    group.items.compactMap { item in
      if case .group(let child) = item { return child }
      return nil
    }
  }

  /// The items of a group that are not groups.
  private func ownItems(_ group: DisplayGroup) -> [DisplayItem] {
    group.items.filter { item in
      if case .group = item { return false }
      return true
    }
  }

  /// The overlay group: the last item of the root group.
  private func overlay(of list: DisplayList) throws -> DisplayGroup {
    guard case .group(let overlay) = try #require(list.root.items.last) else {
      Issue.record("the root's last item is not the overlay group")
      return DisplayGroup(
        name: "", frame: .zero, transform: .identity, opacity: 0, clip: nil, items: [])
    }
    return overlay
  }

  /// A visible window of a size, not on a notched screen.
  private func plainWindow(_ width: CGFloat, _ height: CGFloat) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.makeKeyAndVisible()
    return window
  }

  /// A view that does not translate its mask, added to `superview`.
  private func constrainedView(in superview: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
  }

  @Test("6.1, R35: frame outlines per view, margins on views with subviews, hidden views left out")
  func framesAndMargins() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let box = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
    let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.isHidden = true
    root.addSubview(box)
    root.addSubview(hidden)
    box.addSubview(leaf)

    let plain = DisplayList(rendering: root)
    let list = DisplayList(rendering: root, overlay: true)
    // The scene is unchanged; the overlay is one more item at the end of the root group.
    #expect(Array(list.root.items.dropLast()) == plain.root.items)
    #expect(list.root.items.count == plain.root.items.count + 1)
    let overlay = try overlay(of: list)
    #expect(overlay.transform == .identity && overlay.opacity == 1 && overlay.clip == nil)
    #expect(
      ownItems(overlay) == [
        .border(.rect(rect(8, 8, 184, 184)), width: line, OverlayStyle.marginColor),
        .border(.rect(rect(0, 0, 200, 200)), width: line, OverlayStyle.frameColor),
      ])
    let boxGroup = try #require(children(overlay).first)
    #expect(children(overlay).count == 1)
    #expect(boxGroup.transform == CGAffineTransform(translationX: 20, y: 30))
    #expect(boxGroup.name == "UIView" && boxGroup.frame == box.frame)
    #expect(
      ownItems(boxGroup) == [
        .border(.rect(rect(8, 8, 84, 34)), width: line, OverlayStyle.marginColor),
        .border(.rect(rect(0, 0, 100, 50)), width: line, OverlayStyle.frameColor),
      ])
    let leafGroup = try #require(children(boxGroup).first)
    #expect(leafGroup.transform == CGAffineTransform(translationX: 10, y: 10))
    #expect(
      leafGroup.items == [
        .border(.rect(rect(0, 0, 20, 20)), width: line, OverlayStyle.frameColor)
      ])
    #expect(DisplayList(rendering: root, overlay: false) == plain)
  }

  @Test("2.3, R35: transformed views get transformed outlines; clips and alpha do not hide them")
  func transformedClippedAndTransparentViews() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let clipper = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    clipper.clipsToBounds = true
    clipper.alpha = 0
    let rotated = UIView(frame: CGRect(x: 40, y: 40, width: 80, height: 20))
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 2, y: 1)
    root.addSubview(clipper)
    clipper.addSubview(rotated)

    let list = DisplayList(rendering: root, overlay: true)
    let sceneClipper = try #require(children(list.root).first)
    let sceneRotated = try #require(children(sceneClipper).first)
    let overlay = try overlay(of: list)
    let clipperGroup = try #require(children(overlay).first)
    let rotatedGroup = try #require(children(clipperGroup).first)
    #expect(sceneClipper.clip == .rect(rect(0, 0, 50, 50)) && sceneClipper.opacity == 0)
    #expect(clipperGroup.clip == nil && clipperGroup.opacity == 1)
    #expect(clipperGroup.transform == sceneClipper.transform)
    #expect(rotatedGroup.transform == sceneRotated.transform)
    #expect(rotatedGroup.transform == rotated.layer.transformToSuperlayer)
    #expect(
      rotatedGroup.items == [
        .border(.rect(rect(0, 0, 80, 20)), width: line, OverlayStyle.frameColor)
      ])
  }

  @Test("6.8, R36: the safe area is drawn as bands on the window of a notched device, once")
  func safeAreaOnNotchedWindow() throws {
    let controller = UIViewController()
    let window = try makeWindow("iPhone 15 Pro", root: controller)
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(controller.view.safeAreaInsets == window.safeAreaInsets)

    let overlay = try overlay(of: DisplayList(rendering: window, overlay: true))
    let color = OverlayStyle.safeAreaColor
    #expect(
      Array(overlay.items.prefix(2)) == [
        .fill(.rect(rect(0, 0, 393, 59)), color), .fill(.rect(rect(0, 818, 393, 34)), color),
      ])
    // The controller's view shares the window's insets: no second set of bands.
    let viewGroup = try #require(children(overlay).first)
    #expect(
      viewGroup.items == [
        .border(.rect(rect(0, 0, 393, 852)), width: line, OverlayStyle.frameColor)
      ])
  }

  @Test("6.8, R36: landscape insets give bands that do not overlap")
  func landscapeBands() {
    let bands = OverlayBuilder.safeAreaBands(
      bounds: rect(0, 0, 852, 393), insets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(bands == [rect(0, 372, 852, 21), rect(0, 0, 59, 372), rect(793, 0, 59, 372)])
    let oversized = OverlayBuilder.safeAreaBands(
      bounds: rect(5, 5, 10, 10), insets: UIEdgeInsets(top: 8, left: -2, bottom: 8, right: 20))
    #expect(oversized == [rect(5, 5, 10, 8), rect(5, 13, 10, 2)])
  }

  @Test("5.25, R35: app layout guides are outlined at their layoutFrame; system guides are not")
  func layoutGuides() throws {
    let window = plainWindow(300, 300)
    let guide = UILayoutGuide()
    window.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      guide.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
      guide.widthAnchor.constraint(equalToConstant: 100),
      guide.heightAnchor.constraint(equalToConstant: 30),
    ])
    _ = window.safeAreaLayoutGuide
    _ = window.layoutMarginsGuide
    window.layoutIfNeeded()
    #expect(window.layoutGuides.count == 3)

    let overlay = try overlay(of: DisplayList(rendering: window, overlay: true))
    // After the window's safe-area bands (the main screen's insets), the guide, then the frame.
    let borders = overlay.items.filter { item in
      if case .border = item { return true }
      return false
    }
    #expect(
      borders == [
        .border(.rect(rect(20, 40, 100, 30)), width: line, OverlayStyle.guideColor),
        .border(.rect(rect(0, 0, 300, 300)), width: line, OverlayStyle.frameColor),
      ])
  }

  @Test("5.12, R37: a view with ambiguous layout gets a violet fill and a thick outline")
  func ambiguousViewHighlighted() throws {
    let window = plainWindow(300, 300)
    let placed = constrainedView(in: window)
    let loose = constrainedView(in: window)
    NSLayoutConstraint.activate([
      placed.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      placed.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      placed.widthAnchor.constraint(equalToConstant: 100),
      placed.heightAnchor.constraint(equalToConstant: 50),
      loose.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      loose.widthAnchor.constraint(equalToConstant: 100),
      loose.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    #expect(loose.hasAmbiguousLayout && !placed.hasAmbiguousLayout)

    let overlay = try overlay(of: DisplayList(rendering: window, overlay: true))
    let groups = children(overlay)
    #expect(groups.count == 2)
    #expect(
      groups.first?.items == [
        .border(.rect(rect(0, 0, 100, 50)), width: line, OverlayStyle.frameColor)
      ])
    let violet = OverlayStyle.ambiguousColor
    #expect(
      groups.last?.items == [
        .fill(.rect(rect(0, 0, 100, 40)), RenderColor(red: 0.6, green: 0.25, blue: 1, alpha: 0.25)),
        .border(.rect(rect(0, 0, 100, 40)), width: line, OverlayStyle.frameColor),
        .border(.rect(rect(0, 0, 100, 40)), width: 3, violet),
      ])
    // The window itself is never ambiguous: no violet in its own items.
    #expect(
      !ownItems(overlay).contains { item in
        switch item {
        case .fill(_, let color), .border(_, _, let color):
          return color.blue == 1 && color.red == 0.6
        default: return false
        }
      })
  }

  @Test("5.10, R37: a view a broken constraint names gets a red fill and a thick outline")
  func brokenConstraintHighlighted() throws {
    let window = plainWindow(300, 300)
    let box = constrainedView(in: window)
    let other = constrainedView(in: window)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
      other.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      other.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      other.widthAnchor.constraint(equalToConstant: 10),
      other.heightAnchor.constraint(equalToConstant: 10),
    ])
    let conflicting = box.widthAnchor.constraint(equalToConstant: 80)
    let messages = Diagnostics.capture { conflicting.isActive = true }
    #expect(messages.count == 1)
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 20, width: 100, height: 50))

    let overlay = try overlay(of: DisplayList(rendering: window, overlay: true))
    let groups = children(overlay)
    #expect(
      groups.first?.items == [
        .fill(
          .rect(rect(0, 0, 100, 50)), RenderColor(red: 1, green: 0.15, blue: 0.15, alpha: 0.25)),
        .border(.rect(rect(0, 0, 100, 50)), width: line, OverlayStyle.frameColor),
        .border(.rect(rect(0, 0, 100, 50)), width: 3, OverlayStyle.brokenColor),
      ])
    #expect(
      groups.last?.items == [
        .border(.rect(rect(0, 0, 10, 10)), width: line, OverlayStyle.frameColor)
      ])
  }

  @Test("5.10, R37: a broken constraint on a guide highlights the guide's owning view")
  func brokenGuideConstraintHighlightsOwner() throws {
    let window = plainWindow(300, 300)
    let container = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
    window.addSubview(container)
    let guide = UILayoutGuide()
    container.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      guide.topAnchor.constraint(equalTo: container.topAnchor),
      guide.widthAnchor.constraint(equalToConstant: 50),
      guide.heightAnchor.constraint(equalToConstant: 20),
    ])
    let conflicting = guide.widthAnchor.constraint(equalToConstant: 70)
    let messages = Diagnostics.capture { conflicting.isActive = true }
    #expect(messages.count == 1)
    window.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 50, height: 20))

    let overlay = try overlay(of: DisplayList(rendering: window, overlay: true))
    let containerGroup = try #require(children(overlay).first)
    #expect(
      containerGroup.items == [
        .fill(
          .rect(rect(0, 0, 200, 100)), RenderColor(red: 1, green: 0.15, blue: 0.15, alpha: 0.25)),
        .border(.rect(rect(0, 0, 50, 20)), width: line, OverlayStyle.guideColor),
        .border(.rect(rect(0, 0, 200, 100)), width: line, OverlayStyle.frameColor),
        .border(.rect(rect(0, 0, 200, 100)), width: 3, OverlayStyle.brokenColor),
      ])
  }

  @Test("5.12, R37: building the overlay leaves every frame and the ambiguity as they were")
  func overlayLeavesLayoutAlone() {
    let window = plainWindow(300, 300)
    let loose = constrainedView(in: window)
    NSLayoutConstraint.activate([
      loose.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      loose.widthAnchor.constraint(equalToConstant: 100),
      loose.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    let before = loose.frame
    let first = DisplayList(rendering: window, overlay: true)
    #expect(loose.frame == before)
    #expect(loose.hasAmbiguousLayout)
    // The same tree gives the same overlay twice.
    #expect(DisplayList(rendering: window, overlay: true) == first)
  }

  @Test("R29, R35: the overlay's outlines reach the SVG as stroked rectangles in its colours")
  func overlayInSVG() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40)))
    let plain = SVGWriter.svg(for: DisplayList(rendering: root))
    let svg = SVGWriter.svg(for: DisplayList(rendering: root, overlay: true))
    #expect(!plain.contains("rgb(0,153,255)"))
    // The root's and the child's frame outlines, half a point inside their bounds.
    #expect(svg.components(separatedBy: "stroke=\"rgb(0,153,255)\"").count == 3)
    #expect(svg.components(separatedBy: "stroke=\"rgb(255,148,0)\"").count == 2)
  }

  @Test("R35: a hidden root draws neither scene nor overlay")
  func hiddenRootDrawsNothing() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(window.isHidden)
    #expect(DisplayList(rendering: window, overlay: true).root.items.isEmpty)
  }
}
