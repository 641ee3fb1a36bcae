import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Records a search controller's updater calls, its delegate's callbacks and its search bar's
/// delegate callbacks in one log.
@MainActor
private final class SearchRecorder: NSObject, UISearchResultsUpdating, UISearchControllerDelegate,
  UISearchBarDelegate
{
  let log = EventLog()

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    log.record("update(\"\(text)\", active: \(searchController.isActive))")
  }

  func willPresentSearchController(_ searchController: UISearchController) {
    log.record("willPresent")
  }

  func didPresentSearchController(_ searchController: UISearchController) {
    log.record("didPresent")
  }

  func willDismissSearchController(_ searchController: UISearchController) {
    log.record("willDismiss")
  }

  func didDismissSearchController(_ searchController: UISearchController) {
    log.record("didDismiss")
  }

  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
    log.record("searchBarTextDidBeginEditing")
  }

  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
    log.record("searchBarTextDidEndEditing")
  }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    log.record("searchBarCancelButtonClicked")
  }
}

/// `UISearchController`: activation, the updater, the delegate, the results controller and the
/// navigation item's search controller (decisions SC1–SC5).
@MainActor
@Suite struct SearchControllerTests {
  /// A window on an iPhone 15 Pro with a navigation controller whose root controller's
  /// navigation item holds a search controller with a results controller.
  private struct Fixture {
    let window: UIWindow
    let navigation: UINavigationController
    let list: UIViewController
    let results: UIViewController
    let search: UISearchController
    let recorder: SearchRecorder
  }

  private func makeFixture(definesContext: Bool = true) async throws -> Fixture {
    let list = UIViewController()
    list.title = "Fruit"
    list.definesPresentationContext = definesContext
    let results = UIViewController()
    let search = UISearchController(searchResultsController: results)
    let recorder = SearchRecorder()
    search.searchResultsUpdater = recorder
    search.delegate = recorder
    search.searchBar.delegate = recorder
    list.navigationItem.searchController = search
    let navigation = UINavigationController(rootViewController: list)
    let window = try await presentationTestWindow(root: navigation)
    return Fixture(
      window: window, navigation: navigation, list: list, results: results, search: search,
      recorder: recorder)
  }

  @Test("UIKit's defaults: active off, background obscured, bars and buttons managed")
  func defaults() {
    let search = UISearchController(searchResultsController: nil)
    #expect(!search.isActive)
    #expect(search.searchResultsController == nil)
    #expect(search.obscuresBackgroundDuringPresentation)
    #expect(search.hidesNavigationBarDuringPresentation)
    #expect(search.automaticallyShowsCancelButton)
    #expect(search.automaticallyShowsScopeBar)
    #expect(search.automaticallyShowsSearchResultsController)
    #expect(search.scopeBarActivation == .automatic)
    #expect(search.searchBar.text == "")
    let item = UINavigationItem()
    #expect(item.searchController == nil)
    #expect(item.hidesSearchBarWhenScrolling)
    #expect(item.preferredSearchBarPlacement == .automatic)
    #expect(item.searchBarPlacement == .stacked)
    #expect(UINavigationItem.SearchBarPlacement.inline == .integrated)
  }

