import UIKit

final class UnfinishedViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel(
    view.addSubview(label
  }
