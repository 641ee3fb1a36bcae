import UIKit

@objc protocol LoginViewControllerDelegate: AnyObject {
  @objc optional func loginViewController(
    _ controller: LoginViewController, didSignInAs name: String)
  @objc optional func loginViewControllerDidCancel(_ controller: LoginViewController)
}

class LoginViewController: UIViewController {
  @IBOutlet weak var nameField: UITextField!
  @IBOutlet weak var greetingLabel: UILabel!
  @IBOutlet weak var signInButton: UIButton!
  @IBOutlet var badges: [RoundedBadge]!

  weak var delegate: LoginViewControllerDelegate?
  private(set) var keyboardNotifications = 0
  private(set) var countdown = 3
  private(set) var badgeTaps = 0
  var layoutPasses = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.addTarget(self, action: #selector(nameChanged(_:)), for: .editingChanged)
    let tap = UITapGestureRecognizer(target: self, action: #selector(badgeTapped(_:)))
    badges[1].addGestureRecognizer(tap)
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  @IBAction func signInTapped(_ sender: UIButton) {
    let name = nameField.text ?? ""
    greetingLabel.text = "Hello, \(name)!"
    delegate?.loginViewController?(self, didSignInAs: name)
  }

  @objc func nameChanged(_ sender: UITextField) {
    signInButton.isEnabled = !(sender.text ?? "").isEmpty
  }

  @objc private func badgeTapped(_ recognizer: UITapGestureRecognizer) {
    badgeTaps += 1
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    keyboardNotifications += 1
  }

  func startCountdown() {
    Timer.scheduledTimer(
      timeInterval: 0.01, target: self, selector: #selector(tick(_:)), userInfo: nil,
      repeats: true)
  }

  @objc func tick(_ timer: Timer) {
    countdown -= 1
    if countdown == 0 { timer.invalidate() }
  }

  @objc func cancel() {
    delegate?.loginViewControllerDidCancel?(self)
  }
}
