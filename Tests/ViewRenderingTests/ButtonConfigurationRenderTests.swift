import Foundation
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// What a configured button puts into a render: its background with rounded corners, then its
/// title (decisions BC3, BC5).
@MainActor
@Suite struct ButtonConfigurationRenderTests {
  @Test("BC3: a filled button draws its tint colour behind a white title, corners rounded")
  func filledBackground() throws {
    var config = UIButton.Configuration.filled()
    config.title = "Go"
    config.cornerStyle = .fixed
    config.background.cornerRadius = 10
    let button = UIButton(configuration: config)
    button.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    button.layoutIfNeeded()
    let canvas = RasterRenderer.render(DisplayList(rendering: button), scale: 1, background: nil)
    // Inside the background, away from the title: the tint colour.
    #expect(canvas.pixel(x: 5, y: 20) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 95, y: 20) == [255, 0, 0, 255])
    // The corner pixel lies outside a 10-point radius.
    #expect(canvas.pixel(x: 0, y: 0)[3] == 0)
    // The title draws white over the fill somewhere in its line.
    let title = try #require(button.titleLabel?.frame)
    var whitish = 0
    for y in Int(title.minY)..<Int(title.maxY) {
      for x in Int(title.minX)..<Int(title.maxX) where canvas.pixel(x: x, y: y)[1] > 200 {
        whitish += 1
      }
    }
    #expect(whitish > 0)
  }

  @Test("BC5: a capsule's corners are half its height")
  func capsule() {
    var config = UIButton.Configuration.filled()
    config.cornerStyle = .capsule
    let button = UIButton(configuration: config)
    button.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    button.layoutIfNeeded()
    #expect(button.subviews.first?.layer.cornerRadius == 20)
    let canvas = RasterRenderer.render(DisplayList(rendering: button), scale: 1, background: nil)
    #expect(canvas.pixel(x: 50, y: 20) == [0, 0, 255, 255])
    #expect(canvas.pixel(x: 2, y: 2)[3] == 0)
    #expect(canvas.pixel(x: 20, y: 20) == [0, 0, 255, 255])
  }

  @Test("BC3: a plain button draws no background")
  func plainHasNoBackground() {
    let button = UIButton(configuration: .plain())
    button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
    button.layoutIfNeeded()
    let canvas = RasterRenderer.render(DisplayList(rendering: button), scale: 1, background: nil)
    #expect(canvas.paintedPixels.isEmpty)
  }
}
