import Dispatch
import Foundation

/// UIKit's update cycle, headless: at the end of a turn of the main queue, every window with
/// pending layout is laid out, as UIKit's run loop does before drawing (spec 4.1, 4.9).
///
/// A layer that needs layout and belongs to a window schedules one pass on the main queue;
/// further requests in the same turn coalesce into it. The pass lays out each window's tree
/// top-down and repeats while layout invalidated layout, until the tree is clean or a single
/// layer has been laid out `feedbackLoopLimit` times in one cycle and layout is still pending,
/// which is reported as a feedback loop (decision 4.15/D26). A tree that settles exactly on the
/// limit's last layout is not reported. The constraint-update phase that precedes layout joins
/// here with Auto Layout.
@MainActor
package final class UpdateCycle {
  /// The cycle of the main queue.
  package static let shared = UpdateCycle()

  /// How many times one layer may be laid out in one cycle before a feedback loop is reported.
  package static let feedbackLoopLimit = 100

  private var isScheduled = false
  private var afterPass: [@MainActor () -> Void] = []
  private var pendingWindows: [ObjectIdentifier: WeakWindow] = [:]

  private struct WeakWindow {
    weak var window: UIWindow?
  }

  /// Records that `layer` needs layout; schedules a pass if it belongs to a window.
  package func layerNeedsLayout(_ layer: CALayer) {
    guard let window = layer.rootLayer.delegate as? UIWindow else { return }
    pendingWindows[ObjectIdentifier(window)] = WeakWindow(window: window)
    schedule()
  }

  /// Records that a view's constraints need an update; schedules a pass if it is in a window.
  package func viewNeedsConstraintUpdate(_ view: UIView) {
    layerNeedsLayout(view.layer)
  }

  /// Runs the pass now for every window with pending layout.
  package func run() {
    isScheduled = false
    let windows = pendingWindows.values.compactMap(\.window)
    pendingWindows = [:]
    for window in windows { commit(window) }
    let followUps = afterPass
    afterPass = []
    for body in followUps { body() }
  }

  /// Runs `body` after the next pass (on the next turn of the main queue if none is
  /// scheduled), once every window with pending layout has been laid out; the end of an
  /// appearance transition waits for it.
  ///
  /// - Parameter body: The work to run.
  package func afterNextPass(_ body: @escaping @MainActor () -> Void) {
    afterPass.append(body)
    schedule()
  }

  /// Schedules a pass on the main queue unless one is scheduled.
  private func schedule() {
    guard !isScheduled else { return }
    isScheduled = true
    DispatchQueue.main.async {
      MainActor.assumeIsolated { UpdateCycle.shared.run() }
    }
  }

  /// Lays out one window's tree until it is clean or a feedback loop is detected.
  private func commit(_ window: UIWindow) {
    let root = window.layer
    var layouts: [ObjectIdentifier: (layer: CALayer, count: Int)] = [:]
    var loopDetected = false
    window.prepareTreeForLayout()
    while root.treeNeedsLayout, !loopDetected {
      root.layoutTreeIfNeeded { layer in
        let id = ObjectIdentifier(layer)
        let count = (layouts[id]?.count ?? 0) + 1
        layouts[id] = (layer, count)
        if count >= Self.feedbackLoopLimit { loopDetected = true }
      }
      window.prepareTreeForLayout()
    }
    pendingWindows[ObjectIdentifier(window)] = nil
    guard loopDetected, root.treeNeedsLayout else { return }
    let culprits = layouts.values.filter { $0.count >= Self.feedbackLoopLimit }
      .map {
        ($0.layer.delegate as? UIView).map(ObjectAddress.short) ?? ObjectAddress.short($0.layer)
      }
      .sorted()
    Diagnostics.log(
      "Layout feedback loop: \(culprits.joined(separator: ", ")) laid out "
        + "\(Self.feedbackLoopLimit) times in one update cycle; layout stopped until the next "
        + "invalidation.")
    clearLayoutFlags(root)
  }

  private func clearLayoutFlags(_ layer: CALayer) {
    layer.layoutFlag = false
    for sublayer in layer.sublayerStorage { clearLayoutFlags(sublayer) }
  }
}
