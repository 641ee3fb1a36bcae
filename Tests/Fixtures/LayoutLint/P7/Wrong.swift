import UIKit

final class CardChildController: UIViewController {}

/// Seed scene 2, wrong: constraints on views that still translate their masks.
final class CardParentViewController: UIViewController {
  let card = CardChildController()
  let caption = UILabel()
  var badge: UIView!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.translatesAutoresizingMaskIntoConstraints = false  // expect: P7
    addChild(card)
    view.addSubview(card.view)
    NSLayoutConstraint.activate([  // expect: P7
      card.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      card.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    ])
    card.didMove(toParent: self)

    view.addSubview(caption)
    caption.topAnchor.constraint(equalTo: card.view.bottomAnchor).isActive = true  // expect: P7

    let footer = UIView()
    view.addSubview(footer)
    view.addConstraints(  // expect: P7
      NSLayoutConstraint.constraints(
        withVisualFormat: "|[footer]|", options: [], metrics: nil, views: ["footer": footer]))

    badge = UIView()
    view.addSubview(badge)
    NSLayoutConstraint(  // expect: P7
      item: badge as Any, attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 20
    ).isActive = true
  }
}

/// A view that turns its own mask translation off, and a cell that turns off its content
/// view's.
final class SelfPinnedView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    translatesAutoresizingMaskIntoConstraints = false  // expect: P7
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class PinnedCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.translatesAutoresizingMaskIntoConstraints = false  // expect: P7
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
