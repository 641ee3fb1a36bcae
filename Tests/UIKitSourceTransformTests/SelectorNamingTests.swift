import Testing

@testable import UIKitSourceTransform

@Suite("Objective-C selector names, by Swift's rules")
struct SelectorNamingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var labels: [String?]
    var throwing = false
    var selector: String
    var testDescription: String {
      "\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined())) → \(selector)"
    }
  }

  static let cases: [Case] = [
    Case(name: "tap", labels: [], selector: "tap"),
    Case(name: "tapped", labels: [nil], selector: "tapped:"),
    Case(name: "handle", labels: ["tap"], selector: "handleWithTap:"),
    Case(name: "handle", labels: [nil, "event"], selector: "handle:event:"),
    Case(name: "buttonPressed", labels: ["sender"], selector: "buttonPressedWithSender:"),
    Case(name: "handle", labels: [nil, nil], selector: "handle::"),
    Case(
      name: "dismiss", labels: ["animated", "completion"],
      selector: "dismissWithAnimated:completion:"),
    Case(name: "height", labels: ["for"], selector: "heightFor:"),
    Case(name: "scroll", labels: ["toItem"], selector: "scrollToItem:"),
    Case(name: "moveTo", labels: ["point"], selector: "moveToPoint:"),
    Case(name: "configure", labels: ["with", "animated"], selector: "configureWith:animated:"),
    Case(name: "init", labels: ["frame"], selector: "initWithFrame:"),
    Case(
      name: "init", labels: ["style", "reuseIdentifier"], selector: "initWithStyle:reuseIdentifier:"
    ),
    Case(name: "save", labels: [], throwing: true, selector: "saveAndReturnError:"),
    Case(name: "save", labels: [nil], throwing: true, selector: "save:error:"),
    Case(name: "`default`", labels: [nil], selector: "default:"),
  ]

  @Test("a method's selector", arguments: cases)
  func method(_ example: Case) {
    #expect(
      ObjectiveCSelector.method(
        baseName: example.name, labels: example.labels, throwing: example.throwing)
        == example.selector)
  }

  @Test("a property's getter is its name and its setter set + the capitalised name + colon")
  func accessors() {
    #expect(ObjectiveCSelector.getter("isOn") == "isOn")
    #expect(ObjectiveCSelector.setter("isOn") == "setIsOn:")
    #expect(ObjectiveCSelector.setter("title") == "setTitle:")
  }

  @Test("a selector's argument count is its number of colons")
  func argumentCount() {
    #expect(ObjectiveCSelector.argumentCount("tap") == 0)
    #expect(ObjectiveCSelector.argumentCount("tapped:") == 1)
    #expect(ObjectiveCSelector.argumentCount("handle:event:") == 2)
  }
}
