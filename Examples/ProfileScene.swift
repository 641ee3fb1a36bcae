import HeadlessUIKit

extension ExampleScene {
  /// A profile screen laid out with frames: a custom `layoutSubviews`, autoresizing masks and a
  /// rotated badge, the way UIKit code was written before Auto Layout.
  public static let profile = ExampleScene(
    name: "profile",
    summary: "Frame-based profile screen: layoutSubviews, autoresizing masks, a rotated badge"
  ) { screen in
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let root = UIView(frame: window.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.backgroundColor = .systemBackground
    window.addSubview(root)

    let safeTop = screen.headlessDevice.safeAreaInsets(for: screen.headlessInterfaceOrientation).top
    let header = ProfileHeaderView(
      frame: CGRect(x: 0, y: safeTop, width: root.bounds.width, height: 96))
    header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    root.addSubview(header)

    let badge = UIView(
      frame: CGRect(x: root.bounds.width - 76, y: safeTop + 8, width: 60, height: 24))
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
    badge.backgroundColor = .systemRed
    badge.layer.cornerRadius = 12
    badge.transform = CGAffineTransform(rotationAngle: -.pi / 12)
    root.addSubview(badge)

    let content = UIView(
      frame: CGRect(
        x: 16, y: header.frame.maxY + 16, width: root.bounds.width - 32,
        height: root.bounds.height - header.frame.maxY - 48))
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    content.backgroundColor = .secondarySystemBackground
    content.layer.cornerRadius = 12
    content.clipsToBounds = true
    root.addSubview(content)
    for row in 0..<3 {
      let line = UIView(
        frame: CGRect(
          x: 16, y: 16 + CGFloat(row) * 44, width: content.bounds.width - 32, height: 32))
      line.autoresizingMask = [.flexibleWidth]
      line.backgroundColor = .tertiarySystemFill
      line.tag = row + 1
      content.addSubview(line)
    }

    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }
}

/// A header that lays out an avatar and two text placeholders in `layoutSubviews`.
final class ProfileHeaderView: UIView {
  private let avatar = UIView()
  private let nameBar = UIView()
  private let detailBar = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    avatar.backgroundColor = .systemBlue
    avatar.layer.cornerRadius = 32
    nameBar.backgroundColor = .label
    detailBar.backgroundColor = .secondaryLabel
    [avatar, nameBar, detailBar].forEach(addSubview)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let inset: CGFloat = 16
    avatar.frame = CGRect(x: inset, y: inset, width: 64, height: 64)
    let textX = avatar.frame.maxX + 12
    let textWidth = max(0, bounds.width - textX - inset)
    nameBar.frame = CGRect(x: textX, y: inset + 10, width: textWidth, height: 20)
    detailBar.frame = CGRect(
      x: textX, y: nameBar.frame.maxY + 8, width: textWidth * 0.6, height: 14)
  }
}
