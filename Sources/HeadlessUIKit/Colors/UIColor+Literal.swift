import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as with UIKit.
///
/// The conformance's initializer, `init(_colorLiteralRed:green:blue:alpha:)`, is declared in
/// the class itself because Swift wants required initializers there.
extension UIColor: _ExpressibleByColorLiteral {}

/// The type of a colour literal with no other type to take: `let color = #colorLiteral(…)` is
/// a `UIColor`, as UIKit's overlay declares.
public typealias _ColorLiteralType = UIColor
