import Foundation
import InterfaceBuilderDocuments

/// A button's `<buttonConfiguration key="configuration">`, as Xcode 13 and later write it
/// (decision BC11).
///
/// The style, title, subtitle, image (named or a system symbol), image placement, paddings,
/// title alignment, size and corner style are attributes; the base colours, the image and its
/// preferred symbol configuration, the title and subtitle fonts and the content insets are
/// child elements. A title or subtitle font becomes a text attributes transformer that sets
/// it, as Interface Builder's font field does.
extension NibInstantiator {
  /// The configuration a `<buttonConfiguration>` element describes.
  func buttonConfiguration(_ element: IBElement, object: IBObject) -> UIButton.Configuration {
    var config = Self.configurationStyle(element["style"])
    if let title = element["title"] { config.title = title }
    if let subtitle = element["subtitle"] { config.subtitle = subtitle }
    if let name = element["image"] {
      config.image = configurationImage(name, catalog: element["catalog"], object: object)
    }
    config.imagePlacement = Self.imagePlacement(element["imagePlacement"])
    if let value = element["imagePadding"].flatMap(Double.init) {
      config.imagePadding = CGFloat(value)
    }
    if let value = element["titlePadding"].flatMap(Double.init) {
      config.titlePadding = CGFloat(value)
    }
    config.titleAlignment = Self.titleAlignment(element["titleAlignment"])
    config.buttonSize = Self.buttonSize(element["buttonSize"])
    config.cornerStyle = Self.cornerStyle(element["cornerStyle"])
    if bool(element["showsActivityIndicator"]) == true { config.showsActivityIndicator = true }
    for child in element.children {
      applyConfigurationChild(child, to: &config, object: object)
    }
    return config
  }

  /// Applies one child element of a `<buttonConfiguration>`.
  private func applyConfigurationChild(
    _ child: IBElement, to config: inout UIButton.Configuration, object: IBObject
  ) {
    switch (child.name, child.key) {
    case ("color", "baseForegroundColor"): config.baseForegroundColor = color(child)
    case ("color", "baseBackgroundColor"): config.baseBackgroundColor = color(child)
    case ("imageReference", "image"):
      if let name = child["image"] {
        config.image = configurationImage(name, catalog: child["catalog"], object: object)
      }
    case ("preferredSymbolConfiguration", "preferredSymbolConfigurationForImage"):
      config.preferredSymbolConfigurationForImage = symbolConfiguration(child, object: object)
    case ("fontDescription", "titleFontDescription"):
      if let font = font(child) { config.titleTextAttributesTransformer = Self.setting(font) }
    case ("fontDescription", "subtitleFontDescription"):
      if let font = font(child) { config.subtitleTextAttributesTransformer = Self.setting(font) }
    case ("directionalEdgeInsets", "contentInsets"):
      config.contentInsets = NSDirectionalEdgeInsets(
        top: CGFloat(child.double("top") ?? 0), leading: CGFloat(child.double("leading") ?? 0),
        bottom: CGFloat(child.double("bottom") ?? 0),
        trailing: CGFloat(child.double("trailing") ?? 0))
    default: break
    }
  }

  /// A system symbol for the `system` catalogue, else a named image.
  private func configurationImage(_ name: String, catalog: String?, object: IBObject) -> UIImage? {
    if catalog == "system", let symbol = UIImage(systemName: name) { return symbol }
    return image(named: name, object: object)
  }

  /// A transformer that sets a font.
  private static func setting(_ font: UIFont) -> UIConfigurationTextAttributesTransformer {
    UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = font
      return outgoing
    }
  }

  /// The style a document names (`plain` when it names none).
  private static func configurationStyle(_ name: String?) -> UIButton.Configuration {
    switch name {
    case "gray", "bordered": .gray()
    case "tinted", "borderedTinted": .tinted()
    case "filled", "borderedProminent": .filled()
    default: .plain()
    }
  }

  /// The image placement a document names (leading when it names none).
  private static func imagePlacement(_ name: String?) -> NSDirectionalRectEdge {
    switch name {
    case "trailing": .trailing
    case "top": .top
    case "bottom": .bottom
    default: .leading
    }
  }

  /// The title alignment a document names (automatic when it names none).
  private static func titleAlignment(_ name: String?) -> UIButton.Configuration.TitleAlignment {
    switch name {
    case "leading": .leading
    case "center": .center
    case "trailing": .trailing
    default: .automatic
    }
  }

  /// The size a document names (medium when it names none).
  private static func buttonSize(_ name: String?) -> UIButton.Configuration.Size {
    switch name {
    case "mini": .mini
    case "small": .small
    case "large": .large
    default: .medium
    }
  }

  /// The corner style a document names (dynamic when it names none).
  private static func cornerStyle(_ name: String?) -> UIButton.Configuration.CornerStyle {
    switch name {
    case "fixed": .fixed
    case "small": .small
    case "medium": .medium
    case "large": .large
    case "capsule": .capsule
    default: .dynamic
    }
  }

  /// A `<preferredSymbolConfiguration>`: its scale, weight and point size; a scale the loader
  /// does not know is a warning naming the button's line (decision HK3).
  private func symbolConfiguration(
    _ element: IBElement, object: IBObject
  ) -> UIImage.SymbolConfiguration {
    var configuration = UIImage.SymbolConfiguration.unspecified
    if let size = element.double("pointSize") {
      configuration = configuration.applying(
        UIImage.SymbolConfiguration(pointSize: CGFloat(size)))
    }
    if let scale = enumerated(
      "scale", of: object, element.attributes,
      ["small": .small, "medium": .medium, "large": .large] as [String: UIImage.SymbolScale],
      ignoring: ["default", "unspecified"])
    {
      configuration = configuration.applying(UIImage.SymbolConfiguration(scale: scale))
    }
    if let name = element["weight"], let weight = Self.fontWeight(name) {
      configuration = configuration.applying(
        UIImage.SymbolConfiguration(weight: .nearest(to: weight)))
    }
    return configuration
  }
}
