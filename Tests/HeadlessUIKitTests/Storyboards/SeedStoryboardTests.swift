import Examples
import Foundation
import HeadlessUIKit
import Testing

/// The frame of a view in its window's coordinates.
@MainActor
private func windowFrame(_ view: UIView?) -> CGRect? {
  guard let view else { return nil }
  return view.convert(view.bounds, to: nil)
}

/// Shows a controller on a screen and lays it out twice (self-sizing children settle in the
/// second pass, as in the code versions' scenes).
@MainActor
private func show(_ controller: UIViewController, on screen: UIScreen) -> UIWindow {
  UIScreen.headlessMain = screen
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  window.rootViewController = controller
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  window.layoutIfNeeded()
  return window
}

@MainActor
@Suite("Seed scenes as storyboards")
struct SeedStoryboardTests {
  init() { ExampleStoryboards.register() }

  static let screens: [(String, UIInterfaceOrientation)] = [
    ("iPhone 15 Pro", .portrait), ("iPhone SE (3rd generation)", .portrait),
    ("iPhone 15 Pro", .landscapeRight), ("iPad (10th generation)", .portrait),
  ]

  @Test(
    "seed 1: the map embedded by a segue lands where the pinned code version's map does",
    arguments: 0..<4)
  func mapContainer(_ index: Int) throws {
    let phone = UIScreen.main
    defer { UIScreen.headlessMain = phone }
    let (name, orientation) = Self.screens[index]
    let screen = UIScreen(
      headlessDevice: try #require(HeadlessDevice.named(name)), orientation: orientation)
    let code = MapContainerViewController(embedding: .pinned)
    _ = show(code, on: screen)
    let storyboard = UIStoryboard(name: "MapContainer", bundle: ExampleStoryboards.bundle)
    let loaded = try #require(storyboard.instantiateInitialViewController())
    _ = show(loaded, on: screen)
    let container = loaded.view.subviews.first
    #expect(windowFrame(container) == windowFrame(code.container))
    #expect(windowFrame(loaded.children.first?.view) == windowFrame(code.map.view))
    #expect(loaded.children.first?.view.backgroundColor == .systemGreen)
  }

  @Test(
    "seed 2: the card framed from its fitting size matches the code version",
    arguments: 0..<4)
  func selfSizingCard(_ index: Int) throws {
    let phone = UIScreen.main
    defer { UIScreen.headlessMain = phone }
    let (name, orientation) = Self.screens[index]
    let screen = UIScreen(
      headlessDevice: try #require(HeadlessDevice.named(name)), orientation: orientation)
    let code = FrameParentViewController()
    _ = show(code, on: screen)
    let storyboard = UIStoryboard(name: "SelfSizingCard", bundle: ExampleStoryboards.bundle)
    let loaded = try #require(
      storyboard.instantiateInitialViewController() as? CardHostViewController)
    _ = show(loaded, on: screen)
    let card = try #require(loaded.card)
    #expect(windowFrame(card.view) == windowFrame(code.card.view))
    #expect(windowFrame(card.view.subviews.first) == windowFrame(code.card.text))
    #expect((windowFrame(card.view)?.height ?? 0) > 40)
  }

  @Test(
    "seed 3: the preview capped at 25 % and the list match the code version",
    arguments: 0..<4)
  func bookList(_ index: Int) throws {
    let phone = UIScreen.main
    defer { UIScreen.headlessMain = phone }
    let (name, orientation) = Self.screens[index]
    let screen = UIScreen(
      headlessDevice: try #require(HeadlessDevice.named(name)), orientation: orientation)
    let code = PreviewListViewController()
    code.preview.text = PreviewListViewController.sampleText
    _ = show(code, on: screen)
    let storyboard = UIStoryboard(name: "BookList", bundle: ExampleStoryboards.bundle)
    let loaded = try #require(
      storyboard.instantiateInitialViewController() as? BookListViewController)
    _ = show(loaded, on: screen)
    let preview = try #require(loaded.preview)
    #expect(windowFrame(preview.view) == windowFrame(code.preview.view))
    #expect(windowFrame(preview.label) == windowFrame(code.preview.label))
    #expect(preview.scrollView?.contentSize == code.preview.scrollView.contentSize)
    #expect(windowFrame(loaded.list) == windowFrame(code.list))
    let titles = try #require(loaded.titles)
    #expect(titles.arrangedSubviews.count == code.titles.arrangedSubviews.count)
    for (a, b) in zip(titles.arrangedSubviews, code.titles.arrangedSubviews) {
      #expect(windowFrame(a) == windowFrame(b))
    }
    // The cap: never taller than a quarter of the screen.
    #expect((windowFrame(preview.view)?.height ?? .infinity) <= screen.bounds.height / 4 + 0.01)
  }

  @Test("seed 3 at the largest accessibility text size still matches the code version")
  func bookListLargeText() throws {
    let phone = UIScreen.main
    defer { UIScreen.headlessMain = phone }
    let screen = UIScreen(headlessDevice: try #require(HeadlessDevice.named("iPhone 15 Pro")))
    let code = PreviewListViewController()
    code.preview.text = PreviewListViewController.sampleText
    let codeWindow = show(code, on: screen)
    codeWindow.headlessSetContentSizeCategory(.accessibilityExtraExtraExtraLarge)
    codeWindow.layoutIfNeeded()
    codeWindow.layoutIfNeeded()
    let storyboard = UIStoryboard(name: "BookList", bundle: ExampleStoryboards.bundle)
    let loaded = try #require(
      storyboard.instantiateInitialViewController() as? BookListViewController)
    let window = show(loaded, on: screen)
    window.headlessSetContentSizeCategory(.accessibilityExtraExtraExtraLarge)
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(windowFrame(loaded.preview?.label) == windowFrame(code.preview.label))
    #expect(windowFrame(loaded.titles) == windowFrame(code.titles))
    #expect(loaded.preview?.label?.font.pointSize == code.preview.label.font.pointSize)
  }
}
