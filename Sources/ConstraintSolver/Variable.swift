/// An unknown of a linear constraint system, identified by its identity.
///
/// A variable holds no value: a ``Solver`` reports the value it found with
/// ``Solver/value(of:)``. Two variables are equal only when they are the same object, so two
/// variables may share a name. Variables are immutable and can be shared across threads.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
  /// A name for debugging and dumps.
  public let name: String

  /// Creates a variable.
  ///
  /// - Parameter name: A name for debugging and dumps.
  public init(_ name: String = "") {
    self.name = name
  }

  /// Variables are equal when they are the same object.
  public static func == (lhs: Variable, rhs: Variable) -> Bool {
    lhs === rhs
  }

  /// Hashes the variable's identity.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// The variable's name, or `v` followed by an identity-derived number when it has none.
  public var description: String {
    name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name
  }
}
