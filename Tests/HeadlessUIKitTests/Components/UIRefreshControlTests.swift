import Foundation
import HeadlessUIKit
import Testing

/// Pull to refresh.
@MainActor
@Suite struct UIRefreshControlTests {
  @Test("begin and end refreshing change the state without sending valueChanged")
  func programmaticRefreshing() {
    let control = UIRefreshControl()
    var sent = 0
    control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    control.beginRefreshing()
    #expect(control.isRefreshing)
    control.endRefreshing()
    #expect(!control.isRefreshing)
    #expect(sent == 0)
  }

  @Test("a headless pull begins refreshing and sends valueChanged once")
  func pull() {
    let control = UIRefreshControl()
    var sent = 0
    control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    control.headlessPullToRefresh()
    control.headlessPullToRefresh()
    #expect(control.isRefreshing)
    #expect(sent == 1)
    control.endRefreshing()
    control.isEnabled = false
    control.headlessPullToRefresh()
    #expect(sent == 1)
  }

  @Test("a scroll view places its refresh control in the 60 points above its content")
  func placement() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let control = UIRefreshControl()
    scrollView.refreshControl = control
    scrollView.layoutIfNeeded()
    #expect(control.superview === scrollView)
    #expect(control.frame == CGRect(x: 0, y: -80, width: 320, height: 60))
    scrollView.refreshControl = nil
    #expect(control.superview == nil)
  }
}
