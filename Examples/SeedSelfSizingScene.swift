import HeadlessUIKit

/// A block of text stand-in whose natural height follows its number of lines (UILabel comes with
/// text measurement).
public final class TextBlockView: UIView {
  /// The number of lines; changing it invalidates the intrinsic size.
  public var lines: Int {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The height of one line.
  public let lineHeight: CGFloat

  /// Creates a block of `lines` lines of `lineHeight` points.
  ///
  /// - Parameters:
  ///   - lines: The number of lines.
  ///   - lineHeight: The height of a line.
  public init(lines: Int, lineHeight: CGFloat = 20) {
    self.lines = lines
    self.lineHeight = lineHeight
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  /// Not supported: the view is built in code.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    nil
  }

  /// No natural width; the height of the lines.
  public override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(lines) * lineHeight)
  }
}

/// The Auto Layout child of seed scene 2: a card whose height follows its text.
public final class CardViewController: UIViewController {
  /// The card's text.
  public let text = TextBlockView(lines: 2)

  /// Pins the text 16 points inside the card.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    view.addSubview(text)
    NSLayoutConstraint.activate([
      text.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
      text.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
      text.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      text.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    ])
  }
}

/// Seed scene 2: a frame-based parent that sizes its Auto Layout child with
/// `systemLayoutSizeFitting` and lays out again when the child's fitting size changes.
public final class FrameParentViewController: UIViewController {
  /// The self-sizing child.
  public let card = CardViewController()

  /// How many times the child reported a new fitting size.
  public private(set) var fittingSizeChanges = 0

  /// Embeds the card.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    addChild(card)
    view.addSubview(card.view)
    card.didMove(toParent: self)
  }

  /// Frames the card below the safe-area top, at the height it asks for at the screen's width.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let width = view.bounds.width
    let size = card.view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    card.view.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: width, height: size.height)
  }

  /// The card's fitting size changed: lay out again (spec 9.3).
  ///
  /// - Parameter container: The card.
  public override func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
    fittingSizeChanges += 1
    view.setNeedsLayout()
  }
}

extension ExampleScene {
  /// Seed scene 2.
  public static let selfSizingChild = ExampleScene(
    name: "self-sizing-child",
    summary: "Seed scene 2: a frame-based parent sizing an Auto Layout child by its fitting size"
  ) { screen in
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = FrameParentViewController()
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }
}
