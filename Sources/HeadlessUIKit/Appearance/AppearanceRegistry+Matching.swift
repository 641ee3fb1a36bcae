import Foundation

/// Which rules apply to an object, and which of them wins for each property (decisions AP2,
/// AP3).
///
/// A rule applies to instances of its class and of subclasses. Its containers, innermost
/// first, must be found among the object's containers (its superviews and view controllers,
/// nearest first) in that order, not necessarily adjacent; its traits must be contained in the
/// object's traits. Where several rules set the same property, the rule of the more derived
/// class wins; between rules of one class, as UIAppearance.h states, the one whose outermost
/// container is found closest to the window wins ("the outermost appearance proxy wins"), the
/// depth of the chain breaking ties (`[A, B]` beats `[B]` when both find B at the same place);
/// then a rule with traits beats one without.
extension AppearanceRegistry {
  /// One rule that applies to an object, with what ranks it.
  private struct Match {
    /// The rule.
    let rule: AppearanceRule
    /// How far below the root class the rule's class is.
    let classDepth: Int
    /// Where the rule's containers were found, outermost first, counted from the window.
    let positions: [Int]
    /// The rule's place among the rules, for a stable order.
    let order: Int

    /// Whether this match gives way to `other` when both set a property.
    func ranksBelow(_ other: Match) -> Bool {
      if classDepth != other.classDepth { return classDepth < other.classDepth }
      for index in 0..<max(positions.count, other.positions.count) {
        if index == positions.count { return true }
        if index == other.positions.count { return false }
        if positions[index] != other.positions[index] {
          return positions[index] > other.positions[index]
        }
      }
      if (rule.traits == nil) != (other.rule.traits == nil) { return rule.traits == nil }
      return order < other.order
    }
  }

  /// Replays onto an object the settings of the rules that apply to it: for each property,
  /// the winning rule's value, unless the property was set on the object directly; in the order
  /// the winning settings were recorded, through the object's own setters (decisions AP2–AP5).
  ///
  /// - Parameters:
  ///   - object: The view or bar item.
  ///   - containers: Its containers, nearest first, asked for only when a rule has some.
  ///   - traits: Its traits, asked for only when a rule has traits.
  static func applyRules(
    to object: any AppearanceCustomizable, containers: () -> [AnyObject],
    traits: () -> UITraitCollection
  ) {
    guard !rules.isEmpty, !object.appearanceCustomization.isProxy else { return }
    let classes = lineage(of: type(of: object))
    var resolvedChain: [[ObjectIdentifier]]?
    var resolvedTraits: UITraitCollection?
    var matches: [Match] = []
    for (order, rule) in rules.enumerated() where !rule.settings.isEmpty {
      guard let classIndex = classes.firstIndex(of: rule.targetClass) else { continue }
      if let required = rule.traits {
        let current = resolvedTraits ?? traits()
        resolvedTraits = current
        guard current.containsTraits(in: required) else { continue }
      }
      var positions: [Int] = []
      if !rule.containers.isEmpty {
        let chain = resolvedChain ?? containers().reversed().map { lineage(of: type(of: $0)) }
        resolvedChain = chain
        guard let found = Self.positions(of: rule.containers, in: chain) else { continue }
        positions = found
      }
      matches.append(
        Match(
          rule: rule, classDepth: classes.count - classIndex, positions: positions, order: order))
    }
    guard !matches.isEmpty else { return }
    matches.sort { $0.ranksBelow($1) }
    let sequence = matches.flatMap(\.rule.settings)
    var lastIndex: [AppearanceKey: Int] = [:]
    for (index, setting) in sequence.enumerated() { lastIndex[setting.key] = index }
    let explicitlySet = object.appearanceCustomization.explicitlySet
    replaying(onto: object) {
      for (index, setting) in sequence.enumerated()
      where lastIndex[setting.key] == index && !explicitlySet.contains(setting.key) {
        setting.replay(object)
      }
    }
  }

  /// Where a rule's containers are found in a chain of containers, outermost first, each as
  /// close to the window as it can be; `nil` when they are not all found in order.
  ///
  /// - Parameters:
  ///   - containers: The rule's container classes, innermost first.
  ///   - chain: The lineages of the object's containers, outermost (the window) first.
  /// - Returns: The positions in `chain`, outermost container first, or `nil`.
  private static func positions(
    of containers: [ObjectIdentifier], in chain: [[ObjectIdentifier]]
  ) -> [Int]? {
    var positions: [Int] = []
    var start = 0
    for container in containers.reversed() {
      guard
        let index = chain.indices.dropFirst(start).first(where: { chain[$0].contains(container) })
      else { return nil }
      positions.append(index)
      start = index + 1
    }
    return positions
  }
}
