import UIKit

/// The Auto Layout child of seed scene 2: a card whose height follows its text.
public final class CardViewController: UIViewController {
  /// The card's text: a wrapping body-text label that follows the user's text size.
  public let text = UILabel()

  /// Pins the text 16 points inside the card.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    text.numberOfLines = 0
    text.font = .preferredFont(forTextStyle: .body)
    text.adjustsFontForContentSizeCategory = true
    text.text = "Tap a book to see its synopsis."
    text.translatesAutoresizingMaskIntoConstraints = false
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
