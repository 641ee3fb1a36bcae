import SnapKit
import TinyConstraints
import UIKit

/// Seed scene 2, right: every constrained view has mask translation off, set directly, in a
/// lazy initializer, in a helper, by a layout library, or by a stack view.
final class GoodCardParentViewController: UIViewController {
  let card = UIViewController()
  let caption = UILabel()
  let snapped = UIView()
  let tiny = UIView()
  let stacked = UILabel()
  let stack = UIStackView()
  let pinned = UIView()
  lazy var header: UIView = {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(card)
    card.view.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card.view)
    NSLayoutConstraint.activate([
      card.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      header.topAnchor.constraint(equalTo: view.topAnchor),
    ])
    card.didMove(toParent: self)

    view.addSubview(caption)
    prepare(caption)
    caption.topAnchor.constraint(equalTo: card.view.bottomAnchor).isActive = true

    view.addSubview(snapped)
    snapped.snp.makeConstraints { make in make.edges.equalToSuperview() }
    snapped.widthAnchor.constraint(equalToConstant: 10).isActive = true

    view.addSubview(tiny)
    tiny.edgesToSuperview()
    tiny.heightAnchor.constraint(equalToConstant: 10).isActive = true

    stack.addArrangedSubview(stacked)
    stacked.heightAnchor.constraint(equalToConstant: 20).isActive = true

    view.addSubview(pinned)
    pinned.pinToSuperviewEdges()

    // Layout guides and the superview side of a constraint are not the view constrained.
    view.safeAreaLayoutGuide.topAnchor.constraint(equalTo: view.topAnchor).isActive = true

    // A navigation bar lays out its title view with Auto Layout itself.
    let titleView = UIView()
    NSLayoutConstraint.activate([titleView.widthAnchor.constraint(equalToConstant: 150)])
    navigationItem.titleView = titleView
  }

  private func prepare(_ subview: UIView) {
    subview.translatesAutoresizingMaskIntoConstraints = false
  }
}

extension UIView {
  /// A same-module helper that turns the flag off before pinning.
  func pinToSuperviewEdges() {
    translatesAutoresizingMaskIntoConstraints = false
    guard let superview else { return }
    NSLayoutConstraint.activate([
      topAnchor.constraint(equalTo: superview.topAnchor),
      bottomAnchor.constraint(equalTo: superview.bottomAnchor),
    ])
  }
}

/// A view's own subviews from its initializer, and a cell's subviews pinned to contentView.
final class GoodCell: UITableViewCell {
  let title = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    title.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(title)
    title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
