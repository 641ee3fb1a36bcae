import Foundation
import InterfaceBuilderDocuments
import TestSupport
import Testing

/// Colour sets and image sets read into values, and the typed errors for malformed ones
/// (decisions IM8, AC1, AC2).
@Suite struct AssetSetParsingTests {
  private let catalog = RepositoryFixtures.assetCatalogApp.appendingPathComponent(
    "Assets.xcassets")

  /// The error reading `json` as a colour set gives, or `nil`.
  private func colorError(_ json: String) -> AssetCatalogError? {
    do {
      _ = try AssetColorSet(data: Data(json.utf8), path: "X.colorset/Contents.json")
      return nil
    } catch {
      return error
    }
  }

  /// The error reading `json` as an image set gives, or `nil`.
  private func imageError(_ json: String) -> AssetCatalogError? {
    do {
      _ = try AssetImageSet(data: Data(json.utf8), path: "X.imageset/Contents.json")
      return nil
    } catch {
      return error
    }
  }

  @Test("AC1: a colour set's any, dark and high-contrast entries in Xcode's three spellings")
  func colorSetVariants() throws {
    let set = try AssetColorSet(folder: catalog.appendingPathComponent("ProfileTint.colorset"))
    #expect(
      set.value(for: AssetAppearance())
        == .rgb(red: 1, green: 0.5, blue: 0, alpha: 1, isDisplayP3: false))
    #expect(
      set.value(for: AssetAppearance(isDark: true))
        == .rgb(red: 0, green: 128.0 / 255, blue: 1, alpha: 1, isDisplayP3: false))
    #expect(
      set.value(for: AssetAppearance(hasIncreasedContrast: true))
        == .rgb(red: 1, green: 0, blue: 0, alpha: 1, isDisplayP3: false))
    // No dark high-contrast entry: the dark one, as system colours fall back.
    #expect(
      set.value(for: AssetAppearance(isDark: true, hasIncreasedContrast: true))
        == set.value(for: AssetAppearance(isDark: true)))
  }

  @Test("AC1: malformed colour sets are typed errors naming the file and the JSON key path")
  func colorKeyPaths() {
    #expect(
      colorError("{ colors: ")
        == .malformed(path: "X.colorset/Contents.json", keyPath: "", reason: "not JSON"))
    #expect(
      colorError("[1, 2]")
        == .malformed(
          path: "X.colorset/Contents.json", keyPath: "", reason: "the top level is not an object"))
    #expect(
      colorError(#"{ "colors" : 3 }"#)
        == .malformed(path: "X.colorset/Contents.json", keyPath: "colors", reason: "not an array"))
    #expect(
      colorError(#"{ "colors" : [ 7 ] }"#)
        == .malformed(
          path: "X.colorset/Contents.json", keyPath: "colors[0]", reason: "not an object"))
    let wrongType = colorError(
      #"{ "colors" : [ { "color" : { "components" : { "red" : [1], "green" : "0", "blue" : "0" } } } ] }"#
    )
    guard case .invalidComponent(_, let keyPath, _) = wrongType else {
      Issue.record("unexpected \(String(describing: wrongType))")
      return
    }
    #expect(keyPath == "colors[0].color.components.red")
    #expect(
      colorError(
        #"{ "colors" : [ { "idiom" : "universal", "appearances" : "dark", "color" : { "white" : "1" } } ] }"#
      )
        == .malformed(
          path: "X.colorset/Contents.json", keyPath: "colors[0].appearances",
          reason: "not an array"))
    #expect(
      colorError(#"{ "colors" : [ { "idiom" : 5, "color" : { } } ] }"#)
        == .malformed(
          path: "X.colorset/Contents.json", keyPath: "colors[0].idiom", reason: "not a string"))
    #expect(
      colorError(
        #"{ "colors" : [ { "color" : { "components" : { "red" : "1e999", "green" : "0", "blue" : "0" } } } ] }"#
      )
        == .invalidComponent(
          path: "X.colorset/Contents.json", keyPath: "colors[0].color.components.red",
          value: "1e999"))
    #expect(
      colorError(#"{ "colors" : [ { "idiom" : "mac", "color" : { "white" : "1" } } ] }"#)
        == .noColor(path: "X.colorset/Contents.json"))
    #expect(
      colorError(
        #"{ "colors" : [ { "color" : { "color-space" : "cmyk", "components" : { } } } ] }"#)
        == .unsupportedColorSpace(path: "X.colorset/Contents.json", colorSpace: "cmyk"))
    let huge = #"{ "colors" : [], "pad" : ""# + String(repeating: "x", count: 1 << 20) + #"" }"#
    #expect(
      colorError(huge)
        == .tooLarge(path: "X.colorset/Contents.json", bytes: huge.utf8.count))
    #expect(AssetColorSet.componentValue("0x80") == 128.0 / 255)
    #expect(AssetColorSet.componentValue("128") == 128.0 / 255)
    #expect(AssetColorSet.componentValue("0.500") == 0.5)
    #expect(AssetColorSet.componentValue("0x1FF") == nil)
    #expect(AssetColorSet.componentValue("nan") == nil)
    #expect(AssetColorSet.componentValue("") == nil)
  }

  @Test("AC2: an image set's file is chosen for the screen's scale and the appearance")
  func imageEntries() throws {
    let star = try AssetImageSet(
      folder: catalog.appendingPathComponent("Icons/star.imageset"))
    #expect(star.entry(forScale: 3)?.filename == "star@3x.png")
    #expect(star.entry(forScale: 2)?.filename == "star@2x.png")
    #expect(star.entry(forScale: 1)?.filename == "star.png")
    #expect(star.renderingIntent == .automatic)
    let logo = try AssetImageSet(folder: catalog.appendingPathComponent("Plain/Wordmark.imageset"))
    // The 3x well is empty: the 2x file is the nearest; the dark file only in dark.
    #expect(logo.entry(forScale: 3)?.filename == "wordmark.png")
    #expect(
      logo.entry(forScale: 3, appearance: AssetAppearance(isDark: true))?.filename
        == "wordmark-dark.png")
    #expect(logo.renderingIntent == .template)
    let phone = try AssetImageSet(
      data: Data(
        #"""
        { "images" : [ { "filename" : "u.png", "idiom" : "universal", "scale" : "3x" },
                       { "filename" : "p.png", "idiom" : "iphone", "scale" : "1x" },
                       { "filename" : "w.png", "idiom" : "watch", "scale" : "3x" } ] }
        """#.utf8), path: "P.imageset/Contents.json")
    #expect(phone.entries.count == 2)
    #expect(phone.entry(forScale: 3)?.filename == "p.png")
  }

  @Test("AC2: malformed image sets name the key path; file names cannot leave the set")
  func imageKeyPaths() {
    let path = "X.imageset/Contents.json"
    #expect(
      imageError(#"{ "images" : { } }"#)
        == .malformed(path: path, keyPath: "images", reason: "not an array"))
    #expect(
      imageError(#"{ "images" : [ { "filename" : "../../etc/passwd", "idiom" : "universal" } ] }"#)
        == .malformed(
          path: path, keyPath: "images[0].filename",
          reason: "\"../../etc/passwd\" is not a file name"))
    #expect(
      imageError(#"{ "images" : [ { "filename" : "a.png", "scale" : "1000000x" } ] }"#)
        == .malformed(
          path: path, keyPath: "images[0].scale", reason: "\"1000000x\" is not 1x, 2x or 3x"))
    #expect(
      imageError(#"{ "images" : [ { "filename" : 12 } ] }"#)
        == .malformed(path: path, keyPath: "images[0].filename", reason: "not a string"))
    #expect(
      imageError(#"{ "images" : [], "properties" : { "template-rendering-intent" : 1 } }"#)
        == .malformed(
          path: path, keyPath: "properties.template-rendering-intent", reason: "not a string"))
    #expect(imageError(#"{ "images" : [ { "idiom" : "universal", "scale" : "2x" } ] }"#) == nil)
  }
}
