import Testing
import UIKit

/// A configured button as apps write one, through `import UIKit` in Swift 5 mode.
///
/// Nonisolated, as helpers written before Swift concurrency are; configurations are values.
func makeContinueConfiguration() -> UIButton.Configuration {
  var config = UIButton.Configuration.filled()
  config.title = "Continue"
  config.subtitle = "2 items"
  config.image = UIImage(systemName: "arrow.right")
  config.imagePlacement = .trailing
  config.imagePadding = 8
  config.cornerStyle = .capsule
  config.buttonSize = .large
  config.baseBackgroundColor = .systemBlue
  config.baseForegroundColor = .white
  config.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
  config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
    var outgoing = incoming
    outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
    return outgoing
  }
  config.attributedSubtitle = AttributedString(
    "2 items", attributes: AttributeContainer([.font: UIFont.systemFont(ofSize: 12)]))
  return config
}

@MainActor
@Suite("UIButton.Configuration through import UIKit")
struct ButtonConfigurationImportTests {
  @Test("a configured button with a primary action and an update handler")
  func configuredButton() {
    var taps = 0
    let button = UIButton(
      configuration: makeContinueConfiguration(), primaryAction: UIAction { _ in taps += 1 })
    button.configurationUpdateHandler = { button in
      var config = button.configuration
      config?.showsActivityIndicator = button.isSelected
      button.configuration = config
    }
    button.isSelected = true
    button.setNeedsUpdateConfiguration()
    button.sizeToFit()
    button.layoutIfNeeded()
    button.sendActions(for: .primaryActionTriggered)
    #expect(taps == 1)
    #expect(button.configuration?.showsActivityIndicator == true)
    #expect(button.titleLabel?.font == UIFont.preferredFont(forTextStyle: .headline))
    #expect(button.subtitleLabel?.font == UIFont.systemFont(ofSize: 12))
    #expect(button.bounds.height / 2 == button.subviews.first?.layer.cornerRadius)
  }
}
