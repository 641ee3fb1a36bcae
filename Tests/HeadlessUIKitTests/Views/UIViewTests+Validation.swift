import HeadlessUIKit
import Testing

/// Decodes a child process's standard error.
private func text(_ bytes: [UInt8]) -> String {
  String(decoding: bytes, as: UTF8.self)
}

/// NaN geometry is a programmer error: the process stops with Core Animation's
/// `CALayerInvalidGeometry` message, as UIKit does.
@Suite struct UIViewGeometryValidationTests {
  @Test func nanCenterStopsWithThePositionMessage() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          view.center = CGPoint(x: CGFloat.nan, y: 5)
        }
      })
    #expect(text(result.standardErrorContent).contains("CALayer position contains NaN"))
  }

  @Test func nanLayerPositionStopsWithThePositionMessage() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let layer = CALayer()
          layer.position = CGPoint(x: 3, y: CGFloat.nan)
        }
      })
    #expect(text(result.standardErrorContent).contains("CALayer position contains NaN"))
  }

  @Test func nanBoundsStopsWithTheBoundsMessage() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        }
      })
    #expect(text(result.standardErrorContent).contains("CALayer bounds contains NaN"))
  }

  @Test func nanFrameOriginStopsWithThePositionMessage() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let view = UIView()
          view.frame = CGRect(x: CGFloat.nan, y: CGFloat.nan, width: 10, height: 10)
        }
      })
    #expect(text(result.standardErrorContent).contains("CALayer position contains NaN"))
  }

  @Test func nanFrameInInitStopsWithThePositionMessage() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          _ = UIView(frame: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10))
        }
      })
    #expect(text(result.standardErrorContent).contains("CALayer position contains NaN"))
  }

  // Which of position and bounds Core Animation reports first for a NaN frame size is not
  // documented; either way the geometry is rejected as invalid.
  @Test func nanFrameSizeStopsWithAnInvalidGeometryMessage() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let view = UIView()
          view.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        }
      })
    let message = text(result.standardErrorContent)
    #expect(message.contains("CALayerInvalidGeometry"))
    #expect(message.contains("contains NaN"))
  }

  @Test func nanFrameUnderTransformStopsWithThePositionMessage() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          view.transform = CGAffineTransform(scaleX: 2, y: 2)
          view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        }
      })
    #expect(text(result.standardErrorContent).contains("CALayer position contains NaN"))
  }
}
