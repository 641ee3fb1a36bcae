import HeadlessUIKit
import Testing

/// `UILayoutPriority`: UIKit's named levels and the overlay's arithmetic (spec 5.6).
@MainActor
@Suite struct UILayoutPriorityTests {
  @Test func namedLevelsHaveUIKitsValues() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
  }

  @Test func bothInitializersMakeTheSamePriority() {
    #expect(UILayoutPriority(999) == UILayoutPriority(rawValue: 999))
    var priority = UILayoutPriority(rawValue: 10)
    priority.rawValue = 20
    #expect(priority == UILayoutPriority(20))
  }

  @Test func addingAndSubtractingAFloatMovesThePriority() {
    #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(751))
    #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
    #expect((UILayoutPriority.defaultLow - 0.5).rawValue == 249.5)
  }

  @Test func fractionalPrioritiesOrderBetweenWholeOnes() {
    let almostRequired = UILayoutPriority.required - 0.5
    #expect(almostRequired > UILayoutPriority(999))
    #expect(almostRequired < .required)
  }

  @Test func prioritiesCompareByValue() {
    let shuffled: [UILayoutPriority] = [.defaultHigh, .fittingSizeLevel, .required, .defaultLow]
    #expect(shuffled.sorted() == [.fittingSizeLevel, .defaultLow, .defaultHigh, .required])
    #expect(UILayoutPriority.dragThatCannotResizeScene < .sceneSizeStayPut)
    #expect(UILayoutPriority.sceneSizeStayPut < .dragThatCanResizeScene)
  }

  @Test func equalPrioritiesHashAlike() {
    let set: Set<UILayoutPriority> = [.defaultHigh, UILayoutPriority(750), .defaultLow]
    #expect(set.count == 2)
  }
}
