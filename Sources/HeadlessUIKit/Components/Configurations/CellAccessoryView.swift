import Foundation

/// The view a list cell shows one accessory in: a drawn glyph, a label or the app's view.
final class CellAccessoryView: UIView {
  /// The accessory shown.
  let accessory: UICellAccessory

  /// The label of a label accessory.
  private var label: UILabel?

  /// Creates the view of an accessory.
  init(_ accessory: UICellAccessory) {
    self.accessory = accessory
    super.init(frame: .zero)
    backgroundColor = .clear
    switch accessory.kind {
    case .label(let text):
      let label = UILabel(frame: .zero)
      label.text = text
      label.font = .preferredFont(forTextStyle: .body)
      label.textColor = accessory.tintColor ?? .secondaryLabel
      addSubview(label)
      self.label = label
    case .customView(let view):
      addSubview(view)
    default:
      break
    }
  }

  /// Not used: accessory views are made from accessories.
  required init?(coder: NSCoder) {
    nil
  }

  /// The standard width of each kind of glyph, as the table's accessories (decision W7).
  static func glyphSize(of kind: UICellAccessory.Kind) -> CGSize {
    switch kind {
    case .disclosureIndicator: CGSize(width: 10.5, height: 17)
    case .outlineDisclosure: CGSize(width: 14, height: 17)
    case .checkmark, .detail, .delete, .insert, .multiselect: CGSize(width: 24, height: 22)
    case .reorder: CGSize(width: 24, height: 12)
    case .label, .customView: .zero
    }
  }

  /// The accessory's size: the glyph's, the label's or the custom view's, with a custom
  /// reserved width where set.
  var accessorySize: CGSize {
    var size: CGSize
    switch accessory.kind {
    case .label:
      size =
        label?.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1000))
        ?? .zero
    case .customView(let view):
      size = view.frame.size == .zero ? view.intrinsicContentSize : view.frame.size
      size = CGSize(width: max(0, size.width), height: max(0, size.height))
    default:
      size = Self.glyphSize(of: accessory.kind)
    }
    if case .custom(let width) = accessory.reservedLayoutWidth {
      size.width = max(size.width, width)
    }
    return size
  }

  /// Whether the accessory takes taps itself: an outline disclosure with the cell style, or a
  /// control with an action handler; other taps go on to the cell and its collection view.
  private var takesTaps: Bool {
    switch accessory.kind {
    case .outlineDisclosure:
      !((superview as? UICollectionViewListCell)?.isHeaderOutlineDisclosure(accessory) ?? false)
    case .delete, .insert, .detail:
      accessory.actionHandler != nil
    default:
      false
    }
  }

  /// Keeps a touch that goes down on an accessory that takes taps.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !takesTaps { super.touchesBegan(touches, with: event) }
  }

  /// Follows a touch on an accessory that takes taps.
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !takesTaps { super.touchesMoved(touches, with: event) }
  }

  /// Carries out the tap when a touch lifts on an accessory that takes taps: an outline
  /// disclosure expands or collapses its item (decision LS8), another control calls its
  /// action handler.
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard takesTaps else {
      super.touchesEnded(touches, with: event)
      return
    }
    guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
    if case .outlineDisclosure = accessory.kind, let cell = superview as? UICollectionViewCell,
      let collectionView = cell.superview as? UICollectionView
    {
      collectionView.outlineDisclosureTapped(accessory, in: cell)
    } else {
      accessory.actionHandler?()
    }
  }

  /// Drops a cancelled touch on an accessory that takes taps.
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !takesTaps { super.touchesCancelled(touches, with: event) }
  }

  /// Fills the label or custom view over the bounds.
  override func layoutSubviews() {
    super.layoutSubviews()
    label?.frame = bounds
    if case .customView(let view) = accessory.kind {
      let size = view.frame.size == .zero ? bounds.size : view.frame.size
      view.frame = CGRect(
        x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    }
  }

  /// Draws a chevron, a checkmark or a circle in the tint colour.
  override func draw(_ rect: CGRect) {
    let color =
      accessory.tintColor
      ?? ({
        if case .disclosureIndicator = accessory.kind {
          return .tertiaryLabel
        } else {
          return tintColor
        }
      }())
    let path = UIBezierPath()
    let box = bounds.insetBy(dx: 1.5, dy: 1.5)
    switch accessory.kind {
    case .outlineDisclosure where (superview as? UICollectionViewCell)?.isExpandedInOutline == true:
      // An expanded item's chevron points down.
      path.move(to: CGPoint(x: box.minX, y: box.minY))
      path.addLine(to: CGPoint(x: box.midX, y: box.maxY))
      path.addLine(to: CGPoint(x: box.maxX, y: box.minY))
    case .disclosureIndicator, .outlineDisclosure:
      path.move(to: CGPoint(x: box.minX, y: box.minY))
      path.addLine(to: CGPoint(x: box.maxX, y: box.midY))
      path.addLine(to: CGPoint(x: box.minX, y: box.maxY))
    case .checkmark:
      path.move(to: CGPoint(x: box.minX + 3, y: box.midY))
      path.addLine(to: CGPoint(x: box.midX - 2, y: box.maxY - 3))
      path.addLine(to: CGPoint(x: box.maxX - 3, y: box.minY + 3))
    case .reorder:
      for fraction in [0.0, 0.5, 1.0] {
        let y = box.minY + box.height * fraction
        path.move(to: CGPoint(x: box.minX, y: y))
        path.addLine(to: CGPoint(x: box.maxX, y: y))
      }
    case .detail, .delete, .insert, .multiselect:
      let side = min(box.width, box.height)
      let circle = CGRect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
      path.append(UIBezierPath(ovalIn: circle))
    case .label, .customView:
      return
    }
    color.setStroke()
    path.lineWidth = 2
    path.stroke()
  }
}
