import Foundation
import HeadlessUIKit
import InterfaceBuilderDocuments

/// How well HeadlessUIKit reproduces the frames Xcode stored in one document: every view laid
/// out twice, with the installed fonts and with the stored text sizes (decision IB9).
package struct StoryboardFidelity: Sendable {
  /// One view's outcome.
  package enum Outcome: Sendable, Equatable {
    /// Within 0.5 pt of the stored frame with the installed fonts.
    case matched
    /// Within 0.5 pt only when text measures its stored size: the fonts' metrics differ.
    case fontMetrics
    /// Outside 0.5 pt either way: needs a cause of its own.
    case mismatched
  }

  /// One compared view.
  package struct View: Sendable {
    /// The scene (or top-level view) id.
    package let scene: String
    /// The view's document id.
    package let id: String
    /// Its class.
    package let className: String
    /// The stored frame.
    package let stored: CGRect
    /// The frame computed with the installed fonts.
    package let computed: CGRect
    /// The frame computed with stored text sizes.
    package let computedWithStoredText: CGRect
    /// The outcome.
    package let outcome: Outcome
  }

  /// The document's file name.
  package let file: String
  /// Whether the document uses Auto Layout.
  package let usesAutoLayout: Bool
  /// Every compared view, scene by scene in document order.
  package let views: [View]
  /// Views left out of the comparison (marked misplaced or ambiguous, or not made).
  package let skipped: Int

  /// The views with an outcome.
  package func count(_ outcome: Outcome) -> Int {
    views.filter { $0.outcome == outcome }.count
  }

  /// Lays a document out on its own device, under the metrics of the system generation it was
  /// saved for (decision IB50), both ways and compares every view.
  ///
  /// - Parameter url: The document.
  /// - Returns: The comparison.
  /// - Throws: `StoryboardError` when the document cannot be loaded.
  @MainActor
  package static func evaluate(documentAt url: URL) throws(StoryboardError) -> StoryboardFidelity {
    let document = try IBDocument.load(contentsOf: url)
    let (device, landscape) = StoryboardSceneLayout.documentDevice(document)
    let screen = UIScreen(
      headlessDevice: device, orientation: landscape ? .landscapeRight : .portrait,
      systemGeneration: StoryboardSceneLayout.systemGeneration(of: document))
    let previous = UIScreen.main
    defer { UIScreen.headlessMain = previous }
    func reports(_ metrics: NibTextMetrics) -> [StoryboardSceneReport] {
      StoryboardSceneLayout.layOut(document, at: url, on: screen, textMetrics: metrics).map {
        StoryboardSceneLayout.report($0, document: document, device: device.name)
      }
    }
    let withFonts = reports(.fonts)
    let withStoredText = reports(.storedFrames)
    var views: [View] = []
    var skipped = 0
    for (fonts, stored) in zip(withFonts, withStoredText) {
      skipped += fonts.skipped.count
      let storedByID = Dictionary(
        stored.comparisons.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      for comparison in fonts.comparisons {
        let other = storedByID[comparison.id]
        let outcome: Outcome =
          comparison.matches() ? .matched : other?.matches() == true ? .fontMetrics : .mismatched
        views.append(
          View(
            scene: fonts.scene, id: comparison.id, className: comparison.className,
            stored: comparison.stored, computed: comparison.computed,
            computedWithStoredText: other?.computed ?? comparison.computed, outcome: outcome))
      }
    }
    return StoryboardFidelity(
      file: url.lastPathComponent, usesAutoLayout: document.usesAutoLayout, views: views,
      skipped: skipped)
  }
}
