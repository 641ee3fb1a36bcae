// `import CoreGraphics` on Linux: CGFloat, CGPoint, CGSize and CGRect come from Foundation;
// CGAffineTransform and the drawing types from HeadlessUIKit, which this module
// re-exports (with the rest of the UIKit surface: a superset of what the framework declares,
// so code written for Apple's CoreGraphics compiles unchanged). On Apple platforms the system
// framework is imported instead and this module is empty.
#if os(Linux)
  @_exported import HeadlessUIKit
#endif
