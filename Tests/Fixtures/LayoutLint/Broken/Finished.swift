import UIKit

final class FinishedViewController: UIViewController {
  let child = UIViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(child.view)  // expect: P5
  }
}
