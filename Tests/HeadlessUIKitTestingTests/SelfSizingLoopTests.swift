import Examples
import HeadlessUIKit
import HeadlessUIKitTesting
import Testing

/// Seed scene 2 settles at every text size on 3× screens (the audit found a feedback loop).
@MainActor
@Suite struct SelfSizingLoopTests {
  @Test("a frame-based parent sizing its Auto Layout child settles: no layout feedback loop")
  func noFeedbackLoop() {
    let report = auditLayout(
      of: { FrameParentViewController() }, on: .named("iPhone 15 Pro"), orientations: [.portrait],
      userInterfaceStyles: [.light])
    let loops = report.findings.filter { $0.kind == .loggedMessage }
    #expect(loops.isEmpty, "\(loops.map(\.problem))")
  }
}
