import Foundation
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// The groups a view tree becomes: geometry, visibility, clipping and order.
@MainActor
@Suite struct DisplayListBuilderTests {
  private let red = RenderColor(red: 1, green: 0, blue: 0)
  private let green = RenderColor(red: 0, green: 1, blue: 0)
  private let blue = RenderColor(red: 0, green: 0, blue: 1)

  /// The groups nested in a group's items.
  private func children(_ group: DisplayGroup) -> [DisplayGroup] {
    group.items.compactMap { item in
      if case .group(let child) = item { return child }
      return nil
    }
  }

  @Test("2.3: group transforms agree with convert(_:to:) for corners of rotated, scaled views")
  func transformsAgreeWithConversion() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let rotated = UIView(frame: CGRect(x: 40, y: 60, width: 120, height: 80))
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.5, y: 0.75)
    let scrolled = UIView(frame: CGRect(x: 10, y: 5, width: 50, height: 40))
    scrolled.bounds.origin = CGPoint(x: 7, y: -3)
    scrolled.layer.anchorPoint = CGPoint(x: 0.25, y: 1)
    scrolled.transform = CGAffineTransform(scaleX: -1, y: 2)
    let leaf = UIView(frame: CGRect(x: 3, y: 4, width: 20, height: 10))
    root.addSubview(rotated)
    rotated.addSubview(scrolled)
    scrolled.addSubview(leaf)

    let list = DisplayList(rendering: root)
    let rotatedGroup = try #require(children(list.root).first)
    let scrolledGroup = try #require(children(rotatedGroup).first)
    let leafGroup = try #require(children(scrolledGroup).first)
    let chain: [(UIView, CGAffineTransform)] = [
      (rotated, rotatedGroup.transform.concatenating(list.root.transform)),
      (
        scrolled,
        scrolledGroup.transform.concatenating(rotatedGroup.transform)
          .concatenating(list.root.transform)
      ),
      (
        leaf,
        leafGroup.transform.concatenating(scrolledGroup.transform)
          .concatenating(rotatedGroup.transform).concatenating(list.root.transform)
      ),
    ]
    for (view, toDrawing) in chain {
      let b = view.bounds
      for corner in [
        CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
        CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY),
      ] {
        let expected = view.convert(corner, to: root)
        let actual = corner.applying(toDrawing)
        #expect(abs(actual.x - expected.x) < 1e-9 && abs(actual.y - expected.y) < 1e-9)
      }
    }
    // The rotated view's transform is its layer's hop: centre (100, 100), about the centre.
    let t = rotatedGroup.transform
    let centre = CGPoint(x: 60, y: 40).applying(t)
    #expect(abs(centre.x - 100) < 1e-12 && abs(centre.y - 100) < 1e-12)
    #expect(rotatedGroup.frame == rotated.frame)
  }

  @Test("R20: the root group maps the root's bounds origin to the drawing's top-left corner")
  func rootPlacement() {
    let root = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 80))
    root.bounds.origin = CGPoint(x: 10, y: 20)
    let list = DisplayList(rendering: root)
    #expect(list.size == CGSize(width: 100, height: 80))
    #expect(list.root.transform == CGAffineTransform(translationX: -10, y: -20))
    #expect(list.root.frame == CGRect(x: 50, y: 60, width: 100, height: 80))
    #expect(list.root.name == "UIView")
    let sized = DisplayList(rendering: root, size: CGSize(width: 30, height: 20))
    #expect(sized.size == CGSize(width: 30, height: 20))
  }

  @Test("3.6, R21: hidden subtrees are left out; alpha 0 keeps an empty-looking group")
  func hiddenAndTransparent() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.isHidden = true
    hidden.addSubview(UIView(frame: CGRect(x: 1, y: 1, width: 2, height: 2)))
    let clear = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
    clear.alpha = 0
    clear.backgroundColor = .red
    let half = UIView(frame: CGRect(x: 40, y: 0, width: 10, height: 10))
    half.alpha = 0.5
    root.addSubview(hidden)
    root.addSubview(clear)
    root.addSubview(half)
    let groups = children(DisplayList(rendering: root).root)
    #expect(groups.map(\.frame.minX) == [20, 40])
    #expect(groups.map(\.opacity) == [0, 0.5])
    #expect(groups[0].items == [.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), red)])

    root.isHidden = true
    #expect(DisplayList(rendering: root).root.items.isEmpty)
  }

  @Test("R22: masksToBounds clips to the bounds, rounded by the corner radius")
  func clipShapes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    plain.clipsToBounds = true
    plain.bounds.origin = CGPoint(x: 5, y: 6)
    let rounded = UIView(frame: CGRect(x: 0, y: 50, width: 40, height: 30))
    rounded.clipsToBounds = true
    rounded.layer.cornerRadius = 8
    let capsule = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 30))
    capsule.layer.masksToBounds = true
    capsule.layer.cornerRadius = 100
    let unclipped = UIView(frame: CGRect(x: 50, y: 0, width: 40, height: 30))
    unclipped.layer.cornerRadius = 8
    for view in [plain, rounded, capsule, unclipped] { root.addSubview(view) }
    let clips = children(DisplayList(rendering: root).root).map(\.clip)
    #expect(
      clips == [
        .rect(CGRect(x: 5, y: 6, width: 40, height: 30)),
        .roundedRect(CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 8),
        .roundedRect(CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 15),
        nil,
      ])
  }

  @Test("R23: background, then subviews, then the border above them (rounded by cornerRadius)")
  func itemOrder() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    root.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    root.layer.cornerRadius = 6
    root.layer.borderWidth = 2
    root.layer.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    child.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 0.25)
    root.addSubview(child)
    let list = DisplayList(rendering: root)
    let shape = RenderShape.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 6)
    let childGroup = DisplayGroup(
      name: "UIView", frame: CGRect(x: 10, y: 10, width: 20, height: 20),
      transform: CGAffineTransform(translationX: 10, y: 10), opacity: 1, clip: nil,
      items: [
        .fill(
          .rect(CGRect(x: 0, y: 0, width: 20, height: 20)),
          RenderColor(red: 0, green: 1, blue: 0, alpha: 0.25))
      ])
    #expect(
      list.root.items == [
        .fill(shape, red), .group(childGroup), .border(shape, width: 2, blue),
      ])
  }

  @Test("R23: a border with no colour or a transparent one draws nothing; a clear background too")
  func invisibleBorderAndBackground() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.borderWidth = 1
    view.layer.borderColor = nil
    view.backgroundColor = .clear
    #expect(DisplayList(rendering: view).root.items.isEmpty)
    view.layer.borderColor = CGColor(gray: 0, alpha: 0)
    #expect(DisplayList(rendering: view).root.items.isEmpty)
    view.layer.borderColor = CGColor(gray: 0.5, alpha: 1)
    #expect(
      DisplayList(rendering: view).root.items == [
        .border(
          .rect(CGRect(x: 0, y: 0, width: 10, height: 10)), width: 1,
          RenderColor(red: 0.5, green: 0.5, blue: 0.5))
      ])
  }

  @Test("R22: a layer's own background colour is drawn when the view has none")
  func layerBackground() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    #expect(
      DisplayList(rendering: view).root.items == [
        .fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), blue)
      ])
  }

  @Test("Dynamic system colours resolve against each view's appearance (light and dark)")
  func darkAppearance() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.backgroundColor = .systemBlue
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    card.backgroundColor = .systemBackground
    root.addSubview(card)
    let light = DisplayList(rendering: root).root
    root.traitOverrides.userInterfaceStyle = .dark
    let dark = DisplayList(rendering: root).root
    let bounds = RenderShape.rect(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(light.items.first == .fill(bounds, RenderColor(red: 0, green: 122 / 255, blue: 1)))
    #expect(
      dark.items.first == .fill(bounds, RenderColor(red: 10 / 255, green: 132 / 255, blue: 1)))
    let cardBounds = RenderShape.rect(CGRect(x: 0, y: 0, width: 5, height: 5))
    #expect(
      children(light).first?.items == [.fill(cardBounds, RenderColor(red: 1, green: 1, blue: 1))])
    #expect(
      children(dark).first?.items == [.fill(cardBounds, RenderColor(red: 0, green: 0, blue: 0))])
  }
}
