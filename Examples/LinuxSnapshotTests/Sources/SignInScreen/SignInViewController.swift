import UIKit

/// A sign-in screen written as UIKit code is on iOS: a title, two fields and a button in a
/// stack view pinned to the safe area.
public final class SignInViewController: UIViewController {
  /// The screen's title, in the large-title text style.
  public let titleLabel = UILabel()
  /// The email field.
  public let emailField = UITextField()
  /// The password field (secure entry).
  public let passwordField = UITextField()
  /// The sign-in button (accessibility identifier `signIn`).
  public let signInButton = UIButton(type: .system)

  /// Builds the stack of title, fields and button.
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
