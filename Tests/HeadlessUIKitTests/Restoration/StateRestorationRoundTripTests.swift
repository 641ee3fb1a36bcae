import Foundation
import HeadlessUIKit
import Testing

/// The seed scenes through preserve → a new launch → restore (spec §13).
@MainActor
@Suite("State restoration: round trips", .serialized)
struct StateRestorationRoundTripTests {
  @Test("13.8 step 3, 13.9: a container's embedded children are found again and decoded top-down")
  func embeddedChildren() throws {
    let directory = ArchiveDirectory()
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate { ProfileContainerController("profile") },
      stateArchive: directory.archive)
    let profile = try #require(first.keyWindow?.rootViewController as? ProfileContainerController)
    profile.note = "Ada"
    profile.map.note = "zoom 14"
    profile.details.note = "3 photos"
    let before = restorationOutline(profile)
    _ = RestorationLog.take()
    #expect(try first.headlessEnterBackground())
    #expect(
      RestorationLog.take() == [
        "app.shouldSave secure=true", "app.willEncode", "profile.encode", "map.encode",
        "details.encode",
      ])

    let second = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate { ProfileContainerController("profile") },
      stateArchive: directory.archive)
    #expect(second.headlessStateRestorationError == nil)
    let restored = try #require(second.keyWindow?.rootViewController as? ProfileContainerController)
    #expect(restored !== profile)
    #expect(restorationOutline(restored) == before)
    #expect(
      RestorationLog.take() == [
        "app.willFinishLaunching", "profile.viewDidLoad", "map.viewDidLoad", "details.viewDidLoad",
        "app.shouldRestore secure=true v1.0", "profile.decode", "map.decode", "details.decode",
        "app.didDecode", "profile.finished", "map.finished", "details.finished",
        "app.didFinishLaunching",
      ])
  }

  @Test("13.8–13.9: a navigation stack three deep with a presented controller comes back")
  func navigationStackWithPresentation() throws {
    let directory = ArchiveDirectory()
    func makeRoot() -> UIViewController {
      let navigation = UINavigationController(rootViewController: NoteController("list"))
      navigation.restorationIdentifier = "nav"
      return navigation
    }
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let navigation = try #require(first.keyWindow?.rootViewController as? UINavigationController)
    navigation.pushViewController(
      RecreatedNoteController("detail", note: "item 42"), animated: false)
    navigation.pushViewController(
      RecreatedNoteController("comments", note: "page 3"), animated: false)
    first.keyWindow?.layoutIfNeeded()
    navigation.present(RecreatedNoteController("compose", note: "Draft: hello"), animated: false)
    first.keyWindow?.layoutIfNeeded()
    let before = restorationOutline(navigation)
    #expect(
      before == [
        "nav UINavigationController ''", "  list NoteController ''",
        "  detail RecreatedNoteController 'item 42'", "  comments RecreatedNoteController 'page 3'",
        "  presented compose RecreatedNoteController 'Draft: hello'",
      ])
    try first.headlessEnterBackground()
    _ = RestorationLog.take()

    let second = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let restored = try #require(second.keyWindow?.rootViewController as? UINavigationController)
    #expect(restorationOutline(restored) == before)
    #expect(
      restored.viewControllers.map(\.restorationIdentifier) == ["list", "detail", "comments"])
    #expect(restored.topViewController?.restorationIdentifier == "comments")
    #expect(restored.presentedViewController?.restorationIdentifier == "compose")
    #expect(
      RestorationLog.take() == [
        "app.willFinishLaunching", "list.viewDidLoad", "app.shouldRestore secure=true v1.0",
        // The navigation controller decodes first and installs the restored stack, which
        // loads the new top controller's view before the stack's own decodes (13.9 allows it).
        "make nav/detail", "make nav/comments", "make nav/compose", "comments.viewDidLoad",
        "list.decode", "detail.viewDidLoad", "detail.decode", "comments.decode",
        "compose.viewDidLoad", "compose.decode", "app.didDecode", "list.finished",
        "detail.finished", "comments.finished", "compose.finished", "app.didFinishLaunching",
      ])
  }

  @Test("13.5: a scroll view and a table view restore their content offsets")
  func scrollPositions() throws {
    let directory = ArchiveDirectory()
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate { ArticleController("article") },
      stateArchive: directory.archive)
    let article = try #require(first.keyWindow?.rootViewController as? ArticleController)
    article.scrollView.contentOffset = CGPoint(x: 0, y: 480)
    article.tableView.contentOffset = CGPoint(x: 0, y: 132)
    try first.headlessEnterBackground()

    let second = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate { ArticleController("article") },
      stateArchive: directory.archive)
    let restored = try #require(second.keyWindow?.rootViewController as? ArticleController)
    #expect(restored.scrollView.contentOffset == CGPoint(x: 0, y: 480))
    #expect(restored.tableView.contentOffset == CGPoint(x: 0, y: 132))
    second.keyWindow?.layoutIfNeeded()
    #expect(restored.scrollView.contentOffset == CGPoint(x: 0, y: 480))
  }

  @Test("A tab bar controller restores its selected tab and each tab's state")
  func tabSelection() throws {
    let directory = ArchiveDirectory()
    func makeRoot() -> UIViewController {
      let tabs = UITabBarController()
      tabs.restorationIdentifier = "tabs"
      tabs.viewControllers = [
        NoteController("home"), NoteController("search"), NoteController("settings"),
      ]
      return tabs
    }
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let tabs = try #require(first.keyWindow?.rootViewController as? UITabBarController)
    tabs.selectedIndex = 2
    (tabs.viewControllers?[1] as? NoteController)?.note = "query: layout"
    try first.headlessEnterBackground()

    let second = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let restored = try #require(second.keyWindow?.rootViewController as? UITabBarController)
    #expect(restored.selectedIndex == 2)
    #expect(restored.selectedViewController?.restorationIdentifier == "settings")
    #expect((restored.viewControllers?[1] as? NoteController)?.note == "query: layout")
  }
}
