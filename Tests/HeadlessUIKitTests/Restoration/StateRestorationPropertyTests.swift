import Foundation
import HeadlessUIKit
import TestSupport
import Testing

/// A node of a random restoration tree: saves its note and its children as references, and
/// links the restored children again in `decodeRestorableState(with:)`, as UIKit's containers do.
@MainActor
final class TreeNodeController: NoteController, UIViewControllerRestoration {
  init(_ identifier: String?, note: String, restorable: Bool = true) {
    super.init(identifier ?? "", note: note)
    restorationIdentifier = identifier
    if restorable { restorationClass = TreeNodeController.self }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(children as NSArray, forKey: "children")
  }

  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    RestorationLog.record("decode \(note)")
    let saved =
      coder.decodeObject(of: [NSArray.self, UIViewController.self], forKey: "children")
      as? [UIViewController] ?? []
    for child in saved where child.parent == nil {
      addChild(child)
      child.didMove(toParent: self)
    }
  }

  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? {
    TreeNodeController(identifierComponents.last, note: "")
  }
}

@MainActor
@Suite("State restoration: random trees", .serialized)
struct StateRestorationPropertyTests {
  /// A random tree under a root identified "root": up to four levels, up to three children
  /// each, about one controller in five without an identifier; each note is its path.
  private func randomTree(_ random: inout SplitMix64) -> TreeNodeController {
    let root = TreeNodeController("root", note: "root", restorable: false)
    func grow(_ node: TreeNodeController, path: String, depth: Int) {
      guard depth < 4 else { return }
      for index in 0..<random.index(below: 4) {
        let identified = random.index(below: 5) != 0
        let identifier = identified ? "n\(index)" : nil
        let childPath = path + "/" + (identifier ?? "-")
        let child = TreeNodeController(identifier, note: childPath)
        node.addChild(child)
        child.didMove(toParent: node)
        grow(child, path: childPath, depth: depth + 1)
      }
    }
    grow(root, path: "root", depth: 0)
    return root
  }

  /// The outline UIKit must restore: the tree without the controllers that have no identifier
  /// and everything under them (13.3), and the pre-order of the kept notes.
  private func expected(_ root: UIViewController) -> (outline: [String], order: [String]) {
    var outline: [String] = []
    var order: [String] = []
    func visit(_ controller: UIViewController, depth: Int) {
      guard let identifier = controller.restorationIdentifier else { return }
      let note = (controller as? NoteController)?.note ?? ""
      outline.append(
        String(repeating: "  ", count: depth) + "\(identifier) \(type(of: controller)) '\(note)'")
      order.append("decode \(note)")
      for child in controller.children { visit(child, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return (outline, order)
  }

  @Test("Property: 40 random trees restore exactly their identified part, decoded top-down")
  func randomTrees() throws {
    var random = SplitMix64(seed: 0x7e57_0009)
    var pruned = 0
    for _ in 0..<40 {
      let directory = ArchiveDirectory()
      let tree = randomTree(&random)
      let (outline, order) = expected(tree)
      pruned += restorationOutline(tree).count - outline.count
      let first = UIApplication.headlessLaunch(
        delegate: RestorationAppDelegate { tree }, stateArchive: directory.archive)
      try first.headlessEnterBackground()
      _ = RestorationLog.take()

      let second = UIApplication.headlessLaunch(
        delegate: RestorationAppDelegate {
          TreeNodeController("root", note: "", restorable: false)
        },
        stateArchive: directory.archive)
      let restored = try #require(second.keyWindow?.rootViewController)
      #expect(restored !== tree)
      #expect(restorationOutline(restored) == outline)
      #expect(RestorationLog.take().filter { $0.hasPrefix("decode ") } == order)
    }
    // The generator does exercise 13.3's pruning.
    #expect(pruned > 10)
  }
}
