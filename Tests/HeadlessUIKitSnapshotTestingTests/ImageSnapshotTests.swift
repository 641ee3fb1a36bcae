import Foundation
import HeadlessUIKitSnapshotTesting
import SnapshotTesting
import Testing

@testable import HeadlessUIKitSnapshotTesting

@MainActor
@Suite("Image snapshots of controllers and views")
struct ImageSnapshotTests {
  @Test("A controller snapshotted as on iOS matches its recorded reference")
  func controllerMatchesReference() {
    let vc = ProfileViewController()
    assertSnapshot(of: vc, as: .image(on: .iPhone13))
  }

  @Test("A layout change fails against the reference with a message and the failure images")
  func layoutChangeFails() throws {
    let message = try #require(
      verifySnapshot(
        of: ProfileViewController(cardOffset: 24), as: .image(on: .iPhone13), named: "1",
        record: .never,
        testName: "controllerMatchesReference()"))
    #expect(message.contains("does not match reference"))
    #expect(message.contains("Newly-taken snapshot does not match reference."))
    let folder = try #require(
      message.components(separatedBy: "Reference, failure and difference images: ").last?
        .components(separatedBy: "\n").first)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == ["difference.png", "failure.png", "reference.png"])
    let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/difference.png"))
    let difference = try #require(UIImage(data: data)?.headlessPixels)
    // 390 × 844 points at the iPhone 13's 3×.
    #expect(difference.width == 1170 && difference.height == 2532)
    // 40 points from the left, inside the card in both images (blue), no difference; in
    // the 24 points the card's top moved down, blue against white: the largest component
    // difference (204 of 255), stretched against the image's largest.
    let still = difference.pixel(x: 3 * 40, y: 3 * (47 + 20 + 60))
    #expect(still.red == 0 && still.green == 0 && still.blue == 0 && still.alpha == 255)
    let moved = difference.pixel(x: 3 * 40, y: 3 * (47 + 20 + 10))
    #expect(moved.red >= 204 && moved.red == moved.green && moved.green == moved.blue)
  }

  @Test("The image has the configuration's size at the device's scale, or the traits' scale")
  func imageSizeAndScale() throws {
    var image: UIImage?
    let strategy = Snapshotting<UIViewController, UIImage>.image(
      on: .iPhoneSe, traits: UITraitCollection(displayScale: 1))
    strategy.snapshot(ProfileViewController()).run { image = $0 }
    let small = try #require(image?.headlessPixels)
    #expect(small.width == 320 && small.height == 568)
    Snapshotting<UIViewController, UIImage>.image(on: .iPadPro11(.portrait)).snapshot(
      ProfileViewController()
    ).run { image = $0 }
    let pad = try #require(image?.headlessPixels)
    #expect(pad.width == 834 * 2 && pad.height == 1194 * 2)
  }

  @Test("The controller is shown in a window with the configuration's safe area and traits")
  func controllerEnvironment() {
    let vc = ProfileViewController()
    Snapshotting<UIViewController, UIImage>.image(
      on: .iPhone13ProMax(.landscape), traits: UITraitCollection(displayScale: 1)
    ).snapshot(vc).run { _ in }
    #expect(vc.callbacks == ["viewWillAppear", "viewDidAppear"])
    #expect(vc.laidOutSafeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(vc.laidOutSizeClass == .regular)
    #expect(vc.parent == nil)
  }

  @Test("A view is snapshotted at its own size")
  func viewAtOwnSize() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    view.backgroundColor = .red
    var image: UIImage?
    Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(displayScale: 2))
      .snapshot(view).run { image = $0 }
    let pixels = try #require(image?.headlessPixels)
    #expect(pixels.width == 80 && pixels.height == 60)
    let pixel = pixels.pixel(x: 40, y: 30)
    #expect(pixel.red == 255 && pixel.green == 0 && pixel.blue == 0 && pixel.alpha == 255)
  }
}

@MainActor
@Suite("One image over several configurations")
struct ConfigurationsSnapshotTests {
  @Test("Each configuration's image is placed left to right, 16 points apart, at one scale")
  func sideBySide() throws {
    var image: UIImage?
    Snapshotting<() -> UIViewController, UIImage>.image(
      on: [.iPhoneSe, .iPhone13, .iPadMini(.portrait(splitView: .oneThird))],
      traits: UITraitCollection(displayScale: 1)
    ).snapshot({ ProfileViewController() }).run { image = $0 }
    let sheet = try #require(image?.headlessPixels)
    #expect(sheet.width == 320 + 16 + 390 + 16 + 320)
    #expect(sheet.height == 1024)
    // The gap after the first image is transparent; the second image starts white.
    #expect(sheet.pixel(x: 328, y: 10).alpha == 0)
    #expect(sheet.pixel(x: 336 + 2, y: 10) == (red: 255, green: 255, blue: 255, alpha: 255))
  }

  @Test("A screen over several devices matches its recorded reference")
  func severalDevicesMatchReference() {
    assertSnapshot(
      of: { ProfileViewController() },
      as: .image(
        on: [.iPhoneSe, .iPhone13(.landscape)], traits: UITraitCollection(displayScale: 1)))
  }
}
