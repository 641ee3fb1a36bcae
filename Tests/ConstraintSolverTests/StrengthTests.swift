import ConstraintSolver
import Testing

/// Strengths: UIKit priorities in (0, 1000], 1000 required, fractional levels allowed.
@Suite struct StrengthTests {
  @Test func requiredIsOneThousand() {
    #expect(Strength.required.priority == 1000)
    #expect(Strength.required.isRequired)
    #expect(Strength(1000) == .required)
  }

  @Test func belowOneThousandIsOptional() {
    #expect(!Strength(999).isRequired)
    #expect(!Strength(999.999).isRequired)
    #expect(!Strength(1).isRequired)
    #expect(!Strength(0.001).isRequired)
  }

  @Test func literalsMakeStrengths() {
    let integer: Strength = 750
    let fractional: Strength = 999.5
    #expect(integer.priority == 750)
    #expect(fractional.priority == 999.5)
  }

  @Test func ordersByPriority() {
    let shuffled: [Strength] = [.required, 250, 999.5, 1, 750, 999, 0.5]
    #expect(shuffled.sorted().map(\.priority) == [0.5, 1, 250, 750, 999, 999.5, 1000])
    #expect(Strength(999) < Strength(999.5))
    #expect(Strength(999.5) < .required)
  }

  @Test func equalPrioritiesAreEqualAndHashAlike() {
    #expect(Strength(750) == 750)
    #expect(Set<Strength>([750, 750, 250]).count == 2)
  }

  @Test func describesItselfAsUIKitPrintsPriorities() {
    #expect(Strength.required.description == "required")
    #expect(Strength(750).description == "750")
    #expect(Strength(999.5).description == "999.5")
  }

  @Test(arguments: [0.0, -1, 1000.5, 1001, -Double.leastNonzeroMagnitude])
  func rejectsPrioritiesOutsideTheRange(priority: Double) async {
    await #expect(processExitsWith: .failure) { [priority] in
      _ = Strength(priority)
    }
  }

  // Non-finite values are not passed into the exit test: captured values travel as JSON,
  // which has no infinity or NaN.
  @Test func rejectsInfinity() async {
    await #expect(processExitsWith: .failure) {
      _ = Strength(.infinity)
    }
  }

  @Test func rejectsNaN() async {
    await #expect(processExitsWith: .failure) {
      _ = Strength(.nan)
    }
  }

  @Test func acceptsTheEndsOfTheRange() {
    #expect(Strength(.leastNonzeroMagnitude).priority > 0)
    #expect(Strength(1000).isRequired)
  }
}
