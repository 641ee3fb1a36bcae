import Foundation
import HeadlessUIKit

/// The seed scenes drawn in Interface Builder: `MapContainer`, `SelfSizingCard` and `BookList`
/// storyboards in `Examples/Storyboards`, with the controller classes they name.
///
/// Each lays out to the same frames as its code version (seed scenes 1–3); the classes and
/// outlets are registered with ``register()`` so the storyboards can make them.
@MainActor
public enum ExampleStoryboards {
  /// The bundle holding the storyboards.
  public static var bundle: Bundle { .module }

  /// The folder of the storyboards in the source tree.
  public static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Storyboards")

  /// Registers the classes and outlets the storyboards name (idempotent).
  public static func register() {
    InterfaceBuilderRegistry.register(BookListViewController.self)
    InterfaceBuilderRegistry.register(BookPreviewViewController.self)
    InterfaceBuilderRegistry.register(CardHostViewController.self)
    InterfaceBuilderRegistry.registerOutlet(
      "previewHeight", of: BookListViewController.self, \.previewHeight)
    InterfaceBuilderRegistry.registerOutlet("list", of: BookListViewController.self, \.list)
    InterfaceBuilderRegistry.registerOutlet("titles", of: BookListViewController.self, \.titles)
    InterfaceBuilderRegistry.registerOutlet(
      "scrollView", of: BookPreviewViewController.self, \.scrollView)
    InterfaceBuilderRegistry.registerOutlet("label", of: BookPreviewViewController.self, \.label)
    InterfaceBuilderRegistry.registerOutlet(
      "container", of: CardHostViewController.self, \.container)
  }
}

/// Seed scene 3 from a storyboard: the list controller, whose preview child comes from an embed
/// segue and whose preferred-height constraint is an outlet.
public final class BookListViewController: UIViewController {
  /// The preview's preferred height (an optional constraint in the storyboard).
  public var previewHeight: NSLayoutConstraint?
  /// The list below the preview.
  public var list: UIView?
  /// The stack of titles in the list.
  public var titles: UIStackView?
  /// The embedded preview, once the embed segue ran.
  public private(set) var preview: BookPreviewViewController?

  /// Keeps the embedded preview and gives it the synopsis.
  ///
  /// - Parameters:
  ///   - segue: The embed segue.
  ///   - sender: Unused.
  public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    guard segue.identifier == "preview",
      let preview = segue.destination as? BookPreviewViewController
    else { return }
    self.preview = preview
    preview.text = sampleSynopsis
  }

  /// The preview asked for another height: the optional constraint follows it (spec 9.2).
  ///
  /// - Parameter container: The preview.
  public override func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    guard container === preview else { return }
    previewHeight?.constant = container.preferredContentSize.height
  }
}

/// Seed scene 3's preview from a storyboard: the label and scroll view come from the document;
/// the controller asks for its text's height as the code version does.
public final class BookPreviewViewController: UIViewController {
  /// The scroll view (outlet).
  public var scrollView: UIScrollView?
  /// The synopsis label (outlet).
  public var label: UILabel?

  /// The text shown; changing it changes the preferred height.
  public var text: String = "" {
    didSet {
      label?.text = text
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Shows the text and follows text-size changes.
  public override func viewDidLoad() {
    super.viewDidLoad()
    label?.text = text
    registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
      (self: Self, _: UITraitCollection) in
      self.view.setNeedsLayout()
    }
  }

  /// After each layout, prefers the height of the text at the current width plus the insets.
  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let inset = PreviewViewController.textInset
    let width = view.bounds.width - 2 * inset
    guard width > 0, let label else { return }
    let textHeight = label.sizeThatFits(CGSize(width: width, height: 0)).height
    let preferred = CGSize(width: 0, height: textHeight + 2 * inset)
    if preferred != preferredContentSize { preferredContentSize = preferred }
  }
}

/// Seed scene 2 from a storyboard: a frame-based parent that frames its container view (a
/// fixed-frame view in the document) from the embedded card's fitting size.
public final class CardHostViewController: UIViewController {
  /// The container view the card is embedded in (outlet).
  public var container: UIView?
  /// The embedded card, once the embed segue ran.
  public private(set) var card: UIViewController?

  /// Keeps the embedded card.
  ///
  /// - Parameters:
  ///   - segue: The embed segue.
  ///   - sender: Unused.
  public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    if segue.identifier == "card" { card = segue.destination }
  }

  /// Frames the container below the safe-area top, at the height the card asks for.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    guard let card, let container else { return }
    let width = view.bounds.width
    let size = card.view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    container.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: width, height: size.height)
  }

  /// The card's fitting size changed: lay out again (spec 9.3).
  ///
  /// - Parameter container: The card.
  public override func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
    view.setNeedsLayout()
  }
}
