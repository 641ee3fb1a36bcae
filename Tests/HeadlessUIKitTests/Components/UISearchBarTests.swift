import Foundation
import HeadlessUIKit
import Testing

/// UISearchBar's height and styles (decision K11).
@MainActor
@Suite struct UISearchBarTests {
  @Test("K11: the style raw values are UIKit's")
  func rawValues() {
    #expect(UISearchBar.Style.default.rawValue == 0)
    #expect(UISearchBar.Style.prominent.rawValue == 1)
    #expect(UISearchBar.Style.minimal.rawValue == 2)
  }

  @Test("K11: no intrinsic width and 56 tall in every style")
  func height() {
    let bar = UISearchBar(frame: .zero)
    for style in [UISearchBar.Style.default, .prominent, .minimal] {
      bar.searchBarStyle = style
      #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
      #expect(bar.sizeThatFits(CGSize(width: 393, height: 0)) == CGSize(width: 393, height: 56))
    }
  }

  @Test("K11: pinned at its sides, a minimal search bar is 393×56 (svp-demo-main)")
  func autoLayout() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let bar = UISearchBar(frame: .zero)
    bar.searchBarStyle = .minimal
    bar.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      bar.topAnchor.constraint(equalTo: window.topAnchor, constant: 6),
    ])
    window.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 6, width: 393, height: 56))
  }

  @Test("K11: text properties keep what they are given")
  func properties() {
    let bar = UISearchBar(frame: .zero)
    // The text is the search field's, and a text field's text reads back as "" (never nil).
    #expect(bar.text == "")
    bar.text = "query"
    bar.placeholder = "Search"
    bar.showsCancelButton = true
    #expect(bar.text == "query")
    #expect(bar.placeholder == "Search")
    #expect(bar.showsCancelButton)
    #expect(bar.barStyle == .default)
  }
}
