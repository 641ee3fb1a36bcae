import UIKit

/// Seed scene 1, wrong: the profile header lays out its avatar from its own frame.
final class ProfileHeaderView: UIView {
  let avatar = UIImageView()
  let name = UILabel()

  override func layoutSubviews() {
    super.layoutSubviews()
    avatar.frame = CGRect(x: frame.minX + 16, y: frame.minY + 16, width: 64, height: 64)  // expect: P1
    name.frame = frame.insetBy(dx: 96, dy: 16)  // expect: P1
  }
}

/// A controller that places its banner from view.frame (under a navigation bar the view's
/// origin is not zero).
final class BannerViewController: UIViewController {
  let banner = UIView()

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let area = view.frame  // expect: P1
    banner.frame = CGRect(x: area.origin.x, y: area.origin.y, width: area.width, height: 44)
  }
}

/// A deck that sizes its cards in a helper that layoutSubviews calls.
final class DeckView: UIView {
  var cards: [UIView] = []

  override func layoutSubviews() {
    super.layoutSubviews()
    for card in cards { card.frame = frameForCard() }
  }

  func frameForCard() -> CGRect {
    let width = self.frame.width * 0.9  // expect: P1
    return CGRect(x: 0, y: 0, width: width, height: 200)
  }
}
