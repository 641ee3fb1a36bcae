import UIKit

/// Seed scene 1, right: the frame follows the container (autoresizing, constraints, or a
/// layout callback that sets it again).
final class GoodMapContainerController: UIViewController {
  let mapView = UIView()
  let list = UIView()
  let footer = UIView()
  let child = UIViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    mapView.frame = view.bounds
    mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(mapView)

    list.frame = view.bounds
    list.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(list)
    NSLayoutConstraint.activate([list.topAnchor.constraint(equalTo: view.topAnchor)])

    footer.frame = view.bounds
    view.addSubview(footer)

    // A child controller's root view resizes with its container (flexible mask by default).
    addChild(child)
    child.view.frame = view.bounds
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    footer.frame = CGRect(x: 0, y: view.bounds.height - 44, width: view.bounds.width, height: 44)
  }
}

/// A frame from a constant, not from a container, in an initializer.
final class FixedBadgeView: UIView {
  let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 20))

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.frame = CGRect(x: 4, y: 4, width: 12, height: 12)
    addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
