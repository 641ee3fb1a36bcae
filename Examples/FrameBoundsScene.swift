import HeadlessUIKit

/// The frame-versus-bounds demonstration: a rotated parent with a scaled and rotated child.
///
/// Each view's `bounds` is its own, untransformed rectangle; its `frame` is the axis-aligned
/// bounding box of the transformed view in its superview's coordinates. Outline views, added to
/// the same superview, are framed with the transformed views' `frame`s so that the bounding
/// boxes show; labels print both rectangles.
public final class FrameBoundsViewController: UIViewController {
  /// The rotated parent (200 × 120, rotated by 20°).
  public let parentView = UIView()

  /// The child inside the parent (80 × 50, scaled by 1.5 and rotated by −30°).
  public let childView = UIView()

  /// An unrotated outline framed with `parentView.frame`.
  public let parentOutline = UIView()

  /// An unrotated outline, inside the parent, framed with `childView.frame`.
  public let childOutline = UIView()

  /// The label that prints the parent's frame and bounds.
  public let caption = UILabel()

  /// Builds the views; their geometry is set in `viewDidLayoutSubviews()`.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    for outline in [parentOutline, childOutline] {
      outline.backgroundColor = .clear
      outline.layer.borderWidth = 1
    }
    parentOutline.layer.borderColor = UIColor.systemOrange.cgColor
    childOutline.layer.borderColor = UIColor.systemPurple.cgColor
    parentView.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.8)
    childView.backgroundColor = UIColor.systemYellow
    childView.layer.cornerRadius = 8
    caption.numberOfLines = 0
    caption.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
    caption.textColor = .label
    view.addSubview(parentOutline)
    view.addSubview(parentView)
    parentView.addSubview(childView)
    parentView.addSubview(childOutline)
    view.addSubview(caption)
  }

  /// Places the views around the middle of the safe area and prints the rectangles.
  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    parentView.transform = .identity
    parentView.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
    parentView.center = CGPoint(x: safe.midX, y: safe.minY + 140)
    parentView.transform = CGAffineTransform(rotationAngle: .pi / 9)
    childView.transform = .identity
    childView.bounds = CGRect(x: 0, y: 0, width: 80, height: 50)
    childView.center = CGPoint(x: 100, y: 60)
    childView.transform = CGAffineTransform(scaleX: 1.5, y: 1.5).rotated(by: -.pi / 6)
    parentOutline.frame = parentView.frame
    childOutline.frame = childView.frame
    let width = min(safe.width - 32, 500)
    caption.text = """
      parent.bounds \(Self.describe(parentView.bounds))
      parent.frame  \(Self.describe(parentView.frame))
      child.bounds  \(Self.describe(childView.bounds))
      child.frame   \(Self.describe(childView.frame))
      """
    let height = caption.sizeThatFits(CGSize(width: width, height: 0)).height
    caption.frame = CGRect(
      x: safe.midX - width / 2, y: parentOutline.frame.maxY + 24, width: width, height: height)
  }

  /// A rectangle with one decimal, as `(x, y, width, height)`.
  static func describe(_ rect: CGRect) -> String {
    func number(_ value: CGFloat) -> String {
      let tenths = (value * 10).rounded() / 10
      return tenths == tenths.rounded() ? String(Int(tenths)) : String(Double(tenths))
    }
    return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), "
      + "\(number(rect.height)))"
  }
}

extension ExampleScene {
  /// The frame-versus-bounds demonstration.
  public static let frameVersusBounds = ExampleScene(
    name: "frame-vs-bounds",
    summary: "A rotated parent and a scaled, rotated child with their frames' bounding boxes"
  ) { screen in
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = FrameBoundsViewController()
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  /// Seed scene 1's pitfall: the map framed from the container's bounds in `viewDidLoad()`.
  public static let mapContainerFramed = ExampleScene(
    name: "map-container-framed",
    summary: "Seed scene 1's bug: a plain view framed from bounds in viewDidLoad stays empty"
  ) { screen in
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = MapContainerViewController(embedding: .framedPlainView)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }
}
