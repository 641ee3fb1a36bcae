// UIKit re-exports Foundation, so `CGFloat`, `CGPoint`, `CGSize` and `CGRect` arrive with
// `import UIGeometry` (and, through it, with `import HeadlessUIKit`) exactly as they do with
// `import UIKit` on Apple platforms.

@_exported import Foundation
