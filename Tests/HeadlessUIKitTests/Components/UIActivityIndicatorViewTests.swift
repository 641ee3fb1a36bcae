import Foundation
import HeadlessUIKit
import Testing

/// UIActivityIndicatorView's sizes, styles and hiding (decision K2).
@MainActor
@Suite struct UIActivityIndicatorViewTests {
  @Test("K2: the style raw values are UIKit's, deprecated ones included")
  func rawValues() {
    #expect(UIActivityIndicatorView.Style.whiteLarge.rawValue == 0)
    #expect(UIActivityIndicatorView.Style.white.rawValue == 1)
    #expect(UIActivityIndicatorView.Style.gray.rawValue == 2)
    #expect(UIActivityIndicatorView.Style.medium.rawValue == 100)
    #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
  }

  @Test("K2: medium styles are 20×20, large ones 37×37")
  func sizes() {
    let expected: [(UIActivityIndicatorView.Style, CGFloat)] = [
      (.medium, 20), (.white, 20), (.gray, 20), (.large, 37), (.whiteLarge, 37),
    ]
    for (style, side) in expected {
      let spinner = UIActivityIndicatorView(style: style)
      #expect(spinner.frame == CGRect(x: 0, y: 0, width: side, height: side))
      #expect(spinner.intrinsicContentSize == CGSize(width: side, height: side))
      #expect(spinner.sizeThatFits(CGSize(width: 300, height: 300)) == spinner.frame.size)
    }
  }

  @Test("K2: init(frame:) is medium and keeps its frame; changing the style keeps the frame")
  func frameInit() {
    let spinner = UIActivityIndicatorView(frame: CGRect(x: 1, y: 2, width: 50, height: 60))
    #expect(spinner.style == .medium)
    #expect(spinner.frame == CGRect(x: 1, y: 2, width: 50, height: 60))
    spinner.style = .large
    #expect(spinner.frame == CGRect(x: 1, y: 2, width: 50, height: 60))
    #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
  }

  @Test("K2: stopped and hiding when stopped, the view is hidden until it animates")
  func hidesWhenStopped() {
    let spinner = UIActivityIndicatorView(style: .medium)
    #expect(spinner.hidesWhenStopped)
    #expect(spinner.isAnimating == false)
    #expect(spinner.isHidden)
    spinner.startAnimating()
    #expect(spinner.isAnimating)
    #expect(spinner.isHidden == false)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(spinner.isHidden == false)
    spinner.isHidden = true
    spinner.startAnimating()
    #expect(spinner.isHidden)
  }

  @Test("5.15: an activity indicator hugs at 750 on both axes and ignores touches")
  func prioritiesAndTouches() {
    let spinner = UIActivityIndicatorView()
    #expect(spinner.contentHuggingPriority(for: .horizontal).rawValue == 750)
    #expect(spinner.contentHuggingPriority(for: .vertical).rawValue == 750)
    #expect(spinner.isUserInteractionEnabled == false)
  }

  @Test("K2: laid out by position only, a medium indicator is 20×20 (corpus frame)")
  func autoLayout() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(spinner)
    NSLayoutConstraint.activate([
      spinner.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 36),
      spinner.topAnchor.constraint(equalTo: window.topAnchor, constant: 244),
    ])
    window.layoutIfNeeded()
    #expect(spinner.frame == CGRect(x: 36, y: 244, width: 20, height: 20))
  }
}
