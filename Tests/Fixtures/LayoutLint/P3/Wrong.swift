import UIKit

/// Seed scene 1, wrong: the map is framed from the container before layout ran.
final class MapContainerController: UIViewController {
  let mapView = UIView()
  let footer = UIView()
  @IBOutlet var widthConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(mapView)
    mapView.frame = view.bounds  // expect: P3
    setUpFooter()
    widthConstraint.constant = view.bounds.width / 2  // expect: P3
  }

  private func setUpFooter() {
    footer.frame = CGRect(x: 0, y: view.bounds.height - 44, width: view.bounds.width, height: 44)  // expect: P3
    view.addSubview(footer)
  }
}

/// A view whose initializer frames a child from its initial bounds.
final class BadgeView: UIView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.frame = bounds.insetBy(dx: 4, dy: 4)  // expect: P3
    addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
