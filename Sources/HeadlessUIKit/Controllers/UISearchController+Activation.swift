import Foundation

/// Activating and deactivating a search controller (decisions SC2–SC4).
///
/// Activation, whether from ``UISearchController/isActive`` or the field beginning to edit:
/// `willPresentSearchController`, the presentation over the current context (or the delegate's
/// `presentSearchController`), the navigation bar hidden, the cancel button and scope bar shown,
/// the field made first responder, `updateSearchResults(for:)`, and
/// `didPresentSearchController` once the presentation finished (after the next layout pass).
/// Deactivation runs the same steps backwards with the dismiss callbacks.
extension UISearchController {
  /// Becomes active.
  ///
  /// `fromEditing` is true when the field is beginning to edit, which then
  /// asks the updater itself once editing began.
  func activate(fromEditing: Bool) {
    guard !activeState, !isChangingActivation else { return }
    isChangingActivation = true
    activeState = true
    delegate?.presentSearchController(self)
    if presentingViewController == nil, let source = presentationSource {
      delegate?.willPresentSearchController(self)
      source.present(self, animated: true) { [weak self] in
        guard let self else { return }
        self.delegate?.didPresentSearchController(self)
      }
    }
    installResultsView()
    hostSearchBarIfNeeded()
    if hidesNavigationBarDuringPresentation, let navigation = searchedNavigationController,
      !navigation.isNavigationBarHidden
    {
      navigation.setNavigationBarHidden(true, animated: true)
      hiddenNavigationController = navigation
    }
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
    if showsScopeBarNow(typing: false) { searchBar.showsScopeBar = true }
    updateResultsVisibility()
    isChangingActivation = false
    guard !fromEditing else { return }
    if !searchBar.searchTextField.becomeFirstResponder() {
      searchResultsUpdater?.updateSearchResults(for: self)
    }
  }

  /// Stops being active: the field resigns, the search bar and navigation bar go back, and the
  /// controller is dismissed.
  func deactivate() {
    guard activeState, !isChangingActivation else { return }
    isChangingActivation = true
    activeState = false
    let presented = presentingViewController != nil
    if presented { delegate?.willDismissSearchController(self) }
    _ = searchBar.searchTextField.resignFirstResponder()
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
    if automaticallyShowsScopeBar, scopeBarActivation != .manual { searchBar.showsScopeBar = false }
    hiddenNavigationController?.setNavigationBarHidden(false, animated: true)
    hiddenNavigationController = nil
    returnSearchBar()
    updateResultsVisibility()
    isChangingActivation = false
    guard presented else { return }
    dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.didDismissSearchController(self)
    }
  }

  /// The user tapped the cancel button: the text is cleared, the search deactivates and the
  /// updater hears of the cleared text.
  func cancelTapped() {
    searchBar.text = ""
    deactivate()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// The field's text changed: the results show or hide, and the updater is asked.
  func searchTextChanged() {
    if activeState, showsScopeBarNow(typing: true) { searchBar.showsScopeBar = true }
    updateResultsVisibility()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// Hides or shows the results controller's view: visible while the search is active and
  /// ``showsSearchResultsController`` is true.
  func updateResultsVisibility() {
    guard let results = searchResultsController?.viewIfLoaded else { return }
    results.isHidden = !(activeState && showsSearchResultsController)
  }

  /// Whether the scope bar shows now, by ``scopeBarActivation``.
  private func showsScopeBarNow(typing: Bool) -> Bool {
    guard automaticallyShowsScopeBar, (searchBar.scopeButtonTitles?.count ?? 0) >= 2 else {
      return false
    }
    switch scopeBarActivation {
    case .automatic, .onSearchActivation: return !typing
    case .onTextEntry: return typing
    case .manual: return false
    }
  }

  /// The controller that presents the search: the one whose navigation item holds it, else
  /// the one whose view holds the search bar.
  var presentationSource: UIViewController? {
    if let item = owningNavigationItem, let navigation = item.bar?.managingController,
      let owner = navigation.viewControllers.first(where: { $0.storedNavigationItem === item })
    {
      return owner
    }
    var responder: UIResponder? = searchBar.next
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }

  /// The navigation controller whose bar hides while searching.
  private var searchedNavigationController: UINavigationController? {
    guard let presenting = presentingViewController else { return nil }
    return presenting as? UINavigationController ?? presenting.navigationController
  }

  /// Puts the results controller's view in the view, hidden until it should show.
  private func installResultsView() {
    guard let results = searchResultsController else { return }
    let resultsView: UIView = results.view
    guard resultsView.superview !== view else { return }
    resultsView.frame = view.bounds
    resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.insertSubview(resultsView, at: 0)
    results.didMove(toParent: self)
  }

  /// Takes the search bar into the view, at the top of its safe area, when the bar is not in a
  /// window (a navigation item's search bar, decision SC5).
  private func hostSearchBarIfNeeded() {
    guard searchBar.window == nil, let view = viewIfLoaded, view.window != nil else { return }
    if let superview = searchBar.superview,
      let index = superview.subviews.firstIndex(where: { $0 === searchBar })
    {
      searchBarHome = RemovedView(view: searchBar, superview: superview, index: index)
    } else {
      searchBarHome = RemovedView(view: searchBar, superview: nil, index: 0)
    }
    view.addSubview(searchBar)
    view.setNeedsLayout()
    view.layoutIfNeeded()
  }

  /// Puts the search bar back where it was.
  private func returnSearchBar() {
    guard let home = searchBarHome else { return }
    searchBarHome = nil
    searchBar.removeFromSuperview()
    if let superview = home.superview {
      superview.insertSubview(searchBar, at: min(home.index, superview.subviews.count))
    }
  }
}
