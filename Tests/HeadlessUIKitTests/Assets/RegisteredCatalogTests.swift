import Foundation
import HeadlessUIKit
import InterfaceBuilderDocuments
import TestSupport
import Testing

/// Catalogs registered for a bundle, read by `UIImage(named:in:compatibleWith:)`,
/// `UIColor(named:in:compatibleWith:)` and the storyboard loader (decisions AC2–AC4).
///
/// Each test registers the fixture catalog for a bundle of its own (an empty temporary
/// folder), so that suites running at the same time never see it.
@MainActor
@Suite struct RegisteredCatalogTests {
  private let catalog = RepositoryFixtures.assetCatalogApp.appendingPathComponent(
    "Assets.xcassets")
  private let document = RepositoryFixtures.assetCatalogApp.appendingPathComponent(
    "Base.lproj/Profile.storyboard")

  /// Runs `body` with the fixture catalog registered for a new bundle.
  private func withCatalog(_ body: (Bundle) throws -> Void) throws {
    let bundle = try TemporaryBundle()
    try AssetCatalog.register(catalog, for: bundle.bundle)
    defer { AssetCatalog.unregisterAll(for: bundle.bundle) }
    try body(bundle.bundle)
  }

  /// The initial controller's root view, loaded with `bundle` as the storyboard's bundle.
  private func loadProfile(_ bundle: Bundle) throws -> UIView {
    let storyboard = try UIStoryboard(headlessContentsOf: document, bundle: bundle)
    let controller = try #require(storyboard.instantiateInitialViewController())
    return controller.view
  }

  @Test(
    "AC2: UIImage(named:) and UIColor(named:) find a registered catalog's assets by Xcode's names")
  func namedLookups() throws {
    try withCatalog { bundle in
      let star2x = try #require(
        UIImage(named: "Icons/star", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))
      )
      #expect(star2x.scale == 2)
      #expect(star2x.size == CGSize(width: 10, height: 10))
      let star1x = try #require(
        UIImage(named: "Icons/star", in: bundle, compatibleWith: UITraitCollection(displayScale: 1))
      )
      #expect(star1x.scale == 1)
      // Inside a group that provides a namespace: only "Icons/star".
      #expect(UIImage(named: "star", in: bundle, compatibleWith: nil) == nil)
      let logo = try #require(UIImage(named: "Wordmark", in: bundle, compatibleWith: nil))
      #expect(logo.renderingMode == .alwaysTemplate)
      #expect(logo.size == CGSize(width: 24, height: 8))
      let darkLogo = try #require(
        UIImage(
          named: "Wordmark", in: bundle,
          compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
      #expect(darkLogo.size == CGSize(width: 24, height: 10))
      let brand = try #require(UIColor(named: "ProfileTint", in: bundle, compatibleWith: nil))
      #expect(components(brand) == [1, 0.5, 0, 1])
      #expect(components(brand, dark: true) == [0, 0.502, 1, 1])
      // Registered catalogs belong to their bundle only.
      #expect(UIColor(named: "ProfileTint") == nil)
      #expect(UIImage(named: "Icons/star") == nil)
    }
  }

  @Test(
    "AC2: an unreadable image or colour set gives nil and a log naming the file and the key path")
  func malformedSets() throws {
    try withCatalog { bundle in
      let messages = Diagnostics.capture {
        #expect(UIImage(named: "CorruptPhoto", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "BrokenTint", in: bundle, compatibleWith: nil) == nil)
      }
      #expect(messages.count == 2)
      #expect(messages.contains { $0.contains("CorruptPhoto.imageset/corrupt.png") })
      #expect(
        messages.contains {
          $0.contains("BrokenTint.colorset/Contents.json at colors[0].color.components.red")
        })
    }
  }

  @Test("AC4: a storyboard's images and colours come from the catalog; misses fall back and warn")
  func storyboardAssets() throws {
    try withCatalog { bundle in
      var root: UIView?
      let messages = try Diagnostics.capture { root = try loadProfile(bundle) }
      let view = try #require(root)
      let images = view.subviews.compactMap { $0 as? UIImageView }
      let labels = view.subviews.compactMap { $0 as? UILabel }
      let button = try #require(view.subviews.compactMap { $0 as? UIButton }.first)
      #expect(images.count == 4)
      #expect(labels.count == 2)
      guard images.count == 4, labels.count == 2 else { return }
      // The catalog's orange, not the grey the document stored.
      #expect(components(try #require(view.backgroundColor)) == [1, 0.5, 0, 1])
      #expect(components(try #require(view.backgroundColor), dark: true) == [0, 0.502, 1, 1])
      // The root view's tint (decoded for every view, as UIKit does) reaches the button.
      #expect(components(button.tintColor) == [1, 0.5, 0, 1])
      let star = try #require(images[0].image)
      #expect(star.size == CGSize(width: 10, height: 10))
      #expect(star.scale == UIScreen.main.scale)
      // Missing and corrupt images: placeholders of the stored size.
      #expect(images[1].image?.size == CGSize(width: 20, height: 20))
      #expect(images[3].image?.size == CGSize(width: 30, height: 30))
      // The SF Symbol keeps its stored size and is not looked for in the catalog.
      #expect(images[2].image?.size == CGSize(width: 128, height: 116))
      #expect(button.image(for: .normal)?.renderingMode == .alwaysTemplate)
      #expect(button.image(for: .normal)?.size == CGSize(width: 24, height: 8))
      // Colours the catalog lacks or cannot give: the document's stored values.
      #expect(components(try #require(labels[0].textColor)) == [0, 0, 1, 1])
      #expect(components(try #require(labels[1].textColor)) == [0, 1, 0, 1])
      let warnings = messages.filter { $0.contains("Profile.storyboard") }
      #expect(warnings.contains { $0.contains("\"MissingPhoto\" image") })
      #expect(warnings.contains { $0.contains("\"GhostTint\"") })
      #expect(warnings.contains { $0.contains("\"CorruptPhoto\" image set could not be read") })
      #expect(!messages.contains { $0.contains("star.fill") })
      #expect(messages.contains { $0.contains("BrokenTint.colorset/Contents.json at colors[0]") })
    }
  }

  @Test("AC4: without catalogs the document's stored sizes and colours are used, silently")
  func storyboardWithoutCatalogs() throws {
    let bundle = try TemporaryBundle()
    var root: UIView?
    let messages = try Diagnostics.capture { root = try loadProfile(bundle.bundle) }
    let view = try #require(root)
    #expect(components(try #require(view.backgroundColor)) == [0.5, 0.5, 0.5, 1])
    let star = try #require((view.subviews.first as? UIImageView)?.image)
    #expect(star.size == CGSize(width: 10, height: 10))
    #expect(star.scale == 1)
    #expect(!messages.contains { $0.contains("MissingPhoto") || $0.contains("GhostTint") })
  }
}
