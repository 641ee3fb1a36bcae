import UIKit

@IBDesignable
class RoundedBadge: UIView {
  @IBInspectable var cornerRadius: CGFloat = 0 {
    didSet { layer.cornerRadius = cornerRadius }
  }
  @IBInspectable var borderColor: UIColor? {
    didSet { layer.borderColor = borderColor?.cgColor }
  }
  @IBInspectable var isPill: Bool = false
}
