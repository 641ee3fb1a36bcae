import Foundation
import HeadlessUIKit
import Testing

/// Records a search bar delegate's calls.
@MainActor
final class RecordingSearchBarDelegate: NSObject, UISearchBarDelegate {
  var calls: [String] = []
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
    calls.append("shouldBegin")
    return true
  }
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    calls.append("text:\(searchText)")
  }
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    calls.append("change:\(text)")
    return text != "?"
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
}

/// The search bar's field and delegate.
@MainActor
@Suite struct UISearchBarFieldTests {
  @Test("the field is a 36-point subview centred 8 points in, clear of a shown cancel button")
  func fieldFrame() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.superview === bar)
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 359, height: 36))
    bar.setShowsCancelButton(true, animated: true)
    bar.layoutIfNeeded()
    #expect(bar.showsCancelButton)
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 299, height: 36))
  }

  @Test("text and placeholder are the field's")
  func textIsTheFields() {
    let bar = UISearchBar()
    bar.text = "cats"
    bar.placeholder = "Search"
    #expect(bar.searchTextField.text == "cats")
    #expect(bar.searchTextField.placeholder == "Search")
    bar.searchTextField.text = "dogs"
    #expect(bar.text == "dogs")
  }

  @Test("editing and typing in the field reach the bar's delegate in UIKit's order")
  func delegateCalls() {
    let (window, root) = makeTouchWindow()
    defer { withExtendedLifetime(window) {} }
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    root.addSubview(bar)
    let delegate = RecordingSearchBarDelegate()
    bar.delegate = delegate
    #expect(bar.searchTextField.becomeFirstResponder())
    bar.searchTextField.insertText("a")
    bar.searchTextField.insertText("?")
    bar.searchTextField.insertText("\n")
    #expect(bar.searchTextField.resignFirstResponder())
    #expect(bar.text == "a")
    #expect(
      delegate.calls == [
        "shouldBegin", "didBegin", "change:a", "text:a", "change:?", "search", "didEnd",
      ])
  }

  @Test("tokens are inserted and removed in order")
  func tokens() {
    let field = UISearchTextField()
    field.insertToken(UISearchToken(icon: nil, text: "b"), at: 0)
    field.insertToken(UISearchToken(icon: nil, text: "a"), at: 0)
    field.insertToken(UISearchToken(icon: nil, text: "c"), at: 9)
    #expect(field.tokens.map(\.text) == ["a", "b", "c"])
    field.removeToken(at: 1)
    #expect(field.tokens.map(\.text) == ["a", "c"])
  }
}
