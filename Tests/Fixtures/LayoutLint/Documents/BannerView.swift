import UIKit

/// A view whose content comes from BannerView.xib: the xib's root view keeps translating its
/// mask (it is the code's to place), its label does not (Interface Builder turned it off).
final class BannerView: UIView {
  @IBOutlet var contentView: UIView!
  @IBOutlet var titleLabel: UILabel!

  func load(into host: UIView) {
    Bundle.main.loadNibNamed("BannerView", owner: self, options: nil)
    host.embedContent(contentView)
    NSLayoutConstraint.activate([  // expect: P7
      contentView.topAnchor.constraint(equalTo: host.topAnchor),
      contentView.bottomAnchor.constraint(equalTo: host.bottomAnchor),
    ])
    titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor).isActive = true
  }
}

extension UIView {
  func embedContent(_ view: UIView) {
    insertSubview(view, at: 0)
  }
}
