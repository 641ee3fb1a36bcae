import HeadlessUIKit

/// The preview child of seed scene 3: it asks for the height of its content through
/// `preferredContentSize`.
public final class PreviewViewController: UIViewController {
  /// The preview's content height; setting it updates `preferredContentSize`.
  public var contentHeight: CGFloat = 0 {
    didSet { preferredContentSize = CGSize(width: 0, height: contentHeight) }
  }

  /// When set, the content is this many lines of body text, whose height follows the user's
  /// text size.
  public var lines: Int? {
    didSet { updateHeightFromLines() }
  }

  /// Follows text-size changes.
  public override func viewDidLoad() {
    super.viewDidLoad()
    registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
      (self: Self, _: UITraitCollection) in
      self.updateHeightFromLines()
    }
  }

  /// The height of `lines` lines of body text at the current content size category: the body
  /// style's point size (spec §12 table) times a line height of 1.2.
  private func updateHeightFromLines() {
    guard let lines else { return }
    let sizes: [UIContentSizeCategory: CGFloat] = [
      .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19,
      .extraExtraLarge: 21, .extraExtraExtraLarge: 23, .accessibilityMedium: 28,
      .accessibilityLarge: 33, .accessibilityExtraLarge: 40, .accessibilityExtraExtraLarge: 47,
      .accessibilityExtraExtraExtraLarge: 53,
    ]
    let size = sizes[traitCollection.preferredContentSizeCategory] ?? 17
    contentHeight = CGFloat(lines) * (size * 1.2).rounded(.up)
  }
}

/// Seed scene 3: a list with a preview child above it; the preview gets the height it prefers
/// (an optional constraint) but never more than 25 % of the screen (a required constraint).
public final class PreviewListViewController: UIViewController {
  /// The preview child.
  public let preview = PreviewViewController()

  /// The list below the preview.
  public let list = UIView()

  /// The preview's preferred height, at a priority below required.
  private var preferredHeight: NSLayoutConstraint?

  /// Lays out the preview above the list.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    addChild(preview)
    let previewView: UIView = preview.view
    previewView.translatesAutoresizingMaskIntoConstraints = false
    previewView.backgroundColor = .systemTeal
    view.addSubview(previewView)
    list.translatesAutoresizingMaskIntoConstraints = false
    list.backgroundColor = .secondarySystemBackground
    view.addSubview(list)
    let preferred = previewView.heightAnchor.constraint(
      equalToConstant: preview.preferredContentSize.height)
    preferred.priority = .defaultHigh
    preferredHeight = preferred
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      previewView.topAnchor.constraint(equalTo: safe.topAnchor),
      previewView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      previewView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      preferred,
      previewView.heightAnchor.constraint(lessThanOrEqualTo: view.heightAnchor, multiplier: 0.25),
      list.topAnchor.constraint(equalTo: previewView.bottomAnchor),
      list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    preview.didMove(toParent: self)
  }

  /// The preview asked for another height: the optional constraint follows it (spec 9.2).
  ///
  /// - Parameter container: The preview.
  public override func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    guard container === preview else { return }
    preferredHeight?.constant = container.preferredContentSize.height
  }
}

extension ExampleScene {
  /// Seed scene 3, with a preview that prefers 150 points.
  public static let previewCap = ExampleScene(
    name: "preview-cap",
    summary: "Seed scene 3: a preview child capped at 25 % of the screen above a list"
  ) { screen in
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let controller = PreviewListViewController()
    window.rootViewController = controller
    controller.preview.contentHeight = 150
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }
}
