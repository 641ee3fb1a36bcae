import BenchSupport
import Examples
import Foundation
import HeadlessUIKit
import HeadlessUIKitSnapshotTesting

/// `render-bench --snapshots`: a full-screen image snapshot of each example, step by step, as
/// `assertSnapshot(of: controller, as: .image(on: .iPhone13))` takes and checks it.
@MainActor
enum SnapshotBench {
  /// A controller whose view is an example's content, as an app's screen would be.
  private final class SceneController: UIViewController {
    let scene: ExampleScene

    init(scene: ExampleScene) {
      self.scene = scene
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      nil
    }

    override func loadView() {
      let window = scene.makeWindow(UIScreen(headlessDevice: .default))
      let content = window.subviews.first ?? UIView()
      content.removeFromSuperview()
      view = content
    }
  }

  /// Times each step for `budget` seconds in all (at least 3 repetitions each).
  static func measure(_ scene: ExampleScene, budget: Double) -> JSONLine {
    let strategy = Snapshotting<UIViewController, UIImage>.image(on: .iPhone13)
    func snapshot() -> UIImage {
      var image = UIImage()
      strategy.snapshot(SceneController(scene: scene)).run { image = $0 }
      return image
    }
    let reference = snapshot()
    let png = strategy.diffing.toData(reference)
    var steps: [(String, [Double])] = []
    func time(_ name: String, _ body: () -> Void) {
      var times: [Double] = []
      let start = Stopwatch.now()
      repeat {
        let t0 = Stopwatch.now()
        body()
        times.append(Stopwatch.now() - t0)
      } while times.count < 3 || Stopwatch.now() - start < budget / 5
      steps.append((name, times))
    }
    var matched = true
    // (an image drawn by a renderer is rasterised when its pixels are first needed)
    time("snapshot_ms") { _ = snapshot().headlessPixels }
    time("png_encode_ms") { _ = strategy.diffing.toData(reference) }
    time("png_decode_ms") { _ = strategy.diffing.fromData(png).headlessPixels }
    let taken = snapshot()
    // (the decoding is in this step too, as pixels are decoded on first use)
    time("compare_ms") {
      let decoded = strategy.diffing.fromData(png)
      _ = decoded.headlessPixels
      matched = strategy.diffing.diffV2(decoded, taken) == nil
    }
    // What a passing `assertSnapshot` does: take the snapshot, read the reference, compare.
    time("assert_total_ms") {
      matched =
        matched && strategy.diffing.diffV2(strategy.diffing.fromData(png), snapshot()) == nil
    }
    let pixels = reference.headlessPixels
    var fields: [(String, JSONLine)] = [
      ("example", .string(scene.name)),
      ("pixels", .array([.int(pixels?.width ?? 0), .int(pixels?.height ?? 0)])),
      ("png_bytes", .int(png.count)),
      ("matches_reference", .bool(matched)),
    ]
    for (name, times) in steps {
      fields.append((name, .double(Statistics.milliseconds(Statistics.median(times)))))
    }
    return .object(fields)
  }
}
