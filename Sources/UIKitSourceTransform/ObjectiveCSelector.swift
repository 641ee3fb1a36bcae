/// The Objective-C selector Swift gives a method, initializer or property accessor, computed by
/// the rules the Swift compiler applies to `@objc` declarations that do not name one.
///
/// - A method without parameters is its base name: `tap()` → `tap`.
/// - The first parameter adds `:` to the base name when it has no argument label
///   (`tap(_:)` → `tap:`), and the capitalised label when it has one, after `With` unless the
///   label starts with a preposition or the base name ends with one (`handle(tap:)` →
///   `handleWithTap:`, `height(for:)` → `heightFor:`, `moveTo(point:)` → `moveToPoint:`);
///   initializers follow the same rule with the base name `init` (`init(frame:)` →
///   `initWithFrame:`).
/// - Every further parameter adds its label and `:`, or a bare `:` when unlabelled
///   (`handle(_:event:)` → `handle:event:`).
/// - A throwing method adds an error parameter: `AndReturnError:` to a method without
///   parameters, a piece `error:` otherwise.
/// - A property's getter is the property's name; its setter is `set`, the capitalised name and
///   `:` (`isOn` → `setIsOn:`).
/// - `@objc(name)` replaces all of this with `name`.
public enum ObjectiveCSelector {
  /// The selector of a method or initializer.
  ///
  /// - Parameters:
  ///   - baseName: The base name (`init` for an initializer).
  ///   - labels: The argument labels, `nil` for an unlabelled (`_`) parameter.
  ///   - throwing: Whether the method throws.
  /// - Returns: The selector, one colon per argument.
  public static func method(baseName: String, labels: [String?], throwing: Bool = false)
    -> String
  {
    let base = unescaped(baseName)
    guard let first = labels.first else {
      return throwing ? base + "AndReturnError:" : base
    }
    var pieces: [String] = []
    if let first, !first.isEmpty {
      let label = unescaped(first)
      let joiner =
        prepositions.contains(firstWord(label)) || prepositions.contains(lastWord(base))
        ? "" : "With"
      pieces.append(base + joiner + capitalized(label))
    } else {
      pieces.append(base)
    }
    for label in labels.dropFirst() {
      pieces.append(label.map(unescaped) ?? "")
    }
    if throwing { pieces.append("error") }
    return pieces.map { $0 + ":" }.joined()
  }

  /// The selector of a property's getter.
  public static func getter(_ property: String) -> String {
    unescaped(property)
  }

  /// The selector of a property's setter.
  public static func setter(_ property: String) -> String {
    "set" + capitalized(unescaped(property)) + ":"
  }

  /// The number of arguments a selector takes: its colons.
  public static func argumentCount(_ selector: String) -> Int {
    selector.reduce(0) { $1 == ":" ? $0 + 1 : $0 }
  }

  /// The English prepositions Swift's naming rules look for at the start of a first argument
  /// label and the end of a base name.
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  /// The first camel-case word of a name, lower-cased (`forRowAt` → `for`).
  static func firstWord(_ name: String) -> String {
    String(name.prefix { !$0.isUppercase }).lowercased()
  }

  /// The last camel-case word of a name, lower-cased (`scrollTo` → `to`, `moveURL` → `url`).
  static func lastWord(_ name: String) -> String {
    let characters = Array(name)
    guard var start = characters.indices.last else { return "" }
    while start > 0, !characters[start].isUppercase { start -= 1 }
    // (a run of capitals is one word: an acronym)
    while start > 0, characters[start - 1].isUppercase, characters[start].isUppercase {
      start -= 1
    }
    return String(characters[start...]).lowercased()
  }

  /// A name with its first character upper-cased (`tap` → `Tap`).
  static func capitalized(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.uppercased() + name.dropFirst()
  }

  /// A name without the backticks that escape a keyword (`` `default` `` → `default`).
  static func unescaped(_ name: String) -> String {
    name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2
      ? String(name.dropFirst().dropLast()) : name
  }
}
