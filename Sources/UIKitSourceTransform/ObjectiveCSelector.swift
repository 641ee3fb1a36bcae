/// The Objective-C selector Swift gives a method, initializer or property accessor, computed by
/// the rules the Swift compiler applies to `@objc` declarations that do not name one.
///
/// - A method without parameters is its base name: `tap()` → `tap`.
/// - The first parameter adds `:` to the base name when it has no argument label
///   (`tap(_:)` → `tap:`), and `With` plus the capitalised label when it has one
///   (`handle(tap:)` → `handleWithTap:`); initializers follow the same rule with the base name
///   `init` (`init(frame:)` → `initWithFrame:`).
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
  public static func method(baseName: String, labels: [String?], throwing: Bool = false)
    -> String
  {
    let base = unescaped(baseName)
    guard let first = labels.first else {
      return throwing ? base + "AndReturnError:" : base
    }
    var pieces: [String] = []
    if let first, !first.isEmpty {
      pieces.append(base + "With" + capitalized(unescaped(first)))
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
