import Foundation
import HeadlessUIKit
import InterfaceBuilderDocuments
import Testing

/// A bundle folder made for one test, with files written under it; removed at the end.
struct TemporaryBundle: ~Copyable {
  let root: URL
  let bundle: Bundle

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("AssetCatalogTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    bundle = try #require(Bundle(path: root.path))
  }

  /// Writes a file at a path relative to the bundle, making its folders.
  func write(_ path: String, _ data: Data) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
  }

  /// Writes a text file.
  func write(_ path: String, _ text: String) throws {
    try write(path, Data(text.utf8))
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }
}

/// A colour set entry as Xcode writes it.
func colorEntry(
  _ components: String, space: String = "srgb", appearance: String? = nil,
  idiom: String = "universal"
) -> String {
  let appearances =
    appearance.map {
      #""appearances" : [ { "appearance" : "\#($0.split(separator: "=")[0])", "value" : "\#($0.split(separator: "=")[1])" } ], "#
    }
    ?? ""
  return
    #"{ \#(appearances)"color" : { "color-space" : "\#(space)", "components" : { \#(components) } }, "idiom" : "\#(idiom)" }"#
}

/// The `Contents.json` of a colour set with entries.
func colorSet(_ entries: String...) -> String {
  #"{ "colors" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
}

