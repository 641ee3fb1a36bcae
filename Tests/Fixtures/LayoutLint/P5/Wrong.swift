import UIKit

final class MapViewController: UIViewController {}

/// Seed scene 1, wrong: containment calls missing, redundant or out of order.
final class ProfileViewController: UIViewController {
  let map = MapViewController()
  let details = UIViewController()
  let container = UIView()

  func embedMapWithoutContainment() {
    container.addSubview(map.view)  // expect: P5
  }

  func embedDetails() {
    details.willMove(toParent: self)  // expect: P5
    addChild(details)  // expect: P5
    container.addSubview(details.view)
  }

  func embedInWrongOrder(_ child: UIViewController) {
    container.addSubview(child.view)  // expect: P5
    addChild(child)
    child.didMove(toParent: self)
  }

  func unembed(_ child: UIViewController) {
    child.view.removeFromSuperview()
    child.removeFromParent()  // expect: P5
    child.didMove(toParent: nil)  // expect: P5
  }

  func embedFromStoryboard() {
    let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(
      withIdentifier: "tabs")
    view.addSubview(controller.view)  // expect: P5
  }

  func unembedHalfway(_ child: UIViewController) {
    child.willMove(toParent: nil)  // expect: P5
    child.view.removeFromSuperview()
  }
}
