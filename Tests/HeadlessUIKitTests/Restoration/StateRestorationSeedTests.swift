import Examples
import Foundation
import HeadlessUIKit
import Testing

/// The seed scenes' own controllers (Examples) through a save and a new launch: the restored
/// screens have the same controllers and, once laid out, the same view trees and frames.
@MainActor
@Suite("State restoration: the seed scenes", .serialized)
struct StateRestorationSeedTests {
  /// The delegate's window laid out, as the first pass after launch would.
  private func laidOut(_ application: UIApplication) throws -> (UIWindow, String) {
    let window = try #require(application.keyWindow)
    window.layoutIfNeeded()
    return (window, ViewTreeDump(window).text)
  }

  @Test("Seed 1: the map container and its embedded map come back with the same frames")
  func mapContainer() throws {
    let directory = ArchiveDirectory()
    func makeRoot() -> UIViewController {
      let profile = MapContainerViewController(embedding: .pinned)
      profile.restorationIdentifier = "profile"
      profile.map.restorationIdentifier = "map"
      return profile
    }
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let (_, before) = try laidOut(first)
    #expect(try first.headlessEnterBackground())

    let second = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    #expect(second.headlessStateRestorationError == nil)
    let (window, after) = try laidOut(second)
    #expect(after == before)
    let profile = try #require(window.rootViewController as? MapContainerViewController)
    #expect(profile.map.parent === profile)
    #expect(profile.map.view.frame == profile.container.bounds)
    _ = RestorationLog.take()
  }

  @Test("Seed 3: the preview list, scrolled inside a navigation stack, comes back the same")
  func previewListInNavigation() throws {
    let directory = ArchiveDirectory()
    func makeRoot() -> UIViewController {
      let list = PreviewListViewController()
      list.restorationIdentifier = "books"
      list.preview.restorationIdentifier = "preview"
      let navigation = UINavigationController(rootViewController: list)
      navigation.restorationIdentifier = "nav"
      return navigation
    }
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let navigation = try #require(first.keyWindow?.rootViewController as? UINavigationController)
    let article = ArticleController("article", note: "chapter 2")
    navigation.pushViewController(article, animated: false)
    _ = try laidOut(first)
    article.scrollView.contentOffset = CGPoint(x: 0, y: 300)
    let (_, before) = try laidOut(first)
    let outline = restorationOutline(navigation)
    #expect(try first.headlessEnterBackground())

    let delegate = RestorationAppDelegate(makeRoot: makeRoot)
    delegate.makeController = { path in
      path == ["nav", "article"] ? ArticleController("article") : nil
    }
    let second = UIApplication.headlessLaunch(delegate: delegate, stateArchive: directory.archive)
    let (window, after) = try laidOut(second)
    #expect(after == before)
    #expect(restorationOutline(window.rootViewController) == outline)
    let restored = try #require(
      (window.rootViewController as? UINavigationController)?.topViewController
        as? ArticleController)
    #expect(restored.scrollView.contentOffset == CGPoint(x: 0, y: 300))
    _ = RestorationLog.take()
  }
}