  @Test(
    "decision SC2/SC3: activating tells the delegate, makes the field first responder, asks the updater"
  )
  func activationOrder() async throws {
    let f = try await makeFixture()
    defer { withExtendedLifetime(f.window) {} }
    f.search.isActive = true
    #expect(f.search.isActive)
    #expect(
      f.recorder.log.entries == [
        "willPresent", "searchBarTextDidBeginEditing", "update(\"\", active: true)",
      ])
    #expect(f.search.searchBar.searchTextField.isFirstResponder)
    #expect(f.search.searchBar.showsCancelButton)
    await nextMainQueueTurn()
    #expect(f.recorder.log.entries.last == "didPresent")
  }

  @Test("decision SC2: typing asks the updater after each change, with the new text")
  func typingUpdatesResults() async throws {
    let f = try await makeFixture()
    defer { withExtendedLifetime(f.window) {} }
    f.search.isActive = true
    await nextMainQueueTurn()
    f.recorder.log.clear()
    let field = f.search.searchBar.searchTextField
    field.insertText("k")
    field.insertText("i")
    field.deleteBackward()
    #expect(
      f.recorder.log.entries == [
        "update(\"k\", active: true)", "update(\"ki\", active: true)",
        "update(\"k\", active: true)",
      ])
  }

  @Test("decision SC1: the search controller is presented over the context that defines it")
  func presentedOverTheDefiningContext() async throws {
    let f = try await makeFixture()
    defer { withExtendedLifetime(f.window) {} }
    f.search.isActive = true
    await nextMainQueueTurn()
    #expect(f.search.presentingViewController === f.list)
    #expect(f.list.presentedViewController === f.search)
    #expect(f.search.view.window === f.window)
    #expect(
      f.search.view.convert(f.search.view.bounds, to: f.window)
        == f.list.view.convert(f.list.view.bounds, to: f.window))
    // The presenting controller's view stays (over-current-context).
    #expect(f.list.view.window === f.window)
  }

  @Test("decision SC1: without a defining context the root-most controller presents")
  func presentedByTheRootWithoutAContext() async throws {
    let f = try await makeFixture(definesContext: false)
    defer { withExtendedLifetime(f.window) {} }
    f.search.isActive = true
    await nextMainQueueTurn()
    #expect(f.search.presentingViewController === f.navigation)
    #expect(f.search.view.convert(f.search.view.bounds, to: f.window) == f.window.bounds)
  }

  @Test("decision SC4: the results controller shows only while the text is not empty")
  func resultsVisibility() async throws {
    let f = try await makeFixture()
    defer { withExtendedLifetime(f.window) {} }
    f.search.isActive = true
    await nextMainQueueTurn()
    #expect(f.results.parent === f.search)
    #expect(f.results.view.superview === f.search.view)
    #expect(f.results.view.isHidden)
    #expect(!f.search.showsSearchResultsController)
    f.search.searchBar.searchTextField.insertText("fig")
    #expect(!f.results.view.isHidden)
    #expect(f.search.showsSearchResultsController)
    f.search.searchBar.searchTextField.deleteBackward()
    f.search.searchBar.searchTextField.deleteBackward()
    f.search.searchBar.searchTextField.deleteBackward()
    #expect(f.results.view.isHidden)
  }

  @Test("showsSearchResultsController set by hand turns the automatic management off")
  func manualResultsVisibility() async throws {
    let f = try await makeFixture()
    defer { withExtendedLifetime(f.window) {} }
    f.search.isActive = true
    await nextMainQueueTurn()
    f.search.showsSearchResultsController = true
    #expect(!f.search.automaticallyShowsSearchResultsController)
    #expect(!f.results.view.isHidden)
    f.search.searchBar.searchTextField.insertText("x")
    f.search.searchBar.searchTextField.deleteBackward()
    #expect(!f.results.view.isHidden)
  }

  @Test("decision SC2/SC3: cancel clears the text, deactivates and restores the screen")
  func cancelRestores() async throws {
    let f = try await makeFixture()
    defer { withExtendedLifetime(f.window) {} }
    let barFrame = f.navigation.navigationBar.frame
    let safeTop = f.list.view.safeAreaInsets.top
    f.search.isActive = true
    await nextMainQueueTurn()
    #expect(f.navigation.isNavigationBarHidden)
    f.search.searchBar.searchTextField.insertText("pear")
    f.recorder.log.clear()
    f.search.searchBar.headlessTapCancelButton()
    #expect(
      f.recorder.log.entries == [
        "searchBarCancelButtonClicked", "willDismiss", "searchBarTextDidEndEditing",
        "update(\"\", active: false)",
      ])
    #expect(!f.search.isActive)
    #expect(f.search.searchBar.text == "")
    #expect(!f.search.searchBar.showsCancelButton)
    #expect(!f.search.searchBar.searchTextField.isFirstResponder)
    #expect(!f.navigation.isNavigationBarHidden)
    await nextMainQueueTurn()
    #expect(f.recorder.log.entries.last == "didDismiss")
    #expect(f.list.presentedViewController == nil)
    #expect(f.search.viewIfLoaded?.window == nil)
    f.window.layoutIfNeeded()
    #expect(f.navigation.navigationBar.frame == barFrame)
    #expect(f.list.view.safeAreaInsets.top == safeTop)
  }

  @Test("decision SC5: a navigation item's search controller leaves the bar's height as it is")
  func navigationBarHeightUnchanged() async throws {
    let f = try await makeFixture()
    defer { withExtendedLifetime(f.window) {} }
    f.window.layoutIfNeeded()
    let plainRoot = UIViewController()
    let plain = UINavigationController(rootViewController: plainRoot)
    let plainWindow = try await presentationTestWindow(root: plain)
    defer { withExtendedLifetime(plainWindow) {} }
    plainWindow.layoutIfNeeded()
    // iPhone 15 Pro: the 44-point bar, as without a search controller (decisions C35, SC5).
    #expect(f.navigation.navigationBar.frame.height == 44)
    #expect(f.navigation.navigationBar.frame == plain.navigationBar.frame)
    #expect(f.list.view.safeAreaInsets == plainRoot.view.safeAreaInsets)
    #expect(f.search.searchBar.window == nil)
  }

  @Test("decision SC4/SC5: while active the search bar sits at the top of the safe area")
  func activeSearchBarFrame() async throws {
    let f = try await makeFixture()
    defer { withExtendedLifetime(f.window) {} }
    f.search.isActive = true
    await nextMainQueueTurn()
    f.window.layoutIfNeeded()
    let bar = f.search.searchBar
    #expect(bar.window === f.window)
    #expect(
      bar.convert(bar.bounds, to: f.window) == CGRect(x: 0, y: 59, width: 393, height: 56))
    f.search.isActive = false
    await nextMainQueueTurn()
    #expect(bar.window == nil)
    #expect(bar.superview == nil)
  }

  @Test("decision SC2: a search bar in the view activates its controller when editing begins")
  func editingActivates() async throws {
    let owner = UIViewController()
    let search = UISearchController(searchResultsController: nil)
    let recorder = SearchRecorder()
    search.searchResultsUpdater = recorder
    search.delegate = recorder
    let window = try await presentationTestWindow(root: owner)
    defer { withExtendedLifetime(window) {} }
    search.searchBar.frame = CGRect(x: 0, y: 100, width: 393, height: 56)
    owner.view.addSubview(search.searchBar)
    #expect(search.searchBar.searchTextField.becomeFirstResponder())
    #expect(search.isActive)
    #expect(recorder.log.entries == ["willPresent", "update(\"\", active: true)"])
    #expect(search.presentingViewController === owner)
    // A bar already in a window stays where it is.
    #expect(search.searchBar.superview === owner.view)
  }

  @Test("presentSearchController: a delegate that presents the controller replaces the default")
  func delegatePresents() async throws {
    @MainActor final class Presenter: NSObject, UISearchControllerDelegate {
      weak var owner: UIViewController?
      var calls: [String] = []
      func presentSearchController(_ searchController: UISearchController) {
        calls.append("present")
        owner?.present(searchController, animated: false)
      }
      func willPresentSearchController(_ searchController: UISearchController) {
        calls.append("willPresent")
      }
    }
    let f = try await makeFixture()
    defer { withExtendedLifetime(f.window) {} }
    let presenter = Presenter()
    presenter.owner = f.list
    f.search.delegate = presenter
    f.search.isActive = true
    #expect(presenter.calls == ["present"])
    #expect(f.search.presentingViewController === f.list)
  }
}
