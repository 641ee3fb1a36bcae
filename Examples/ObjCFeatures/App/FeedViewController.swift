import UIKit

class FeedModel: NSObject {
  @objc dynamic var unreadCount = 0
  @objc dynamic var title = "Feed" {
    didSet { titleChanges += 1 }
  }
  private(set) var titleChanges = 0
}

class FeedViewController: UIViewController {
  let scrollView = UIScrollView()
  @objc dynamic var model = FeedModel()
  @objc dynamic var isHeaderCollapsed = false
  private(set) var unreadBadgeText = ""
  private var observations: [NSKeyValueObservation] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
    view.addSubview(scrollView)
    observations.append(
      scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
        guard let offset = change.newValue else { return }
        self?.isHeaderCollapsed = offset.y > 44
      })
    observations.append(
      observe(\.model.unreadCount, options: [.initial, .new]) { [weak self] _, change in
        let count = change.newValue ?? 0
        self?.unreadBadgeText = count == 0 ? "" : "\(count)"
      })
  }
}
