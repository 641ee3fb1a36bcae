import Foundation

/// `#imageLiteral(resourceName:)` makes a `UIImage`, as with UIKit.
///
/// The conformance's initializer, `init(imageLiteralResourceName:)`, is declared in the class
/// itself because Swift wants required initializers there.
extension UIImage: _ExpressibleByImageLiteral {}

/// The type of an image literal with no other type to take: `let image = #imageLiteral(…)` is
/// a `UIImage`, as UIKit's overlay declares.
public typealias _ImageLiteralType = UIImage
