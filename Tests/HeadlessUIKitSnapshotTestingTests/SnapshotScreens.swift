import HeadlessUIKit

/// A small profile screen written as ordinary UIKit code, for the snapshot tests.
@MainActor
final class ProfileViewController: UIViewController {
  /// How far the card is moved down (a layout change the snapshots must catch).
  private let cardOffset: CGFloat
  /// The appearance callbacks that ran, in order.
  private(set) var callbacks: [String] = []
  /// The safe area and horizontal size class seen in the last layout pass.
  private(set) var laidOutSafeArea: UIEdgeInsets = .zero
  private(set) var laidOutSizeClass: UIUserInterfaceSizeClass = .unspecified

  init(cardOffset: CGFloat = 0) {
    self.cardOffset = cardOffset
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let card = UIView()
    card.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
    card.layer.cornerRadius = 16
    card.translatesAutoresizingMaskIntoConstraints = false
    let title = UILabel()
    title.text = "Ada Lovelace"
    title.font = .boldSystemFont(ofSize: 24)
    title.textColor = .white
    title.translatesAutoresizingMaskIntoConstraints = false
    let button = UIButton(type: .system)
    button.setTitle("Follow", for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    card.addSubview(title)
    view.addSubview(button)
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20 + cardOffset),
      card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
      card.heightAnchor.constraint(equalToConstant: 120),
      title.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      button.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 16),
      button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    callbacks.append("viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    callbacks.append("viewDidAppear")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    laidOutSafeArea = view.safeAreaInsets
    laidOutSizeClass = traitCollection.horizontalSizeClass
  }
}

/// A screen whose label cannot fit: a fixed-width label with a long text on one line.
@MainActor
final class TruncatedTitleViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let label = UILabel()
    label.accessibilityIdentifier = "title"
    label.text = "A title far too long to fit in the width it was given"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      label.widthAnchor.constraint(equalToConstant: 120),
    ])
  }
}
