import Foundation
import HeadlessUIKit
import TestSupport
import Testing

/// Random trees, mutated many times through every hierarchy entry point, so that the internal
/// consistency checks of UIView+Invariants.swift (compiled into debug builds) run after each kind
/// of mutation, and an independent model of the expected subview order (peers V1, V4) is compared
/// after every step.
@MainActor
@Suite struct UIViewHierarchyInvariantTests {
  /// The expected tree: each view's parent and ordered children, by index into the pool.
  private struct Model {
    var parent: [Int?]
    var children: [[Int]]

    init(count: Int) {
      parent = Array(repeating: nil, count: count)
      children = Array(repeating: [], count: count)
    }

    mutating func detach(_ view: Int) {
      guard let old = parent[view] else { return }
      children[old].removeAll { $0 == view }
      parent[view] = nil
    }

    mutating func insert(_ view: Int, into target: Int, at index: Int) {
      detach(view)
      children[target].insert(view, at: min(index, children[target].count))
      parent[view] = target
    }

    /// peers V4: directly above/below a sibling; at the top when it is not a sibling (after the
    /// moved view was taken out, so the view itself never is its own sibling).
    mutating func insert(_ view: Int, into target: Int, relativeTo sibling: Int, above: Bool) {
      detach(view)
      if let index = children[target].firstIndex(of: sibling) {
        children[target].insert(view, at: above ? index + 1 : index)
      } else {
        children[target].append(view)
      }
      parent[view] = target
    }

    func isAncestor(_ candidate: Int, of view: Int) -> Bool {
      var current: Int? = view
      while let node = current {
        if node == candidate { return true }
        current = parent[node]
      }
      return false
    }
  }

  @Test(arguments: [1 as UInt64, 2, 3, 0x5EED])
  func randomMutationsKeepTheTreeConsistent(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let windows = [
      UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
      UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
    ]
    // Pool: the two windows first (never moved), then plain views.
    let pool: [UIView] = windows + (0..<14).map { _ in UIView() }
    var model = Model(count: pool.count)
    let movable = Array(windows.count..<pool.count)
    var performed = Array(repeating: 0, count: 9)

    for step in 0..<600 {
      let view = movable[random.index(below: movable.count)]
      let target = random.index(below: pool.count)
      let canInsert = !model.isAncestor(view, of: target)
      let operation = random.index(below: 9)
      switch operation {
      case 0 where canInsert:
        pool[target].addSubview(pool[view])
        model.insert(view, into: target, at: Int.max)
      case 1 where canInsert:
        // 0 … count + 1: every position, and one past the end (which appends, peers V1).
        let index = random.index(below: model.children[target].count + 2)
        pool[target].insertSubview(pool[view], at: index)
        model.insert(view, into: target, at: index)
      case 2 where canInsert, 3 where canInsert:
        let sibling = movable[random.index(below: movable.count)]
        if operation == 2 {
          pool[target].insertSubview(pool[view], aboveSubview: pool[sibling])
        } else {
          pool[target].insertSubview(pool[view], belowSubview: pool[sibling])
        }
        model.insert(view, into: target, relativeTo: sibling, above: operation == 2)
      case 4:
        let count = model.children[target].count
        guard count > 0 else { continue }
        let first = random.index(below: count)
        let second = random.index(below: count)
        pool[target].exchangeSubview(at: first, withSubviewAt: second)
        model.children[target].swapAt(first, second)
      case 5:
        guard let parent = model.parent[view] else { continue }
        pool[parent].bringSubviewToFront(pool[view])
        model.children[parent].removeAll { $0 == view }
        model.children[parent].append(view)
      case 6:
        guard let parent = model.parent[view] else { continue }
        pool[parent].sendSubviewToBack(pool[view])
        model.children[parent].removeAll { $0 == view }
        model.children[parent].insert(view, at: 0)
      case 7:
        pool[view].removeFromSuperview()
        model.detach(view)
      case 8:
        // A plain sublayer, so that subview layers and other layers interleave.
        pool[target].layer.insertSublayer(
          CALayer(),
          at: UInt32(random.index(below: (pool[target].layer.sublayers?.count ?? 0) + 1)))
      default:
        continue
      }
      performed[operation] += 1
      verify(pool, against: model, step: step)
    }
    // Every kind of mutation ran, and often.
    #expect(performed.allSatisfy { $0 >= 10 }, "\(performed)")
  }

  /// Checks the real tree against the model and against itself.
  private func verify(_ pool: [UIView], against model: Model, step: Int) {
    for (index, view) in pool.enumerated() {
      let children = model.children[index].map { pool[$0] }
      #expect(view.subviews == children, "step \(step): subviews of #\(index)")
      #expect(
        view.superview === model.parent[index].map { pool[$0] },
        "step \(step): superview of #\(index)")
      // The subviews' layers are sublayers, in subview order.
      let sublayers = view.layer.sublayers ?? []
      let positions = view.subviews.map { sub in sublayers.firstIndex { $0 === sub.layer } }
      #expect(positions.allSatisfy { $0 != nil }, "step \(step): layers of #\(index)")
      let found = positions.compactMap(\.self)
      #expect(found == found.sorted(), "step \(step): layer order of #\(index)")
      #expect(view.layer.superlayer === view.superview?.layer, "step \(step): superlayer #\(index)")
      // The window is the root's, if the root is a window.
      var root = index
      while let parent = model.parent[root] { root = parent }
      #expect(view.window === (pool[root] as? UIWindow), "step \(step): window of #\(index)")
    }
  }
}
