import Foundation
import HeadlessUIKit
import Testing

/// UIPageControl's pages and size (decision K14).
@MainActor
@Suite struct UIPageControlTests {
  @Test("K14: the current page stays within the pages")
  func currentPageIsClamped() {
    let control = UIPageControl(frame: .zero)
    #expect(control.numberOfPages == 0)
    #expect(control.currentPage == 0)
    control.numberOfPages = 3
    control.currentPage = 5
    #expect(control.currentPage == 2)
    control.currentPage = -1
    #expect(control.currentPage == 0)
    control.currentPage = 2
    control.numberOfPages = 2
    #expect(control.currentPage == 1)
    control.numberOfPages = -4
    #expect(control.numberOfPages == 0)
    #expect(control.currentPage == 0)
  }

  @Test("K14: the dots take 16 points per page and 26 points of height")
  func sizes() {
    let control = UIPageControl(frame: .zero)
    #expect(control.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 26))
    #expect(control.size(forNumberOfPages: 3) == CGSize(width: 48, height: 26))
    control.numberOfPages = 5
    #expect(control.intrinsicContentSize == CGSize(width: 80, height: 26))
    #expect(control.sizeThatFits(.zero) == CGSize(width: 80, height: 26))
    #expect(control.hidesForSinglePage == false)
  }
}
