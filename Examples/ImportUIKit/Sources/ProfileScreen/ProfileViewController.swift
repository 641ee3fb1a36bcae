import UIKit

/// The first seed scene as an app writes it: a profile screen embeds a map controller in a
/// container view pinned with constraints, because bounds are not final in `viewDidLoad`.
public final class ProfileViewController: UIViewController {
  /// The view the map is pinned into.
  public let container = UIView()
  /// The embedded child controller.
  public let map = MapViewController()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    container.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(container)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      container.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      container.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.4),
    ])
    addChild(map)
    map.view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(map.view)
    NSLayoutConstraint.activate([
      map.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      map.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      map.view.topAnchor.constraint(equalTo: container.topAnchor),
      map.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    map.didMove(toParent: self)
  }
}

/// The embedded child.
public final class MapViewController: UIViewController {}
