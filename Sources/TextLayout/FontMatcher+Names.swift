@_implementationOnly import CFontConfig

/// Finding fonts by name and listing what is installed, as `UIFont(name:size:)`,
/// `UIFont.familyNames` and `UIFont.fontNames(forFamilyName:)` need.
extension FontMatcher {
  /// The face whose PostScript name, full name or family name is `name` (compared without
  /// regard to case, in that order of preference; a family name gives its regular face).
  ///
  /// - Throws: ``FontError/fontNameNotFound(_:)`` when no installed face has that name,
  ///   ``FontError/fontconfigUnavailable`` when fontconfig cannot start.
  package static func file(named name: String) throws(FontError) -> FontFile {
    let cached: FontFile?? = state.withLock { state in
      guard state.loadedConfig() != nil else { return .some(nil) }
      return state.names[name.lowercased()].map { .some($0) } ?? .none
    }
    switch cached {
    case .some(.some(let file)): return file
    case .some(.none): throw .fontconfigUnavailable
    case .none: break
    }
    let faces = try installedFaces()
    let key = name.lowercased()
    let found =
      faces.first { $0.file.postScriptName.lowercased() == key }
      ?? faces.first { $0.fullName.lowercased() == key }
    let file: FontFile
    if let found {
      file = found.file
    } else if faces.contains(where: { $0.file.family.lowercased() == key }) {
      file = try self.file(for: FontDescription(family: name))
    } else {
      throw .fontNameNotFound(name)
    }
    state.withLock { $0.names[key] = file }
    return file
  }

  /// The family names of every installed face, sorted and without duplicates.
  ///
  /// - Throws: ``FontError/fontconfigUnavailable`` when fontconfig cannot start.
  package static func familyNames() throws(FontError) -> [String] {
    Array(Set(try installedFaces().map(\.file.family))).sorted()
  }

  /// The PostScript names of the faces of `family` (compared without regard to case), sorted.
  ///
  /// - Throws: ``FontError/fontconfigUnavailable`` when fontconfig cannot start.
  package static func postScriptNames(inFamily family: String) throws(FontError) -> [String] {
    let key = family.lowercased()
    return try installedFaces().filter { $0.file.family.lowercased() == key }
      .map(\.file.postScriptName).filter { !$0.isEmpty }.sorted()
  }

  private struct InstalledFace {
    var file: FontFile
    var fullName: String
  }

  /// Every face fontconfig lists, with its names.
  private static func installedFaces() throws(FontError) -> [InstalledFace] {
    let result: Result<[InstalledFace], FontError> = state.withLock { state in
      guard let config = state.loadedConfig(), let pattern = FcPatternCreate() else {
        return .failure(.fontconfigUnavailable)
      }
      defer { FcPatternDestroy(pattern) }
      guard
        let objects = FcObjectSetCreate(),
        FcObjectSetAdd(objects, FC_FAMILY) != 0, FcObjectSetAdd(objects, FC_STYLE) != 0,
        FcObjectSetAdd(objects, FC_FILE) != 0, FcObjectSetAdd(objects, FC_INDEX) != 0,
        FcObjectSetAdd(objects, FC_FULLNAME) != 0,
        FcObjectSetAdd(objects, FC_POSTSCRIPT_NAME) != 0
      else { return .failure(.fontconfigUnavailable) }
      defer { FcObjectSetDestroy(objects) }
      guard let list = FcFontList(config, pattern, objects) else {
        return .failure(.fontconfigUnavailable)
      }
      defer { FcFontSetDestroy(list) }
      var faces: [InstalledFace] = []
      for index in 0..<Int(list.pointee.nfont) {
        guard let font = list.pointee.fonts[index], let path = string(font, FC_FILE),
          let family = string(font, FC_FAMILY)
        else { continue }
        var faceIndex: Int32 = 0
        FcPatternGetInteger(font, FC_INDEX, 0, &faceIndex)
        let file = FontFile(
          path: path, faceIndex: Int(faceIndex), family: family,
          style: string(font, FC_STYLE) ?? "",
          postScriptName: string(font, FC_POSTSCRIPT_NAME) ?? "")
        faces.append(InstalledFace(file: file, fullName: string(font, FC_FULLNAME) ?? ""))
      }
      faces.sort { ($0.file.path, $0.file.faceIndex) < ($1.file.path, $1.file.faceIndex) }
      return .success(faces)
    }
    return try result.get()
  }
}

extension FontMatcher {
  /// The files fontconfig sorts first for a pattern asking for `scalars` (`FcFontSort` with a
  /// character set), best first; only fonts that cover every scalar are kept (decision TX4).
  package static func files(covering scalars: [Unicode.Scalar]) -> [FontFile] {
    guard !scalars.isEmpty else { return [] }
    return state.withLock { state -> [FontFile] in
      guard let config = state.loadedConfig(), let pattern = FcPatternCreate(),
        let charset = FcCharSetCreate()
      else { return [] }
      defer {
        FcPatternDestroy(pattern)
        FcCharSetDestroy(charset)
      }
      for scalar in scalars { FcCharSetAddChar(charset, scalar.value) }
      FcPatternAddCharSet(pattern, FC_CHARSET, charset)
      FcConfigSubstitute(config, pattern, FcMatchPattern)
      FcDefaultSubstitute(pattern)
      var result = FcResultNoMatch
      guard let set = FcFontSort(config, pattern, 1, nil, &result) else { return [] }
      defer { FcFontSetDestroy(set) }
      var files: [FontFile] = []
      for index in 0..<Int(set.pointee.nfont) {
        guard let font = set.pointee.fonts[index], files.count < 4 else { break }
        var fontCharset: OpaquePointer?
        guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch,
          let fontCharset,
          scalars.allSatisfy({ FcCharSetHasChar(fontCharset, $0.value) != 0 }),
          let path = string(font, FC_FILE)
        else { continue }
        var faceIndex: Int32 = 0
        FcPatternGetInteger(font, FC_INDEX, 0, &faceIndex)
        files.append(
          FontFile(
            path: path, faceIndex: Int(faceIndex), family: string(font, FC_FAMILY) ?? "",
            style: string(font, FC_STYLE) ?? "",
            postScriptName: string(font, FC_POSTSCRIPT_NAME) ?? ""))
      }
      return files
    }
  }
}
