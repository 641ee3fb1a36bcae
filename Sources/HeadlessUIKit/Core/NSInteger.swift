/// Objective-C's word-sized integer, as Apple's SDK presents it to Swift: `Int`.
///
/// On Apple platforms `NSInteger` reaches Swift code through Foundation's Objective-C headers;
/// swift-corelibs-foundation does not declare it, so UIKit code such as
/// `@IBInspectable var itemCount: NSInteger = 2` would not compile on Linux. A HeadlessUIKit
/// addition on Linux only (see Differences from UIKit, "Source compatibility").
public typealias NSInteger = Int

/// Objective-C's unsigned word-sized integer, as Apple's SDK presents it to Swift: `UInt`
/// (a HeadlessUIKit addition on Linux only, like ``NSInteger``).
public typealias NSUInteger = UInt
