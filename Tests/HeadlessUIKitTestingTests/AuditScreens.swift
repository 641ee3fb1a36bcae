import HeadlessUIKit

/// Small screens, each with one layout mistake (or none), for the audit tests.
@MainActor
enum AuditScreens {
  /// A controller whose `viewDidLoad()` builds the screen with a closure.
  final class Screen: UIViewController {
    private let build: @MainActor (UIViewController) -> Void
    private let orientations: UIInterfaceOrientationMask
    /// Objects the screen keeps, as an app's controller keeps its children in properties.
    var kept: [AnyObject] = []

    init(
      orientations: UIInterfaceOrientationMask = .all,
      _ build: @escaping @MainActor (UIViewController) -> Void
    ) {
      self.build = build
      self.orientations = orientations
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      nil
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientations }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      build(self)
    }
  }

  /// A view placed by constraints, with an identifier.
  static func pinnedView(_ identifier: String, in parent: UIView) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = identifier
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  /// A card pinned to the safe area's top, leading and trailing edges, 120 points high.
  static let clean = {
    Screen { controller in
      let card = pinnedView("card", in: controller.view)
      let guide = controller.view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
        card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
        card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
        card.heightAnchor.constraint(equalToConstant: 120),
      ])
    }
  }

  /// The card without its height constraint: its height (and so its frame) is ambiguous.
  static let missingHeight = {
    Screen { controller in
      let card = pinnedView("card", in: controller.view)
      let guide = controller.view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
        card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
        card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
      ])
    }
  }

  /// The card with two required heights, 120 then 80: UIKit breaks one.
  static let conflictingHeights = {
    Screen { controller in
      let card = pinnedView("card", in: controller.view)
      let guide = controller.view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
        card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
        card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
        card.heightAnchor.constraint(equalToConstant: 120),
      ])
      card.heightAnchor.constraint(equalToConstant: 80).isActive = true
    }
  }

  /// A one-line body-text label that follows the text size, pinned to the layout margins.
  static let oneLineTitle = {
    Screen { controller in
      let title = UILabel()
      title.accessibilityIdentifier = "title"
      title.text = "Your order is on its way"
      title.font = .preferredFont(forTextStyle: .body)
      title.adjustsFontForContentSizeCategory = true
      title.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(title)
      let margins = controller.view.layoutMarginsGuide
      NSLayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
    }
  }

  /// A 100 × 100 box that clips, with a 100 × 100 child placed at (50, 50) in it.
  static let clippedChild = {
    Screen { controller in
      let box = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
      box.accessibilityIdentifier = "box"
      box.clipsToBounds = true
      controller.view.addSubview(box)
      let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      child.accessibilityIdentifier = "child"
      child.backgroundColor = .systemRed
      box.addSubview(child)
    }
  }

  /// Two titled buttons whose frames share a 20 × 44 strip; `enabled` chooses whether the
  /// second is enabled.
  static func overlappingButtons(secondEnabled: Bool) -> () -> UIViewController {
    {
      Screen { controller in
        for (index, x) in [CGFloat(20), 120].enumerated() {
          let button = UIButton(type: .system)
          button.setTitle("Button \(index + 1)", for: .normal)
          button.accessibilityIdentifier = "button\(index + 1)"
          button.frame = CGRect(x: x, y: 100, width: 120, height: 44)
          button.isEnabled = index == 0 || secondEnabled
          controller.view.addSubview(button)
        }
      }
    }
  }

  /// A label with text whose width constraint is 0.
  static let zeroWidthLabel = {
    Screen { controller in
      let label = UILabel()
      label.accessibilityIdentifier = "price"
      label.text = "$12.99"
      label.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
        label.widthAnchor.constraint(equalToConstant: 0),
      ])
    }
  }

  /// A badge framed in code and also given width and height constraints, its
  /// `translatesAutoresizingMaskIntoConstraints` left true (P7); `fixed` sets it to false and
  /// pins the badge instead.
  static func badge(fixed: Bool) -> () -> UIViewController {
    {
      Screen { controller in
        let badge = UIView(frame: CGRect(x: 16, y: 100, width: 60, height: 24))
        badge.accessibilityIdentifier = "badge"
        controller.view.addSubview(badge)
        if fixed {
          badge.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
          ])
        }
        NSLayoutConstraint.activate([
          badge.widthAnchor.constraint(equalToConstant: 60),
          badge.heightAnchor.constraint(equalToConstant: 24),
        ])
      }
    }
  }

  /// A child controller whose view is added to the screen; `contained` chooses whether
  /// `addChild(_:)` and `didMove(toParent:)` are called (P5).
  static func child(contained: Bool) -> () -> UIViewController {
    {
      Screen { controller in
        let child = UIViewController()
        (controller as? Screen)?.kept.append(child)
        if contained { controller.addChild(child) }
        child.view.frame = CGRect(x: 0, y: 100, width: 200, height: 200)
        child.view.accessibilityIdentifier = "map"
        controller.view.addSubview(child.view)
        if contained { child.didMove(toParent: controller) }
      }
    }
  }

  /// A scroll view whose 600-point-tall content reaches past its 200-point height: scrolled
  /// to, not clipped.
  static let scrollingContent = {
    Screen { controller in
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
      scroll.contentSize = CGSize(width: 300, height: 600)
      controller.view.addSubview(scroll)
      let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
      content.accessibilityIdentifier = "content"
      scroll.addSubview(content)
    }
  }

  /// A view that asks for layout again every time it is laid out: a feedback loop.
  final class RestlessView: UIView {
    override func layoutSubviews() {
      super.layoutSubviews()
      setNeedsLayout()
    }
  }

  /// A screen holding a ``RestlessView``.
  static let feedbackLoop = {
    Screen { controller in
      controller.view.addSubview(RestlessView(frame: CGRect(x: 0, y: 100, width: 50, height: 50)))
    }
  }
}
