import UIKit

/// Seed scene 1: a profile screen that embeds a map controller in a container view.
///
/// Bounds are not final in `viewDidLoad()`, so the child's view must be pinned to the container
/// with constraints. ``Embedding`` chooses how the child's view is placed, to show the
/// difference.
public final class MapContainerViewController: UIViewController {
  /// How the map's view is put into the container.
  public enum Embedding: Sendable {
    /// Pinned to the container's edges with constraints (the right way).
    case pinned
    /// Framed from the container's bounds in `viewDidLoad()`; the controller's root view is
    /// flexible in width and height, so it follows the container anyway (spec 7.2a).
    case framed
    /// A plain view framed from the container's bounds in `viewDidLoad()`: it keeps the stale,
    /// empty frame (the seed article's pitfall).
    case framedPlainView
  }

  /// The view that holds the map: below the safe-area top, half the screen high.
  public let container = UIView()

  /// The embedded child.
  public let map = UIViewController()

  /// The plain view of the `.framedPlainView` case.
  public let plainView = UIView()

  /// How the map is placed.
  public let embedding: Embedding

  /// Creates the screen.
  ///
  /// - Parameter embedding: How the map's view is placed.
  public init(embedding: Embedding) {
    self.embedding = embedding
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: the scene is built in code.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Builds the container and embeds the map.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    container.translatesAutoresizingMaskIntoConstraints = false
    container.backgroundColor = .secondarySystemBackground
    view.addSubview(container)
    NSLayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      container.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
    ])
    map.view.backgroundColor = .systemGreen
    addChild(map)
    switch embedding {
    case .pinned:
      container.addSubview(map.view)
      map.view.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        map.view.topAnchor.constraint(equalTo: container.topAnchor),
        map.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        map.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        map.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      ])
    case .framed:
      container.addSubview(map.view)
      map.view.frame = container.bounds  // Still .zero here: the container is not laid out.
    case .framedPlainView:
      container.addSubview(map.view)
      map.view.frame = container.bounds
      plainView.frame = container.bounds
      plainView.backgroundColor = .systemRed
      container.addSubview(plainView)
    }
    map.didMove(toParent: self)
  }
}