/// Red, green, blue and alpha of a colour in an appearance.
@MainActor
func components(_ color: UIColor, dark: Bool = false, contrast: Bool = false) -> [CGFloat] {
  let rgba = color.resolvedComponents(darkAppearance: dark, increasedContrast: contrast)
  return [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { ($0 * 1000).rounded() / 1000 }
}

@MainActor
@Suite struct AssetCatalogTests {
  @Test("IM8: a colour set gives a dynamic catalog colour with its appearances")
  func colorSetAppearances() throws {
    let bundle = try TemporaryBundle()
    try bundle.write(
      "Assets.xcassets/Brand.colorset/Contents.json",
      colorSet(
        colorEntry(#""red" : "1.000", "green" : "0.500", "blue" : "0.000", "alpha" : "1.000""#),
        colorEntry(
          #""red" : "0x00", "green" : "0x80", "blue" : "0xFF", "alpha" : "1.000""#,
          appearance: "luminosity=dark"),
        colorEntry(
          #""red" : "255", "green" : "0", "blue" : "0", "alpha" : "0.500""#,
          appearance: "contrast=high")))
    let color = try #require(UIColor(named: "Brand", in: bundle.bundle, compatibleWith: nil))
    #expect(components(color) == [1, 0.5, 0, 1])
    #expect(components(color, dark: true) == [0, 0.502, 1, 1])
    #expect(components(color, contrast: true) == [1, 0, 0, 0.5])
    // No dark high-contrast entry: the dark one applies.
    #expect(components(color, dark: true, contrast: true) == [0, 0.502, 1, 1])
    #expect(color.description.hasPrefix("<UIDynamicCatalogColor: 0x"))
    #expect(color.description.hasSuffix("name = Brand>"))
    let dark = try #require(
      UIColor(
        named: "Brand", in: bundle.bundle,
        compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(components(dark) == [0, 0.502, 1, 1])
  }

  @Test("IM8: grey, Display P3 and system references are read; groups are searched")
  func colorSpaces() throws {
    let bundle = try TemporaryBundle()
    try bundle.write(
      "Assets.xcassets/Colors/Grey.colorset/Contents.json",
      colorSet(colorEntry(#""white" : "0.250", "alpha" : "1.000""#, space: "gray-gamma-22")))
    try bundle.write(
      "Assets.xcassets/Colors/Brand/P3.colorset/Contents.json",
      colorSet(
        colorEntry(
          #""red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#,
          space: "display-p3")))
    try bundle.write(
      "Assets.xcassets/Tint.colorset/Contents.json",
      #"{ "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" } ] }"#
    )
    #expect(
      try components(#require(UIColor(named: "Grey", in: bundle.bundle, compatibleWith: nil))) == [
        0.25, 0.25, 0.25, 1,
      ])
    let p3 = try #require(UIColor(named: "Brand/P3", in: bundle.bundle, compatibleWith: nil))
    let short = try #require(UIColor(named: "P3", in: bundle.bundle, compatibleWith: nil))
    #expect(components(p3) == components(short))
    #expect(components(p3)[0] > 1)  // P3 red lies outside sRGB
    let tint = try #require(UIColor(named: "Tint", in: bundle.bundle, compatibleWith: nil))
    #expect(components(tint, dark: true) == components(.systemBlue, dark: true))
    #expect(UIColor(named: "Missing", in: bundle.bundle, compatibleWith: nil) == nil)
  }

  @Test("IM8: a malformed colour set gives nil and a typed error, never a trap")
  func malformedColorSets() throws {
    let bundle = try TemporaryBundle()
    let cases: [(String, String)] = [
      ("NotJSON", "{ colors: "),
      ("NoColors", #"{ "info" : {} }"#),
      ("Space", colorSet(colorEntry(#""red" : "1", "green" : "0", "blue" : "0""#, space: "cmyk"))),
      ("Component", colorSet(colorEntry(#""red" : "lots", "green" : "0", "blue" : "0""#))),
      ("Missing", colorSet(colorEntry(#""red" : "1.0", "green" : "0.0""#))),
      ("MacOnly", colorSet(colorEntry(#""red" : "1", "green" : "0", "blue" : "0""#, idiom: "mac"))),
    ]
    for (name, json) in cases {
      try bundle.write("Assets.xcassets/\(name).colorset/Contents.json", json)
      #expect(UIColor(named: name, in: bundle.bundle, compatibleWith: nil) == nil, "\(name)")
    }
    let folder = bundle.root.appendingPathComponent("Assets.xcassets/Space.colorset")
    #expect(throws: AssetCatalogError.self) { try AssetCatalog.color(named: "Space", at: folder) }
    do {
      _ = try AssetCatalog.color(named: "Space", at: folder)
    } catch {
      guard case .unsupportedColorSpace(_, let space) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(space == "cmyk")
    }
    #expect(AssetColorSet.componentValue("0x80") == 128.0 / 255)
    #expect(AssetColorSet.componentValue("128") == 128.0 / 255)
    #expect(AssetColorSet.componentValue("0.500") == 0.5)
    #expect(AssetColorSet.componentValue("0x1FF") == nil)
    #expect(AssetColorSet.componentValue("") == nil)
  }

  @Test("IM8: an image set gives its highest-scale file, a symbol set a custom symbol")
  func imageAndSymbolSets() throws {
    let bundle = try TemporaryBundle()
    try bundle.write(
      "Assets.xcassets/Avatar.imageset/Contents.json",
      #"""
      { "images" : [
          { "filename" : "avatar.png", "idiom" : "universal", "scale" : "1x" },
          { "filename" : "avatar-big.png", "idiom" : "universal", "scale" : "2x" },
          { "idiom" : "universal", "scale" : "3x" } ],
        "properties" : { "template-rendering-intent" : "template" } }
      """#)
    try bundle.write(
      "Assets.xcassets/Avatar.imageset/avatar.png", ImageBytes.png(width: 40, height: 30))
    try bundle.write(
      "Assets.xcassets/Avatar.imageset/avatar-big.png", ImageBytes.png(width: 80, height: 60))
    try bundle.write(
      "Assets.xcassets/custom.logo.symbolset/Contents.json",
      #"{ "symbols" : [ { "filename" : "custom.logo.svg", "idiom" : "universal" } ] }"#)
    let avatar = try #require(UIImage(named: "Avatar", in: bundle.bundle, compatibleWith: nil))
    #expect(avatar.scale == 2)
    #expect(avatar.size == CGSize(width: 40, height: 30))
    #expect(avatar.renderingMode == .alwaysTemplate)
    let logo = try #require(UIImage(named: "custom.logo", in: bundle.bundle, compatibleWith: nil))
    #expect(logo.isSymbolImage)
    #expect(logo.size == UIImage(systemName: "star")?.size)
    let configured = try #require(
      UIImage(
        named: "custom.logo", in: bundle.bundle,
        with: UIImage.SymbolConfiguration(pointSize: 40)))
    #expect(configured.size.height == symbolSide(.systemFont(ofSize: 40)))
    let traits = UITraitCollection(displayScale: 2)
    let recorded = try #require(
      UIImage(named: "Avatar", in: bundle.bundle, with: traits.imageConfiguration))
    #expect(recorded.traitCollection.displayScale == 2)
    #expect(recorded.size == avatar.size)
  }

  @Test("IM8: generated asset symbols read their catalogs; a missing asset is empty or clear")
  func resources() throws {
    let bundle = try TemporaryBundle()
    try bundle.write(
      "Assets.xcassets/Accent.colorset/Contents.json",
      colorSet(
        colorEntry(#""red" : "0.000", "green" : "1.000", "blue" : "0.000", "alpha" : "1.000""#)))
    try bundle.write(
      "Assets.xcassets/Icon.imageset/Contents.json",
      #"{ "images" : [ { "filename" : "icon.png", "idiom" : "universal", "scale" : "3x" } ] }"#)
    try bundle.write(
      "Assets.xcassets/Icon.imageset/icon.png", ImageBytes.png(width: 30, height: 60))
    let accent = ColorResource(name: "Accent", bundle: bundle.bundle)
    let icon = ImageResource(name: "Icon", bundle: bundle.bundle)
    #expect(accent == ColorResource(name: "Accent", bundle: bundle.bundle))
    #expect(components(UIColor(resource: accent)) == [0, 1, 0, 1])
    #expect(UIImage(resource: icon).size == CGSize(width: 10, height: 20))
    let messages = Diagnostics.capture {
      #expect(UIImage(resource: ImageResource(name: "Gone", bundle: bundle.bundle)).size == .zero)
      #expect(
        UIColor(resource: ColorResource(name: "Gone", bundle: bundle.bundle)).cgColor.alpha == 0)
    }
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.contains("Gone") })
  }
}
