import CoreGraphics
import QuartzCore
import Testing
import UIKit

/// Code that says `import UIKit`, `import QuartzCore` and `import CoreGraphics`, compiled in
/// Swift 5 language mode as most apps are: the three modules are HeadlessUIKit on Linux.

/// A helper written before Swift concurrency.
///
/// Nonisolated, it makes and configures a view.
/// Apple's SDK lets Swift 5 code do this; so must HeadlessUIKit (else this file would not
/// compile).
func makeCard(width: CGFloat) -> UIView {
  let card = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 80))
  card.layer.cornerRadius = 12
  card.backgroundColor = .secondarySystemBackground
  return card
}

@MainActor
@Suite("import UIKit")
struct ImportUIKitTests {
  @Test("the UIKit surface, through import UIKit")
  func uikit() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let card = makeCard(width: 200)
    card.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(card)
    NSLayoutConstraint.activate([
      card.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
      card.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 80),
    ])
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 95, y: 100, width: 200, height: 80))
  }

  @Test("QuartzCore's layer and CoreGraphics' transform")
  func quartzCoreAndCoreGraphics() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
    layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
    #expect(layer.frame.size == CGSize(width: 20, height: 60))
  }

  @Test(
    "CGFloat wins for implicit members, as with Apple's SDK (unambiguous without import Foundation)"
  )
  func implicitMembersAreCGFloat() {
    let unbounded = CGSize(width: 100, height: .greatestFiniteMagnitude)
    #expect(unbounded.height == CGFloat.greatestFiniteMagnitude)
    let infinite = CGRect(x: 0, y: 0, width: 10, height: .infinity)
    #expect(infinite.height == .infinity)
    let fromDouble: Double = 2.5
    let fromInt = 3
    #expect(CGSize(width: fromDouble, height: fromDouble) == CGSize(width: 2.5, height: 2.5))
    #expect(CGPoint(x: fromInt, y: fromInt) == CGPoint(x: 3, y: 3))
  }
}
