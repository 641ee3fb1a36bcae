import UIKit

extension LoginViewController {
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutPasses += 1
  }
}
