import HeadlessUIKit
import Testing

/// `UIContentContainer` (spec 9.1–9.3, peers N1, N2, N4).
@MainActor
@Suite struct ContentContainerTests {
  /// A parent that records what its children tell it.
  final class RecordingParent: UIViewController {
    var preferredChanges: [CGSize] = []
    var fittingChanges = 0
    override func preferredContentSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      super.preferredContentSizeDidChange(forChildContentContainer: container)
      preferredChanges.append(container.preferredContentSize)
    }
    override func systemLayoutFittingSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
      fittingChanges += 1
      view.setNeedsLayout()
    }
  }

  @Test("9.2, N1, N2: a child's new preferred size is reported to its parent, once per change")
  func preferredContentSize() {
    let parent = RecordingParent()
    let child = UIViewController()
    #expect(child.preferredContentSize == .zero)
    parent.addChild(child)
    child.preferredContentSize = CGSize(width: 0, height: 200)
    child.preferredContentSize = CGSize(width: 0, height: 200)
    child.preferredContentSize = CGSize(width: 0, height: 240)
    #expect(
      parent.preferredChanges == [CGSize(width: 0, height: 200), CGSize(width: 0, height: 240)])
    let loose = UIViewController()
    loose.preferredContentSize = CGSize(width: 1, height: 1)
    #expect(loose.preferredContentSize == CGSize(width: 1, height: 1))
  }

  @Test("9.4: the default child size is the parent size")
  func defaultChildSize() {
    let parent = UIViewController()
    let child = UIViewController()
    let size = parent.size(
      forChildContentContainer: child, withParentContainerSize: CGSize(width: 300, height: 400))
    #expect(size == CGSize(width: 300, height: 400))
  }
}
