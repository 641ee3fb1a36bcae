import Foundation
import HeadlessUIKit
import Testing

/// UIKit's font API is callable from any thread (decision GP14).
@Suite struct UIFontIsolationTests {
  @Test("preferredFont and UIFontMetrics work off the main actor, at the default category")
  func fontsOffTheMainActor() async {
    let body = await Task.detached { UIFont.preferredFont(forTextStyle: .body).pointSize }.value
    #expect(body == 17)
    let scaled = await Task.detached {
      UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10)
    }.value
    #expect(scaled == 10)
    let large = await Task.detached {
      let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
      return UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize
    }.value
    #expect(large == 23)
  }
}
