import Synchronization

@_implementationOnly import CFontConfig

/// A font file on disk and the face inside it that fontconfig chose.
package struct FontFile: Hashable, Sendable {
  /// The file's path.
  package var path: String
  /// The face's index inside the file (0 for a plain TrueType file).
  package var faceIndex: Int
  /// The family name the face reports (its first family name).
  package var family: String
  /// The style name the face reports, such as "Book" or "Bold Oblique".
  package var style: String
  /// The face's PostScript name, such as "DejaVuSans-Bold" (empty when the face has none).
  package var postScriptName: String = ""
}

/// Finds font files through fontconfig.
///
/// fontconfig always answers with its best match, substituting another family when the requested
/// one is missing; this matcher refuses substitutes (``FontError/fontNotFound(_:)``) so that a
/// misspelt or uninstalled family is an error rather than silently different metrics. Weight and
/// slant are matched to the nearest face the family has (DejaVu Sans has ExtraLight, Book and
/// Bold, each with an oblique). Calls are serialised: fontconfig's configuration is shared.
package enum FontMatcher {
  struct State: ~Copyable {
    var config: OpaquePointer?
    var cache: [FontDescription: FontFile] = [:]
    var names: [String: FontFile] = [:]

    /// The configuration, loaded on first use.
    mutating func loadedConfig() -> OpaquePointer? {
      if config == nil { config = FcInitLoadConfigAndFonts() }
      return config
    }
  }
  static let state = Mutex(State())

  /// The file holding the face that best matches `description`.
  ///
  /// - Throws: ``FontError/fontNotFound(_:)`` when no face of the family is installed,
  ///   ``FontError/fontconfigUnavailable`` when fontconfig cannot start.
  package static func file(for description: FontDescription) throws(FontError) -> FontFile {
    let result: Result<FontFile, FontError> = state.withLock { state in
      if let cached = state.cache[description] { return .success(cached) }
      guard let config = state.loadedConfig() else { return .failure(.fontconfigUnavailable) }
      let found = match(description, config: config)
      if case .success(let file) = found { state.cache[description] = file }
      return found
    }
    return try result.get()
  }

  private static func match(_ description: FontDescription, config: OpaquePointer)
    -> Result<FontFile, FontError>
  {
    guard let pattern = FcPatternCreate() else { return .failure(.fontconfigUnavailable) }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, description.family)
    FcPatternAddInteger(
      pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(description.weight.rawValue)))
    FcPatternAddInteger(pattern, FC_SLANT, description.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(config, pattern, &result) else {
      return .failure(.fontNotFound(description))
    }
    defer { FcPatternDestroy(matched) }
    guard let path = string(matched, FC_FILE),
      familyNames(matched).contains(where: {
        $0.equalsIgnoringCase(description.family)
      })
    else { return .failure(.fontNotFound(description)) }
    var index: Int32 = 0
    FcPatternGetInteger(matched, FC_INDEX, 0, &index)
    let family = string(matched, FC_FAMILY) ?? description.family
    let style = string(matched, FC_STYLE) ?? ""
    return .success(
      FontFile(
        path: path, faceIndex: Int(index), family: family, style: style,
        postScriptName: string(matched, FC_POSTSCRIPT_NAME) ?? ""))
  }

  static func familyNames(_ pattern: OpaquePointer) -> [String] {
    var names: [String] = []
    var index: Int32 = 0
    while let name = string(pattern, FC_FAMILY, index: index) {
      names.append(name)
      index += 1
    }
    return names
  }

  static func string(_ pattern: OpaquePointer, _ object: String, index: Int32 = 0)
    -> String?
  {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: value)
  }
}

extension String {
  fileprivate func equalsIgnoringCase(_ other: String) -> Bool {
    lowercased() == other.lowercased()
  }
}
