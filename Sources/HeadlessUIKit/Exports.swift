// `import HeadlessUIKit` gives a UIKit developer everything `import UIKit` would in this area:
// Foundation's CGFloat/CGPoint/CGSize/CGRect and UIGeometry's CGAffineTransform, insets and edges.
@_exported import UIGeometry
