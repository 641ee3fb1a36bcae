import Foundation
import Testing
import UIKit

@testable import AppLinux

/// Key-value observation written as on iOS (App/FeedViewController.swift): a controller observes
/// its scroll view's `contentOffset` and a key path through its own `@objc dynamic` model.
@MainActor
@Suite("Key-value observation written as on iOS, on Linux")
struct FeedObservationTests {
  init() {
    registerUIKitRuntime()
  }

  func loadFeed() -> FeedViewController {
    let feed = FeedViewController()
    feed.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    feed.loadViewIfNeeded()
    return feed
  }

  @Test("scrolling the scroll view reaches the controller's contentOffset observation")
  func contentOffset() {
    let feed = loadFeed()
    #expect(!feed.isHeaderCollapsed)
    feed.scrollView.contentOffset = CGPoint(x: 0, y: 120)
    #expect(feed.isHeaderCollapsed)
    feed.scrollView.setContentOffset(.zero, animated: true)
    #expect(!feed.isHeaderCollapsed)
  }

  @Test("an observation of \\.model.unreadCount fires at once, on changes and on a new model")
  func modelKeyPath() {
    let feed = loadFeed()
    #expect(feed.unreadBadgeText == "")
    feed.model.unreadCount = 3
    #expect(feed.unreadBadgeText == "3")
    let model = FeedModel()
    model.unreadCount = 7
    feed.model = model
    #expect(feed.unreadBadgeText == "7")
  }

  @Test("an @objc dynamic property with its own didSet notifies and keeps its observer")
  func mergedObservers() {
    let model = FeedModel()
    var titles: [String] = []
    let observation = model.observe(\.title, options: [.old, .new]) { _, change in
      titles.append("\(change.oldValue ?? "-")→\(change.newValue ?? "-")")
    }
    model.title = "Inbox"
    #expect(titles == ["Feed→Inbox"])
    #expect(model.titleChanges == 1)
    observation.invalidate()
  }
}
