import Foundation
import HeadlessUIKit
import Testing

/// Indicator images, the background style, and taps beside the current page.
@MainActor
@Suite struct UIPageControlIndicatorTests {
  @Test("A page's own image wins over the preferred ones")
  func imageFallbacks() {
    let control = UIPageControl()
    let dot = UIImage()
    let star = UIImage()
    let current = UIImage()
    #expect(control.indicatorImage(forPage: 0) == nil)
    control.preferredIndicatorImage = dot
    control.setIndicatorImage(star, forPage: 2)
    #expect(control.indicatorImage(forPage: 0) === dot)
    #expect(control.indicatorImage(forPage: 2) === star)
    #expect(control.currentPageIndicatorImage(forPage: 2) === star)
    control.preferredCurrentPageIndicatorImage = current
    #expect(control.currentPageIndicatorImage(forPage: 0) === current)
    control.setIndicatorImage(nil, forPage: 2)
    #expect(control.indicatorImage(forPage: 2) === dot)
    #expect(control.backgroundStyle == .automatic)
    #expect(control.allowsContinuousInteraction)
  }

  @Test("A tap right of the current dot moves on a page, left moves back")
  func tapsTurnPages() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    let control = UIPageControl(frame: CGRect(x: 0, y: 200, width: 320, height: 26))
    control.numberOfPages = 3
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    window.addSubview(control)
    window.layoutIfNeeded()
    // The row of 3 dots is 48 points wide, centred: the first dot is centred at x = 144.
    window.headlessTap(at: CGPoint(x: 250, y: 213))
    #expect(control.currentPage == 1)
    window.headlessTap(at: CGPoint(x: 20, y: 213))
    #expect(control.currentPage == 0)
    window.headlessTap(at: CGPoint(x: 20, y: 213))
    #expect(control.currentPage == 0)
    #expect(changes == 2)
  }
}
