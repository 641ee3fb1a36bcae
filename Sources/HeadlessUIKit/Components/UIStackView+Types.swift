import Foundation

extension UIStackView {
  /// How a stack view sizes its arranged views along its axis (spec 10.4–10.9).
  public enum Distribution: Int, Sendable {
    /// The arranged views fill the stack; spacing is exact, and hugging and compression
    /// resistance decide which view stretches or shrinks (spec 10.5).
    case fill = 0
    /// The arranged views fill the stack with equal lengths (spec 10.6).
    case fillEqually = 1
    /// The arranged views fill the stack in proportion to their intrinsic lengths (spec 10.7).
    case fillProportionally = 2
    /// The gaps between the arranged views are equal, and at least `spacing` (spec 10.8).
    case equalSpacing = 3
    /// The distances between the centres of the arranged views are equal (spec 10.9).
    case equalCentering = 4
  }

  /// How a stack view places its arranged views across its axis (spec 10.12–10.15).
  public enum Alignment: Int, Sendable {
    /// The arranged views fill the stack across its axis (spec 10.12).
    case fill = 0
    /// The arranged views' leading edges line up (vertical stacks).
    case leading = 1
    /// The arranged views' first baselines line up (horizontal stacks, spec 10.14).
    case firstBaseline = 2
    /// The arranged views' centres line up across the axis.
    case center = 3
    /// The arranged views' trailing edges line up (vertical stacks).
    case trailing = 4
    /// The arranged views' last baselines line up (horizontal stacks, spec 10.14).
    case lastBaseline = 5

    /// The arranged views' top edges line up (horizontal stacks); the same case as `leading`.
    public static var top: Alignment { .leading }

    /// The arranged views' bottom edges line up (horizontal stacks); the same case as `trailing`.
    public static var bottom: Alignment { .trailing }
  }

  /// The spacing value that means "use the stack's `spacing`" for a custom spacing, and 0 when
  /// set as `spacing` (spec 10.10, 10.11): `FLT_MAX`.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// The spacing value that requests the system spacing between neighbours (spec 10.10):
  /// `FLT_MIN`.
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}
