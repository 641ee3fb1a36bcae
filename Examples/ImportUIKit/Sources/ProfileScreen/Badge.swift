import CoreGraphics
import QuartzCore
import UIKit

/// A view styled through its layer, written as app code is (QuartzCore's and CoreGraphics'
/// imports included).
public final class Badge: UIView {
  /// The badge's width and height.
  public static let side: CGFloat = 24

  /// A round badge.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    layer.cornerRadius = Self.side / 2
    layer.borderWidth = 1
  }

  /// A badge from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public override var intrinsicContentSize: CGSize {
    CGSize(width: Self.side, height: Self.side)
  }
}

/// Swift 5 code that touches views outside the main actor's static isolation, as code written
/// before Swift concurrency does: Apple's SDK lets it compile in Swift 5 mode, and so does
/// HeadlessUIKit.
public func makeBadge(at origin: CGPoint) -> Badge {
  let badge = Badge(
    frame: CGRect(origin: origin, size: CGSize(width: Badge.side, height: Badge.side)))
  badge.backgroundColor = .red
  return badge
}
