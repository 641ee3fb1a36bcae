import UIKit

/// The preview child of seed scene 3: a book's synopsis in a multi-line body-text label inside a
/// scroll view.
///
/// It asks for the height of its text through `preferredContentSize`; when its parent caps it, the
/// text scrolls.
public final class PreviewViewController: UIViewController {
  /// The space around the text.
  public static let textInset: CGFloat = 16

  /// The scroll view that fills the preview.
  public let scrollView = UIScrollView()

  /// The label showing `text` in the body style, following the user's text size.
  public let label = UILabel()

  /// The text shown; changing it changes the preferred height.
  public var text: String = "" {
    didSet {
      label.text = text
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Lays the label out in the scroll view: pinned to the content guide with an inset on every
  /// side, and as wide as the frame guide minus the insets, so the text wraps and scrolls
  /// vertically.
  public override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(label)
    let content = scrollView.contentLayoutGuide
    let inset = Self.textInset
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      label.topAnchor.constraint(equalTo: content.topAnchor, constant: inset),
      label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: inset),
      label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -inset),
      label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -inset),
      label.widthAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -2 * inset),
    ])
    // A new text size changes the label's height: measure again at the next layout.
    registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
      (self: Self, _: UITraitCollection) in
      self.view.setNeedsLayout()
    }
  }

  /// After each layout, the preview prefers the height of its text at its current width (and
  /// font), plus the insets; the parent hears about it only when it changes (spec 9.2).
  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width - 2 * Self.textInset
    guard width > 0 else { return }
    let textHeight = label.sizeThatFits(CGSize(width: width, height: 0)).height
    let preferred = CGSize(width: 0, height: textHeight + 2 * Self.textInset)
    if preferred != preferredContentSize { preferredContentSize = preferred }
  }
}

/// Seed scene 3: a list of books with a preview child above it; the preview gets the height it prefers
/// (an optional constraint) but never more than 25 % of the screen (a required constraint).
public final class PreviewListViewController: UIViewController {
  /// The preview child.
  public let preview = PreviewViewController()

  /// The list below the preview.
  public let list = UIView()

  /// The titles the list shows, one label each, in a vertical stack inside the list's margins.
  public let titles = UIStackView()

  /// The books of the list.
  public static let books = [
    "The Lighthouse Letters", "A Winter in Lisbon", "Maps of the Unseen", "The Glass Orchard",
    "Tide Tables", "Notes from the Northern Line",
  ]

  /// The synopsis the bundled scene shows in its preview.
  public static var sampleText: String { sampleSynopsis }

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
    // The titles take the height they need and the list clips what does not fit, so that large
    // text sizes never squeeze the preview.
    list.clipsToBounds = true
    view.addSubview(list)
    titles.axis = .vertical
    titles.spacing = 12
    titles.translatesAutoresizingMaskIntoConstraints = false
    for book in Self.books {
      let title = UILabel()
      title.font = .preferredFont(forTextStyle: .headline)
      title.adjustsFontForContentSizeCategory = true
      title.numberOfLines = 0
      title.text = book
      titles.addArrangedSubview(title)
    }
    list.addSubview(titles)
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
      titles.topAnchor.constraint(equalTo: list.layoutMarginsGuide.topAnchor, constant: 8),
      titles.leadingAnchor.constraint(equalTo: list.layoutMarginsGuide.leadingAnchor),
      titles.trailingAnchor.constraint(equalTo: list.layoutMarginsGuide.trailingAnchor),
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

/// The synopsis the bundled scene shows.
let sampleSynopsis = """
  A lighthouse keeper on a remote island finds a stack of letters that were never sent. \
  Each one is addressed to someone who lived on the mainland a century ago, and each hints at \
  a secret the island has kept ever since.
  """
