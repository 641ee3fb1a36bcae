/// Why a font could not be found or opened; every case names the font concerned.
package enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
  /// fontconfig has no face of the requested family (it would only have substituted another).
  case fontNotFound(FontDescription)
  /// No installed face has this PostScript name, full name or family name.
  case fontNameNotFound(String)
  /// fontconfig could not be initialised (no configuration file; install `fontconfig-config`).
  case fontconfigUnavailable
  /// FreeType could not open the file fontconfig named; `code` is FreeType's error number.
  case cannotOpenFace(path: String, code: Int32)

  /// A one-line message naming the font and, where it helps, the package to install.
  package var description: String {
    switch self {
    case .fontNotFound(let font):
      "No font matches \(font): fontconfig knows no face of family \"\(font.family)\" "
        + "(for Inter or DejaVu, install the fonts-inter or fonts-dejavu-core package)"
    case .fontNameNotFound(let name):
      "No font is named \"\(name)\": fontconfig knows no face with that PostScript, full or "
        + "family name"
    case .fontconfigUnavailable:
      "fontconfig could not load its configuration (install the fontconfig package)"
    case .cannotOpenFace(let path, let code):
      "FreeType could not open the font file \(path) (FreeType error \(code))"
    }
  }
}
