import HeadlessUIKit

/// A sign-up form, the typical screen the benchmark sweeps: a scroll view holding a vertical
/// stack of a title, captioned text fields, a switch row and a button, written the way apps
/// write forms (Dynamic Type fonts, layout margins, a stack view pinned to the content guide).
final class FormScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let scroll = UIScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scroll)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(stack)
    stack.addArrangedSubview(label("Create your account", style: .largeTitle, lines: 0))
    for field in ["Name", "Email", "Password"] {
      stack.addArrangedSubview(label(field, style: .subheadline, lines: 1))
      let input = UITextField()
      input.placeholder = field
      input.borderStyle = .roundedRect
      input.font = .preferredFont(forTextStyle: .body)
      input.accessibilityIdentifier = field.lowercased()
      stack.addArrangedSubview(input)
    }
    let row = UIStackView()
    row.spacing = 8
    row.alignment = .center
    row.addArrangedSubview(label("Send me news", style: .body, lines: 0))
    row.addArrangedSubview(UISwitch())
    stack.addArrangedSubview(row)
    let button = UIButton(type: .system)
    button.setTitle("Sign up", for: .normal)
    button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    button.titleLabel?.adjustsFontForContentSizeCategory = true
    stack.addArrangedSubview(button)
    stack.addArrangedSubview(
      label("By signing up you agree to the terms of service.", style: .footnote, lines: 0))
    let content = scroll.contentLayoutGuide
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: view.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }

  private func label(_ text: String, style: UIFont.TextStyle, lines: Int) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: style)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = lines
    return label
  }
}
