import Foundation

/// The row, section and item accessors UIKit adds to `IndexPath` for table and collection views.
extension IndexPath {
  /// Creates an index path of a table view's row in a section.
  ///
  /// - Parameters:
  ///   - row: The row in the section.
  ///   - section: The section.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// Creates an index path of a collection view's item in a section.
  ///
  /// - Parameters:
  ///   - item: The item in the section.
  ///   - section: The section.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in the section: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item in the section: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
