import UIKit

/// A sign-in screen written as UIKit code is on iOS: a title, two fields and a button in a
/// stack view pinned to the safe area.
public final class SignInViewController: UIViewController {
  public let titleLabel = UILabel()
  public let emailField = UITextField()
  public let passwordField = UITextField()
  public let signInButton = UIButton(type: .system)

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = "Welcome back"
    titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.numberOfLines = 0
    emailField.placeholder = "Email"
    emailField.borderStyle = .roundedRect
    passwordField.placeholder = "Password"
    passwordField.borderStyle = .roundedRect
    passwordField.isSecureTextEntry = true
    signInButton.setTitle("Sign In", for: .normal)
    signInButton.accessibilityIdentifier = "signIn"

    let stack = UIStackView(arrangedSubviews: [titleLabel, emailField, passwordField, signInButton])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 32),
      stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 24),
      stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -24),
    ])
  }
}
