import UIKit

/// The login screen's delegate: it implements one of the two optional methods.
class WelcomeCoordinator: NSObject, LoginViewControllerDelegate {
  private(set) var signedIn: [String] = []

  func loginViewController(_ controller: LoginViewController, didSignInAs name: String) {
    signedIn.append(name)
  }
}
