import Foundation
import SourceCompatibility
import Testing

/// Names Swift 4.2 renamed give Xcode's "has been renamed" errors, not "cannot find".
@Suite("Pre-4.2 names")
struct RenamedNameTests {
  @Test("old names are errors that name their new spelling, as Apple's SDK reports them")
  func renamed() throws {
    let source = """
      import UIKit

      final class Container: UIViewController {
        func embed(_ child: UIViewController) {
          addChildViewController(child)
          child.didMove(toParentViewController: self)
          let options: UIViewAnimationOptions = [.curveEaseIn]
          _ = options
          _ = UIEdgeInsetsMake(1, 2, 3, 4)
          view.bringSubview(toFront: child.view)
        }
      }
      """
    let result = try LanguageModeTests.typeCheck(source, languageMode: 5)
    let messages = result.errors.map(\.message)
    #expect(
      messages.sorted() == [
        "'UIEdgeInsetsMake' has been replaced by 'UIEdgeInsets.init(top:left:bottom:right:)'",
        "'UIViewAnimationOptions' has been renamed to 'UIView.AnimationOptions'",
        "'addChildViewController' has been renamed to 'addChild(_:)'",
        "'bringSubview(toFront:)' has been renamed to 'bringSubviewToFront(_:)'",
        "'didMove(toParentViewController:)' has been renamed to 'didMove(toParent:)'",
      ], "\(messages)")
    #expect(result.errors.allSatisfy { $0.classification.kind == .renamedAPI })
  }
}
