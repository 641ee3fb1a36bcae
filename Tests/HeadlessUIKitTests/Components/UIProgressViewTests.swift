import Foundation
import HeadlessUIKit
import Testing

/// UIProgressView's height and progress (decision K3).
@MainActor
@Suite struct UIProgressViewTests {
  @Test("K3: the style raw values are UIKit's")
  func rawValues() {
    #expect(UIProgressView.Style.default.rawValue == 0)
    #expect(UIProgressView.Style.bar.rawValue == 1)
  }

  @Test("K3: no intrinsic width; 4 points tall by default, 2.5 in the bar style")
  func intrinsicSize() {
    let bar = UIProgressView(progressViewStyle: .default)
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
    #expect(bar.sizeThatFits(CGSize(width: 120, height: 50)) == CGSize(width: 120, height: 4))
    bar.progressViewStyle = .bar
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 2.5))
  }

  @Test("K3: setting the frame keeps the width and forces the style's height")
  func frameHeightIsForced() {
    let bar = UIProgressView(frame: CGRect(x: 10, y: 20, width: 200, height: 50))
    #expect(bar.frame == CGRect(x: 10, y: 20, width: 200, height: 4))
    bar.frame = CGRect(x: 0, y: 0, width: 80, height: 1)
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 80, height: 4))
    #expect(UIProgressView(progressViewStyle: .bar).frame.size == CGSize(width: 0, height: 2.5))
  }

  @Test("K3: progress is clamped to 0…1")
  func progressIsClamped() {
    let bar = UIProgressView()
    #expect(bar.progress == 0)
    bar.progress = 1.5
    #expect(bar.progress == 1)
    bar.setProgress(-0.5, animated: true)
    #expect(bar.progress == 0)
    bar.progress = 0.25
    #expect(bar.progress == 0.25)
  }

  @Test("5.15: a progress view hugs at 250 horizontally and 750 vertically")
  func priorities() {
    let bar = UIProgressView()
    #expect(bar.contentHuggingPriority(for: .horizontal).rawValue == 250)
    #expect(bar.contentHuggingPriority(for: .vertical).rawValue == 750)
  }

  @Test("K15: a progress view draws a grey track and a blue fill as wide as the progress")
  func appearance() {
    let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
    bar.progress = 0.25
    bar.layoutIfNeeded()
    let track = bar.subviews[0]
    let fill = bar.subviews[1]
    #expect(track.frame == CGRect(x: 0, y: 0, width: 200, height: 4))
    #expect(track.backgroundColor == .systemFill)
    #expect(fill.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
    #expect(fill.backgroundColor == .systemBlue)
    #expect(fill.layer.cornerRadius == 2)
  }
}
